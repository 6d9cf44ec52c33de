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
/// stays usable. With Reduce Motion on, the model cross-fades instead of spinning.
///
/// ```swift
/// let spinner = RadialSpinnerControl()
/// spinner.items = [SpinnerItem(title: "Tea", icon: "tea"), SpinnerItem(title: "Coffee", icon: "coffee")]
/// spinner.delegate = self
/// ```
@IBDesignable
@MainActor
public final class RadialSpinnerControl: UIControl {
    /// Receives RVS_Spinner's delegate calls.
    public weak var delegate: RadialSpinnerControlDelegate?
    /// The look (daisy mode, colours, fonts); defaults from the core.
    public var style = RadialSpinnerStyle() {
        didSet { setNeedsDisplay() }
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
    private var isVetoingClose = false

    // MARK: - Items and selection

    /// The items, in ring order. An empty list shows an empty centre and cannot open.
    public var items: [SpinnerItem] {
        get { host.model.items }
        set { host.model.items = newValue; updateAccessibility() }
    }
    /// The selected item's index, clamped into the items; setting it sends no control events.
    @IBInspectable public var selectedIndex: Int {
        get { host.model.selectedIndex }
        set { host.model.selectedIndex = newValue; updateAccessibility() }
    }
    /// The selected item, or `nil` when there are no items.
    public var selectedItem: SpinnerItem? {
        items.indices.contains(selectedIndex) ? items[selectedIndex] : nil
    }
    /// Whether the ring (or picker) is open. Setting it opens or closes without animation and
    /// sends no control events; use ``setOpen(_:animated:)`` to animate.
    public var isOpen: Bool {
        get { host.model.isOpen }
        set { setOpen(newValue, animated: false) }
    }

    // MARK: - Inspectable settings (RVS_Spinner's names)

    /// Whether opening, closing and stepping click (default `true`).
    @IBInspectable public var isSoundOn: Bool {
        get { feedbackPlayer.isSoundEnabled }
        set { feedbackPlayer.isSoundEnabled = newValue }
    }
    /// Whether opening, closing and stepping play haptics (default `true`).
    @IBInspectable public var isHapticsOn: Bool {
        get { feedbackPlayer.isHapticsEnabled }
        set { feedbackPlayer.isHapticsEnabled = newValue }
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
        host.model.reducesMotion = UIAccessibility.isReduceMotionEnabled
        host.onEvent = { [weak self] event in
            if let signal = RadialSpinnerModel.hostSignal(event) { self?.handle(signal) }
        }
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
        host.model.reducesMotion = UIAccessibility.isReduceMotionEnabled
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
        host.draw(host.model.drawing(style: style), tintColor: tintColor, traits: traitCollection,
                  imageResolver: imageResolver)
    }

    override public func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        host.layout(in: bounds)
        setNeedsDisplay()
    }

    /// Only the model's touch area counts: the centre while closed, the ring while open.
    override public func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        host.model.contains(Point(x: Double(point.x), y: Double(point.y)))
    }

    // MARK: - Programmatic changes

    /// Opens or closes; animated unless `animated` is `false` or Reduce Motion is on (then the
    /// model cross-fades). Sends no control events and no delegate calls.
    public func setOpen(_ open: Bool, animated: Bool) {
        host.model.setOpen(open, animated: animated && !UIAccessibility.isReduceMotionEnabled, at: DisplayLinkDriver.now)
        updateAccessibility()
    }

    // MARK: - Tracking

    override public func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        feedbackPlayer.prepare()
        record(touch)
        host.handle(touch, phase: .began, in: self)
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

    private func handle(_ signal: RadialSpinnerSignal) {
        switch signal {
        case .opened:
            delegate?.radialSpinnerHasOpened(self)
        case .willClose:
            // The model closes at once; a veto re-opens it and swallows the `closed` that follows.
            if delegate?.radialSpinnerWillClose(self) == false { isVetoingClose = true }
        case .closed:
            if isVetoingClose {
                isVetoingClose = false
                setOpen(true, animated: false)
            } else {
                delegate?.radialSpinnerHasClosed(self)
            }
        case let .selectionChanged(index, fromUser):
            guard fromUser else { return }
            sendActions(for: .valueChanged)
            if items.indices.contains(index) { delegate?.radialSpinner(self, hasSelectedTheValue: items[index]) }
            updateAccessibility()
        case let .singleValueSelected(index):
            if items.indices.contains(index) { delegate?.radialSpinner(self, singleValueSelected: items[index]) }
        case .centerTapped:
            sendActions(for: .touchUpInside)
        case let .feedback(feedback):
            feedbackPlayer.play(feedback)
        }
    }

    /// Steps the selection by whole items as a user change (keys, scrolling, VoiceOver).
    func adjust(by steps: Int) {
        guard steps != 0 else { return }
        host.update { model, report in model.hostAdjust(bySteps: steps, report: report) }
    }
}
#endif
