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
/// Behaviour lives in the core's `CircularSliderModel`; the control feeds it touches, keys,
/// scrolling and VoiceOver, sends `.editingDidBegin`, `.valueChanged` (user changes only, like
/// `UISlider`) and `.editingDidEnd`, tells its ``delegate``, plays haptics and draws the model
/// with Core Graphics. Layout never uses a view transform, so Auto Layout works; the intrinsic
/// size is 200 × 200 points.
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
public final class CircularSliderControl: UIControl {
    /// Receives the seed's delegate calls.
    public weak var delegate: CircularSliderControlDelegate?
    /// The look (colours, widths, handles, labels, markers, gradient); defaults from the core.
    /// The model keeps it: hit testing uses its sizes.
    public var style: CircularSliderStyle {
        get { host.model.style }
        set { host.model.style = newValue }
    }
    /// Where images (handle and marker images) come from; `nil` uses ``ImageResolver/default``.
    public var imageResolver: ImageResolver? {
        didSet { setNeedsDisplay() }
    }
    /// What VoiceOver calls the slider (default "Slider").
    public var accessibilityName = "Slider" {
        didSet { updateAccessibility() }
    }
    /// Haptics and sounds (turn haptics off with `feedbackPlayer.isHapticsEnabled = false`).
    public var feedbackPlayer: FeedbackPlayer { host.feedback }

    let host = ModelHost(model: CircularSliderModel())
    var handleElements: [AdjustableAccessibilityElement] = []
    var scrollStepper: ScrollStepper?
    private var lastTouch: (location: CGPoint, time: Double) = (.zero, 0)

    // MARK: - Values (UISlider vocabulary)

    /// The value at the start of the arc (default from the core, 0). Raising it above
    /// `maximumValue` raises the maximum too.
    @IBInspectable public var minimumValue: Double {
        get { host.model.minimumValue }
        set { host.model.minimumValue = newValue; updateAccessibility() }
    }
    /// The value at the end of the arc (default from the core, 100). Lowering it below
    /// `minimumValue` lowers the minimum too.
    @IBInspectable public var maximumValue: Double {
        get { host.model.maximumValue }
        set { host.model.maximumValue = newValue; updateAccessibility() }
    }
    /// The value, clamped into the range; NaN is ignored. Setting it sends no control events
    /// (like `UISlider`); the delegate hears `fromUser: false` when it changed.
    @IBInspectable public var value: Double {
        get { host.model.hostValue(.first) }
        set { setValue(newValue, animated: false) }
    }
    /// The arc's angle in degrees (default 360, a full circle; outside 0…360 it is 360).
    @IBInspectable public var maximumAngle: Double {
        get { host.model.maximumAngle }
        set { host.model.maximumAngle = newValue; updateAccessibility() }
    }
    /// Whether `.valueChanged` is sent while dragging (`true`, the default) or only on release.
    @IBInspectable public var isContinuous: Bool {
        get { host.model.isContinuous }
        set { host.model.isContinuous = newValue }
    }
    /// Whether the handle snaps to the nearest label on release (default `false`).
    @IBInspectable public var snapToLabels: Bool {
        get { host.model.snapToLabels }
        set { host.model.snapToLabels = newValue }
    }
    /// Whether the handle snaps to the nearest marker on release (with labels: the nearest of
    /// both; default `false`).
    @IBInspectable public var snapToMarkers: Bool {
        get { host.model.snapToMarkers }
        set { host.model.snapToMarkers = newValue }
    }
    /// The number of evenly spread markers (default 0).
    @IBInspectable public var markerCount: Int {
        get { host.model.markerCount }
        set { host.model.markerCount = newValue }
    }
    /// The labels spread evenly along the arc (default none).
    public var labels: [String] {
        get { host.model.labels }
        set { host.model.labels = newValue; updateAccessibility() }
    }
    /// How many turns the range takes, or endless (default `.bounded`, one turn).
    public var maximumRevolutions: CircularSliderRevolutions {
        get { host.model.maximumRevolutions }
        set { host.model.maximumRevolutions = newValue }
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

    // MARK: - Life cycle

    /// Creates a slider.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a slider from a storyboard or nib.
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
        scrollStepper = ScrollStepper(view: self) { [weak self] steps in self?.adjust(by: steps) }
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

    /// Sets the value, animating it along the arc (the long way when it must, never across the
    /// gap, 0.75 s) unless `animated` is `false` or Reduce Motion is on. Sends no control events;
    /// the delegate hears `fromUser: false` once, when the value has arrived.
    public func setValue(_ value: Double, animated: Bool) {
        let animate = animated && !UIAccessibility.isReduceMotionEnabled
        host.update { model, report in
            model.hostSetValue(value, of: .first, animated: animate, at: DisplayLinkDriver.now, report: report)
        }
        updateAccessibility()
    }

    // MARK: - Tracking

    override public func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        feedbackPlayer.prepare()
        record(touch)
        host.handle(touch, phase: .began, in: self)
        // Only a touch on the handle (or the track, by the touch policy) starts a drag; others
        // fall through, so the slider works inside scroll views. A grabbed slider takes key
        // focus, so hardware arrow keys (`pressesBegan`) reach it next.
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
        case .editingBegan:
            sendActions(for: .editingDidBegin)
            delegate?.circularSlider(self, startedTrackingWith: value)
        case let .valueChanged(newValue, _, fromUser):
            // Control events only for the user's changes, like UISlider; the delegate hears both.
            if fromUser { sendActions(for: .valueChanged) }
            delegate?.circularSlider(self, valueChangedTo: newValue, fromUser: fromUser)
            updateAccessibility()
        case .editingEnded:
            sendActions(for: .editingDidEnd)
            delegate?.circularSlider(self, endedTrackingWith: value)
        case let .feedback(feedback):
            feedbackPlayer.play(feedback)
        case let .revolutionsChanged(count):
            delegate?.circularSlider(self, revolutionsChangedTo: count)
        case let .directionChanged(direction):
            delegate?.circularSlider(self, directionChangedTo: direction)
        case .animationFinished:
            break
        }
    }

    /// Moves the value by whole adjustment steps as a user change (keys, scrolling, VoiceOver).
    func adjust(by steps: Int) {
        guard steps != 0 else { return }
        host.update { model, report in model.hostAdjust(.first, bySteps: steps, report: report) }
    }
}
#endif
