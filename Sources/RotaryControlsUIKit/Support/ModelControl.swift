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
/// part. It shows ``ControlModel/drawing()`` as a tree of `CALayer`s (``DrawingLayerTree``: the
/// drawing's layers drawn once with ``CoreGraphicsRenderer`` and moved per frame), plays the feedback
/// the model asks for and sends each shared ``ControlEvent`` once: `.editingDidBegin`,
/// `.valueChanged` (the user's changes only, like `UISlider`) and `.editingDidEnd`.
///
/// Every decision is the model's. A control adds its named properties (forwarded to its typed
/// `model`), says which model it starts with (`initialModel`), makes its changes in code through
/// `update(_:_:)` and tells its delegate in `didReport(_:)`.
///
/// The class is not generic on purpose: a subclass of a generic class cannot be represented in
/// Objective-C, so it could not be an `@IBOutlet`, the sender of an `@objc` action or a storyboard
/// class. The model is kept as `any ControlModel`.
///
/// Custom drawing: subclass a control and override ``drawing()`` (change or add to what the model
/// draws) or `draw(_:)` (call `super` for the built-in look, then draw on top).
@MainActor
open class ModelControl: UIControl {
    // MARK: - The model

    /// The model behind the control; each control reads and writes it as its own type. Setting it
    /// redraws the control and starts frames when the model needs them; it sends no events.
    var controlModel: any ControlModel {
        didSet { modelChanged() }
    }

    /// The model a new control starts with; every control overrides it.
    class var initialModel: any ControlModel { fatalError("\(self) must override initialModel") }
    /// Where images (handles, icons, knob images) come from; `nil` uses ``ImageResolver/default``.
    public var imageResolver: ImageResolver? {
        didSet {
            appearance &+= 1
            setNeedsDisplay()
        }
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

    private var pending: [any ControlModelEvent] = []
    /// The last pointer event sent, standing in when UIKit ends tracking without a touch.
    var lastPointer: PointerEvent?
    var parts: [ControlPartElement] = []
    var accessibilityIsStale = true
    private lazy var frames = DisplayLinkDriver { [weak self] time in self?.advance(to: time) ?? false }
    /// The control's picture: one `CALayer` per layer of the drawing.
    private let layerTree = DrawingLayerTree()
    /// Bumped when what the renderer draws with changes (images, tint), so every layer is redrawn.
    private var appearance = 0

    // MARK: - Life cycle

    /// Creates a control with its initial model.
    override public init(frame: CGRect) {
        controlModel = Self.initialModel
        super.init(frame: frame)
        setUp()
    }

    /// Creates a control with its initial model from a storyboard or nib.
    public required init?(coder: NSCoder) {
        controlModel = Self.initialModel
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        contentMode = .redraw
        isAccessibilityElement = false
        partLabels = Self.initialPartLabels
        controlModel.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
        let enabled = isEnabled
        send { model, report in model.setEnabled(enabled, report: report) }
        // Scroll wheels and trackpads only: never a touch, so the pan does not compete with tracking.
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
        NotificationCenter.default.addObserver(
            self, selector: #selector(appWillResignActive),
            name: UIApplication.willResignActiveNotification, object: nil)
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        let rect = modelBounds
        if controlModel.bounds != rect { controlModel.bounds = rect }
        followLayoutDirection()
        showDrawing()
    }

    /// The rectangle the model lays itself out in, in the view's coordinates: the bounds by
    /// default; the spinner's open area reaches beyond them into the superview.
    var modelBounds: Rect { Rect(bounds) }

    /// Asks for the picture to be shown again at the next layout pass (the layer tree is
    /// updated there; the view itself draws nothing).
    override public func setNeedsDisplay() {
        super.setNeedsDisplay()
        setNeedsLayout()
    }

    override public func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { frames.stop() } else { modelChanged() }
    }

    override public func tintColorDidChange() {
        super.tintColorDidChange()
        appearance &+= 1
        setNeedsDisplay()
    }

    /// What the control shows: the model's drawing of its current state, in the control's
    /// coordinates. Override to change it (add, remove or restyle elements) without touching
    /// the model; the control redraws whenever its state changes.
    open func drawing() -> Drawing {
        controlModel.drawing()
    }

    /// A new appearance (light or dark, contrast, scale) redraws the layers: the view has no
    /// `draw(_:)` for UIKit to call again. Still called on iOS 17 and later.
    @available(iOS, deprecated: 17.0)
    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }

    /// Shows ``drawing()`` in the layer tree: layers whose content is unchanged are only
    /// moved; the traits semantic colours resolve against count as appearance.
    /// Shows ``drawing()`` in the control's layer tree: a `CALayer` per drawing layer, whose
    /// contents are drawn only when they change (``DrawingLayerTree``), in the view's coordinates
    /// (layers may reach beyond the bounds: the view does not clip them).
    private func showDrawing() {
        let renderer = CoreGraphicsRenderer(tintColor: tintColor, traitCollection: traitCollection,
                                            imageResolver: drawingImageResolver)
        var traits = Hasher()
        traits.combine(appearance)
        traits.combine(traitCollection.userInterfaceStyle)
        traits.combine(traitCollection.accessibilityContrast)
        traits.combine(traitCollection.userInterfaceLevel)
        traits.combine(traitCollection.legibilityWeight)
        let scale = window?.screen.scale ?? traitCollection.displayScale
        layerTree.show(drawing(), in: layer, renderer: renderer, scale: scale > 0 ? scale : 2,
                       appearance: traits.finalize())
    }

    // UIKit declares this on `NSObject`, outside the main actor; Interface Builder calls it on
    // the main thread, so the view's state is reached through `MainActor.assumeIsolated`.
    nonisolated override public func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        MainActor.assumeIsolated {
            controlModel.bounds = modelBounds
        }
    }

    /// Disabling the control ends an interaction under way (`.editingDidEnd`), ignores every
    /// input and draws it dimmed: the model's `setEnabled(_:report:)`.
    override public var isEnabled: Bool {
        didSet {
            let enabled = isEnabled
            send { model, report in model.setEnabled(enabled, report: report) }
        }
    }

    // MARK: - Events

    /// Runs a change of the model, as the control's own model type, that reports events (a value
    /// set in code, a confirmed close), then hands each event on once the model is stored, so that
    /// handlers see the new state and may call back in: control events and feedback first, then
    /// `didReport(_:)`. Answers what the change answers.
    @discardableResult
    func update<Model: ControlModel, Result>(_ type: Model.Type,
                                             _ change: (inout Model, (Model.Event) -> Void) -> Result) -> Result {
        send { model, report in
            guard var copy = model as? Model else { preconditionFailure("\(self) has no \(Model.self)") }
            defer { model = copy }
            return withoutActuallyEscaping(report) { report in change(&copy) { report($0) } }
        }
    }

    /// `update(_:_:)` for the host's own input, on the model as the core's contract.
    @discardableResult
    func send<Result>(_ change: (inout any ControlModel, (any ControlModelEvent) -> Void) -> Result) -> Result {
        var copy = controlModel
        // The buffer is reused (no allocation in steady state); a nested change gets a new one.
        var events = pending
        pending = []
        events.removeAll(keepingCapacity: true)
        let result = change(&copy) { events.append($0) }
        controlModel = copy
        for event in events { deliver(event) }
        pending = events
        return result
    }

    /// Called with every event the model reports, after the control events it stands for were
    /// sent; controls tell their delegates here. Does nothing by default.
    func didReport(_ event: any ControlModelEvent) {}

    private func deliver(_ event: any ControlModelEvent) {
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
        if controlModel.needsFrames, window != nil { frames.start() }
        didChangeModel()
    }

    /// Called after every change of the model (input, code, animation frames), once it is
    /// stored; controls follow what it shows here. Does nothing by default.
    func didChangeModel() {}

    private func advance(to time: Double) -> Bool {
        send { model, report in model.advance(to: time, report: report) }
        return controlModel.needsFrames
    }

    @objc private func reduceMotionChanged() {
        controlModel.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
    }

    /// The app stops being active (the app switcher, another app, a call): the model hears
    /// Escape, so an open spinner asks to close (the delegate may still keep it open), as the GTK
    /// pop-up does when its window stops being active; the other controls ignore it.
    @objc private func appWillResignActive() {
        send { model, report in model.cancel(at: DisplayLinkDriver.now, report: report) }
    }

    func followLayoutDirection() {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if controlModel.isRightToLeft != rightToLeft { controlModel.isRightToLeft = rightToLeft }
    }

    // MARK: - Touches

    /// Whether the touch that just began is tracked. Every touch is, unless a control says
    /// otherwise (the sliders track touches on a handle only, so that others reach, say, a
    /// scroll view beneath). The tracking itself is in `ModelControl+Touches.swift`.
    var tracksTouch: Bool { true }
}
#endif
