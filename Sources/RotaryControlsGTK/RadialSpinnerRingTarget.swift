import CGtk4
import RotaryControls

/// The open spinner as assistive technologies and the keyboard see it: a transparent drawing
/// area over the open ring's square (the pop-up's square, in the `GtkOverlay`), above the
/// ``RadialSpinnerPopUpLayer`` that paints the ring. It has the closed widget's role (slider),
/// label and value, takes the keyboard focus while the pop-up shows, and hands every touch,
/// key and scroll to the owner in the model's coordinates (its own, moved by its origin).
@MainActor
final class RadialSpinnerRingTarget: DrawingAreaHost {
    /// The spinner widget whose model this target stands for.
    private weak var owner: RadialSpinnerWidget?
    /// Where the target lies in the overlay (the model's coordinates): its top-left corner.
    private var origin = Point.zero

    init(owner: RadialSpinnerWidget, renderer: NodeRenderer) {
        self.owner = owner
        super.init(renderer: renderer, width: 1, height: 1)
        drawsFocusRing = false
        gtk_widget_set_visible(widget, 0)
        gtk_widget_set_hexpand(widget, 0)
        gtk_widget_set_vexpand(widget, 0)
        gtk_widget_set_halign(widget, GTK_ALIGN_START)
        gtk_widget_set_valign(widget, GTK_ALIGN_START)
    }

    /// Lays the target over `square` (the overlay's coordinates), rounded to whole points.
    func place(over square: Rect) {
        let x = Int32(square.minX.rounded(.down)), y = Int32(square.minY.rounded(.down))
        let side = Swift.max(1, Int32(square.width.rounded(.up)))
        origin = Point(x: Double(x), y: Double(y))
        gtk_widget_set_margin_start(widget, Swift.max(0, x))
        gtk_widget_set_margin_top(widget, Swift.max(0, y))
        gtk_widget_set_size_request(widget, side, side)
    }

    /// Draws nothing: the layer below paints the ring.
    override func controlDrawing(in bounds: Rect) -> Drawing { Drawing(size: bounds.size) }

    override func controlHandle(_ event: PointerEvent) {
        var moved = event
        moved.location = Point(x: event.location.x + origin.x, y: event.location.y + origin.y)
        owner?.controlHandle(moved)
    }

    override func controlKey(_ key: ControlKey, at time: Double) -> Bool {
        owner?.controlKey(key, at: time) ?? false
    }

    override func controlScroll(_ input: ScrollInput, at time: Double) -> Bool {
        owner?.controlScroll(input, at: time) ?? false
    }

    /// The spinner's own accessible label and value, so assistive technologies read the same control.
    override var controlAccessibleValue: PublishedValue? {
        owner?.controlAccessibleValue
    }
}
