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

/// Every delegate call is optional.
extension RotaryKnobControlDelegate {
    /// Does nothing by default.
    public func rotaryKnob(_ knob: RotaryKnobControl, valueChangedTo value: Double, fromUser: Bool) {}
    /// Does nothing by default.
    public func rotaryKnob(_ knob: RotaryKnobControl, startedTrackingWith value: Double) {}
    /// Does nothing by default.
    public func rotaryKnob(_ knob: RotaryKnobControl, endedTrackingWith value: Double) {}
}

/// A rotary knob, shaped like `UISlider`: relative tracking without a jump on touch-down, ±135°,
/// a 45° jump guard, a dead zone at the centre, double-tap to reset to `defaultValue`,
/// `setValue(_:animated:)` the long way round; rotating or dragging horizontally or vertically,
/// with fine adjustment farther out; drawn in its own look or from images.
///
/// The core's `RotaryKnobModel` decides everything; ``ModelControl`` feeds it touches (with
/// their tap counts), keys, scrolling, VoiceOver and the enabled state (disabled images), sends
/// `.editingDidBegin`, `.valueChanged` (user changes only) and `.editingDidEnd`, plays a
/// selection tick per detent and draws the model; this class adds the names and tells its
/// ``delegate``. The intrinsic size is 100 × 100 points.
///
/// Custom drawing: subclass it and override ``valueDidChange(from:to:animated:)`` (called
/// whenever the value shown changes), `drawing()` or `draw(_:)`.
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
open class RotaryKnobControl: ModelControl {
    /// A knob with the core's defaults.
    override open class var initialModel: any ControlModel { RotaryKnobModel() }
    /// The model behind the knob, which decides everything.
    var model: RotaryKnobModel {
        get { controlModel as! RotaryKnobModel }
        set { controlModel = newValue }
    }
    /// The look, kept by the model: drawing and hit testing use the same value.
    public var style: RotaryKnobStyle {
        get { model.style }
        set { model.style = newValue }
    }
    override class var initialPartLabels: [String] { ["Knob"] }

    /// Receives value and tracking calls.
    public weak var delegate: RotaryKnobControlDelegate?
    /// What VoiceOver calls the knob (default "Knob").
    public var accessibilityName: String {
        get { partLabels.first ?? "" }
        set { partLabels = [newValue] }
    }

    /// Apple Pencil barrel roll turns the knob degree for degree: the degrees of the knob's arc
    /// (a whole turn when endless) over the steps across it — its ``step``s, its ticks with
    /// tick-only values, else the hundredths a scroll notch moves (with a taper, degree for
    /// degree on average along the track).
    override var pencilRollDegreesPerStep: Double? {
        let sweep = model.isEndless ? 360 : model.maximumAngle
        let track = model.trackConfiguration
        let steps: Double
        if track.allowsTickValuesOnly, track.ticks.count > 1 {
            steps = Double(track.ticks.count - 1)
        } else if let step = model.step, step > 0 {
            steps = max(1, (model.maximumValue - model.minimumValue) / step)
        } else {
            steps = 100
        }
        return sweep / steps
    }

    /// 100 × 100 points.
    override open var intrinsicContentSize: CGSize { CGSize(width: 100, height: 100) }

    // MARK: - Changes and events

    /// Sets the value; animated (through every value in between, the long way round) unless
    /// `animated` is `false` or Reduce Motion is on. Sends no control events; the delegate hears
    /// `fromUser: false` once.
    public func setValue(_ value: Double, animated: Bool) {
        update(RotaryKnobModel.self) { model, report in
            model.setValue(value, animated: animated, at: DisplayLinkDriver.now, report: report)
        }
    }

    /// The value shown when ``valueDidChange(from:to:animated:)`` was last called.
    private var shownValue = RotaryKnobModel().displayedValue

    /// Called whenever the value the knob shows changes: after a user change (`animated`
    /// `false`), and on every frame of an animated `setValue(_:animated:)` (`animated` `true`),
    /// after the control has asked to be redrawn. Override it to draw or move views of your own
    /// (the built-in drawing goes on unless `drawing()` is overridden too); `super` does nothing.
    open func valueDidChange(from oldValue: Double, to newValue: Double, animated: Bool) {}

    /// Calls ``valueDidChange(from:to:animated:)`` when the shown value moved.
    override func didChangeModel() {
        let shown = model.displayedValue
        let old = shownValue
        shownValue = shown
        if old != shown { valueDidChange(from: old, to: shown, animated: model.isAnimating || shown != model.value) }
    }

    /// Tells the delegate. (The end-stop haptic is the model's `.feedback(.limitReached)`, played
    /// with every other feedback by ``ModelControl``, where the finger is.)
    override func didReport(_ event: any ControlModelEvent) {
        switch event as? RotaryKnobModel.Event {
        case .editingBegan: delegate?.rotaryKnob(self, startedTrackingWith: value)
        case let .valueChanged(newValue, fromUser):
            delegate?.rotaryKnob(self, valueChangedTo: newValue, fromUser: fromUser)
        case .editingEnded: delegate?.rotaryKnob(self, endedTrackingWith: value)
        case .feedback, nil: break
        }
    }
}
#endif
