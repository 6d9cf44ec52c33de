#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// The calls a ``RadialSpinnerControl`` makes to its delegate (RVS_Spinner's, all optional).
@MainActor
public protocol RadialSpinnerControlDelegate: AnyObject {
    /// The spinner has one item and acts as a button: it was tapped.
    func radialSpinner(_ spinner: RadialSpinnerControl, singleValueSelected item: SpinnerItem)
    /// The user selected an item (sent as the ring settles or the picker stops).
    func radialSpinner(_ spinner: RadialSpinnerControl, hasSelectedTheValue item: SpinnerItem)
    /// The spinner opened.
    func radialSpinnerHasOpened(_ spinner: RadialSpinnerControl)
    /// The spinner closed.
    func radialSpinnerHasClosed(_ spinner: RadialSpinnerControl)
    /// The spinner is about to close; answer `false` to keep it open (default `true`).
    func radialSpinnerWillClose(_ spinner: RadialSpinnerControl) -> Bool
}

extension RadialSpinnerControlDelegate {
    public func radialSpinner(_ spinner: RadialSpinnerControl, singleValueSelected item: SpinnerItem) {}
    public func radialSpinner(_ spinner: RadialSpinnerControl, hasSelectedTheValue item: SpinnerItem) {}
    public func radialSpinnerHasOpened(_ spinner: RadialSpinnerControl) {}
    public func radialSpinnerHasClosed(_ spinner: RadialSpinnerControl) {}
    public func radialSpinnerWillClose(_ spinner: RadialSpinnerControl) -> Bool { true }
}

/// A pop-up "prize wheel" spinner (RVS_Spinner): a small centre that opens into a ring of items
/// (or a picker wheel for many items) that turns with the finger, flings with inertia and
/// settles on an item; the top item is the selection.
///
/// The core's `RadialSpinnerModel` decides everything (what a tap does, where a fling comes to
/// rest, which items may be selected, when to click and tick); the control feeds it touches,
/// keys, scrolling and VoiceOver, runs a display link while it spins, sends `.touchUpInside` for
/// a centre tap and `.valueChanged` for user selections, and plays the clicks and haptics.
///
/// Size the control to the open ring (its bounds are the model's bounds, intrinsic size
/// 300 × 300); while closed it only takes touches on its centre, so what lies beneath the rest
/// stays usable. With Reduce Motion on, releases, steps and settles go straight to their item
/// (the core's `isReduceMotionEnabled`, kept in step with the system setting).
///
/// ```swift
/// let spinner = RadialSpinnerControl()
/// spinner.items = [SpinnerItem(icon: "tea", title: "Tea"), SpinnerItem(icon: "coffee", title: "Coffee")]
/// spinner.delegate = self
/// ```
@IBDesignable
@MainActor
public final class RadialSpinnerControl: UIControl {
    /// Receives RVS_Spinner's delegate calls.
    public weak var delegate: RadialSpinnerControlDelegate?
    /// The look (daisy mode, colours, fonts, centre size); defaults from the core. The model
    /// keeps it: hit testing uses its sizes.
    public var style: RadialSpinnerStyle {
        get { host.model.style }
        set { host.model.style = newValue; updateAccessibility() }
    }
    /// Where item icons come from; `nil` uses ``ImageResolver/default``.
    public var imageResolver: ImageResolver? {
        didSet { setNeedsDisplay() }
    }
    /// What VoiceOver calls the spinner (default "Spinner").
    public var accessibilityName = "Spinner" {
        didSet { updateAccessibility() }
    }
    /// Haptics and sounds.
    public var feedbackPlayer: FeedbackPlayer { host.feedback }

    let host = ModelHost(model: RadialSpinnerModel())
    var spinnerElements: [AdjustableAccessibilityElement] = []
    var scrollStepper: ScrollStepper?
    private var lastTouch: (location: CGPoint, time: Double) = (.zero, 0)
    private var isAdjusting = false

    // MARK: - Items and selection

    /// The items, in ring order. An empty list shows an empty centre and cannot open.
    public var items: [SpinnerItem] {
        get { host.model.items }
        set { host.model.items = newValue; updateAccessibility() }
    }
    /// The selected item's index: `nil` exactly when no item is enabled. Setting it clamps into
    /// the items and moves off disabled items (assigning `nil` is ignored while an item is
    /// enabled); it sends no control events.
    public var selectedIndex: Int? {
        get { host.model.selectedIndex }
        set { host.model.selectedIndex = newValue; updateAccessibility() }
    }
    /// The selected item, or `nil` when no item is enabled.
    public var selectedItem: SpinnerItem? { host.model.selectedItem }
    /// Whether the ring (or picker) is open. Setting it opens or closes at once (an empty spinner
    /// stays closed) and sends no control events or delegate calls.
    public var isOpen: Bool {
        get { host.model.isOpen }
        set { host.model.isOpen = newValue; updateAccessibility() }
    }

    // MARK: - Inspectable settings (RVS_Spinner's names)

    /// Whether opening, closing and stepping click (default `true`; the core leaves the clicks
    /// out when `false`).
    @IBInspectable public var isSoundOn: Bool {
        get { host.model.isSoundOn }
        set { host.model.isSoundOn = newValue }
    }
    /// Whether opening, closing and stepping play haptics (default `true`; the core leaves the
    /// haptics out when `false`).
    @IBInspectable public var isHapticsOn: Bool {
        get { host.model.isHapticsOn }
        set { host.model.isHapticsOn = newValue }
    }
    /// The ring is used while the item count is below this; above, the picker (default 15).
    @IBInspectable public var spinnerThreshold: Int {
        get { host.model.threshold }
        set { host.model.threshold = newValue }
    }
    /// −1 ring only, 0 ring or picker by ``spinnerThreshold`` (the default), 1 picker only.
    @IBInspectable public var spinnerMode: Int {
        get { host.model.hostModeNumber }
        set { host.model.hostModeNumber = newValue }
    }
    /// Daisy mode: each icon in its own bordered circle.
    @IBInspectable public var isDaisy: Bool {
        get { style.isDaisy }
        set { style.isDaisy = newValue }
    }

    // MARK: - Life cycle

    /// Creates a spinner.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a spinner from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        contentMode = .redraw
        isAccessibilityElement = false
        host.view = self
        host.model.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
        host.onEvent = { [weak self] event in self?.handle(RadialSpinnerModel.hostSignal(event)) }
        scrollStepper = ScrollStepper(view: self) { [weak self] steps in self?.adjust(by: steps) }
        #if !os(visionOS)
        addInteraction(UIPointerInteraction(delegate: nil))
        #endif
        NotificationCenter.default.addObserver(self, selector: #selector(reduceMotionChanged),
                                               name: UIAccessibility.reduceMotionStatusDidChangeNotification,
                                               object: nil)
        updateAccessibility()
    }

    @objc private func reduceMotionChanged() {
        host.model.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
    }

    /// 300 × 300 points: the open ring.
    override public var intrinsicContentSize: CGSize { CGSize(width: 300, height: 300) }

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
        host.draw(host.model.drawing(), tintColor: tintColor, traits: traitCollection,
                  imageResolver: imageResolver)
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

    /// Only the centre's touch area counts while closed (what lies beneath the rest stays
    /// usable); while open the whole control does (a tap outside the ring closes it).
    override public func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard !host.model.isOpen else { return super.point(inside: point, with: event) }
        return host.model.layout.centerContains(Point(x: Double(point.x), y: Double(point.y)))
    }

    // MARK: - Tracking

    override public func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        feedbackPlayer.prepare()
        record(touch)
        feed(PointerEvent(touch, phase: .began, in: self))
        return true
    }

    override public func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        record(touch)
        feed(PointerEvent(touch, phase: .moved, in: self))
        return true
    }

    override public func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch {
            record(touch)
            feed(PointerEvent(touch, phase: .ended, in: self))
        } else {
            feed(lastEvent(.ended, time: eventTime(event)))
        }
        super.endTracking(touch, with: event)
    }

    override public func cancelTracking(with event: UIEvent?) {
        feed(lastEvent(.cancelled, time: eventTime(event)))
        super.cancelTracking(with: event)
    }

    /// Feeds one event, asking the delegate before a tap closes the spinner (RVS_Spinner's
    /// `willClose` veto; the core calls it synchronously, inside the update).
    private func feed(_ event: PointerEvent) {
        host.update { model, report in
            model.handle(event, report: report, shouldClose: { [weak self] _ in
                guard let self, let delegate = self.delegate else { return true }
                return delegate.radialSpinnerWillClose(self)
            })
        }
    }

    private func record(_ touch: UITouch) {
        lastTouch = (touch.location(in: self), touch.timestamp)
    }

    private func lastEvent(_ phase: PointerEvent.Phase, time: Double) -> PointerEvent {
        PointerEvent(phase: phase, location: Point(x: Double(lastTouch.location.x), y: Double(lastTouch.location.y)),
                     timestamp: Swift.max(time, lastTouch.time))
    }

    // MARK: - Events

    private func handle(_ signal: RadialSpinnerSignal) {
        switch signal {
        case .editingBegan:
            sendActions(for: .editingDidBegin)
        case let .valueChanged(_, fromUser):
            guard fromUser else { return }
            sendActions(for: .valueChanged)
            updateAccessibility()
        case .editingEnded:
            sendActions(for: .editingDidEnd)
            // The ring came to rest: the user has chosen (RVS_Spinner's `hasSelectedTheValue`).
            if !isAdjusting, let item = selectedItem { delegate?.radialSpinner(self, hasSelectedTheValue: item) }
        case .opened:
            sendActions(for: .touchUpInside)
            delegate?.radialSpinnerHasOpened(self)
            updateAccessibility()
        case .closed:
            sendActions(for: .touchUpInside)
            delegate?.radialSpinnerHasClosed(self)
            updateAccessibility()
        case let .singleValueSelected(index):
            sendActions(for: .touchUpInside)
            if items.indices.contains(index) { delegate?.radialSpinner(self, singleValueSelected: items[index]) }
        case let .feedback(feedback):
            feedbackPlayer.play(feedback)
        }
    }

    /// Steps the selection by whole items as a user change (keys, scrolling, VoiceOver).
    func adjust(by steps: Int) {
        guard steps != 0 else { return }
        let before = host.model.selectedIndex
        isAdjusting = true
        host.update { model, report in model.hostAdjust(bySteps: steps, report: report) }
        isAdjusting = false
        if host.model.selectedIndex != before, let item = selectedItem {
            delegate?.radialSpinner(self, hasSelectedTheValue: item)
        }
    }
}
#endif
