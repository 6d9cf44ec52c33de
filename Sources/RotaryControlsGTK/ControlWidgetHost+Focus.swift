import CGtk4

/// The keyboard focus indicator: GTK draws it from the style ``ThemeProbes`` installs (Adwaita's
/// look: a 2-point rounded outline in the accent blue at half opacity, inside the widget's edges,
/// the CSS `outline` of the `rotarycontrol` node), only while the widget has GTK's
/// `:focus-visible` state — after keyboard use, not after a click, as GTK's own widgets do. A
/// spinner's pop-up has none.
extension ControlWidgetHost {
    /// Redraws when a state change changes the theme's colours (backdrop, insensitive) — not on
    /// every state change (hover, press).
    func attachFocus() {
        let stateChanged: StateFlagsCallback = { _, _, data in
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated { ControlWidgetHost.host(address).stateChanged() }
        }
        connect(UnsafeMutableRawPointer(widget), "state-flags-changed", unsafeBitCast(stateChanged, to: GCallback.self))
    }

    typealias StateFlagsCallback = @convention(c) (OpaquePointer?, GtkStateFlags, gpointer?) -> Void

    /// The state flags changed: a redraw when the theme's colours changed with them; the
    /// accessible parts' focus follows the widget's (a range's focused handle).
    func stateChanged() {
        guard isAlive else { return }
        updateAccessibility()
        if followsTheme, themeColors != nil, readThemeColors() != themeColors { forceRedraw() }
    }

    /// Keys used by the control make focus visible in its window, as GTK's own key navigation
    /// does (a key the control consumes never reaches the window's own handler, which would).
    func showFocusAfterKey() {
        guard let window else { return }
        gtk_window_set_focus_visible(window, 1)
    }
}
