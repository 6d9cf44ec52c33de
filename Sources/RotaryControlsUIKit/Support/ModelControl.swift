#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// The UIKit host of every rotary control, written once against the core's ``ControlModel``.
///
/// It owns the model and only delivers: bounds from layout; touches (the nil-touch end and
/// cancellation included); hardware keys as ``ControlKey``s (← and → mirrored by the model when
/// the layout reads right to left); scrolling (an indirect-scroll pan) as ``ScrollInput``;
/// `isEnabled`, Reduce Motion and the layout direction; frame times from a `CADisplayLink` while
/// the model ``ControlModel/needsFrames``; VoiceOver through one `UIAccessibilityElement` per
/// part. It paints ``ControlModel/drawing()`` with ``CoreGraphicsRenderer``, plays the feedback
/// the model asks for and sends each shared ``ControlEvent`` once: `.editingDidBegin`,
/// `.valueChanged` (the user's changes only, like `UISlider`) and `.editingDidEnd`.
///
/// Every decision is the model's. A control adds its named properties (forwarded to ``model``),
/// says which model it starts with (``initialModel``) and tells its delegate in
/// ``didReport(_:)``:
///
/// ```swift
/// final class DialControl: ModelControl<RotaryKnobModel> {
///     override class var initialModel: RotaryKnobModel { RotaryKnobModel() }
///     override func didReport(_ event: RotaryKnobModel.Event) { print(event) }
/// }
/// ```
@MainActor
open class ModelControl<Model: ControlModel>: UIControl {
    // MARK: - The model

    /// The model behind the control. Setting it redraws the control and starts frames when the
    /// model needs them; it sends no control events.
    public var model: Model {
        didSet { modelChanged() }
    }

    /// The model a new control starts with; every control overrides it.
    open class var initialModel: Model {
        fatalError("\(self) must override initialModel")
    }

    /// The look, kept by the model: drawing and hit testing use the same value.
    public var style: Model.Style {
        get { model.style }
        set { model.style = newValue }
    }
    /// Where images (handles, icons, knob images) come from; `nil` uses ``ImageResolver/default``.
    public var imageResolver: ImageResolver? {
        didSet { setNeedsDisplay() }
    }
    /// Plays the haptics and sounds the model asks for (turn haptics off with
    /// `feedbackPlayer.isHapticsEnabled = false`).
    public let feedbackPlayer = FeedbackPlayer()
    /// What VoiceOver calls each part, in the order of the model's accessibility elements; a
    /// missing entry keeps the model's label.
    var partLabels: [String] = [] {
        didSet { accessibilityIsStale = true }
    }
    /// The part labels a new control starts with (none by default: the model's).
    class var initialPartLabels: [String] { [] }

    private var pending: [Model.Event] = []
    private var lastPointer: PointerEvent?
    private var parts: [ControlPartElement] = []
    private var accessibilityIsStale = true
    private lazy var frames = DisplayLinkDriver { [weak self] time in
        self?.advance(to: time) ?? false
    }

    // MARK: - Life cycle

    /// Creates a control with ``initialModel``.
    override public init(frame: CGRect) {
        model = Self.initialModel
        super.init(frame: frame)
        setUp()
    }

    /// Creates a control with ``initialModel`` from a storyboard or nib.
    public required init?(coder: NSCoder) {
        model = Self.initialModel
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        contentMode = .redraw
        isAccessibilityElement = false
        partLabels = Self.initialPartLabels
        model.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
        let enabled = isEnabled
        update { model, report in model.setEnabled(enabled, report: report) }
        // Scroll wheels and two-finger trackpad scrolling only: never a touch, so the pan does
        // not compete with tracking.
        let scroll = UIPanGestureRecognizer(target: self, action: #selector(scrolled(_:)))
        scroll.allowedScrollTypesMask = .all
        scroll.allowedTouchTypes = []
        addGestureRecognizer(scroll)
        #if !os(visionOS)
        addInteraction(UIPointerInteraction(delegate: nil))
        #endif
        NotificationCenter.default.addObserver(
            self, selector: #selector(reduceMotionChanged),
            name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let rect = Rect(bounds)
        if model.bounds != rect { model.bounds = rect }
        followLayoutDirection()
    }

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { frames.stop() } else { modelChanged() }
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override open func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        CoreGraphicsRenderer(tintColor: tintColor, traitCollection: traitCollection, imageResolver: imageResolver)
            .render(model.drawing(), in: context)
    }

    // UIKit declares this on `NSObject`, outside the main actor; Interface Builder calls it on
    // the main thread, so the view's state is reached through `MainActor.assumeIsolated`.
    nonisolated override open func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        MainActor.assumeIsolated {
            model.bounds = Rect(bounds)
        }
    }

    /// Disabling the control ends an interaction under way (`.editingDidEnd`), ignores every
    /// input and draws it dimmed: the model's `setEnabled(_:report:)`.
    override open var isEnabled: Bool {
        didSet {
            let enabled = isEnabled
            update { model, report in model.setEnabled(enabled, report: report) }
        }
    }

    // MARK: - Events

    /// Runs a change of the model that reports events (a value set in code, a confirmed close),
    /// then hands each event on once the model is stored, so that handlers see the new state and
    /// may call back in: control events and feedback first, then ``didReport(_:)``. Answers what
    /// the change answers.
    @discardableResult
    public func update<Result>(_ change: (inout Model, (Model.Event) -> Void) -> Result) -> Result {
        var copy = model
        // The buffer is reused (no allocation in steady state); a nested update gets a new one.
        var events = pending
        pending = []
        events.removeAll(keepingCapacity: true)
        let result = change(&copy) { events.append($0) }
        model = copy
        for event in events { deliver(event) }
        pending = events
        return result
    }

    /// Called with every event the model reports, after the control events it stands for were
    /// sent; controls tell their delegates here. Does nothing by default.
    open func didReport(_ event: Model.Event) {}

    private func deliver(_ event: Model.Event) {
        switch event.controlEvent {
        case .editingBegan?: sendActions(for: .editingDidBegin)
        case .valueChanged(let fromUser)?:
            if fromUser { sendActions(for: .valueChanged) }
            refreshAccessibility()
        case .editingEnded?:
            sendActions(for: .editingDidEnd)
            refreshAccessibility()
        case .feedback(let feedback)?: feedbackPlayer.play(feedback)
        case nil: break
        }
        didReport(event)
    }

    private func modelChanged() {
        accessibilityIsStale = true
        setNeedsDisplay()
        if model.needsFrames, window != nil { frames.start() }
    }

    private func advance(to time: Double) -> Bool {
        update { model, report in model.advance(to: time, report: report) }
        return model.needsFrames
    }

    @objc private func reduceMotionChanged() {
        model.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
    }

    private func followLayoutDirection() {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if model.isRightToLeft != rightToLeft { model.isRightToLeft = rightToLeft }
    }

    // MARK: - Touches

    /// Whether the touch that just began is tracked. Every touch is, unless a control says
    /// otherwise (the sliders track touches on a handle only, so that others reach, say, a
    /// scroll view beneath).
    open var tracksTouch: Bool { true }

    override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        feedbackPlayer.prepare()
        feed(PointerEvent(touch, phase: .began, in: self))
        // A tracked control takes key focus, so that hardware keys reach it next.
        guard tracksTouch else { return false }
        _ = becomeFirstResponder()
        return true
    }

    override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        feed(PointerEvent(touch, phase: .moved, in: self))
        return true
    }

    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        // UIKit ends some tracking without a touch: the last one stands in for it.
        feed(touch.map { PointerEvent($0, phase: .ended, in: self) } ?? lastPointer(.ended, event))
        super.endTracking(touch, with: event)
    }

    override open func cancelTracking(with event: UIEvent?) {
        feed(lastPointer(.cancelled, event))
        super.cancelTracking(with: event)
    }

    private func feed(_ event: PointerEvent) {
        lastPointer = event
        update { model, report in model.handle(event, report: report) }
    }

    private func lastPointer(_ phase: PointerEvent.Phase, _ event: UIEvent?) -> PointerEvent {
        let last = lastPointer ?? PointerEvent(phase: phase, location: Rect(bounds).center, timestamp: 0)
        return PointerEvent(phase: phase, location: last.location,
                            timestamp: Swift.max(eventTime(event), last.timestamp), tapCount: last.tapCount)
    }

    // MARK: - Keys and scrolling

    /// The control takes key focus, so that hardware keys adjust it.
    override open var canBecomeFirstResponder: Bool { true }

    /// Arrows, Page Up/Down, Home/End, Space/Return, Escape and Tab go to the model as
    /// ``ControlKey``s; the keys it does not use (and every other key) go on to `super`.
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        followLayoutDirection()
        let unused = presses.filter { press in
            guard let key = press.key.flatMap(ControlKey.init) else { return true }
            return !update { model, report in model.handle(key, at: press.timestamp, report: report) }
        }
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }

    @objc private func scrolled(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .changed:
            let translation = recognizer.translation(in: self)
            recognizer.setTranslation(.zero, in: self)
            // Up (negative y) and right (positive x) increment.
            let input = ScrollInput.points(Double(translation.x - translation.y))
            update { model, report in model.scroll(input, at: DisplayLinkDriver.now, report: report) }
        case .ended, .cancelled, .failed:
            model.scrollAccumulator.reset()
        default:
            break
        }
    }

    // MARK: - Accessibility

    /// One element per part of the control (a slider's handles, a knob, a spinner), described
    /// by the model; increment and decrement adjust the part by one step, activate activates.
    override open var accessibilityElements: [Any]? {
        get {
            refreshAccessibility()
            return parts
        }
        set {}
    }

    private func refreshAccessibility() {
        guard accessibilityIsStale else { return }
        accessibilityIsStale = false
        let descriptions = model.accessibilityElements
        while parts.count < descriptions.count {
            let part = parts.count
            parts.append(ControlPartElement(container: self, adjust: { [weak self] steps in
                self?.update { model, report in
                    model.adjust(.steps(steps), part: part, at: DisplayLinkDriver.now, report: report)
                }
                self?.refreshAccessibility()
            }, activate: { [weak self] in
                defer { self?.refreshAccessibility() }
                return self?.update { model, report in model.activate(at: DisplayLinkDriver.now, report: report) } ?? false
            }))
        }
        parts.removeLast(parts.count - descriptions.count)
        for (index, (element, description)) in zip(parts, descriptions).enumerated() {
            element.update(from: description, label: partLabels.indices.contains(index) ? partLabels[index] : nil)
        }
    }
}
#endif
