import CGtk4
import RotaryControls

/// The GTK theme's colours as the renderer's semantic colours, so that every control follows the
/// theme and its dark variant (`GTK_THEME=Adwaita:dark`, or the desktop's dark preference).
extension DrawingAreaHost {
    /// The semantic colours of the theme the widget is drawn in: its foreground colour for labels,
    /// Adwaita's `accent_color` (else `theme_selected_bg_color`) as the tint, and
    /// `window_bg_color` (else `theme_bg_color`) as the background; every other role (secondary
    /// labels, separators, tracks, control bodies) is derived from these three by
    /// `SemanticPalette.derived`. Colours the theme does not name keep `fallback`'s.
    func themeFromStyle(fallback: NodeTheme) -> NodeTheme {
        let context = gtk_widget_get_style_context(widget)
        var foreground = GdkRGBA()
        gtk_style_context_get_color(context, &foreground)
        let accent = Self.lookup(context, "accent_color") ?? Self.lookup(context, "theme_selected_bg_color")
        let background = Self.lookup(context, "window_bg_color") ?? Self.lookup(context, "theme_bg_color")
        return NodeTheme(label: DrawingColor(foreground), background: background ?? fallback.color(for: .background),
                         tint: accent ?? fallback.color(for: .tint))
    }

    /// What the theme colours depend on: the widget's state flags (backdrop, insensitive) and the
    /// settings' theme name and dark preference. The colours are looked up again only when it
    /// changes, not on every frame.
    func themeKey() -> ThemeKey {
        let settings = gtk_settings_get_default()
        var name = GValue()
        g_value_init(&name, GType(16 << 2))  // G_TYPE_STRING
        var dark = GValue()
        g_value_init(&dark, GType(5 << 2))  // G_TYPE_BOOLEAN
        defer { g_value_unset(&name); g_value_unset(&dark) }
        if let settings {
            let object = UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self)
            g_object_get_property(object, "gtk-theme-name", &name)
            g_object_get_property(object, "gtk-application-prefer-dark-theme", &dark)
        }
        let themeName = g_value_get_string(&name).map { String(cString: $0) } ?? ""
        return ThemeKey(stateFlags: gtk_widget_get_state_flags(widget).rawValue, themeName: themeName,
                        prefersDark: g_value_get_boolean(&dark) != 0)
    }

    /// The inputs of ``themeFromStyle(fallback:)`` that can change while the widget lives.
    struct ThemeKey: Equatable {
        var stateFlags: UInt32
        var themeName: String
        var prefersDark: Bool
    }

    private static func lookup(_ context: UnsafeMutablePointer<GtkStyleContext>?, _ name: String) -> DrawingColor? {
        var color = GdkRGBA()
        guard gtk_style_context_lookup_color(context, name, &color) != 0 else { return nil }
        return DrawingColor(color)
    }
}

extension DrawingColor {
    /// A GDK colour (components 0…1) as a drawing colour.
    init(_ rgba: GdkRGBA) {
        self.init(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }

}
