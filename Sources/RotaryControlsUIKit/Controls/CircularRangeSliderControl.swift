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
/// Like ``CircularSliderControl``: the core's `CircularSliderModel` (two handles) decides
/// everything; the control sends `.editingDidBegin`, `.valueChanged` (user changes only) and
/// `.editingDidEnd`, tells its ``delegate`` which handle moved, and gives VoiceOver one adjustable
/// element per handle. ``activeHandle`` says which handle the last event was about.
///
/// ```swift
/// let range = CircularRangeSliderControl()
/// range.minimumValue = 0
/// range.maximumValue = 24
/// range.minimumDistance = 1                 // the core's default, 10, suits 0…100
/// range.setValues(first: 9, second: 17)     // 09:00 to 17:00
/// range.addTarget(self, action: #selector(rangeChanged(_:)), for: .valueChanged)
/// ```
@IBDesignable
@MainActor
public final class CircularRangeSliderControl: UIControl {
    /// Receives the seed's delegate calls.
    public weak var delegate: CircularRangeSliderControlDelegate?
    /// The look of the arc and of each handle (`firstHandle`, `secondHandle`); defaults from the
    /// core. The model keeps it: hit testing uses its sizes.
    public var style: CircularSliderStyle {
        get { host.model.style }
        set { host.model.style = newValue }
    }
    /// Where images come from; `nil` uses ``ImageResolver/default``.
    public var imageResolver: ImageResolver? {
        didSet { setNeedsDisplay() }
    }
    /// What VoiceOver calls the first handle (default "Start").
    public var firstHandleAccessibilityLabel = "Start" {
        didSet { updateAccessibility() }
    }
    /// What VoiceOver calls the second handle (default "End").
    public var secondHandleAccessibilityLabel = "End" {
        didSet { updateAccessibility() }
    }
    /// Haptics and sounds.
    public var feedbackPlayer: FeedbackPlayer { host.feedback }
    /// The handle the last user event was about (`nil` before any).
    public private(set) var activeHandle: CircularSliderHandle?

    let host = ModelHost(model: CircularSliderModel.hostRangeModel())
    var handleElements: [AdjustableAccessibilityElement] = []
    var scrollStepper: ScrollStepper?
    private var lastTouch: (location: CGPoint, time: Double) = (.zero, 0)

    // MARK: - Values

    /// The value at the start of the arc.
    @IBInspectable public var minimumValue: Double {
        get { host.model.minimumValue }
        set { host.model.minimumValue = newValue; updateAccessibility() }
    }
    /// The value at the end of the arc.
    @IBInspectable public var maximumValue: Double {
        get { host.model.maximumValue }
        set { host.model.maximumValue = newValue; updateAccessibility() }
    }
    /// The first handle's value (sends no control events; the delegate hears `fromUser: false`
    /// when it changed).
    @IBInspectable public var firstValue: Double {
        get { host.model.hostValue(.first) }
        set { setValue(newValue, of: .first, animated: false) }
    }
    /// The second handle's value (sends no control events; the delegate hears `fromUser: false`
    /// when it changed).
    @IBInspectable public var secondValue: Double {
        get { host.model.hostValue(.second) }
        set { setValue(newValue, of: .second, animated: false) }
    }
    /// The arc's angle in degrees (default 360).
    @IBInspectable public var maximumAngle: Double {
        get { host.model.maximumAngle }
        set { host.model.maximumAngle = newValue; updateAccessibility() }
    }
    /// Whether `.valueChanged` is sent while dragging (default `true`).
    @IBInspectable public var isContinuous: Bool {
        get { host.model.isContinuous }
        set { host.model.isContinuous = newValue }
    }
    /// Whether handles snap to the nearest label on release (default `false`).
    @IBInspectable public var snapToLabels: Bool {
        get { host.model.snapToLabels }
        set { host.model.snapToLabels = newValue }
    }
    /// Whether handles snap to the nearest marker on release (default `false`).
    @IBInspectable public var snapToMarkers: Bool {
        get { host.model.snapToMarkers }
        set { host.model.snapToMarkers = newValue }
    }
    /// The smallest distance between the handles, in value units (default 10).
    @IBInspectable public var minimumDistance: Double {
        get { host.model.minimumDistance }
        set { host.model.minimumDistance = newValue }
    }
    /// Whether dragging the filled arc between the handles moves the whole range (default `false`).
    @IBInspectable public var allowsRangeDrag: Bool {
        get { host.model.allowsRangeDrag }
        set { host.model.allowsRangeDrag = newValue }
    }
    /// The number of evenly spread markers (default 0).
    @IBInspectable public var markerCount: Int {
        get { host.model.markerCount }
        set { host.model.markerCount = newValue }
    }
    /// The labels spread evenly along the arc.
    public var labels: [String] {
        get { host.model.labels }
        set { host.model.labels = newValue; updateAccessibility() }
    }
    /// The arc's line width in points (default 5).
    @IBInspectable public var lineWidth: CGFloat {
        get { CGFloat(style.lineWidth) }
        set { style.lineWidth = Double(newValue) }
    }

    // MARK: - Life cycle

    /// Creates a range slider.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a range slider from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        contentMode = .redraw
        isAccessibilityElement = false
        host.view = self
        host.onEvent = { [weak self] event in self?.handle(CircularSliderModel.hostSignal(event)) }
        // Scrolling moves the handle touched last (the first until then).
        scrollStepper = ScrollStepper(view: self) { [weak self] steps in
            self?.adjust(self?.activeHandle ?? .first, by: steps)
        }
        #if !os(visionOS)
        addInteraction(UIPointerInteraction(delegate: nil))
        #endif
        updateAccessibility()
    }

    /// 200 × 200 points.
    override public var intrinsicContentSize: CGSize { CGSize(width: 200, height: 200) }

    override public func layoutSubviews() {
        super.layoutSubviews()
        host.layout(in: bounds)
        updateAccessibility()
    }

    override public func didMoveToWindow() {
        super.didMoveToWindow()
        host.windowChanged()
    }

    override public func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override public func draw(_ rect: CGRect) {
        host.draw(host.model.hostDrawing(), tintColor: tintColor, traits: traitCollection, imageResolver: imageResolver)
    }

    // UIKit declares this on `NSObject`, outside the main actor; Interface Builder calls it on
    // the main thread, so the view's state is reached through `MainActor.assumeIsolated`.
    nonisolated override public func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        MainActor.assumeIsolated {
            host.layout(in: bounds)
            setNeedsDisplay()
        }
    }

    // MARK: - Programmatic changes

    /// Sets one handle's value, animated unless `animated` is `false` or Reduce Motion is on.
    /// Sends no control events; the delegate hears `handle: nil, fromUser: false` once, when the
    /// value has arrived. (Starting a second animation interrupts the first, as in the core.)
    public func setValue(_ value: Double, of handle: CircularSliderHandle, animated: Bool) {
        let animate = animated && !UIAccessibility.isReduceMotionEnabled
        host.update { model, report in
            model.hostSetValue(value, of: handle, animated: animate, at: DisplayLinkDriver.now, report: report)
        }
        updateAccessibility()
    }

    /// Sets both values at once, without animation (see ``setValue(_:of:animated:)``).
    ///
    /// The handles never cross (the first stays below the second by ``minimumDistance``), so
    /// when the new first value would come within that distance of the current second one the
    /// second handle moves first; otherwise the first does. A pair the core cannot place (the
    /// first above the second, out of range) is clamped as usual.
    public func setValues(first: Double, second: Double) {
        if first + host.model.minimumDistance > host.model.hostValue(.second) {
            setValue(second, of: .second, animated: false)
            setValue(first, of: .first, animated: false)
        } else {
            setValue(first, of: .first, animated: false)
            setValue(second, of: .second, animated: false)
        }
    }

    // MARK: - Tracking

    override public func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        feedbackPlayer.prepare()
        record(touch)
        host.handle(touch, phase: .began, in: self)
        // Only a touch on a handle (or the filled arc, for a range drag) starts a drag; others
        // fall through. A grabbed slider takes key focus, so hardware arrow keys
        // (`pressesBegan`) reach it next.
        guard host.model.isTracking else { return false }
        _ = becomeFirstResponder()
        return true
    }

    override public func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        record(touch)
        host.handle(touch, phase: .moved, in: self)
        return true
    }

    override public func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch {
            record(touch)
            host.handle(touch, phase: .ended, in: self)
        } else {
            host.handle(lastEvent(.ended, time: eventTime(event)))
        }
        super.endTracking(touch, with: event)
    }

    override public func cancelTracking(with event: UIEvent?) {
        host.handle(lastEvent(.cancelled, time: eventTime(event)))
        super.cancelTracking(with: event)
    }

    private func record(_ touch: UITouch) {
        lastTouch = (touch.location(in: self), touch.timestamp)
    }

    private func lastEvent(_ phase: PointerEvent.Phase, time: Double) -> PointerEvent {
        PointerEvent(phase: phase, location: Point(x: Double(lastTouch.location.x), y: Double(lastTouch.location.y)),
                     timestamp: Swift.max(time, lastTouch.time))
    }

    // MARK: - Events

    private func handle(_ signal: CircularSliderSignal) {
        switch signal {
        case let .editingBegan(handle):
            if let handle { activeHandle = handle }
            sendActions(for: .editingDidBegin)
            delegate?.circularRangeSlider(self, startedTrackingWith: firstValue, secondValue: secondValue, handle: handle)
        case let .valueChanged(_, handle, fromUser):
            if fromUser, let handle { activeHandle = handle }
            // Control events only for the user's changes, like UISlider; the delegate hears both.
            if fromUser { sendActions(for: .valueChanged) }
            delegate?.circularRangeSlider(self, valueChangedTo: firstValue, secondValue: secondValue,
                                          handle: handle, fromUser: fromUser)
            updateAccessibility()
        case let .editingEnded(handle):
            sendActions(for: .editingDidEnd)
            delegate?.circularRangeSlider(self, endedTrackingWith: firstValue, secondValue: secondValue, handle: handle)
        case let .feedback(feedback):
            feedbackPlayer.play(feedback)
        case .revolutionsChanged, .directionChanged, .animationFinished:
            break
        }
    }

    /// Moves one handle by whole adjustment steps as a user change (keys, scrolling, VoiceOver).
    func adjust(_ handle: CircularSliderHandle, by steps: Int) {
        guard steps != 0 else { return }
        host.update { model, report in model.hostAdjust(handle, bySteps: steps, report: report) }
    }
}
#endif
