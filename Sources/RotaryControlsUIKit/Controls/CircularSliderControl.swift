#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// The calls a ``CircularSliderControl`` makes to its delegate (MSCircularSlider's, plus the
/// later direction and revolution calls). All have empty default implementations.
@MainActor
public protocol CircularSliderControlDelegate: AnyObject {
    /// The value changed: `fromUser` is `true` for touches, keys, scrolling and VoiceOver, and
    /// `false` (once per change, not per animation frame) when it was set in code.
    func circularSlider(_ slider: CircularSliderControl, valueChangedTo value: Double, fromUser: Bool)
    /// The user grabbed the handle.
    func circularSlider(_ slider: CircularSliderControl, startedTrackingWith value: Double)
    /// The user let go, after any snapping.
    func circularSlider(_ slider: CircularSliderControl, endedTrackingWith value: Double)
    /// The user reversed the sliding direction.
    func circularSlider(_ slider: CircularSliderControl, directionChangedTo direction: RotationDirection)
    /// The number of completed revolutions changed (multi-turn sliders, endless mode included).
    func circularSlider(_ slider: CircularSliderControl, revolutionsChangedTo revolutions: Int)
}

extension CircularSliderControlDelegate {
    public func circularSlider(_ slider: CircularSliderControl, valueChangedTo value: Double, fromUser: Bool) {}
    public func circularSlider(_ slider: CircularSliderControl, startedTrackingWith value: Double) {}
    public func circularSlider(_ slider: CircularSliderControl, endedTrackingWith value: Double) {}
    public func circularSlider(_ slider: CircularSliderControl, directionChangedTo direction: RotationDirection) {}
    public func circularSlider(_ slider: CircularSliderControl, revolutionsChangedTo revolutions: Int) {}
}

/// A circular slider: a handle moved around an arc, shaped like `UISlider`
/// (`minimumValue`, `maximumValue`, `value`, `isContinuous`, `setValue(_:animated:)`).
///
/// The core's `CircularSliderModel` decides everything; ``ModelControl`` feeds it touches, keys
/// (arrows one step, Page Up/Down a tenth, Home/End the ends), scrolling and VoiceOver, sends
/// `.editingDidBegin`, `.valueChanged` (user changes only, like `UISlider`) and `.editingDidEnd`,
/// plays haptics and draws the model with Core Graphics; this class adds the names and tells its
/// ``delegate``. Only a touch on the handle (or the track, by the touch policy) is tracked, so
/// the slider works inside scroll views. The intrinsic size is 200 × 200 points.
///
/// ```swift
/// let slider = CircularSliderControl(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
/// slider.value = 60
/// slider.maximumAngle = 300
/// slider.filledColor = UIColor(red: 127 / 255.0, green: 168 / 255.0, blue: 198 / 255.0, alpha: 1)
/// slider.labels = ["1", "2", "3", "4", "5"]
/// slider.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
/// ```
@IBDesignable
@MainActor
public final class CircularSliderControl: ModelControl {
    /// A one-handle slider with the core's defaults.
    override class var initialModel: any ControlModel { CircularSliderModel() }
    /// The model behind the slider, which decides everything.
    var model: CircularSliderModel {
        get { controlModel as! CircularSliderModel }
        set { controlModel = newValue }
    }
    /// The look, kept by the model: drawing and hit testing use the same value.
    public var style: CircularSliderStyle { get { model.style } set { model.style = newValue } }
    override class var initialPartLabels: [String] { ["Slider"] }

    /// Receives MSCircularSlider's delegate calls.
    public weak var delegate: CircularSliderControlDelegate?
    /// What VoiceOver calls the slider (default "Slider").
    public var accessibilityName: String { get { partLabels.first ?? "" } set { partLabels = [newValue] } }

    // MARK: - Values (UISlider vocabulary)

    /// The value at the start of the arc (default from the core, 0). Raising it above
    /// `maximumValue` raises the maximum too.
    @IBInspectable public var minimumValue: Double { get { model.minimumValue } set { model.minimumValue = newValue } }
    /// The value at the end of the arc (default from the core, 100). Lowering it below
    /// `minimumValue` lowers the minimum too.
    @IBInspectable public var maximumValue: Double { get { model.maximumValue } set { model.maximumValue = newValue } }
    /// The value, clamped into the range; NaN is ignored. Setting it sends no control events
    /// (like `UISlider`); the delegate hears `fromUser: false` when it changed.
    @IBInspectable public var value: Double { get { model.value } set { setValue(newValue, animated: false) } }
    /// The arc's angle in degrees (default 360, a full circle; outside 0…360 it is 360).
    @IBInspectable public var maximumAngle: Double { get { model.maximumAngle } set { model.maximumAngle = newValue } }
    /// Whether `.valueChanged` is sent while dragging (`true`, the default) or only on release.
    @IBInspectable public var isContinuous: Bool { get { model.isContinuous } set { model.isContinuous = newValue } }
    /// Whether the handle snaps to the nearest label on release (default `false`).
    @IBInspectable public var snapToLabels: Bool { get { model.snapToLabels } set { model.snapToLabels = newValue } }
    /// Whether the handle snaps to the nearest marker on release (with labels: the nearest of
    /// both; default `false`).
    @IBInspectable public var snapToMarkers: Bool { get { model.snapToMarkers } set { model.snapToMarkers = newValue } }
    /// The number of evenly spread markers (default 0).
    @IBInspectable public var markerCount: Int { get { model.markerCount } set { model.markerCount = newValue } }
    /// The labels spread evenly along the arc (default none).
    public var labels: [String] { get { model.labels } set { model.labels = newValue } }
    /// How many turns the range takes, or endless (default `.bounded`, one turn).
    public var maximumRevolutions: CircularSliderRevolutions {
        get { model.maximumRevolutions }
        set { model.maximumRevolutions = newValue }
    }

    // MARK: - Look (forwarded to `style`)

    /// The arc's line width in points (default 5).
    @IBInspectable public var lineWidth: CGFloat {
        get { CGFloat(style.lineWidth) }
        set { style.lineWidth = Double(newValue) }
    }
    /// The colour of the part of the arc before the handle (default dark grey).
    @IBInspectable public var filledColor: UIColor {
        get { UIColor(style.filledPaint.flatColor) }
        set { style.filledPaint = Paint(newValue) }
    }
    /// The colour of the rest of the arc (default light grey).
    @IBInspectable public var unfilledColor: UIColor {
        get { UIColor(style.unfilledPaint.flatColor) }
        set { style.unfilledPaint = Paint(newValue) }
    }
    /// The handle's colour (default dark grey).
    @IBInspectable public var handleColor: UIColor {
        get { UIColor(style.firstHandle.paint.flatColor) }
        set { style.firstHandle.paint = Paint(newValue) }
    }

    /// 200 × 200 points.
    override public var intrinsicContentSize: CGSize { CGSize(width: 200, height: 200) }

    // MARK: - Changes and events

    /// Sets the value, animating it along the arc (the long way when it must, never across the
    /// gap) unless `animated` is `false` or Reduce Motion is on. Sends no control events; the
    /// delegate hears `fromUser: false` once, when the value has arrived.
    public func setValue(_ value: Double, animated: Bool) {
        update(CircularSliderModel.self) { model, report in
            model.setValue(value, animated: animated, at: DisplayLinkDriver.now, report: report)
        }
    }

    /// Only a touch the model took (on the handle, or the track by the touch policy) is tracked.
    override var tracksTouch: Bool { model.isTracking }

    /// Tells the delegate.
    override func didReport(_ event: any ControlModelEvent) {
        switch event as? CircularSliderModel.Event {
        case .editingBegan: delegate?.circularSlider(self, startedTrackingWith: value)
        case let .valueChanged(newValue, _, fromUser):
            delegate?.circularSlider(self, valueChangedTo: newValue, fromUser: fromUser)
        case .editingEnded: delegate?.circularSlider(self, endedTrackingWith: value)
        case let .revolutionsChanged(count): delegate?.circularSlider(self, revolutionsChangedTo: count)
        case let .directionChanged(direction): delegate?.circularSlider(self, directionChangedTo: direction)
        case .feedback, .animationFinished, nil: break
        }
    }
}
#endif
