#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// The calls a ``CircularRangeSliderControl`` makes to its delegate, in two shapes: with the
/// handle as an optional ``CircularSliderHandle``, and with `isFirstHandle` as MSCircularSlider's
/// double-handle delegate has it. Both are made; all have empty default implementations. The
/// one-handle calls of ``CircularSliderControlDelegate`` (direction, revolutions) come too.
@MainActor
public protocol CircularRangeSliderControlDelegate: CircularSliderControlDelegate {
    /// A value changed. `handle` is the handle that moved, `nil` for a change made in code
    /// (then `fromUser` is `false`, once per change).
    func circularRangeSlider(
        _ slider: CircularRangeSliderControl, valueChangedTo firstValue: Double,
        secondValue: Double, handle: CircularSliderHandle?, fromUser: Bool)
    /// The user grabbed `handle` (`nil`: the filled arc, moving the whole range).
    func circularRangeSlider(
        _ slider: CircularRangeSliderControl, startedTrackingWith firstValue: Double,
        secondValue: Double, handle: CircularSliderHandle?)
    /// The user let go (after any snapping).
    func circularRangeSlider(
        _ slider: CircularRangeSliderControl, endedTrackingWith firstValue: Double,
        secondValue: Double, handle: CircularSliderHandle?)
    /// A value changed: `isFirstHandle` is `nil` for a change made in code.
    func circularSlider(
        _ slider: CircularSliderControl, valueChangedTo firstValue: Double, secondValue: Double,
        isFirstHandle: Bool?, fromUser: Bool)
    /// The user grabbed a handle (the first one too when the whole range is dragged).
    func circularSlider(
        _ slider: CircularSliderControl, startedTrackingWith firstValue: Double, secondValue: Double,
        isFirstHandle: Bool)
    /// The user let go of a handle (after any snapping).
    func circularSlider(
        _ slider: CircularSliderControl, endedTrackingWith firstValue: Double, secondValue: Double,
        isFirstHandle: Bool)
}

/// Every delegate call is optional.
extension CircularRangeSliderControlDelegate {
    /// Does nothing by default.
    public func circularRangeSlider(
        _ slider: CircularRangeSliderControl, valueChangedTo firstValue: Double,
        secondValue: Double, handle: CircularSliderHandle?, fromUser: Bool
    ) {}
    /// Does nothing by default.
    public func circularRangeSlider(
        _ slider: CircularRangeSliderControl, startedTrackingWith firstValue: Double,
        secondValue: Double, handle: CircularSliderHandle?
    ) {}
    /// Does nothing by default.
    public func circularRangeSlider(
        _ slider: CircularRangeSliderControl, endedTrackingWith firstValue: Double,
        secondValue: Double, handle: CircularSliderHandle?
    ) {}
    /// Does nothing by default.
    public func circularSlider(
        _ slider: CircularSliderControl, valueChangedTo firstValue: Double, secondValue: Double,
        isFirstHandle: Bool?, fromUser: Bool
    ) {}
    /// Does nothing by default.
    public func circularSlider(
        _ slider: CircularSliderControl, startedTrackingWith firstValue: Double,
        secondValue: Double, isFirstHandle: Bool
    ) {}
    /// Does nothing by default.
    public func circularSlider(
        _ slider: CircularSliderControl, endedTrackingWith firstValue: Double,
        secondValue: Double, isFirstHandle: Bool
    ) {}
}

/// A circular slider with two handles (a range), each snapping and styled on its own.
///
/// A ``CircularSliderControl`` (every setting and look property of the one-handle slider applies;
/// `value` is the first handle's) on a two-handle `CircularSliderModel`, which decides
/// everything, including which handle the keys move (Tab and Shift-Tab switch it) and how the
/// handles keep apart. The control sends `.editingDidBegin`, `.valueChanged` (user changes only)
/// and `.editingDidEnd`, tells its ``CircularSliderControl/delegate`` which handle moved (when it
/// adopts ``CircularRangeSliderControlDelegate``), and gives VoiceOver one adjustable element
/// per handle. ``activeHandle`` says which handle the last user event was about.
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
open class CircularRangeSliderControl: CircularSliderControl {
    /// A two-handle slider, the second handle 60° along the arc.
    override open class var initialModel: any ControlModel {
        var model = CircularSliderModel()
        model.makeRange()
        return model
    }
    override class var initialPartLabels: [String] { ["Start", "End"] }

    /// What VoiceOver calls the first handle (default "Start").
    public var firstHandleAccessibilityLabel: String {
        get { partLabels[0] }
        set { partLabels[0] = newValue }
    }
    /// What VoiceOver calls the second handle (default "End").
    public var secondHandleAccessibilityLabel: String {
        get { partLabels[1] }
        set { partLabels[1] = newValue }
    }
    /// The handle the last user event was about (`nil` before any).
    public private(set) var activeHandle: CircularSliderHandle?

    // MARK: - Values

    /// The first handle's value, the same as `value` (sends no control events; the delegate
    /// hears `fromUser: false` when it changed).
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
    /// Same as ``secondValue``; the name MSCircularSlider's double-handle slider uses.
    @IBInspectable public var secondCurrentValue: Double {
        get { secondValue }
        set { secondValue = newValue }
    }
    /// The smallest distance between the handles, in points of arc length (default 10).
    @IBInspectable public var minimumDistance: Double {
        get { model.minimumDistance }
        set { model.minimumDistance = newValue }
    }
    /// Same as ``minimumDistance``; the name MSCircularSlider's double-handle slider uses.
    @IBInspectable public var minimumHandlesDistance: Double {
        get { minimumDistance }
        set { minimumDistance = newValue }
    }
    /// Whether dragging the filled arc between the handles moves the whole range (default `false`).
    @IBInspectable public var allowsRangeDrag: Bool {
        get { model.allowsRangeDrag }
        set { model.allowsRangeDrag = newValue }
    }

    // MARK: - Changes and events

    /// Sets one handle's value, animated unless `animated` is `false` or Reduce Motion is on.
    /// Sends no control events; the delegate hears `handle: nil, fromUser: false` once, when the
    /// value has arrived.
    public func setValue(_ value: Double, of handle: CircularSliderHandle, animated: Bool) {
        setValues(
            first: handle == .first ? value : firstValue, second: handle == .second ? value : secondValue,
            animated: animated)
    }

    /// Sets both values in one change (the model places them so that the handles never cross),
    /// animated when `animated` is `true` (default `false`). Sends no control events; the
    /// delegate hears `handle: nil, fromUser: false` once.
    public func setValues(first: Double, second: Double, animated: Bool = false) {
        let token = update(CircularSliderModel.self) { model, report in
            model.setValues(first, second, animated: animated, at: DisplayLinkDriver.now, report: report)
        }
        register(nil, for: token)
    }

    /// Remembers the active handle and tells the delegate, in both shapes.
    override func didReport(_ event: any ControlModelEvent) {
        let range = delegate as? CircularRangeSliderControlDelegate
        let (first, second) = (firstValue, secondValue)
        switch event as? CircularSliderModel.Event {
        case let .editingBegan(handle):
            if let handle { activeHandle = handle }
            range?.circularRangeSlider(self, startedTrackingWith: first, secondValue: second, handle: handle)
            range?.circularSlider(
                self, startedTrackingWith: first, secondValue: second, isFirstHandle: handle != .second)
        case let .valueChanged(_, handle, fromUser):
            if fromUser { activeHandle = handle }
            range?.circularRangeSlider(
                self, valueChangedTo: first, secondValue: second,
                handle: fromUser ? handle : nil, fromUser: fromUser)
            range?.circularSlider(
                self, valueChangedTo: first, secondValue: second,
                isFirstHandle: fromUser ? handle == .first : nil, fromUser: fromUser)
        case let .editingEnded(handle):
            range?.circularRangeSlider(self, endedTrackingWith: first, secondValue: second, handle: handle)
            range?.circularSlider(self, endedTrackingWith: first, secondValue: second, isFirstHandle: handle != .second)
        case let .revolutionsChanged(count): delegate?.circularSlider(self, revolutionsChangedTo: count)
        case let .directionChanged(direction): delegate?.circularSlider(self, directionChangedTo: direction)
        case let .animationFinished(token, completed): finishAnimation(token, completed: completed)
        case .feedback, nil: break
        }
    }
}
#endif
