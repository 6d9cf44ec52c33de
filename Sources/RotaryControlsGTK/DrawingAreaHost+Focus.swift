import CGtk4

/// The keyboard focus indicator: GTK's theme draws none for a custom drawing area, so the host
/// strokes one itself (Adwaita's look: a 2-point rounded outline in the accent blue at half
/// opacity), only while the widget has GTK's `:focus-visible` state — after keyboard use, not after
/// a click, as GTK's own widgets do.
extension DrawingAreaHost {
    /// Redraws when focus enters or leaves, so the outline appears and disappears.
    func attachFocus() {
        let focus = gtk_event_controller_focus_new()
        let redraw: FocusCallback = { _, data in
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated { gtk_widget_queue_draw(DrawingAreaHost.host(address).widget) }
        }
        for signal in ["enter", "leave"] {
            g_signal_connect_data(UnsafeMutableRawPointer(focus), signal, unsafeBitCast(redraw, to: GCallback.self),
                                  opaqueSelf, nil, GConnectFlags(rawValue: 0))
        }
        gtk_widget_add_controller(widget, focus)
        // `:focus-visible` can turn on after focus arrived (the first Tab after a click): redraw
        // whenever the state flags change, so the outline follows it.
        let stateChanged: StateFlagsCallback = { _, _, data in
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated { gtk_widget_queue_draw(DrawingAreaHost.host(address).widget) }
        }
        g_signal_connect_data(UnsafeMutableRawPointer(widget), "state-flags-changed",
                              unsafeBitCast(stateChanged, to: GCallback.self), opaqueSelf, nil, GConnectFlags(rawValue: 0))
    }

    typealias StateFlagsCallback = @convention(c) (OpaquePointer?, GtkStateFlags, gpointer?) -> Void

    /// Keys used by the control make focus visible in its window, as GTK's own key navigation
    /// does (a key the control consumes never reaches the window's own handler, which would).
    func showFocusAfterKey() {
        guard let root = gtk_widget_get_root(widget) else { return }
        let instance = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_window_get_type()) != 0 else { return }
        gtk_window_set_focus_visible(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self), 1)
    }

    typealias FocusCallback = @convention(c) (OpaquePointer?, gpointer?) -> Void

    /// Strokes the focus outline inside the widget's edges when focus is visible.
    func drawFocusRing(_ context: OpaquePointer, width: Int32, height: Int32) {
        let flags = gtk_widget_get_state_flags(widget).rawValue
        guard flags & GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue != 0, width > 8, height > 8 else { return }
        let inset = 1.0, radius = 8.0
        let right = Double(width) - inset, bottom = Double(height) - inset
        cairo_save(context)
        cairo_new_sub_path(context)
        cairo_arc(context, right - radius, inset + radius, radius, -.pi / 2, 0)
        cairo_arc(context, right - radius, bottom - radius, radius, 0, .pi / 2)
        cairo_arc(context, inset + radius, bottom - radius, radius, .pi / 2, .pi)
        cairo_arc(context, inset + radius, inset + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(context)
        cairo_set_source_rgba(context, 0x35 / 255.0, 0x84 / 255.0, 0xe4 / 255.0, 0.5)
        cairo_set_line_width(context, 2)
        cairo_stroke(context)
        cairo_restore(context)
    }
}
