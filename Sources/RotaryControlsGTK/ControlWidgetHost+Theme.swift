import CGtk4
import RotaryControls

/// The GTK theme's colours as the renderer's semantic colours, so that every control follows the
/// theme and its dark variant (`GTK_THEME=Adwaita:dark`, or the desktop's dark preference),
/// read through current API only: `gtk_widget_get_color`.
extension ControlWidgetHost {
    /// The colours the theme gives the widget now: its own foreground (`color`, which follows
    /// its state: backdrop, insensitive) for labels, the theme's accent colour as the tint and
    /// its window background (read from ``ThemeProbes``).
    func readThemeColors() -> ThemeColors {
        var foreground = GdkRGBA()
        gtk_widget_get_color(widget, &foreground)
        return ThemeColors(
            label: DrawingColor(foreground), tint: ThemeProbes.shared.color(of: .accent),
            background: ThemeProbes.shared.color(of: .background))
    }

    /// The state flags changed: a redraw when the theme's colours changed with them (backdrop,
    /// insensitive; not hover or press); the accessible parts' focus follows the widget's (a
    /// range's focused handle).
    func stateChanged() {
        guard isAlive else { return }
        updateAccessibility()
        if followsTheme, themeColors != nil, readThemeColors() != themeColors { forceRedraw() }
    }

    /// Gives the renderer the theme's colours when they changed since the last snapshot; every
    /// other role (secondary labels, separators, tracks, control bodies) is derived from these
    /// three by `SemanticPalette.derived`.
    func applyTheme() {
        let colors = readThemeColors()
        guard colors != themeColors else { return }
        themeColors = colors
        renderer.theme = NodeTheme(label: colors.label, background: colors.background, tint: colors.tint)
    }
}

/// The three colours a control's palette is derived from.
struct ThemeColors: Equatable {
    var label: DrawingColor
    var tint: DrawingColor
    var background: DrawingColor
}

/// Widgets that are never shown, each with a CSS class whose `color` is one of the theme's named
/// colours, so that `gtk_widget_get_color` reads that colour (GTK has no other current API for
/// a named colour). The rules live in one style provider added once to the default display, at
/// the application priority (so that no theme rule for labels wins over them).
///
/// Themes name their colours differently: libadwaita's `accent_bg_color` and `window_bg_color`,
/// GTK's own theme `theme_selected_bg_color` and `theme_bg_color`. A name the theme does not
/// define leaves its probe at CSS's initial colour (opaque white), so each role takes the first
/// of its names whose probe is not opaque white (the last one's colour when none is).
@MainActor
final class ThemeProbes {
    enum Role: CaseIterable {
        case accent, background

        /// The theme colour names tried, in order.
        var names: [String] {
            switch self {
            case .accent: ["accent_bg_color", "accent_color", "theme_selected_bg_color"]
            case .background: ["window_bg_color", "theme_bg_color"]
            }
        }
    }

    /// The set every control reads (made on first use, kept for the process: its probes are
    /// never let go).
    static let shared = ThemeProbes()

    private var probes: [Role: [UnsafeMutablePointer<GtkWidget>]] = [:]
    private static var isStyleInstalled = false

    private init() {
        Self.installStyle()
        for role in Role.allCases {
            probes[role] = role.names.map { name in
                let probe = gtk_label_new(nil)!
                g_object_ref_sink(UnsafeMutableRawPointer(probe))
                gtk_widget_add_css_class(probe, "rotarycontrols-" + name)
                return probe
            }
        }
    }

    /// The theme's colour for `role`.
    func color(of role: Role) -> DrawingColor {
        var rgba = GdkRGBA()
        for probe in probes[role] ?? [] {
            gtk_widget_get_color(probe, &rgba)
            if !(rgba.red == 1 && rgba.green == 1 && rgba.blue == 1 && rgba.alpha == 1) { break }
        }
        return DrawingColor(rgba)
    }

    /// Adds the probes' rules and the controls' focus outline to the default display, once. GTK
    /// draws the outline (Adwaita's look: 2 points, rounded, the accent blue at half opacity,
    /// inside the widget's edges) only while the widget has GTK's `:focus-visible` state — after
    /// keyboard use, not after a click, as GTK's own widgets do. A spinner's pop-up has none.
    static func installStyle() {
        guard !isStyleInstalled, let display = gdk_display_get_default() else { return }
        isStyleInstalled = true
        let names = Role.allCases.flatMap(\.names)
        let rules =
            names.map { "label.rotarycontrols-\($0) { color: @\($0); }" }.joined(separator: "\n") + """

                rotarycontrol:focus-visible {
                    outline: 2px solid rgba(53, 132, 228, 0.5); outline-offset: -2px; border-radius: 9px;
                }
                rotarycontrol.rotarycontrols-pop-up:focus-visible { outline-style: none; }
                """
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_string(provider, rules)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider),
            guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
}

extension DrawingColor {
    /// A GDK colour (components 0…1) as a drawing colour.
    init(_ rgba: GdkRGBA) {
        self.init(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }
}
