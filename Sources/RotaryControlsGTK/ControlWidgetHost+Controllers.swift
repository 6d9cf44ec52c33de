import CGtk4
import RotaryControls

extension ControlWidgetHost {
    // MARK: - Attaching

    /// Adds GTK's gesture, scroll and key controllers to the widget.
    func attachControllers() {
        attach(gtk_gesture_click_new(), [("pressed", unsafeBitCast(Self.onPressed, to: GCallback.self))])
        attach(
            gtk_gesture_drag_new(),
            [
                ("drag-update", unsafeBitCast(Self.onDragUpdate, to: GCallback.self)),
                ("drag-end", unsafeBitCast(Self.onDragEnd, to: GCallback.self)),
                ("cancel", unsafeBitCast(Self.onCancel, to: GCallback.self)),
            ])
        attach(
            gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL),
            [("scroll", unsafeBitCast(Self.onScroll, to: GCallback.self))])
        attach(gtk_event_controller_key_new(), [("key-pressed", unsafeBitCast(Self.onKeyPressed, to: GCallback.self))])
    }

    /// `g_signal_connect` is a macro: this is its expansion, with the host as (unretained) user
    /// data; answers the handler's id.
    @discardableResult
    func connect(_ instance: UnsafeMutableRawPointer?, _ signal: String, _ callback: GCallback) -> gulong {
        g_signal_connect_data(instance, signal, callback, opaqueSelf, nil, GConnectFlags(rawValue: 0))
    }

    private func attach(_ controller: OpaquePointer?, _ signals: [(String, GCallback)]) {
        for (signal, callback) in signals { connect(UnsafeMutableRawPointer(controller), signal, callback) }
        gtk_widget_add_controller(widget, controller)
    }

    // MARK: - C callbacks

    typealias PressedCallback = @convention(c) (OpaquePointer?, gint, gdouble, gdouble, gpointer?) -> Void
    typealias DragCallback = @convention(c) (OpaquePointer?, gdouble, gdouble, gpointer?) -> Void
    typealias CancelCallback = @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void
    typealias ScrollCallback = @convention(c) (OpaquePointer?, gdouble, gdouble, gpointer?) -> gboolean
    typealias KeyCallback = @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean

    static let onPressed: PressedCallback = { gesture, count, x, y, data in
        let address = UInt(bitPattern: data)
        let modifiers = currentModifiers(gesture)
        MainActor.assumeIsolated { host(address).pressed(x: x, y: y, count: Int(count), modifiers: modifiers) }
    }

    /// The keys held with the event a controller is handling.
    static func currentModifiers(_ controller: OpaquePointer?) -> PointerModifiers {
        guard let controller else { return [] }
        return pointerModifiers(gtk_event_controller_get_current_event_state(controller))
    }

    /// A motion, after the earlier ones GTK merged into it (``GtkMotionHistory``).
    static let onDragUpdate: DragCallback = { gesture, dx, dy, data in
        let address = UInt(bitPattern: data)
        let merged = GtkMotionHistory.samples(of: gesture)
        let modifiers = currentModifiers(gesture)
        MainActor.assumeIsolated {
            let host = host(address)
            for earlier in merged {
                host.dragged(
                    offsetX: dx + earlier.dx, offsetY: dy + earlier.dy, phase: .moved, age: earlier.age,
                    modifiers: modifiers)
            }
            host.dragged(offsetX: dx, offsetY: dy, phase: .moved, modifiers: modifiers)
        }
    }

    static let onDragEnd: DragCallback = { gesture, dx, dy, data in
        let address = UInt(bitPattern: data)
        let modifiers = currentModifiers(gesture)
        MainActor.assumeIsolated {
            host(address).dragged(offsetX: dx, offsetY: dy, phase: .ended, modifiers: modifiers)
        }
    }

    static let onCancel: CancelCallback = { _, _, data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated { host(address).cancelled() }
    }

    /// Wheels report notches (`GDK_SCROLL_UNIT_WHEEL`), touchpads a distance in points; GTK's
    /// positive `dy` is downwards, the core's positive scroll is up.
    static let onScroll: ScrollCallback = { controller, _, dy, data in
        let address = UInt(bitPattern: data)
        let isWheel = gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL
        return MainActor.assumeIsolated {
            host(address).scrolled(isWheel ? .notches(-dy) : .points(-dy)) ? 1 : 0
        }
    }

    static let onKeyPressed: KeyCallback = { _, keyval, _, state, data in
        let address = UInt(bitPattern: data)
        return MainActor.assumeIsolated { host(address).keyPressed(keyval, state: state) ? 1 : 0 }
    }

    static let onTick: GtkTickCallback = { _, clock, data in
        let time = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
        let address = UInt(bitPattern: data)
        return MainActor.assumeIsolated { host(address).tick(frameTime: time) ? 1 : 0 }
    }
}
