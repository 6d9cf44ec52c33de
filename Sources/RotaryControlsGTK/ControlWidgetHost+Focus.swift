import CGtk4

/// The keyboard focus indicator: GTK's theme draws none for a custom widget, so the host
/// appends one itself (Adwaita's look: a 2-point rounded outline in the accent blue at half
/// opacity), only while the widget has GTK's `:focus-visible` state — after keyboard use, not after
/// a click, as GTK's own widgets do.
extension ControlWidgetHost {
    /// Redraws when the outline appears or disappears and when the state changes the theme's
    /// colours (backdrop, insensitive) — not on every state change (hover, press).
    func attachFocus() {
        let stateChanged: StateFlagsCallback = { _, _, data in
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated { ControlWidgetHost.host(address).stateChanged() }
        }
        g_signal_connect_data(UnsafeMutableRawPointer(widget), "state-flags-changed",
                              unsafeBitCast(stateChanged, to: GCallback.self), opaqueSelf, nil, GConnectFlags(rawValue: 0))
    }

    typealias StateFlagsCallback = @convention(c) (OpaquePointer?, GtkStateFlags, gpointer?) -> Void

    /// Whether the focus outline shows now.
    var showsFocusRing: Bool {
        drawsFocusRing && gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue != 0
    }

    /// The state flags changed: a redraw when the outline or the theme's colours changed with
    /// them; the accessible parts' focus follows the widget's (a range's focused handle).
    func stateChanged() {
        guard isAlive else { return }
        updateAccessibility()
        if showsFocusRing != focusRingDrawn || (followsTheme && themeColors != nil && readThemeColors() != themeColors) {
            forceRedraw()
        }
    }

    /// Keys used by the control make focus visible in its window, as GTK's own key navigation
    /// does (a key the control consumes never reaches the window's own handler, which would).
    func showFocusAfterKey() {
        guard let window = GtkRootWindow.of(widget) else { return }
        gtk_window_set_focus_visible(window, 1)
    }

    /// Appends the focus outline inside the widget's edges when focus is visible.
    func appendFocusRing(to snapshot: OpaquePointer) {
        focusRingDrawn = showsFocusRing
        let width = Float(gtk_widget_get_width(widget)), height = Float(gtk_widget_get_height(widget))
        guard focusRingDrawn, width > 8, height > 8 else { return }
        var area = graphene_rect_t()
        graphene_rect_init(&area, 0, 0, width, height)
        var outline = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&outline, &area, 9)
        let widths: [Float] = [2, 2, 2, 2]
        let blue = GdkRGBA(red: 0x35 / 255.0, green: 0x84 / 255.0, blue: 0xe4 / 255.0, alpha: 0.5)
        let colors = [blue, blue, blue, blue]
        gtk_snapshot_append_border(snapshot, &outline, widths, colors)
    }
}
