import CGtk4
import RotaryControls
import RotaryControlsCairo

/// A `GtkDrawingArea` that shows a `HostedControl`: it paints the control's `Drawing` through
/// `CairoRenderer` and feeds GTK input back as core events.
///
/// - `GtkGestureClick` "pressed" → `.began` with the press count as `tapCount` (2 = double-click);
///   `GtkGestureDrag` "drag-update" → `.moved`, "drag-end" → `.ended`, "cancel" → `.cancelled`.
/// - `GtkEventControllerScroll` (vertical, discrete) → `scroll(steps:)`, one step per notch.
/// - `GtkEventControllerKey` → `key(_:)` for arrows, Page Up/Down, Home/End, Space/Return.
/// - A tick callback (`gtk_widget_add_tick_callback`) runs while `needsFrames` and removes itself after.
/// - The widget is created with the accessible role *slider*; `invalidate()` publishes
///   `hostedValue` as the value min/max/now/text properties.
///
/// The host decides no behaviour: it translates. It keeps the control alive until the GTK
/// widget is destroyed. All of it runs on the main thread (GTK's).
@MainActor
public final class DrawingAreaHost {
    /// The `GtkDrawingArea` (as a `GtkWidget *`): put it in a container.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// Paints the control; swap it to change theme or image folder, then call `invalidate()`.
    public var renderer: CairoRenderer
    /// The control shown; released when the widget is destroyed.
    public private(set) var control: HostedControl?

    private var isPressed = false
    private var dragStart = Point.zero
    private var tickID: guint?
    /// The accessible value last given to GTK.
    var publishedValue: HostedValue?

    // MARK: - Creating

    /// Creates the drawing area for `control`, sized at least `width`×`height` points (defaults 200),
    /// focusable so that it receives keys, with all controllers attached.
    public init(control: HostedControl, renderer: CairoRenderer = CairoRenderer(), width: Int32 = 200, height: Int32 = 200) {
        self.control = control
        self.renderer = renderer
        widget = DrawingAreaHost.makeSliderDrawingArea()
        gtk_widget_set_size_request(widget, width, height)
        gtk_widget_set_focusable(widget, 1)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        attachDrawFunc()
        attachGestures()
        attachScrollAndKeys()
        attachFocus()
        updateAccessibility()
    }

    /// A drawing area whose accessible role (construct-only) is slider; `g_object_new` is variadic,
    /// so the property goes through `g_object_new_with_properties`.
    private static func makeSliderDrawingArea() -> UnsafeMutablePointer<GtkWidget> {
        var role = GValue()
        g_value_init(&role, rc_type_accessible_role())
        g_value_set_enum(&role, gint(GTK_ACCESSIBLE_ROLE_SLIDER.rawValue))
        defer { g_value_unset(&role) }
        let object = "accessible-role".withCString { name -> UnsafeMutablePointer<GObject> in
            var names: [UnsafePointer<CChar>?] = [name]
            return withUnsafePointer(to: role) { value in
                g_object_new_with_properties(rc_type_drawing_area(), 1, &names, value)
            }
        }
        return UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
    }

    // MARK: - Updating

    /// Redraws, republishes the accessible value and starts the frame clock if the control needs frames.
    /// Call it after changing the model from code.
    public func invalidate() {
        gtk_widget_queue_draw(widget)
        updateAccessibility()
        if control?.needsFrames == true, tickID == nil {
            tickID = gtk_widget_add_tick_callback(widget, DrawingAreaHost.onTick, opaqueSelf, nil)
        }
    }

    /// Seconds on GLib's monotonic clock, the time base of the frame clock and of every event sent.
    public static var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// The widget's current size in points as the control's bounds.
    public var bounds: Rect {
        Rect(x: 0, y: 0, width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
    }

    var opaqueSelf: gpointer { Unmanaged.passUnretained(self).toOpaque() }

    /// The host behind a callback's user data, passed as an address so it can cross into the main actor.
    static func host(_ address: UInt) -> DrawingAreaHost {
        Unmanaged<DrawingAreaHost>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
    }

    // MARK: - Input (called from the C callbacks)

    func pressed(x: Double, y: Double, count: Int) {
        gtk_widget_grab_focus(widget)
        isPressed = true
        dragStart = Point(x: x, y: y)
        send(PointerEvent(phase: .began, location: dragStart, timestamp: Self.now, tapCount: Swift.max(1, count)))
    }

    func dragged(offsetX: Double, offsetY: Double, phase: PointerEvent.Phase) {
        guard isPressed else { return }
        if phase != .moved { isPressed = false }
        let location = Point(x: dragStart.x + offsetX, y: dragStart.y + offsetY)
        send(PointerEvent(phase: phase, location: location, timestamp: Self.now))
    }

    func cancelled() {
        guard isPressed else { return }
        isPressed = false
        send(PointerEvent(phase: .cancelled, location: dragStart, timestamp: Self.now))
    }

    func scrolled(dy: Double) -> Bool {
        let steps = Int((-dy).rounded())
        guard steps != 0, control?.scroll(steps: steps, at: Self.now) == true else { return false }
        invalidate()
        return true
    }

    func keyPressed(_ keyval: guint) -> Bool {
        guard let key = Self.controlKey(for: keyval), control?.key(key, at: Self.now) == true else { return false }
        showFocusAfterKey()
        invalidate()
        return true
    }

    func tick(frameTime: Double) -> Bool {
        guard let control else { return false }
        control.advance(to: frameTime)
        gtk_widget_queue_draw(widget)
        updateAccessibility()
        if control.needsFrames { return true }
        tickID = nil
        return false
    }

    func draw(_ context: OpaquePointer, width: Int32, height: Int32) {
        guard let control else { return }
        let drawing = control.drawing(in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        renderer.draw(drawing, in: context)
        drawFocusRing(context, width: width, height: height)
    }

    func destroyed() {
        if let tickID { gtk_widget_remove_tick_callback(widget, tickID) }
        tickID = nil
        control = nil
    }

    private func send(_ event: PointerEvent) {
        control?.handle(event)
        invalidate()
    }

    /// Maps GDK key values to control keys; `nil` for any other key.
    public static func controlKey(for keyval: guint) -> ControlKey? {
        switch Int32(keyval) {
        case GDK_KEY_Right, GDK_KEY_Up, GDK_KEY_KP_Right, GDK_KEY_KP_Up: return .increment
        case GDK_KEY_Left, GDK_KEY_Down, GDK_KEY_KP_Left, GDK_KEY_KP_Down: return .decrement
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return .pageDown
        case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
        case GDK_KEY_End, GDK_KEY_KP_End: return .end
        case GDK_KEY_space, GDK_KEY_Return, GDK_KEY_KP_Enter: return .activate
        default: return nil
        }
    }
}
