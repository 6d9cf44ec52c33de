import CGtk4
import RotaryControls

/// GTK's input in the core's vocabulary: the gesture, scroll and key controllers, their C
/// callbacks, GDK's keys and modifier state.
extension ControlWidgetHost {
    // MARK: - Attaching

    /// Adds GTK's gesture, scroll and key controllers to the widget, and redraws when a state
    /// change changes the theme's colours (``stateChanged()``).
    func attachControllers() {
        let click = gtk_gesture_click_new(), drag = gtk_gesture_drag_new(), key = gtk_event_controller_key_new()
        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)
        connect(click, "pressed", Self.onPressed)
        connect(drag, "drag-update", Self.onDragUpdate)
        connect(drag, "drag-end", Self.onDragEnd)
        connect(drag, "cancel", Self.onCancel)
        connect(scroll, "scroll", Self.onScroll)
        connect(key, "key-pressed", Self.onKeyPressed)
        for controller in [click, drag, scroll, key] { gtk_widget_add_controller(widget, controller) }
        connect(OpaquePointer(widget), "state-flags-changed", Self.onStateFlagsChanged)
    }

    /// `g_signal_connect` is a macro: this is its expansion for a C function `callback`, with the
    /// host as (unretained) user data; answers the handler's id.
    @discardableResult
    func connect<Callback>(_ instance: OpaquePointer?, _ signal: String, _ callback: Callback) -> gulong {
        g_signal_connect_data(
            UnsafeMutableRawPointer(instance), signal, unsafeBitCast(callback, to: GCallback.self), opaqueSelf, nil,
            GConnectFlags(rawValue: 0))
    }

    // MARK: - C callbacks

    typealias PressedCallback = @convention(c) (OpaquePointer?, gint, gdouble, gdouble, gpointer?) -> Void
    typealias DragCallback = @convention(c) (OpaquePointer?, gdouble, gdouble, gpointer?) -> Void
    typealias CancelCallback = @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void
    typealias ScrollCallback = @convention(c) (OpaquePointer?, gdouble, gdouble, gpointer?) -> gboolean
    typealias KeyCallback = @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean

    static let onPressed: PressedCallback = { gesture, count, x, y, data in
        let modifiers = currentModifiers(gesture)
        withHost(data) { $0.pressed(x: x, y: y, count: Int(count), modifiers: modifiers) }
    }

    /// The keys held with the event a controller is handling.
    static func currentModifiers(_ controller: OpaquePointer?) -> PointerModifiers {
        guard let controller else { return [] }
        return pointerModifiers(gtk_event_controller_get_current_event_state(controller))
    }

    /// A motion, after the earlier ones GTK merged into it (``GtkMotionHistory``).
    static let onDragUpdate: DragCallback = { gesture, dx, dy, data in
        let merged = GtkMotionHistory.samples(of: gesture)
        let modifiers = currentModifiers(gesture)
        withHost(data) { host in
            for earlier in merged {
                host.dragged(
                    offsetX: dx + earlier.dx, offsetY: dy + earlier.dy, phase: .moved, age: earlier.age,
                    modifiers: modifiers)
            }
            host.dragged(offsetX: dx, offsetY: dy, phase: .moved, modifiers: modifiers)
        }
    }

    static let onDragEnd: DragCallback = { gesture, dx, dy, data in
        let modifiers = currentModifiers(gesture)
        withHost(data) { $0.dragged(offsetX: dx, offsetY: dy, phase: .ended, modifiers: modifiers) }
    }

    static let onCancel: CancelCallback = { _, _, data in withHost(data) { $0.cancelled() } }

    /// Wheels report notches (`GDK_SCROLL_UNIT_WHEEL`), touchpads a distance in points; GTK's
    /// positive `dy` is downwards, the core's positive scroll is up.
    static let onScroll: ScrollCallback = { controller, _, dy, data in
        let isWheel = gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL
        return withHost(data) { $0.controlScroll(isWheel ? .notches(-dy) : .points(-dy), at: now) ? 1 : 0 }
    }

    static let onKeyPressed: KeyCallback = { _, keyval, _, state, data in
        withHost(data) { $0.keyPressed(keyval, state: state) ? 1 : 0 }
    }

    static let onTick: GtkTickCallback = { _, clock, data in
        let time = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
        return withHost(data) { $0.tick(frameTime: time) ? 1 : 0 }
    }

    typealias StateFlagsCallback = @convention(c) (OpaquePointer?, GtkStateFlags, gpointer?) -> Void

    static let onStateFlagsChanged: StateFlagsCallback = { _, _, data in withHost(data) { $0.stateChanged() } }

    // MARK: - Keys

    /// A key: a digit or Ctrl+E opens the value entry (``ValueEntryPopover``) on a control that
    /// takes typing; other keys go to the control; Return/Enter it did not use opens the entry.
    func keyPressed(_ keyval: guint, state: GdkModifierType = GdkModifierType(rawValue: 0)) -> Bool {
        if let trigger = ValueEntryTrigger.forKey(keyval, state: state), openValueEntry(trigger) { return true }
        if let key = Self.controlKey(for: keyval), controlKey(key, at: Self.now) {
            // Keys used by the control make focus visible in its window, as GTK's own key
            // navigation does (a key the control consumes never reaches the window's handler).
            if let window { gtk_window_set_focus_visible(window, 1) }
            return true
        }
        let isEnter = Int32(keyval) == GDK_KEY_Return || Int32(keyval) == GDK_KEY_KP_Enter
        return isEnter && openValueEntry(.editCurrent)
    }

    /// The keys held with a GTK event (`GdkModifierType`) as pointer modifiers.
    nonisolated public static func pointerModifiers(_ state: GdkModifierType) -> PointerModifiers {
        var modifiers: PointerModifiers = []
        if state.rawValue & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
        if state.rawValue & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.option) }
        if state.rawValue & (GDK_SUPER_MASK.rawValue | GDK_META_MASK.rawValue) != 0 { modifiers.insert(.command) }
        return modifiers
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
