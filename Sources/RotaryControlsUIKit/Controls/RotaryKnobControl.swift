#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// The calls a ``RotaryKnobControl`` makes to its delegate. All have empty default
/// implementations; target–action works as for `UISlider` too.
@MainActor
public protocol RotaryKnobControlDelegate: AnyObject {
    /// The value changed: `fromUser` is `false` (once per change) when it was set in code.
    func rotaryKnob(_ knob: RotaryKnobControl, valueChangedTo value: Double, fromUser: Bool)
    /// The user started turning.
    func rotaryKnob(_ knob: RotaryKnobControl, startedTrackingWith value: Double)
    /// The user let go.
    func rotaryKnob(_ knob: RotaryKnobControl, endedTrackingWith value: Double)
}

extension RotaryKnobControlDelegate {
    public func rotaryKnob(_ knob: RotaryKnobControl, valueChangedTo value: Double, fromUser: Bool) {}
    public func rotaryKnob(_ knob: RotaryKnobControl, startedTrackingWith value: Double) {}
    public func rotaryKnob(_ knob: RotaryKnobControl, endedTrackingWith value: Double) {}
}

/// A rotary knob, shaped like `UISlider` (MHRotaryKnob's behaviour: relative tracking without a
/// jump on touch-down, ±135°, a 45° jump guard, a dead zone at the centre, double-tap to reset
/// to `defaultValue`, `setValue(_:animated:)` the long way round).
///
/// The core's `RotaryKnobModel` decides everything; ``ModelControl`` feeds it touches (with
/// their tap counts), keys, scrolling, VoiceOver and the enabled state (disabled images), sends
/// `.editingDidBegin`, `.valueChanged` (user changes only) and `.editingDidEnd`, plays a
/// selection tick per detent and draws the model; this class adds the names and tells its
/// ``delegate``. The intrinsic size is 100 × 100 points.
///
/// ```swift
/// let knob = RotaryKnobControl()
/// knob.minimumValue = 10
/// knob.maximumValue = 30
/// knob.setValue(20, animated: false)
/// knob.addTarget(self, action: #selector(volumeChanged(_:)), for: .valueChanged)
/// ```
@IBDesignable
@MainActor
public final class RotaryKnobControl: ModelControl {
    /// A knob with the core's defaults.
    override class var initialModel: any ControlModel { RotaryKnobModel() }
    /// The model behind the knob, which decides everything.
    var model: RotaryKnobModel {
        get { controlModel as! RotaryKnobModel }
        set { controlModel = newValue }
    }
    /// The look, kept by the model: drawing and hit testing use the same value.
    public var style: RotaryKnobStyle { get { model.style } set { model.style = newValue } }
    override class var initialPartLabels: [String] { ["Knob"] }

    /// Receives value and tracking calls.
    public weak var delegate: RotaryKnobControlDelegate?
    /// What VoiceOver calls the knob (default "Knob").
    public var accessibilityName: String { get { partLabels.first ?? "" } set { partLabels = [newValue] } }

    // MARK: - Values (UISlider vocabulary)

    /// The value at the knob's left stop (default 0).
    @IBInspectable public var minimumValue: Double { get { model.minimumValue } set { model.minimumValue = newValue } }
    /// The value at the knob's right stop (default 1).
    @IBInspectable public var maximumValue: Double { get { model.maximumValue } set { model.maximumValue = newValue } }
    /// The value, clamped; NaN is ignored. Setting it sends no control events; the delegate
    /// hears `fromUser: false` when it changed.
    @IBInspectable public var value: Double { get { model.value } set { setValue(newValue, animated: false) } }
    /// The value a double-tap returns to.
    @IBInspectable public var defaultValue: Double { get { model.defaultValue } set { model.defaultValue = newValue } }
    /// Whether a double-tap resets to ``defaultValue`` (default `true`).
    @IBInspectable public var resetsToDefault: Bool {
        get { model.resetsToDefault }
        set { model.resetsToDefault = newValue }
    }
    /// Whether `.valueChanged` is sent while turning (`true`, the default) or only on release.
    @IBInspectable public var isContinuous: Bool { get { model.isContinuous } set { model.isContinuous = newValue } }
    /// The whole arc the knob turns through, in degrees (default 270, at most 360), centred on
    /// 12 o'clock — the same measure as the slider's `maximumAngle`.
    @IBInspectable public var maximumAngle: Double {
        get { model.maximumAngle }
        set { model.maximumAngle = newValue }
    }
    /// The angle of each stop from 12 o'clock, in degrees (default 135): half of ``maximumAngle``,
    /// under MHRotaryKnob's name.
    @IBInspectable public var maxAngle: Double {
        get { model.maximumAngle / 2 }
        set { model.maximumAngle = newValue * 2 }
    }
    /// How a drag turns the knob: rotating (the default), horizontal or vertical dragging,
    /// scaling, drag distance and fine adjustment (the core's `RotaryKnobInteraction`).
    public var interaction: RotaryKnobInteraction { get { model.interaction } set { model.interaction = newValue } }

    /// 100 × 100 points.
    override public var intrinsicContentSize: CGSize { CGSize(width: 100, height: 100) }

    // MARK: - Changes and events

    /// Sets the value; animated (through every value in between, the long way round) unless
    /// `animated` is `false` or Reduce Motion is on. Sends no control events; the delegate hears
    /// `fromUser: false` once.
    public func setValue(_ value: Double, animated: Bool) {
        update(RotaryKnobModel.self) { model, report in model.setValue(value, animated: animated, at: DisplayLinkDriver.now, report: report) }
    }

    /// Tells the delegate.
    override func didReport(_ event: any ControlModelEvent) {
        switch event as? RotaryKnobModel.Event {
        case .editingBegan: delegate?.rotaryKnob(self, startedTrackingWith: value)
        case let .valueChanged(newValue, fromUser): delegate?.rotaryKnob(self, valueChangedTo: newValue, fromUser: fromUser)
        case .editingEnded: delegate?.rotaryKnob(self, endedTrackingWith: value)
        case .feedback, nil: break
        }
    }
}
#endif
