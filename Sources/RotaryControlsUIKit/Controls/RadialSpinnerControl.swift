#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// The calls a ``RadialSpinnerControl`` makes to its delegate, all optional.
@MainActor
public protocol RadialSpinnerControlDelegate: AnyObject {
    /// The spinner has one item and acts as a button: it was tapped.
    func radialSpinner(_ spinner: RadialSpinnerControl, singleValueSelected item: SpinnerItem)
    /// The user chose an item (the ring came to rest, the picker stopped, a key or VoiceOver
    /// stepped).
    func radialSpinner(_ spinner: RadialSpinnerControl, hasSelectedTheValue item: SpinnerItem)
    /// The spinner opened.
    func radialSpinnerHasOpened(_ spinner: RadialSpinnerControl)
    /// The spinner closed.
    func radialSpinnerHasClosed(_ spinner: RadialSpinnerControl)
    /// The spinner is about to close; answer `false` to keep it open (default `true`).
    func radialSpinnerWillClose(_ spinner: RadialSpinnerControl) -> Bool
}

/// Every delegate call is optional.
extension RadialSpinnerControlDelegate {
    /// Does nothing by default.
    public func radialSpinner(_ spinner: RadialSpinnerControl, singleValueSelected item: SpinnerItem) {}
    /// Does nothing by default.
    public func radialSpinner(_ spinner: RadialSpinnerControl, hasSelectedTheValue item: SpinnerItem) {}
    /// Does nothing by default.
    public func radialSpinnerHasOpened(_ spinner: RadialSpinnerControl) {}
    /// Does nothing by default.
    public func radialSpinnerHasClosed(_ spinner: RadialSpinnerControl) {}
    /// Lets the spinner close by default.
    public func radialSpinnerWillClose(_ spinner: RadialSpinnerControl) -> Bool { true }
}

/// A pop-up "prize wheel" spinner: a small centre that opens into a ring of items (or a picker
/// wheel for many items) that turns with the finger, flings with inertia and settles on an
/// item; the top item is the selection.
///
/// The core's `RadialSpinnerModel` decides everything (what a tap does, where a fling comes to
/// rest, which items may be selected, when the user has chosen, when to click and tick, Reduce
/// Motion); ``ModelControl`` delivers the input, runs a display link while it spins and plays the
/// clicks and haptics. This class adds the names, sends `.touchUpInside` when the spinner opens,
/// closes or is tapped as a one-item button, and asks its ``delegate`` before a close.
///
/// Size the control to its closed centre (intrinsic size 60 × 60). Open, the ring spreads
/// beyond the control — into the window, or into the nearest ancestor that clips its subviews (a
/// table or scroll view, beyond which it could not be seen) — out to that view's nearest safe-area
/// edge (or to ``radius``), centred on the control and drawn above its siblings; the core's
/// `RadialSpinnerOpenArea` decides the square, again before every touch and layout, so it follows
/// rotation. While closed only the centre takes touches. With ``opensIntoSuperview`` off, the ring
/// stays inside the control's own bounds instead.
///
/// ```swift
/// let spinner = RadialSpinnerControl(frame: CGRect(x: 130, y: 300, width: 60, height: 60))
/// spinner.items = [SpinnerItem(icon: "tea", title: "Tea"), SpinnerItem(icon: "coffee", title: "Coffee")]
/// spinner.delegate = self
/// ```
@IBDesignable
@MainActor
open class RadialSpinnerControl: ModelControl {
    /// An empty spinner that asks before closing (the delegate's `radialSpinnerWillClose`).
    override open class var initialModel: any ControlModel {
        var model = RadialSpinnerModel()
        model.asksBeforeClosing = true
        return model
    }
    /// The model behind the spinner, which decides everything.
    var model: RadialSpinnerModel {
        get { controlModel as! RadialSpinnerModel }
        set { controlModel = newValue }
    }
    /// The look, kept by the model: drawing and hit testing use the same value.
    public var style: RadialSpinnerStyle {
        get { model.style }
        set {
            model.style = newValue
            invalidateIntrinsicContentSize()
        }
    }
    override class var initialPartLabels: [String] { ["Spinner"] }

    /// While open, passes touches anywhere in the open area to the spinner.
    private let touchOverlay = RadialSpinnerTouchOverlay()

    /// Receives the spinner's delegate calls.
    public weak var delegate: RadialSpinnerControlDelegate?
    /// What VoiceOver calls the spinner (default "Spinner").
    public var accessibilityName: String {
        get { partLabels.first ?? "" }
        set { partLabels = [newValue] }
    }

    /// Whether the open ring spreads beyond the control (default `true`): into the window, or
    /// into the nearest ancestor that clips its subviews (a table, a scroll view), keeping out
    /// of its safe area; `false` keeps it in the control's own bounds (then size the control to
    /// the open ring).
    @IBInspectable public var opensIntoSuperview = true {
        didSet {
            updateOpenArea()
            invalidateIntrinsicContentSize()
        }
    }

    /// A spinner with items, a selection, the mode as a number (−1 ring only, 0 by
    /// ``spinnerThreshold``, 1 picker only) and a delegate.
    public convenience init(
        values: [SpinnerItem], selectedIndex: Int = 0, spinnerMode: Int = 0,
        delegate: RadialSpinnerControlDelegate? = nil
    ) {
        self.init(frame: .zero)
        self.values = values
        self.selectedIndex = selectedIndex
        self.spinnerMode = spinnerMode
        self.delegate = delegate
    }

    /// The closed centre's size: 2 × `style.centerRadius` (60 × 60 by default), or the open ring
    /// (300 × 300) when ``opensIntoSuperview`` is off.
    override open var intrinsicContentSize: CGSize {
        guard opensIntoSuperview else { return CGSize(width: 300, height: 300) }
        let side = CGFloat(2 * style.centerRadius)
        return CGSize(width: side, height: side)
    }

    // MARK: - Opening beyond the bounds

    /// The square the spinner draws and takes touches in, in its own coordinates: the core's
    /// ``RadialSpinnerOpenArea`` of the control in the window (or the nearest ancestor that clips
    /// its subviews, where the ring could not be seen beyond it), keeping out of that view's safe
    /// area; the control's own bounds when ``opensIntoSuperview`` is off or it has no window.
    var openArea: Rect {
        guard opensIntoSuperview, let container = openingContainer else { return Rect(bounds) }
        let insets = container.safeAreaInsets
        let area = RadialSpinnerOpenArea(
            control: Rect(bounds), container: Rect(convert(container.bounds, from: container)),
            safeAreaInsets: .init(
                top: Double(insets.top), left: Double(insets.left),
                bottom: Double(insets.bottom), right: Double(insets.right)))
        return area.square
    }

    /// The view the ring opens into: the nearest ancestor that clips to its bounds, else the window.
    private var openingContainer: UIView? {
        var ancestor = superview
        while let view = ancestor {
            if view.clipsToBounds || view is UIWindow { return view }
            ancestor = view.superview
        }
        return nil
    }

    /// The model lays the spinner out in the open area, so its layer tree (in the control's
    /// coordinates) reaches beyond the bounds; a drag or fling only moves the ring's layers,
    /// whose contents are drawn when they change.
    override var modelBounds: Rect { openArea }

    /// Gives the model the open area as its bounds now (before a touch is hit-tested, or the
    /// spinner opens), not only at the next layout; so it follows rotation and layout changes.
    func updateOpenArea() {
        follow(bounds: modelBounds)
    }

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        updateOpenArea()
    }

    override func prepareForHitTest() {
        updateOpenArea()
    }

    /// Brings the spinner above its siblings while open (its drawing is shown at the next layout),
    /// and lets touches reach the whole open area while it is open: UIKit hit-tests a view only
    /// inside all its ancestors' bounds, and the ring reaches beyond its superview's.
    override func didChangeModel() {
        if model.isOpen, let superview, superview.subviews.last !== self { superview.bringSubviewToFront(self) }
        touchOverlay.follow(self, isOpen: model.isOpen)
    }

    /// VoiceOver and Switch Control see the spinner as a button (a tap opens and closes it) that
    /// is also adjustable.
    override var partTraits: UIAccessibilityTraits { .button }

    // MARK: - Events

    /// `.touchUpInside` for an open, a close or a one-item tap, once: `UIControl` sends it itself
    /// at the end of a touch inside the control (`isTouchInside`); the control sends it for a
    /// touch that ended outside its bounds (a tap on the open ring beyond them) and for a change
    /// that came without a touch (a key, VoiceOver's activate).
    private func sendTouchUpInsideWithoutTouch() {
        if !isHandlingTouch || !isTouchInside { sendActions(for: .touchUpInside) }
    }

    /// Sends `.touchUpInside` (see above) and tells the delegate; asks it before closing.
    override func didReport(_ event: any ControlModelEvent) {
        switch event as? RadialSpinnerModel.Event {
        case .opened:
            sendTouchUpInsideWithoutTouch()
            UIAccessibility.post(notification: .layoutChanged, argument: parts.first)
            delegate?.radialSpinnerHasOpened(self)
        case .closed:
            sendTouchUpInsideWithoutTouch()
            UIAccessibility.post(notification: .layoutChanged, argument: parts.first)
            delegate?.radialSpinnerHasClosed(self)
        case let .singleValueSelected(index):
            sendTouchUpInsideWithoutTouch()
            if items.indices.contains(index) { delegate?.radialSpinner(self, singleValueSelected: items[index]) }
        case .closeRequested:
            if delegate?.radialSpinnerWillClose(self) ?? true {
                update(RadialSpinnerModel.self) { model, report in model.confirmClose(report: report) }
            } else {
                model.keepOpen()
            }
        case let .valueSelected(index):
            if items.indices.contains(index) { delegate?.radialSpinner(self, hasSelectedTheValue: items[index]) }
        case .editingBegan, .valueChanged, .editingEnded, .feedback, .spinEnded, nil:
            break
        }
    }
}

#endif
