import RotaryControls

/// Resolves the semantic colours a `Drawing` may name (tint, label, …) to concrete sRGB colours.
///
/// A renderer paints `.semantic(role)` with `color(for: role)`. Roles the theme does not
/// list fall back to `SemanticColor.fallback`, so an empty theme still paints everything.
public struct CairoTheme: Hashable, Sendable {
    /// The colour for each role; a missing role uses the role's own fallback.
    public var colors: [SemanticColor: DrawingColor]

    /// Creates a theme from explicit colours; roles left out use `SemanticColor.fallback`.
    public init(colors: [SemanticColor: DrawingColor] = [:]) {
        self.colors = colors
    }

    /// The light theme: GNOME Adwaita's accent blue as tint, black labels on its light grey; the
    /// track and control body roles derived from these (``SemanticPalette/derived(label:background:tint:)``).
    public static let light = CairoTheme(palette: .derived(
        label: DrawingColor(white: 0, alpha: 0.87), background: DrawingColor(red8: 250, green8: 250, blue8: 250),
        tint: DrawingColor(red8: 53, green8: 132, blue8: 228)), overriding: [
            .secondaryLabel: DrawingColor(white: 0, alpha: 0.55),
            .separator: DrawingColor(white: 0, alpha: 0.15),
        ])

    /// The dark theme: a lighter accent blue, white labels on Adwaita's dark grey; the track and
    /// control body roles derived from these.
    public static let dark = CairoTheme(palette: .derived(
        label: DrawingColor(white: 1, alpha: 0.92), background: DrawingColor(red8: 36, green8: 36, blue8: 36),
        tint: DrawingColor(red8: 120, green8: 174, blue8: 237)), overriding: [
            .secondaryLabel: DrawingColor(white: 1, alpha: 0.6),
            .separator: DrawingColor(white: 1, alpha: 0.2),
        ])

    /// A theme with a palette's colours, some of them replaced by `overrides`.
    public init(palette: SemanticPalette, overriding overrides: [SemanticColor: DrawingColor]) {
        self.init(colors: palette.colors.merging(overrides) { _, override in override })
    }

    /// A theme with a palette's colours.
    public init(palette: SemanticPalette) {
        self.init(colors: palette.colors)
    }

    /// The concrete colour for a semantic role (the role's fallback when the theme lacks it).
    public func color(for role: SemanticColor) -> DrawingColor {
        colors[role] ?? role.fallback
    }

    /// The flat colour of a paint: semantic roles resolved by this theme, a gradient's first colour
    /// (`.clear` for an empty gradient). Angular gradients on arcs are drawn by the renderer itself.
    public func resolve(_ paint: Paint) -> DrawingColor {
        switch paint {
        case let .color(color): return color
        case let .semantic(role): return color(for: role)
        case .gradient, .radialGradient: return paint.flatColor
        }
    }
}
