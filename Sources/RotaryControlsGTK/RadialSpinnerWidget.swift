import CGtk4
import RotaryControls

/// The radial spinner in GTK: a pop-up. Closed, the widget is only as large as the spinner's
/// centre circle; opening shows the ring (or the picker wheel) in a pop-up exactly as large as
/// the open ring, added to the nearest `GtkOverlay` around the widget (put the window's content
/// in one), with a click-catcher over the overlay that draws nothing. The ring's size is the
/// model's `radius`, or the distance from the widget's centre to the overlay's nearest edge when
/// that is smaller (RVS_Spinner's rule). Without a `GtkOverlay` ancestor the spinner opens inside
/// its own allocation (give it room with `gtk_widget_set_size_request`).
///
/// ```swift
/// let overlay = gtk_overlay_new()
/// gtk_overlay_set_child(overlay, content)        // the window's content, spinner inside
/// gtk_window_set_child(window, overlay)
/// let spinner = RadialSpinnerWidget(model: RadialSpinnerModel(items: items))
/// ```
///
/// Every touch, key and scroll on the pop-up or the catcher goes to the same model: a click
/// outside the ring, Escape and the window ceasing to be active close the spinner through the
/// model's `asksBeforeClosing` / `closeRequested` flow; the pop-up stays up during the closing
/// animation, then focus returns to the closed widget. The open ring is drawn over whatever lies
/// beneath it (give the style an `openBackgroundPaint` for a backdrop disc). Assistive
/// technologies see one control, closed or open; the open pop-up lists the items as radio
/// children with a "select" action (docs/Linux.md, "Accessibility").
@MainActor
public final class RadialSpinnerWidget: ModelWidget<RadialSpinnerModel> {
    /// The pop-up (with its click-catcher), once the spinner first popped up in an overlay.
    private var popUp: RadialSpinnerPopUp?
    /// The overlay they were added to.
    private var overlay: UnsafeMutablePointer<GtkWidget>?
    /// The window watched while the pop-up shows (held with a reference) and the handler of its
    /// `notify::is-active`, which calls ``windowDeactivated()`` when another window takes the focus.
    private var watchedWindow: (window: UnsafeMutablePointer<GtkWindow>, handler: gulong)?
    /// Whether the closed widget's last snapshot was taken while popped up (it drew nothing).
    private var drewPoppedUp = false

    /// Creates the spinner widget, as large as the model's centre circle (plus room for the
    /// focus outline) unless `width` and `height` ask for more.
    public override init(
        model: RadialSpinnerModel, renderer: NodeRenderer = NodeRenderer(),
        width: Int32 = 0, height: Int32 = 0
    ) {
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

    /// Whether the open spinner shows in its pop-up (over the window) right now.
    public var isPoppedUp: Bool { popUp?.isShown ?? false }

    /// Where the pop-up lies in the overlay (its coordinates, points): the open ring's square,
    /// centred on this widget. `nil` while the pop-up is not shown.
    public var popUpSquare: Rect? { isPoppedUp ? popUp?.square : nil }

    /// The GTK widgets the pop-up adds to the overlay (`nil` before the spinner first popped
    /// up): the click-catcher covering the overlay (accessible role *presentation*, draws
    /// nothing) and the pop-up showing the open ring (role *slider*, the spinner's name and
    /// value, the items as children). For tests and for apps that style or inspect them.
    public var popUpWidgets: (clickCatcher: UnsafeMutablePointer<GtkWidget>, ring: UnsafeMutablePointer<GtkWidget>)? {
        popUp.map { ($0.catcher.widget, $0.widget) }
    }

    // MARK: - ModelWidget

    override var modelSpace: Rect {
        popUpSquare.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) } ?? bounds
    }

    /// Closed (or without an overlay), the widget draws the model; while the pop-up shows,
    /// the pop-up draws everything and the widget nothing.
    override func controlDrawing(in bounds: Rect) -> Drawing {
        drewPoppedUp = isPoppedUp
        if isPoppedUp { return Drawing(size: bounds.size) }
        return super.controlDrawing(in: bounds)
    }

    /// Closed, only the centre takes pointers; popped up, the pop-up and its catcher lie above.
    override func controlTakesPointer(at location: Point) -> Bool {
        isPoppedUp || super.controlTakesPointer(at: location)
    }

    override var controlChangedSinceDrawn: Bool {
        isPoppedUp ? !drewPoppedUp : (drewPoppedUp || super.controlChangedSinceDrawn)
    }

    override func redrawIfChanged() {
        followModel()
        super.redrawIfChanged()
        if isPoppedUp { popUp?.redrawIfChanged() }
    }

    override func updateAccessibility(announcing: Bool = false) {
        super.updateAccessibility(announcing: announcing)
        if isPoppedUp { popUp?.updateAccessibility(announcing: announcing) }
    }

    /// The model's drawing in the pop-up (its bounds are the pop-up's while it shows).
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
        guard let popUp = makePopUp() else { return }
        popUp.isShown = true
        place()
        gtk_widget_set_visible(popUp.catcher.widget, 1)
        gtk_widget_set_visible(popUp.widget, 1)
        popUp.forceRedraw()
        popUp.updateAccessibility()
        gtk_widget_grab_focus(popUp.widget)
        forceRedraw()
        watchWindow()
    }

    private func hide() {
        unwatchWindow()
        guard let popUp else { return }
        let hadFocus = gtk_widget_has_focus(popUp.widget) != 0
        popUp.isShown = false
        if hadFocus { gtk_widget_grab_focus(widget) }
        gtk_widget_set_visible(popUp.widget, 0)
        gtk_widget_set_visible(popUp.catcher.widget, 0)
        forceRedraw()
    }

    /// The window stopped being active while the pop-up showed: the driver's deactivation — a
    /// finger still down on the ring is let go (`.cancelled`), then the spinner closes as on
    /// Escape (the model's `cancel(at:)`: a moving ring lands first, and `asksBeforeClosing` asks).
    func windowDeactivated() {
        guard model.isOpen else { return }
        popUp?.forgetDrag()
        popUp?.catcher.forgetDrag()
        forgetDrag()
        _ = deactivate(at: Self.now)
    }

    private func watchWindow() {
        guard watchedWindow == nil, let window else { return }
        g_object_ref(UnsafeMutableRawPointer(window))
        let handler = connect(OpaquePointer(window), "notify::is-active", Self.activeChanged)
        watchedWindow = (window, handler)
    }

    private func unwatchWindow() {
        guard let (window, handler) = watchedWindow else { return }
        watchedWindow = nil
        g_signal_handler_disconnect(UnsafeMutableRawPointer(window), handler)
        g_object_unref(UnsafeMutableRawPointer(window))
    }

    private static let activeChanged: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = {
        window, _, data in
        guard let window, gtk_window_is_active(UnsafeMutablePointer<GtkWindow>(window)) == 0 else { return }
        withHost(data) { ($0 as? RadialSpinnerWidget)?.windowDeactivated() }
    }

    override func disposed() {
        unwatchWindow()
        popUp?.isShown = false
        super.disposed()
    }

    /// The pop-up and its catcher, added to the nearest overlay around the widget the first
    /// time; `nil` when there is none (the spinner then opens in place).
    private func makePopUp() -> RadialSpinnerPopUp? {
        if let popUp { return popUp }
        guard let ancestor = gtk_widget_get_ancestor(widget, gtk_overlay_get_type()) else { return nil }
        // The pop-up's layers are its own (kept apart from the closed centre's); the icons are shared.
        let popUp = RadialSpinnerPopUp(owner: self, renderer: NodeRenderer(images: renderer.images))
        gtk_overlay_add_overlay(OpaquePointer(ancestor), popUp.catcher.widget)
        gtk_overlay_add_overlay(OpaquePointer(ancestor), popUp.widget)
        // The pop-up is named as the closed widget is (by the app's label, else the model's).
        rc_accessible_set_labelled_by(OpaquePointer(popUp.widget), OpaquePointer(widget))
        overlay = ancestor
        self.popUp = popUp
        return popUp
    }

    // MARK: - Geometry

    /// The square the open ring is laid out in: the core's ``RadialSpinnerOpenArea`` — the square
    /// centred on this widget that reaches the overlay's nearest edge — gives the model's layout
    /// its room (the model's `radius` when smaller); the pop-up is the ring's square, in whole points.
    private func openSquare() -> Rect? {
        guard let overlay else { return nil }
        var origin = graphene_point_t(), inOverlay = graphene_point_t()
        guard gtk_widget_compute_point(widget, overlay, &origin, &inOverlay) != 0 else { return nil }
        let control = Rect(origin: Point(x: Double(inOverlay.x), y: Double(inOverlay.y)), size: bounds.size)
        let container = Rect(
            x: 0, y: 0, width: Double(gtk_widget_get_width(overlay)),
            height: Double(gtk_widget_get_height(overlay)))
        var open = model
        open.bounds = RadialSpinnerOpenArea(control: control, container: container).square
        let side = Swift.max(1, (2 * open.layout.ringRadius).rounded(.up))
        let centre = control.center
        return Rect(x: (centre.x - side / 2).rounded(), y: (centre.y - side / 2).rounded(), width: side, height: side)
    }

    /// Places the pop-up over the open ring's square (when it shows, and after the overlay
    /// changed size).
    private func place() {
        guard let popUp, popUp.isShown, let square = openSquare() else { return }
        popUp.place(over: square)
    }

    /// The overlay changed size during a layout: the pop-up is placed again once that layout
    /// is over (placing it during the layout would ask for another one inside it).
    func overlayResized() {
        guard isPoppedUp else { return }
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, Self.placeWhenIdle, Unmanaged.passRetained(self).toOpaque(), nil)
    }

    /// GLib's idle callback of ``overlayResized()``: places the pop-up and releases the widget
    /// it kept alive until then.
    private static let placeWhenIdle: GSourceFunc = { data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated {
            let spinner = Unmanaged<RadialSpinnerWidget>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
                .takeRetainedValue()
            guard spinner.isAlive else { return }
            spinner.place()
            spinner.invalidate()
        }
        return 0
    }
}
