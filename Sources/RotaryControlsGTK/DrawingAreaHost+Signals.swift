import CGtk4
import RotaryControls

extension DrawingAreaHost {
    // MARK: - Attaching

    func attachDrawFunc() {
        // The draw function holds the one strong reference GTK keeps to the host; its destroy
        // notify (when the widget is finalised) breaks the host ↔ control cycle and releases it.
        let retained = Unmanaged.passRetained(self).toOpaque()
        let area = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkDrawingArea.self)
        gtk_drawing_area_set_draw_func(area, { _, context, width, height, data in
            guard let cairo = context else { return }
            let address = UInt(bitPattern: data)
            nonisolated(unsafe) let context = cairo
            MainActor.assumeIsolated { DrawingAreaHost.host(address).draw(context, width: width, height: height) }
        }, retained, { data in
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated {
                let host = Unmanaged<DrawingAreaHost>.fromOpaque(UnsafeMutableRawPointer(bitPattern: address)!)
                host.takeUnretainedValue().destroyed()
                host.release()
            }
        })
    }

    /// Decodes the control's images when the widget is realised, before its first frame.
    func attachRealize() {
        connect(OpaquePointer(widget), "realize", unsafeBitCast(Self.onRealize, to: GCallback.self))
    }

    /// Renders the control's images for each new size (``prepareForNewSize()``), and for a new
    /// scale factor (the window moved to a monitor of another scale: the same size in points,
    /// other pixels).
    func attachResize() {
        connect(OpaquePointer(widget), "resize", unsafeBitCast(Self.onResize, to: GCallback.self))
        connect(OpaquePointer(widget), "notify::scale-factor", unsafeBitCast(Self.onScaleFactorChanged, to: GCallback.self))
    }

    func attachGestures() {
        let click = gtk_gesture_click_new()
        connect(click, "pressed", unsafeBitCast(Self.onPressed, to: GCallback.self))
        add(click)
        let drag = gtk_gesture_drag_new()
        connect(drag, "drag-update", unsafeBitCast(Self.onDragUpdate, to: GCallback.self))
        connect(drag, "drag-end", unsafeBitCast(Self.onDragEnd, to: GCallback.self))
        connect(drag, "cancel", unsafeBitCast(Self.onCancel, to: GCallback.self))
        add(drag)
    }

    func attachScrollAndKeys() {
        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)
        connect(scroll, "scroll", unsafeBitCast(Self.onScroll, to: GCallback.self))
        add(scroll)
        let keys = gtk_event_controller_key_new()
        connect(keys, "key-pressed", unsafeBitCast(Self.onKeyPressed, to: GCallback.self))
        add(keys)
    }

    /// `g_signal_connect` is a macro: this is its expansion, with the host as (unretained) user data.
    private func connect(_ instance: OpaquePointer?, _ signal: String, _ callback: GCallback) {
        g_signal_connect_data(UnsafeMutableRawPointer(instance), signal, callback, opaqueSelf, nil, GConnectFlags(rawValue: 0))
    }

    private func add(_ controller: OpaquePointer?) {
        gtk_widget_add_controller(widget, controller)
    }

    // MARK: - C callbacks

    typealias PressedCallback = @convention(c) (OpaquePointer?, gint, gdouble, gdouble, gpointer?) -> Void
    typealias DragCallback = @convention(c) (OpaquePointer?, gdouble, gdouble, gpointer?) -> Void
    typealias CancelCallback = @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void
    typealias ScrollCallback = @convention(c) (OpaquePointer?, gdouble, gdouble, gpointer?) -> gboolean
    typealias KeyCallback = @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean

    typealias WidgetCallback = @convention(c) (OpaquePointer?, gpointer?) -> Void

    static let onRealize: WidgetCallback = { _, data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated { host(address).realized() }
    }

    typealias NotifyCallback = @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void

    static let onScaleFactorChanged: NotifyCallback = { _, _, data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated { host(address).prepareForNewSize() }
    }

    typealias ResizeCallback = @convention(c) (OpaquePointer?, gint, gint, gpointer?) -> Void

    static let onResize: ResizeCallback = { _, _, _, data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated { host(address).prepareForNewSize() }
    }

    static let onPressed: PressedCallback = { _, count, x, y, data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated { host(address).pressed(x: x, y: y, count: Int(count)) }
    }

    /// A motion, after the earlier ones GTK merged into it (``GtkMotionHistory``).
    static let onDragUpdate: DragCallback = { gesture, dx, dy, data in
        let address = UInt(bitPattern: data)
        let merged = GtkMotionHistory(of: gesture).samples
        MainActor.assumeIsolated {
            let host = host(address)
            for earlier in merged {
                host.dragged(offsetX: dx + earlier.dx, offsetY: dy + earlier.dy, phase: .moved, age: earlier.age)
            }
            host.dragged(offsetX: dx, offsetY: dy, phase: .moved)
        }
    }

    static let onDragEnd: DragCallback = { _, dx, dy, data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated { host(address).dragged(offsetX: dx, offsetY: dy, phase: .ended) }
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

    static let onKeyPressed: KeyCallback = { _, keyval, _, _, data in
        let address = UInt(bitPattern: data)
        return MainActor.assumeIsolated { host(address).keyPressed(keyval) ? 1 : 0 }
    }

    static let onTick: GtkTickCallback = { _, clock, data in
        let time = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
        let address = UInt(bitPattern: data)
        return MainActor.assumeIsolated { host(address).tick(frameTime: time) ? 1 : 0 }
    }

    // MARK: - Accessibility

    /// Publishes the focused part's label and value as the slider's label and value properties through
    /// `gtk_accessible_update_property_value` (the non-variadic form). GTK 4.8's AT-SPI
    /// backend may not forward them to screen readers; newer GTK exposes them as the Value interface.
    /// Skips the update when the value is the one last published (most frames and moves).
    func updateAccessibility() {
        guard let value = controlAccessibleValue, value != publishedValue else { return }
        publishedValue = value
        var values = [GValue](repeating: GValue(), count: 5)
        for index in 0..<3 { g_value_init(&values[index], rc_type_double()) }
        g_value_init(&values[3], rc_type_string())
        g_value_init(&values[4], rc_type_string())
        g_value_set_double(&values[0], value.range.minimum)
        g_value_set_double(&values[1], value.range.maximum)
        g_value_set_double(&values[2], value.range.current)
        g_value_set_string(&values[3], value.text)
        g_value_set_string(&values[4], value.label)
        var properties = [GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX,
                          GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                          GTK_ACCESSIBLE_PROPERTY_LABEL]
        let accessible = OpaquePointer(widget)
        // An empty label is not published: it would wipe a name the app gave the widget itself.
        gtk_accessible_update_property_value(accessible, value.label.isEmpty ? 4 : 5, &properties, &values)
        for index in 0..<5 { g_value_unset(&values[index]) }
    }
}

/// What the host last published to assistive technologies: the focused part's numbers and text.
struct PublishedValue: Equatable {
    /// The bounds and the current value (never NaN).
    var range: AccessibilityRange
    /// The spoken value, e.g. "3 turns".
    var text: String
    /// The part's name, e.g. "Volume" (GTK's accessible label).
    var label: String
}
