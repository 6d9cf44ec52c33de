#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// The UIKit host of every rotary control: an adapter around the core's ``ControlDriver``.
///
/// The driver decides (event classes, environment sync, pointer normalisation, hit areas, what a
/// scroll view's pan may take, assistive increments); this class only translates: bounds from
/// layout; touches from `UIControl` tracking; `point(inside:with:)` and ancestors' pans from the
/// driver's hit areas (as `UISlider` refuses pans that start on its thumb); hardware keys as
/// ``ControlKey``s; an indirect-scroll pan as ``ScrollInput``; `isEnabled`, Reduce Motion and the
/// layout direction; frame times from a `CADisplayLink` while the model needs frames; VoiceOver
/// through one `UIAccessibilityElement` per part. It shows ``drawing()`` as a tree of `CALayer`s
/// (``DrawingLayerTree``) in ``drawingLayer``, plays the feedback the model asks for and sends
/// each shared ``ControlEvent`` once: `.editingDidBegin`, `.valueChanged` (the user's changes only,
/// like `UISlider`) and `.editingDidEnd`.
///
/// The class is not generic on purpose: a subclass of a generic class cannot be represented in
/// Objective-C, so it could not be an `@IBOutlet`, the sender of an `@objc` action or a storyboard
/// class. The driver is kept with its model type erased.
///
/// Subclassing: an app's own control overrides ``initialModel`` (the model it starts with), reads
/// ``controlModel`` and changes it with ``update(_:_:)``. Custom drawing: override ``drawing()``
/// (change or add to what the model draws). The view itself never draws (`draw(_:)` is not
/// called, so it has no backing store); the picture is ``drawingLayer``, the bottom sublayer, so
/// subviews and sublayers added by a subclass lie on top of it.
@MainActor
open class ModelControl: UIControl {
    // MARK: - The model

    /// The driver that owns the model.
    private(set) var driver: any AnyControlDriver

    /// The model behind the control, as the core's contract. Setting it (a model of the control's
    /// own type) redraws the control and starts frames when the model needs them; it sends no
    /// events, as `UISlider`'s changes in code send none.
    public var controlModel: any ControlModel {
        get { driver.anyModel }
        set {
            driver.replaceModel(with: newValue)
            modelChanged()
        }
    }

    /// The model a new control starts with. A subclass of ``ModelControl`` itself overrides it;
    /// by default a rotation dial.
    open class var initialModel: any ControlModel { RotationDialModel() }
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

    var parts: [ControlPartElement] = []
    var accessibilityIsStale = true
    /// Whether events are being handed on (a change made by a handler queues its events, which
    /// the running loop hands on).
    private var isDelivering = false
    /// Whether a touch's event is being handled (its events are handed on): `UIControl` then
    /// sends `.touchUpInside` itself at the touch's end.
    var isHandlingTouch = false
    private lazy var frames = DisplayLinkDriver { [weak self] time in self?.advance(to: time) ?? false }
    /// The pencil's roll at the last hover sample, in radians (see `addPencilRollRecognizer()`).
    var lastPencilRoll: Double?
    /// How many degrees of Apple Pencil barrel roll make one step of the control (one scroll
    /// notch), or `nil` (the default) when a roll does nothing. The knob and the rotation dial
    /// turn degree for degree.
    var pencilRollDegreesPerStep: Double? { nil }
    /// The control's picture: one `CALayer` per layer of the drawing.
    private let layerTree = DrawingLayerTree()
    /// Bumped when what the renderer draws with changes (images, tint), so every layer is redrawn.
    private var appearance = 0

    /// The layer the control's picture is shown in: the bottom sublayer of the view's layer, in
    /// the view's coordinates (it may reach beyond the bounds; the view does not clip it). Add
    /// your own layers above it, or subviews.
    public var drawingLayer: CALayer { layerTree.rootLayer }

    // MARK: - Life cycle

    /// Creates a control with its initial model.
    override public init(frame: CGRect) {
        driver = Self.makeDriver(Self.initialModel)
        super.init(frame: frame)
        setUp()
    }

    /// Creates a control with its initial model from a storyboard or nib.
    public required init?(coder: NSCoder) {
        driver = Self.makeDriver(Self.initialModel)
        super.init(coder: coder)
        setUp()
    }

    private static func makeDriver<Model: ControlModel>(_ model: Model) -> any AnyControlDriver {
        ControlDriver(model: model)
    }

    private func setUp() {
        isOpaque = false
        isAccessibilityElement = false
        partLabels = Self.initialPartLabels
        feedbackPlayer.view = self
        layer.insertSublayer(drawingLayer, at: 0)
        follow(reduceMotion: UIAccessibility.isReduceMotionEnabled, enabled: isEnabled)
        addScrollRecognizer()
        #if !os(visionOS)
        addPencilRollRecognizer()
        #endif
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

    override open func layoutSubviews() {
        super.layoutSubviews()
        follow(bounds: modelBounds, rightToLeft: isRightToLeft)
        showDrawing()
    }

    /// The rectangle the model lays itself out in, in the view's coordinates: the bounds by
    /// default; the spinner's open area reaches beyond them.
    var modelBounds: Rect { Rect(bounds) }

    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Asks for the picture to be shown again at the next layout pass (the layer tree is
    /// updated there). The view itself never draws, so it keeps no backing store.
    override open func setNeedsDisplay() {
        setNeedsLayout()
    }

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { frames.stop() } else { modelChanged() }
    }

    override open func tintColorDidChange() {
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

    /// Shows ``drawing()`` in the layer tree: layers whose content is unchanged are only moved;
    /// the traits semantic colours resolve against count as appearance.
    private func showDrawing() {
        let renderer = CoreGraphicsRenderer(
            tintColor: tintColor, traitCollection: traitCollection,
            imageResolver: drawingImageResolver)
        var traits = Hasher()
        traits.combine(appearance)
        traits.combine(traitCollection.userInterfaceStyle)
        traits.combine(traitCollection.accessibilityContrast)
        traits.combine(traitCollection.userInterfaceLevel)
        traits.combine(traitCollection.legibilityWeight)
        let scale = window?.screen.scale ?? traitCollection.displayScale
        layerTree.show(drawing(), renderer: renderer, scale: scale > 0 ? scale : 2, appearance: traits.finalize())
    }

    // UIKit declares this on `NSObject`, outside the main actor; Interface Builder calls it on
    // the main thread, so the view's state is reached through `MainActor.assumeIsolated`.
    nonisolated override open func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        MainActor.assumeIsolated {
            follow(bounds: modelBounds)
        }
    }

    /// Disabling the control ends an interaction under way (`.editingDidEnd`), ignores every
    /// input and draws it dimmed: the model's `setEnabled(_:report:)`.
    override open var isEnabled: Bool {
        didSet {
            follow(enabled: isEnabled)
            accessibilityIsStale = true
        }
    }

    // MARK: - Events

    /// Runs a change of the model, as the control's own model type, that reports events (a value
    /// set in code, a confirmed close), then hands each event on once the model is stored, so that
    /// handlers see the new state and may call back in: control events and feedback first, then
    /// `didReport(_:)`. Answers what the change answers.
    @discardableResult
    public func update<Model: ControlModel, Result>(
        _ type: Model.Type,
        _ change: (inout Model, (Model.Event) -> Void) -> Result
    ) -> Result {
        send { $0.change(as: type, change) }
    }

    /// Runs an input through the driver, then hands on the events it queued.
    @discardableResult
    func send<Result>(_ input: (inout any AnyControlDriver) -> Result) -> Result {
        let result = input(&driver)
        modelChanged()
        deliverQueuedEvents()
        return result
    }

    /// Gives the model the parts of its environment passed; when nothing differs nothing happens
    /// (no redraw, so a layout pass does not ask for another).
    func follow(bounds: Rect? = nil, rightToLeft: Bool? = nil, reduceMotion: Bool? = nil, enabled: Bool? = nil) {
        guard driver.follow(bounds: bounds, rightToLeft: rightToLeft, reduceMotion: reduceMotion, enabled: enabled)
        else { return }
        modelChanged()
        deliverQueuedEvents()
    }

    /// Called with every event the model reports, after the control events it stands for were
    /// sent; controls tell their delegates here. Does nothing by default.
    func didReport(_ event: any ControlModelEvent) {}

    /// Hands on every queued event, oldest first; a handler's own change queues its events behind.
    private func deliverQueuedEvents() {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while let (event, shared) = driver.nextAnyEvent() {
            switch shared {
            case .editingBegan?: sendActions(for: .editingDidBegin)
            case .valueChanged(let fromUser)?:
                if fromUser { sendActions(for: .valueChanged) }
                accessibilityChanged()
            case .editingEnded?:
                sendActions(for: .editingDidEnd)
                accessibilityChanged()
            case .feedback(let feedback)?: feedbackPlayer.play(feedback, at: feedbackLocation)
            case nil: break
            }
            didReport(event)
        }
    }

    /// Where feedback is felt: the finger (or pointer) while one is down, else `nil` (keys,
    /// VoiceOver, changes in code).
    private var feedbackLocation: CGPoint? {
        driver.activePointerLocation.map { CGPoint(x: $0.x, y: $0.y) }
    }

    private func modelChanged() {
        accessibilityIsStale = true
        setNeedsDisplay()
        if driver.needsFrames, window != nil { frames.start() }
        didChangeModel()
    }

    /// Called after every change of the model (input, code, animation frames), once it is
    /// stored; controls follow what it shows here. Does nothing by default.
    func didChangeModel() {}

    private func advance(to time: Double) -> Bool {
        send { $0.advance(to: time) }
        return driver.needsFrames
    }

    @objc private func reduceMotionChanged() {
        follow(reduceMotion: UIAccessibility.isReduceMotionEnabled)
    }

    /// The app stops being active (the app switcher, another app, a call): the driver cancels a
    /// touch under way and the model hears Escape, so an open spinner asks to close (the delegate
    /// may still keep it open), as the GTK pop-up does when its window stops being active.
    @objc private func appWillResignActive() {
        send { $0.deactivate(at: DisplayLinkDriver.now) }
    }
}
#endif
