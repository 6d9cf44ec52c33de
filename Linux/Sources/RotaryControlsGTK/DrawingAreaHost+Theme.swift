import CGtk4
import RotaryControls
import RotaryControlsCairo

/// The GTK theme's colours as the renderer's semantic colours, so that every control follows the
/// theme and its dark variant (`GTK_THEME=Adwaita:dark`, or the desktop's dark preference).
extension DrawingAreaHost {
    /// The semantic colours of the theme the widget is drawn in: its foreground colour for labels
    /// (secondary labels and separators are the foreground at lower opacity), Adwaita's
    /// `accent_color` (else `theme_selected_bg_color`) as the tint, and `window_bg_color` (else
    /// `theme_bg_color`) as the background. Roles the theme does not name keep `fallback`'s colours.
    func themeFromStyle(fallback: CairoTheme) -> CairoTheme {
        let context = gtk_widget_get_style_context(widget)
        var colors = fallback.colors
        var foreground = GdkRGBA()
        gtk_style_context_get_color(context, &foreground)
        let label = DrawingColor(foreground)
        colors[.label] = label
        colors[.secondaryLabel] = label.withAlpha(label.alpha * 0.7)
        colors[.separator] = label.withAlpha(label.alpha * 0.22)
        if let accent = Self.lookup(context, "accent_color") ?? Self.lookup(context, "theme_selected_bg_color") {
            colors[.tint] = accent
        }
        if let background = Self.lookup(context, "window_bg_color") ?? Self.lookup(context, "theme_bg_color") {
            colors[.background] = background
        }
        return CairoTheme(colors: colors)
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

    /// The same colour with another alpha.
    func withAlpha(_ alpha: Double) -> DrawingColor {
        DrawingColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
