import CGtk4
import RotaryControls

/// The open spinner over the window: a widget exactly as large as the open ring's square, laid
/// in the overlay over it (its margins place it), drawing the owner's model and handing every
/// touch, key, scroll and accessible value to it (its ``ControlWidgetHost/inputOwner``; its
/// coordinates are the model's while it shows). The owner's
/// frame clock drives the animations.
///
/// To assistive technologies it is the spinner (role *slider*, the owner's name and value,
/// settable) with one child element per item (``RadialSpinnerItemElements``).
@MainActor
final class RadialSpinnerPopUp: ControlWidgetHost {
    private weak var owner: RadialSpinnerWidget?
    /// Whether the owner shows its open spinner here.
    var isShown = false
    /// Where the pop-up lies in the overlay (its coordinates, points).
    private(set) var square = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The model as last drawn here.
    private var drawnModel: RadialSpinnerModel?
    /// The items' accessible elements (child widgets).
    private(set) lazy var items = RadialSpinnerItemElements(popUp: self)
    /// The click-catcher shown behind the pop-up (the owner adds both to its overlay).
    let catcher: RadialSpinnerClickCatcher

    init(owner: RadialSpinnerWidget, renderer: NodeRenderer) {
        self.owner = owner
        catcher = RadialSpinnerClickCatcher(owner: owner, renderer: renderer)
        super.init(renderer: renderer, width: 1, height: 1)
        inputOwner = owner
        gtk_widget_set_visible(widget, 0)
        gtk_widget_set_hexpand(widget, 0)
        gtk_widget_set_vexpand(widget, 0)
        gtk_widget_set_halign(widget, GTK_ALIGN_START)
        gtk_widget_set_valign(widget, GTK_ALIGN_START)
        gtk_widget_add_css_class(widget, "rotarycontrols-pop-up")
    }

    /// Lays the pop-up over `square` (the overlay's coordinates, whole points).
    func place(over square: Rect) {
        self.square = square
        gtk_widget_set_margin_start(widget, Int32(Swift.max(0, square.minX)))
        gtk_widget_set_margin_top(widget, Int32(Swift.max(0, square.minY)))
        setPreferredSize(width: Int32(square.width), height: Int32(square.height))
    }

    override func controlDrawing(in bounds: Rect) -> Drawing {
        guard isShown, let owner else { return Drawing(size: bounds.size) }
        let drawing = owner.popUpDrawing(in: bounds)
        drawnModel = owner.model
        return drawing
    }

    override var controlChangedSinceDrawn: Bool { owner?.model != drawnModel }

    override func updateAccessibility(announcing: Bool = false) {
        super.updateAccessibility(announcing: announcing)
        if isShown, let model = owner?.model { items.update(for: model) }
    }

    override func allocated(width: Int32, height: Int32) {
        super.allocated(width: width, height: height)
        items.allocate(width: width, height: height)
    }

    override func disposed() {
        items.removeAll()
        super.disposed()
    }

    /// Chooses item `index` for an assistive technology, as the user's.
    func choose(_ index: Int) -> Bool {
        owner?.setAccessibleValue(Double(index), part: 0) ?? false
    }
}

/// The click-catcher behind a popped-up spinner: a widget covering the whole overlay that draws
/// nothing and takes no focus (role *presentation*). A press on it — outside the pop-up —
/// reaches the spinner's model in the pop-up's coordinates, where it lies outside the ring: the
/// model's close request follows, as for any click outside the ring. It tells the owner when
/// the overlay's size changes, so that the pop-up follows the widget.
@MainActor
final class RadialSpinnerClickCatcher: ControlWidgetHost {
    private weak var owner: RadialSpinnerWidget?

    init(owner: RadialSpinnerWidget, renderer: NodeRenderer) {
        self.owner = owner
        super.init(renderer: renderer, width: 1, height: 1, role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
        gtk_widget_set_focusable(widget, 0)
        gtk_widget_set_visible(widget, 0)
        gtk_widget_set_halign(widget, GTK_ALIGN_FILL)
        gtk_widget_set_valign(widget, GTK_ALIGN_FILL)
    }

    override func snapshot(_ snapshot: OpaquePointer) {}

    override var controlChangedSinceDrawn: Bool { false }

    override func controlPointer(
        _ phase: PointerEvent.Phase, at location: Point?, time: Double, tapCount: Int?,
        modifiers: PointerModifiers
    ) {
        guard let owner, let square = owner.popUpSquare else { return }
        let moved = location.map { Point(x: $0.x - square.minX, y: $0.y - square.minY) }
        owner.controlPointer(phase, at: moved, time: time, tapCount: tapCount, modifiers: modifiers)
    }

    override func controlScroll(_ input: ScrollInput, at time: Double) -> Bool {
        owner?.controlScroll(input, at: time) ?? false
    }

    override func allocated(width: Int32, height: Int32) {
        owner?.overlayResized()
    }
}
