#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// The calls a ``RadialSpinnerControl`` makes to its delegate (RVS_Spinner's, all optional).
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
/// rest, which items may be selected, when the user has chosen, when to click and tick, Reduce
/// Motion); ``ModelControl`` delivers the input, runs a display link while it spins and plays the
/// clicks and haptics. This class adds RVS_Spinner's names, sends `.touchUpInside` when the
/// spinner opens, closes or is tapped as a one-item button, and asks its ``delegate`` before a
/// close.
///
/// Size the control to the open ring (intrinsic size 300 × 300); while closed it only takes
/// touches on its centre, so what lies beneath the rest stays usable.
///
/// ```swift
/// let spinner = RadialSpinnerControl()
/// spinner.items = [SpinnerItem(icon: "tea", title: "Tea"), SpinnerItem(icon: "coffee", title: "Coffee")]
/// spinner.delegate = self
/// ```
@IBDesignable
@MainActor
public final class RadialSpinnerControl: ModelControl {
    /// An empty spinner that asks before closing (the delegate's `radialSpinnerWillClose`).
    override class var initialModel: any ControlModel {
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
    public var style: RadialSpinnerStyle { get { model.style } set { model.style = newValue } }
    override class var initialPartLabels: [String] { ["Spinner"] }

    /// Receives RVS_Spinner's delegate calls.
    public weak var delegate: RadialSpinnerControlDelegate?
    /// What VoiceOver calls the spinner (default "Spinner").
    public var accessibilityName: String { get { partLabels.first ?? "" } set { partLabels = [newValue] } }

    // MARK: - Items and selection

    /// The items, in ring order. An empty list shows an empty centre and cannot open.
    public var items: [SpinnerItem] { get { model.items } set { model.items = newValue } }
    /// The selected item's index: `nil` exactly when no item is enabled. Setting it clamps into
    /// the items and moves off disabled items (assigning `nil` is ignored while an item is
    /// enabled); it sends no control events.
    public var selectedIndex: Int? { get { model.selectedIndex } set { model.selectedIndex = newValue } }
    /// The selected item, or `nil` when no item is enabled.
    public var selectedItem: SpinnerItem? { model.selectedItem }
    /// Whether the ring (or picker) is open. Setting it opens or closes at once (an empty spinner
    /// stays closed) and sends no control events or delegate calls.
    public var isOpen: Bool { get { model.isOpen } set { model.isOpen = newValue } }

    // MARK: - Inspectable settings (RVS_Spinner's names)

    /// Whether opening, closing and stepping click (default `true`).
    @IBInspectable public var isSoundOn: Bool { get { model.isSoundOn } set { model.isSoundOn = newValue } }
    /// Whether opening, closing and stepping play haptics (default `true`).
    @IBInspectable public var isHapticsOn: Bool { get { model.isHapticsOn } set { model.isHapticsOn = newValue } }
    /// The ring is used while the item count is below this; above, the picker (default 15).
    @IBInspectable public var spinnerThreshold: Int { get { model.threshold } set { model.threshold = newValue } }
    /// −1 ring only, 0 ring or picker by ``spinnerThreshold`` (the default), 1 picker only.
    @IBInspectable public var spinnerMode: Int {
        get { model.mode == .radialOnly ? -1 : (model.mode == .pickerOnly ? 1 : 0) }
        set { model.mode = newValue < 0 ? .radialOnly : (newValue > 0 ? .pickerOnly : .automatic) }
    }
    /// Daisy mode: each icon in its own bordered circle.
    @IBInspectable public var isDaisy: Bool { get { style.isDaisy } set { style.isDaisy = newValue } }

    /// 300 × 300 points: the open ring.
    override public var intrinsicContentSize: CGSize { CGSize(width: 300, height: 300) }

    /// Only the centre's touch area counts while closed (what lies beneath the rest stays
    /// usable); while open the whole control does (a tap outside the ring closes it).
    override public func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard !model.isOpen else { return super.point(inside: point, with: event) }
        return model.layout.centerContains(Point(x: Double(point.x), y: Double(point.y)))
    }

    // MARK: - Events

    /// Sends `.touchUpInside` and tells the delegate; asks it before closing.
    override func didReport(_ event: any ControlModelEvent) {
        switch event as? RadialSpinnerModel.Event {
        case .opened:
            sendActions(for: .touchUpInside)
            delegate?.radialSpinnerHasOpened(self)
        case .closed:
            sendActions(for: .touchUpInside)
            delegate?.radialSpinnerHasClosed(self)
        case let .singleValueSelected(index):
            sendActions(for: .touchUpInside)
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
