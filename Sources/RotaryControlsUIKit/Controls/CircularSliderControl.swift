#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// The calls a ``CircularSliderControl`` makes to its delegate: value changes, the start and end
/// of a drag, and changes of the sliding direction and of the completed revolutions. All have
/// empty default implementations.
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

/// Every delegate call is optional.
extension CircularSliderControlDelegate {
    /// Does nothing by default.
    public func circularSlider(_ slider: CircularSliderControl, valueChangedTo value: Double, fromUser: Bool) {}
    /// Does nothing by default.
    public func circularSlider(_ slider: CircularSliderControl, startedTrackingWith value: Double) {}
    /// Does nothing by default.
    public func circularSlider(_ slider: CircularSliderControl, endedTrackingWith value: Double) {}
    /// Does nothing by default.
    public func circularSlider(_ slider: CircularSliderControl, directionChangedTo direction: RotationDirection) {}
    /// Does nothing by default.
    public func circularSlider(_ slider: CircularSliderControl, revolutionsChangedTo revolutions: Int) {}
}

/// A circular slider: a handle moved around an arc, shaped like `UISlider`
/// (`minimumValue`, `maximumValue`, `value`, `isContinuous`, `setValue(_:animated:)`, the track
/// and thumb tint colours, `setThumbImage(_:for:)`).
///
/// The core's `CircularSliderModel` decides everything; ``ModelControl`` feeds it touches, keys
/// (arrows one step, Page Up/Down a tenth, Home/End the ends), scrolling and VoiceOver, sends
/// `.editingDidBegin`, `.valueChanged` (user changes only, like `UISlider`) and `.editingDidEnd`,
/// plays haptics and draws the model with Core Graphics; this class adds the names and tells its
/// ``delegate``. Only a touch on the handle (or the track, by ``touchPolicy``) is tracked, so
/// the slider works inside scroll views. The intrinsic size is 200 × 200 points.
///
/// The class is open: override `drawing()` or `draw(_:)` to change how it looks.
///
/// ```swift
/// let slider = CircularSliderControl(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
/// slider.value = 60
/// slider.maximumAngle = 300
/// slider.minimumTrackTintColor = UIColor(red: 127 / 255.0, green: 168 / 255.0, blue: 198 / 255.0, alpha: 1)
/// slider.labels = ["1", "2", "3", "4", "5"]
/// slider.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
/// ```
@IBDesignable
@MainActor
open class CircularSliderControl: ModelControl {
    /// A one-handle slider with the core's defaults.
    override open class var initialModel: any ControlModel { CircularSliderModel() }
    /// The model behind the slider, which decides everything.
    var model: CircularSliderModel {
        get { controlModel as! CircularSliderModel }
        set { controlModel = newValue }
    }
    /// The look, kept by the model: drawing and hit testing use the same value.
    public var style: CircularSliderStyle {
        get { model.style }
        set { model.style = newValue }
    }
    override class var initialPartLabels: [String] { ["Slider"] }

    /// Receives value, tracking, direction and revolution calls. A
    /// ``CircularRangeSliderControl`` also makes the calls of
    /// ``CircularRangeSliderControlDelegate`` when its delegate adopts it.
    public weak var delegate: CircularSliderControlDelegate?
    /// What VoiceOver calls the slider (default "Slider"; a range slider's first handle).
    public var accessibilityName: String {
        get { partLabels.first ?? "" }
        set { partLabels[0] = newValue }
    }

    /// 200 × 200 points.
    override open var intrinsicContentSize: CGSize { CGSize(width: 200, height: 200) }

    // MARK: - Changes and events

    /// Sets the value, animating it along the arc (the long way when it must, never across the
    /// gap) unless `animated` is `false` or Reduce Motion is on. Sends no control events; the
    /// delegate hears `fromUser: false` once, when the value has arrived.
    public func setValue(_ value: Double, animated: Bool) {
        setValue(value, withAnimation: animated)
    }

    /// Sets the value, animated over `duration` seconds (default 0.75) unless `withAnimation` is
    /// `false` or Reduce Motion is on; `completion` runs when the animation ends (`true`) or is
    /// interrupted by a touch or another set (`false`), at once without animation.
    public func setValue(
        _ value: Double, withAnimation: Bool, duration: TimeInterval = 0.75,
        completion: ((Bool) -> Void)? = nil
    ) {
        let token = update(CircularSliderModel.self) { model, report in
            model.setValue(
                value, animated: withAnimation, duration: duration, at: DisplayLinkDriver.now, report: report)
        }
        register(completion, for: token)
    }

    /// Keeps `completion` until the animation of `token` finishes (runs it at once when the
    /// set has already finished, as one without animation does).
    func register(_ completion: ((Bool) -> Void)?, for token: CircularSliderAnimationToken) {
        defer { justFinished = nil }
        guard let completion else { return }
        if let finished = justFinished, finished.token == token {
            completion(finished.completed)
        } else {
            completions[token] = completion
        }
    }

    private var completions: [CircularSliderAnimationToken: (Bool) -> Void] = [:]
    private var justFinished: (token: CircularSliderAnimationToken, completed: Bool)?

    /// Runs the completion of a finished animation, or remembers the finish for `register`.
    func finishAnimation(_ token: CircularSliderAnimationToken, completed: Bool) {
        if let completion = completions.removeValue(forKey: token) {
            completion(completed)
        } else {
            justFinished = (token, completed)
        }
    }

    /// Tells the delegate.
    override func didReport(_ event: any ControlModelEvent) {
        switch event as? CircularSliderModel.Event {
        case .editingBegan: delegate?.circularSlider(self, startedTrackingWith: value)
        case let .valueChanged(newValue, _, fromUser):
            delegate?.circularSlider(self, valueChangedTo: newValue, fromUser: fromUser)
        case .editingEnded: delegate?.circularSlider(self, endedTrackingWith: value)
        case let .revolutionsChanged(count): delegate?.circularSlider(self, revolutionsChangedTo: count)
        case let .directionChanged(direction): delegate?.circularSlider(self, directionChangedTo: direction)
        case let .animationFinished(token, completed): finishAnimation(token, completed: completed)
        case .feedback, nil: break
        }
    }
}
#endif
