import CGtk4
import RotaryControls

/// The radial spinner in GTK: a pop-up. Closed, the widget is only as large as the spinner's
/// centre circle; opening shows the ring (or the picker wheel) over the surrounding window, in a
/// layer the widget adds to the nearest `GtkOverlay` around it (put the window's content in
/// one), sized by RVS_Spinner's rule: a ring reaching the nearest edge of that overlay, or the
/// model's `radius` when that is smaller.
///
/// ```swift
/// let overlay = gtk_overlay_new()
/// gtk_overlay_set_child(overlay, content)        // the window's content, spinner inside
/// gtk_window_set_child(window, overlay)
/// let spinner = RadialSpinnerWidget(model: RadialSpinnerModel(items: items))
/// ```
///
/// While the pop-up shows, it covers the whole overlay and the keyboard focus moves to the open
/// ring: every touch, key and scroll goes to the same model (a click outside the ring and Escape close the
/// spinner, through the model's `asksBeforeClosing` / `closeRequested` / `confirmClose(report:)`
/// / `keepOpen()` flow). When the window stops being the active one — the user switched
/// windows, or clicked outside the window and the window manager gave another window the
/// focus — the spinner closes the same way, as Escape would (a finger still down is let go
/// first). It stays up while the model's closing animation runs, then focus
/// returns to the closed widget.
///
/// The open ring is drawn over whatever lies beneath it: give the model's style an
/// `openBackgroundPaint` (e.g. `.semantic(.background)`, the theme's background) for a backdrop
/// disc behind the ring, as the demo does; the default is clear, as in RVS_Spinner.
///
/// Assistive technologies see one control, closed or open: the closed widget and, while the
/// pop-up shows, a target over the open ring's square, both with the role *slider*, the model's
/// `accessibilityLabel` as label and the selected item as value; the window-sized layer that
/// paints the ring is *presentation* (no control of its own). Without a `GtkOverlay` ancestor the spinner opens inside its
/// own allocation (give it room with `gtk_widget_set_size_request`).
@MainActor
public final class RadialSpinnerWidget: ModelWidget<RadialSpinnerModel> {
    /// The pop-up layer while it is in an overlay.
    private var popUp: RadialSpinnerPopUpLayer?
    /// The open ring's focus and accessibility target, above the layer in the same overlay.
    private var ringTarget: RadialSpinnerRingTarget?
    /// The overlay the pop-up layer was added to.
    private var overlay: UnsafeMutablePointer<GtkWidget>?
    /// Watches the window's `is-active` while the pop-up shows (see ``RadialSpinnerWindowWatch``).
    private var windowWatch: RadialSpinnerWindowWatch?
    /// Watches the window's size while the spinner is realised: the square the ring opens in
    /// follows the window, not the closed widget (``windowResized()``).
    private var windowSizeWatch: GtkWindowSizeWatch?

    /// Creates the spinner widget, as large as the model's centre circle (plus room for the
    /// focus outline) unless `width` and `height` ask for more.
    public override init(model: RadialSpinnerModel, renderer: NodeRenderer = NodeRenderer(),
                         width: Int32 = 0, height: Int32 = 0) {
        let side = RadialSpinnerWidget.closedSide(for: model)
        super.init(model: model, renderer: renderer, width: Swift.max(width, side), height: Swift.max(height, side))
        if width <= side, height <= side {
            gtk_widget_set_hexpand(widget, 0)
            gtk_widget_set_vexpand(widget, 0)
            gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
            gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        }
    }

    /// The side of the closed widget: the centre's touch area and 4 points of margin for the
    /// focus outline.
    static func closedSide(for model: RadialSpinnerModel) -> Int32 {
        let diameter = 2 * Swift.max(model.style.centerRadius, model.style.minimumTouchSize / 2)
        return Int32((diameter.isFinite ? Swift.min(Swift.max(diameter, 8), 1000) : 64).rounded(.up)) + 8
    }

    /// Whether the open spinner is shown in the pop-up layer (over the window) right now.
    public var isPoppedUp: Bool { popUp?.isShown ?? false }

    /// The square the open spinner lays itself out in, in the pop-up layer's coordinates
    /// (the overlay's): centred on this widget, its half-side the distance to the overlay's
    /// nearest edge. `nil` while the pop-up is not shown.
    public var popUpSquare: Rect? {
        guard let popUp, popUp.isShown, let overlay else { return nil }
        return square(in: overlay)
    }

    /// The square the spinner would open in now: in the nearest overlay around it (whether or
    /// not the pop-up was ever shown), `nil` without one or before the layout placed the widget.
    var prospectivePopUpSquare: Rect? {
        guard let overlay = overlay ?? gtk_widget_get_ancestor(widget, gtk_overlay_get_type()) else { return nil }
        return square(in: overlay)
    }

    /// The pop-up's square in `overlay`: centred on this widget, reaching the nearest edge.
    private func square(in overlay: UnsafeMutablePointer<GtkWidget>) -> Rect? {
        var x = 0.0, y = 0.0
        let width = Double(gtk_widget_get_width(widget)), height = Double(gtk_widget_get_height(widget))
        guard gtk_widget_translate_coordinates(widget, overlay, width / 2, height / 2, &x, &y) != 0 else { return nil }
        let overlayWidth = Double(gtk_widget_get_width(overlay)), overlayHeight = Double(gtk_widget_get_height(overlay))
        let radius = Swift.max(0, Swift.min(x, y, overlayWidth - x, overlayHeight - y))
        return Rect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius)
    }

    // MARK: - ModelWidget

    override var modelSpace: Rect { popUpSquare ?? bounds }

    /// Closed (or without an overlay), the widget draws the model; while the pop-up shows,
    /// the pop-up draws everything and the widget nothing.
    override func controlDrawing(in bounds: Rect) -> Drawing {
        if isPoppedUp { return Drawing(size: bounds.size) }
        return super.controlDrawing(in: bounds)
    }

    /// The open ring's drawing, laid out in the square it would open in now: the icons it
    /// shows when it opens are decoded and rendered at their pixel sizes ahead of it.
    override func controlImagesDrawing() -> Drawing {
        var open = model
        open.isOpen = true
        if let square = prospectivePopUpSquare, square.width > 0 { open.bounds = square }
        return drawingForImages(of: open)
    }

    override func redraw() {
        super.redraw()
        followModel()
        if let popUp, popUp.isShown {
            gtk_widget_queue_draw(popUp.widget)
            ringTarget?.updateAccessibility()
        }
    }

    // MARK: - Pop-up (called by the layer)

    /// The GTK widgets the pop-up adds to the overlay (`nil` before the spinner first popped
    /// up): the layer that paints the open spinner (accessible role *presentation*) and the
    /// target over the open ring that takes the focus and is announced (role *slider*, the
    /// spinner's label and value). For tests and for apps that style or inspect them.
    public var popUpWidgets: (layer: UnsafeMutablePointer<GtkWidget>, ring: UnsafeMutablePointer<GtkWidget>)? {
        guard let popUp, let ringTarget else { return nil }
        return (popUp.widget, ringTarget.widget)
    }

    /// The model's drawing in the pop-up layer.
    func popUpDrawing(in bounds: Rect) -> Drawing {
        super.controlDrawing(in: bounds)
    }

    // MARK: - Showing and hiding

    /// Shows the pop-up while the model shows its open picture, hides it after.
    private func followModel() {
        let wantsPopUp = model.showsOpenPicture
        if wantsPopUp, !isPoppedUp {
            show()
        } else if !wantsPopUp, isPoppedUp {
            hide()
        }
    }

    private func show() {
        guard let layer = popUpLayer() else { return }
        layer.isShown = true
        gtk_widget_set_visible(layer.widget, 1)
        placeRingTarget()
        if let ringTarget {
            gtk_widget_set_visible(ringTarget.widget, 1)
            ringTarget.invalidate()
            gtk_widget_grab_focus(ringTarget.widget)
        }
        gtk_widget_queue_draw(widget)
        windowWatch = RadialSpinnerWindowWatch(widget: widget) { [weak self] in self?.windowDeactivated() }
    }

    private func hide() {
        windowWatch = nil
        guard let popUp else { return }
        let hadFocus = ringTarget.map { gtk_widget_has_focus($0.widget) != 0 } ?? false
        popUp.isShown = false
        if hadFocus { gtk_widget_grab_focus(widget) }
        if let ringTarget { gtk_widget_set_visible(ringTarget.widget, 0) }
        gtk_widget_set_visible(popUp.widget, 0)
        gtk_widget_queue_draw(widget)
    }

    /// The window stopped being active while the pop-up showed: a finger still down on the
    /// ring is let go (`.cancelled`), then the spinner closes as on Escape (the model's
    /// `cancel(at:)`: a moving ring lands first, and `asksBeforeClosing` asks).
    func windowDeactivated() {
        guard model.isOpen else { return }
        popUp?.cancelled()
        ringTarget?.cancelled()
        cancelled()
        if controlKey(.escape, at: Self.now) { invalidate() }
    }

    override func realized() {
        super.realized()
        windowSizeWatch = GtkWindowSizeWatch(widget: widget) { [weak self] in self?.windowResized() }
    }

    /// The window changed size: while closed, the open ring's images are prepared again for the
    /// square it would open in now, once the window's layout is done (on a low-priority idle).
    /// The closed widget may keep its own size (no `resize` of its own) and the pop-up layer is
    /// hidden (no `resize` either), so without this the ring would open with its icons rendered
    /// for the old square.
    private func windowResized() {
        guard !isPoppedUp else { return }
        prepareWhenIdle()
    }

    override func destroyed() {
        windowWatch = nil
        windowSizeWatch = nil
        popUp?.isShown = false   // nothing more to place or draw (a queued ring placement finds it hidden)
        super.destroyed()
    }

    /// The layer, added to the nearest overlay around the widget the first time; `nil` when
    /// there is none (the spinner then opens in place).
    private func popUpLayer() -> RadialSpinnerPopUpLayer? {
        if let popUp { return popUp }
        guard let ancestor = gtk_widget_get_ancestor(widget, gtk_overlay_get_type()) else { return nil }
        let layer = RadialSpinnerPopUpLayer(owner: self, renderer: renderer)
        let target = RadialSpinnerRingTarget(owner: self, renderer: renderer)
        gtk_overlay_add_overlay(OpaquePointer(ancestor), layer.widget)
        gtk_overlay_add_overlay(OpaquePointer(ancestor), target.widget)
        self.overlay = ancestor
        popUp = layer
        ringTarget = target
        return layer
    }

    /// Lays the ring target over the pop-up's square: when the pop-up shows, and after the
    /// overlay changed size (never while drawing: drawing gives the model its bounds, which
    /// redraws, and a target moved then would be painted before it is laid out again).
    private func placeRingTarget() {
        guard let ringTarget, let square = popUpSquare else { return }
        ringTarget.place(over: square)
    }

    /// The pop-up layer (the overlay) changed size during a layout: the ring target is moved
    /// once that layout is over (moving it during the layout would ask for another one inside
    /// it); while the spinner is closed, the open ring's images are prepared for the new square.
    func popUpResized() {
        guard isPoppedUp else {
            // The square the ring will open in changed: its icons are rendered for it ahead.
            prepareWhenIdle()
            return
        }
        GLibLater.whenIdle { self.placeRingTarget() }
    }
}
