#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// The calls a ``CircularRangeSliderControl`` makes to its delegate (MSDoubleHandleCircularSlider's,
/// with the handle as an optional enum instead of `isFirstHandle: Bool?`). All have empty
/// default implementations.
@MainActor
public protocol CircularRangeSliderControlDelegate: AnyObject {
    /// A value changed. `handle` is the handle that moved, `nil` for a change made in code
    /// (then `fromUser` is `false`, once per change).
    func circularRangeSlider(_ slider: CircularRangeSliderControl, valueChangedTo firstValue: Double,
                             secondValue: Double, handle: CircularSliderHandle?, fromUser: Bool)
    /// The user grabbed `handle` (`nil`: the filled arc, moving the whole range).
    func circularRangeSlider(_ slider: CircularRangeSliderControl, startedTrackingWith firstValue: Double,
                             secondValue: Double, handle: CircularSliderHandle?)
    /// The user let go (after any snapping).
    func circularRangeSlider(_ slider: CircularRangeSliderControl, endedTrackingWith firstValue: Double,
                             secondValue: Double, handle: CircularSliderHandle?)
}

extension CircularRangeSliderControlDelegate {
    public func circularRangeSlider(_ slider: CircularRangeSliderControl, valueChangedTo firstValue: Double,
                                    secondValue: Double, handle: CircularSliderHandle?, fromUser: Bool) {}
    public func circularRangeSlider(_ slider: CircularRangeSliderControl, startedTrackingWith firstValue: Double,
                                    secondValue: Double, handle: CircularSliderHandle?) {}
    public func circularRangeSlider(_ slider: CircularRangeSliderControl, endedTrackingWith firstValue: Double,
                                    secondValue: Double, handle: CircularSliderHandle?) {}
}

/// A circular slider with two handles (a range), each snapping and styled on its own.
///
/// As ``CircularSliderControl``, on ``ModelControl``: the core's `CircularSliderModel` (two
/// handles) decides everything, including which handle the keys move (Tab and Shift-Tab switch
/// it) and how the handles keep apart; the control sends `.editingDidBegin`, `.valueChanged`
/// (user changes only) and `.editingDidEnd`, tells its ``delegate`` which handle moved, and gives
/// VoiceOver one adjustable element per handle. ``activeHandle`` says which handle the last user
/// event was about.
///
/// ```swift
/// let range = CircularRangeSliderControl()
/// range.minimumValue = 0
/// range.maximumValue = 24
/// range.setValues(first: 9, second: 17)     // 09:00 to 17:00
/// range.addTarget(self, action: #selector(rangeChanged(_:)), for: .valueChanged)
/// ```
@IBDesignable
@MainActor
public final class CircularRangeSliderControl: ModelControl {
    /// A two-handle slider, the second handle 60° along the arc (MSDoubleHandleCircularSlider).
    override class var initialModel: any ControlModel {
        var model = CircularSliderModel()
        model.makeRange()
        return model
    }
    /// The model behind the range slider, which decides everything.
    var model: CircularSliderModel {
        get { controlModel as! CircularSliderModel }
        set { controlModel = newValue }
    }
    /// The look, kept by the model: drawing and hit testing use the same value.
    public var style: CircularSliderStyle { get { model.style } set { model.style = newValue } }
    override class var initialPartLabels: [String] { ["Start", "End"] }

    /// Receives MSDoubleHandleCircularSlider's delegate calls.
    public weak var delegate: CircularRangeSliderControlDelegate?
    /// What VoiceOver calls the first handle (default "Start").
    public var firstHandleAccessibilityLabel: String { get { partLabels[0] } set { partLabels[0] = newValue } }
    /// What VoiceOver calls the second handle (default "End").
    public var secondHandleAccessibilityLabel: String { get { partLabels[1] } set { partLabels[1] = newValue } }
    /// The handle the last user event was about (`nil` before any).
    public private(set) var activeHandle: CircularSliderHandle?

    // MARK: - Values

    /// The value at the start of the arc.
    @IBInspectable public var minimumValue: Double { get { model.minimumValue } set { model.minimumValue = newValue } }
    /// The value at the end of the arc.
    @IBInspectable public var maximumValue: Double { get { model.maximumValue } set { model.maximumValue = newValue } }
    /// The first handle's value (sends no control events; the delegate hears `fromUser: false`
    /// when it changed).
    @IBInspectable public var firstValue: Double {
        get { model.value }
        set { setValue(newValue, of: .first, animated: false) }
    }
    /// The second handle's value (sends no control events; the delegate hears `fromUser: false`
    /// when it changed).
    @IBInspectable public var secondValue: Double {
        get { model.secondValue ?? model.value }
        set { setValue(newValue, of: .second, animated: false) }
    }
    /// The arc's angle in degrees (default 360).
    @IBInspectable public var maximumAngle: Double { get { model.maximumAngle } set { model.maximumAngle = newValue } }
    /// Whether `.valueChanged` is sent while dragging (default `true`).
    @IBInspectable public var isContinuous: Bool { get { model.isContinuous } set { model.isContinuous = newValue } }
    /// Whether handles snap to the nearest label on release (default `false`).
    @IBInspectable public var snapToLabels: Bool { get { model.snapToLabels } set { model.snapToLabels = newValue } }
    /// Whether handles snap to the nearest marker on release (default `false`).
    @IBInspectable public var snapToMarkers: Bool { get { model.snapToMarkers } set { model.snapToMarkers = newValue } }
    /// The smallest distance between the handles, in points of arc length as MSCircularSlider
    /// has it (default 10).
    @IBInspectable public var minimumDistance: Double {
        get { model.minimumDistance }
        set { model.minimumDistance = newValue }
    }
    /// Whether dragging the filled arc between the handles moves the whole range (default `false`).
    @IBInspectable public var allowsRangeDrag: Bool {
        get { model.allowsRangeDrag }
        set { model.allowsRangeDrag = newValue }
    }
    /// The number of evenly spread markers (default 0).
    @IBInspectable public var markerCount: Int { get { model.markerCount } set { model.markerCount = newValue } }
    /// The labels spread evenly along the arc.
    public var labels: [String] { get { model.labels } set { model.labels = newValue } }
    /// The arc's line width in points (default 5).
    @IBInspectable public var lineWidth: CGFloat {
        get { CGFloat(style.lineWidth) }
        set { style.lineWidth = Double(newValue) }
    }

    /// 200 × 200 points.
    override public var intrinsicContentSize: CGSize { CGSize(width: 200, height: 200) }

    // MARK: - Changes and events

    /// Sets one handle's value, animated unless `animated` is `false` or Reduce Motion is on.
    /// Sends no control events; the delegate hears `handle: nil, fromUser: false` once, when the
    /// value has arrived.
    public func setValue(_ value: Double, of handle: CircularSliderHandle, animated: Bool) {
        setValues(first: handle == .first ? value : firstValue, second: handle == .second ? value : secondValue,
                  animated: animated)
    }

    /// Sets both values in one change (the model places them so that the handles never cross),
    /// animated when `animated` is `true` (default `false`). Sends no control events; the
    /// delegate hears `handle: nil, fromUser: false` once.
    public func setValues(first: Double, second: Double, animated: Bool = false) {
        update(CircularSliderModel.self) { model, report in
            model.setValues(first, second, animated: animated, at: DisplayLinkDriver.now, report: report)
        }
    }

    /// Only a touch the model took (on a handle, or the filled arc for a range drag) is tracked.
    override var tracksTouch: Bool { model.isTracking }

    /// Remembers the active handle and tells the delegate.
    override func didReport(_ event: any ControlModelEvent) {
        switch event as? CircularSliderModel.Event {
        case let .editingBegan(handle):
            if let handle { activeHandle = handle }
            delegate?.circularRangeSlider(self, startedTrackingWith: firstValue, secondValue: secondValue, handle: handle)
        case let .valueChanged(_, handle, fromUser):
            if fromUser { activeHandle = handle }
            delegate?.circularRangeSlider(self, valueChangedTo: firstValue, secondValue: secondValue,
                                          handle: handle, fromUser: fromUser)
        case let .editingEnded(handle):
            delegate?.circularRangeSlider(self, endedTrackingWith: firstValue, secondValue: secondValue, handle: handle)
        case .feedback, .revolutionsChanged, .directionChanged, .animationFinished, nil:
            break
        }
    }
}
#endif
