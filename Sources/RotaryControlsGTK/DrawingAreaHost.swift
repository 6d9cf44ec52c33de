import CGtk4
import RotaryControls

/// The GTK side of every control widget: a `GtkDrawingArea` with its input controllers and frame
/// clock, translating GTK input into core input and painting through ``NodeRenderer`` (its render
/// node drawn into the area's cairo context).
///
/// - `GtkGestureClick` "pressed" → `.began` with the press count as `tapCount` (2 = double-click);
///   `GtkGestureDrag` "drag-update" → `.moved`, "drag-end" → `.ended`, "cancel" → `.cancelled`.
/// - `GtkEventControllerScroll` → ``ScrollInput``: wheel notches, or a touchpad's distance in points.
/// - `GtkEventControllerKey` → ``ControlKey`` (arrows, Page Up/Down, Home/End, Space/Return, Escape,
///   Tab/Shift-Tab); keys the control does not use go on to GTK (Tab then moves focus).
/// - A tick callback (`gtk_widget_add_tick_callback`) runs while the control needs frames.
/// - The accessible role is *slider* (a spinner's pop-up layer: *presentation*); the focused part's
///   label and value are published as GTK's label and value properties.
///
/// It decides no behaviour: ``ModelWidget`` hands everything to the core model. All of it runs on
/// GTK's main thread. The host lives until its GTK widget is destroyed.
@MainActor
public class DrawingAreaHost {
    /// The `GtkDrawingArea` (as a `GtkWidget *`): put it in a container.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// Paints the control (its own renderer: kept layers are per control); change its images or
    /// theme, then call ``invalidate()``.
    public let renderer: NodeRenderer
    /// Whether semantic colours (tint, label, background…) follow the GTK theme the widget is
    /// drawn in, light or dark (default `true`); `false` keeps `renderer.theme` as set.
    public var followsTheme = true
    /// Whether the host strokes its keyboard focus outline (a pop-up layer covering the window does not).
    var drawsFocusRing = true
    /// Whether the control's still layers are kept rendered and only composed per frame
    /// (default `true`).
    public var keepsLayers: Bool {
        get { renderer.keepsLayers }
        set { renderer.keepsLayers = newValue }
    }

    /// The theme key the renderer's colours were last looked up for.
    private var themeKeyDrawn: ThemeKey?
    private var isPressed = false
    private var dragStart = Point.zero
    /// The timestamp of the last pointer event sent (merged motions are dated before it, never earlier).
    private var lastPointerTime = 0.0
    private var tickID: guint?
    private(set) var isAlive = true
    /// Whether the widget has drawn a frame yet: until then a new size renders the control's
    /// images at once, before the frame; after, on an idle callback.
    public private(set) var hasDrawn = false
    /// Whether an idle ``prepareImages()`` is queued (``prepareForNewSize()``).
    var isPrepareQueued = false
    /// How many times the control's images were prepared so far (``prepareImages()``; a
    /// diagnostic for tests).
    public private(set) var preparations = 0
    /// How many frames the widget has drawn so far (a diagnostic for tests).
    public private(set) var framesDrawn = 0
    /// The accessible value last given to GTK.
    var publishedValue: PublishedValue?

    /// Creates the drawing area with the accessible `role` (default slider), sized at least
    /// `width`×`height` points, focusable so that it receives keys, with all controllers attached.
    /// It draws with a renderer of its own sharing `renderer`'s theme and image store.
    init(renderer: NodeRenderer, width: Int32, height: Int32, role: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_SLIDER) {
        self.renderer = NodeRenderer(theme: renderer.theme, images: renderer.images)
        widget = DrawingAreaHost.makeDrawingArea(role: role)
        gtk_widget_set_size_request(widget, width, height)
        gtk_widget_set_focusable(widget, 1)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        attachDrawFunc()
        attachRealize()
        attachResize()
        attachGestures()
        attachScrollAndKeys()
        attachFocus()
    }

    /// A drawing area with an accessible role (construct-only); `g_object_new` is variadic,
    /// so the property goes through `g_object_new_with_properties`.
    private static func makeDrawingArea(role accessibleRole: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget> {
        var role = GValue()
        g_value_init(&role, rc_type_accessible_role())
        g_value_set_enum(&role, gint(accessibleRole.rawValue))
        defer { g_value_unset(&role) }
        let object = "accessible-role".withCString { name -> UnsafeMutablePointer<GObject> in
            var names: [UnsafePointer<CChar>?] = [name]
            return withUnsafePointer(to: role) { value in
                g_object_new_with_properties(rc_type_drawing_area(), 1, &names, value)
            }
        }
        return UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
    }

    // MARK: - What the control supplies (ModelWidget overrides these)

    func controlDrawing(in bounds: Rect) -> Drawing { Drawing(size: bounds.size) }
    func controlHandle(_ event: PointerEvent) {}
    func controlKey(_ key: ControlKey, at time: Double) -> Bool { false }
    func controlScroll(_ input: ScrollInput, at time: Double) -> Bool { false }
    func controlAdvance(to time: Double) {}
    var controlNeedsFrames: Bool { false }
    var controlAccessibleValue: PublishedValue? { nil }

    /// A drawing naming the images the control will show soon, for ``prepareImages()``
    /// (``ModelWidget``: the model's drawing; a spinner's: its open ring).
    func controlImagesDrawing() -> Drawing { Drawing(size: bounds.size) }

    // MARK: - Updating

    /// Decodes the images the control will draw and renders each at the pixel size it is shown
    /// at, for the widget's scale factor (``NodeRenderer/prepareImages(in:pixelScale:)``), so that
    /// its first frame finds their textures made: done once per store and size, not in a
    /// frame. Called when the widget is realised (before it has a size, only the decoding is
    /// done then) and when it gets a size (``prepareForNewSize()``); call it again after giving
    /// the control new images (a spinner's new items) to keep that work out of the next frame
    /// too. Does nothing when the renderer has no image store.
    public func prepareImages() {
        guard renderer.images != nil else { return }
        preparations += 1
        renderer.prepareImages(in: controlImagesDrawing(), pixelScale: Double(gtk_widget_get_scale_factor(widget)))
    }

    /// The widget was realised: its images are decoded (``prepareImages()``; it has no size
    /// yet). A subclass that watches more (the spinner, its window's size) starts here.
    func realized() {
        prepareImages()
    }

    /// Redraws, republishes the accessible value and starts the frame clock if the control needs
    /// frames. ``ModelWidget`` calls it after every change.
    public func invalidate() {
        guard isAlive else { return }
        redraw()
        updateAccessibility()
        if controlNeedsFrames, tickID == nil {
            tickID = gtk_widget_add_tick_callback(widget, DrawingAreaHost.onTick, opaqueSelf, nil)
        }
    }

    /// Queues a redraw of everything the control is drawn in (the widget; a spinner's pop-up too).
    func redraw() {
        gtk_widget_queue_draw(widget)
    }

    /// Seconds on GLib's monotonic clock, the time base of the frame clock and of every event sent.
    public static var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// The widget's current size in points as the control's bounds.
    public var bounds: Rect {
        Rect(x: 0, y: 0, width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
    }

    /// Whether the widget lays out right to left (GTK's text direction).
    public var isRightToLeft: Bool { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }

    /// Whether the user turned animations off (the `gtk-enable-animations` setting is false).
    public var isReduceMotionEnabled: Bool {
        guard let settings = gtk_widget_get_settings(widget) else { return false }
        var value = GValue()
        g_value_init(&value, rc_type_boolean())
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self),
                              "gtk-enable-animations", &value)
        return g_value_get_boolean(&value) == 0
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
        lastPointerTime = Self.now
        send(PointerEvent(phase: .began, location: dragStart, timestamp: lastPointerTime, tapCount: Swift.max(1, count)))
    }

    /// A drag's motion or end, `offsetX`/`offsetY` from where it began, `age` seconds ago (a
    /// motion GTK merged into a later one); timestamps never go back.
    func dragged(offsetX: Double, offsetY: Double, phase: PointerEvent.Phase, age: Double = 0) {
        guard isPressed else { return }
        if phase != .moved { isPressed = false }
        let location = Point(x: dragStart.x + offsetX, y: dragStart.y + offsetY)
        let timestamp = Swift.max(lastPointerTime, Self.now - Swift.max(0, age))
        lastPointerTime = timestamp
        send(PointerEvent(phase: phase, location: location, timestamp: timestamp))
    }

    func cancelled() {
        guard isPressed else { return }
        isPressed = false
        send(PointerEvent(phase: .cancelled, location: dragStart, timestamp: Self.now))
    }

    func scrolled(_ input: ScrollInput) -> Bool {
        guard controlScroll(input, at: Self.now) else { return false }
        invalidate()
        return true
    }

    func keyPressed(_ keyval: guint) -> Bool {
        guard let key = Self.controlKey(for: keyval), controlKey(key, at: Self.now) else { return false }
        showFocusAfterKey()
        invalidate()
        return true
    }

    func tick(frameTime: Double) -> Bool {
        guard isAlive else { return false }
        controlAdvance(to: frameTime)
        redraw()
        updateAccessibility()
        if controlNeedsFrames { return true }
        tickID = nil
        return false
    }

    func draw(_ context: OpaquePointer, width: Int32, height: Int32) {
        guard isAlive else { return }
        if followsTheme {
            let key = themeKey()
            if key != themeKeyDrawn {
                renderer.theme = themeFromStyle(fallback: renderer.theme)
                themeKeyDrawn = key
            }
        }
        // The recording surface's device scale is 1 even at GDK_SCALE=2: the widget's scale
        // factor tells the renderer which pixels images will land on.
        let drawing = controlDrawing(in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        if let node = renderer.node(for: drawing, pixelScale: Double(gtk_widget_get_scale_factor(widget))) {
            gsk_render_node_draw(node, context)
            gsk_render_node_unref(node)
        }
        hasDrawn = true
        framesDrawn &+= 1
        if drawsFocusRing { drawFocusRing(context, width: width, height: height) }
    }

    func destroyed() {
        if let tickID { gtk_widget_remove_tick_callback(widget, tickID) }
        tickID = nil
        isAlive = false
    }

    private func send(_ event: PointerEvent) {
        controlHandle(event)
        invalidate()
    }

    /// Maps GDK key values to control keys; `nil` for any other key.
    public static func controlKey(for keyval: guint) -> ControlKey? {
        switch Int32(keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: return .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: return .down
        case GDK_KEY_Left, GDK_KEY_KP_Left: return .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: return .right
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return .pageDown
        case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
        case GDK_KEY_End, GDK_KEY_KP_End: return .end
        case GDK_KEY_space, GDK_KEY_Return, GDK_KEY_KP_Enter: return .activate
        case GDK_KEY_Escape: return .escape
        case GDK_KEY_Tab, GDK_KEY_KP_Tab: return .nextPart
        case GDK_KEY_ISO_Left_Tab: return .previousPart
        default: return nil
        }
    }
}
