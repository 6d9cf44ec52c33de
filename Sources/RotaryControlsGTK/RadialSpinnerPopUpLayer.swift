import CGtk4
import RotaryControls

/// The layer a ``RadialSpinnerWidget`` shows its open spinner in: a drawing area covering the
/// whole `GtkOverlay` it was added to, visible only while the spinner is popped up. It has no
/// behaviour of its own: it paints the owner's model and hands every touch and scroll to the
/// owner (its coordinates are the model's while the pop-up shows). The owner's frame clock
/// drives the animations.
///
/// It is a backdrop, not a control: its accessible role is *presentation* and it takes no
/// keyboard focus. The open spinner itself is announced by a ``RadialSpinnerRingTarget``
/// laid over the ring's square, with the closed widget's role, label and value.
@MainActor
final class RadialSpinnerPopUpLayer: DrawingAreaHost {
    /// The spinner widget whose model this layer shows (it owns the layer's GTK widget via the overlay).
    private weak var owner: RadialSpinnerWidget?
    /// Whether the owner shows its open spinner here.
    var isShown = false

    init(owner: RadialSpinnerWidget, renderer: NodeRenderer) {
        self.owner = owner
        super.init(renderer: renderer, width: 1, height: 1, role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
        drawsFocusRing = false
        gtk_widget_set_focusable(widget, 0)
        gtk_widget_set_visible(widget, 0)
        gtk_widget_set_halign(widget, GTK_ALIGN_FILL)
        gtk_widget_set_valign(widget, GTK_ALIGN_FILL)
        // The layer is as large as the overlay: when the window's size changes, the open ring's
        // square moves, and the ring target must follow it.
        let resized: ResizeCallback = { _, _, _, data in
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated {
                guard let layer = DrawingAreaHost.host(address) as? RadialSpinnerPopUpLayer else { return }
                layer.owner?.popUpResized()
            }
        }
        g_signal_connect_data(UnsafeMutableRawPointer(widget), "resize", unsafeBitCast(resized, to: GCallback.self),
                              opaqueSelf, nil, GConnectFlags(rawValue: 0))
    }

    override func controlDrawing(in bounds: Rect) -> Drawing {
        guard isShown, let owner else { return Drawing(size: bounds.size) }
        return owner.popUpDrawing(in: bounds)
    }

    override func controlHandle(_ event: PointerEvent) {
        owner?.controlHandle(event)
    }

    override func controlScroll(_ input: ScrollInput, at time: Double) -> Bool {
        owner?.controlScroll(input, at: time) ?? false
    }
}
