import RotaryControls

/// The concrete colours a ``NodeRenderer`` paints semantic roles (tint, label, track…) with.
///
/// A widget fills it from the GTK theme it is drawn in (its foreground colour, the accent colour,
/// the window background) with ``init(label:background:tint:)``; ``light`` and ``dark`` are
/// Adwaita's defaults, for PNG export and for anything drawn before a widget knows its theme.
/// Roles the palette does not list use the light palette's colour, so an empty theme still paints
/// everything.
public struct NodeTheme: Hashable, Sendable {
    /// The colour of each role.
    public var palette: SemanticPalette

    /// A theme painting roles with `palette`'s colours.
    public init(palette: SemanticPalette) {
        self.palette = palette
    }

    /// A theme built from a GTK theme's foreground, background and accent colours
    /// (``RotaryControls/SemanticPalette/derived(label:background:tint:)``: tracks, control
    /// bodies, secondary labels and separators are derived from these three), with
    /// `secondaryLabel` and `separator` in place of the derived ones when given.
    public init(
        label: DrawingColor, background: DrawingColor, tint: DrawingColor, secondaryLabel: DrawingColor? = nil,
        separator: DrawingColor? = nil
    ) {
        palette = .derived(label: label, background: background, tint: tint)
        if let secondaryLabel { palette.colors[.secondaryLabel] = secondaryLabel }
        if let separator { palette.colors[.separator] = separator }
    }

    /// Adwaita's light look: its accent blue as tint, black labels on its light grey.
    public static let light = NodeTheme(
        label: DrawingColor(white: 0, alpha: 0.87), background: DrawingColor(red8: 250, green8: 250, blue8: 250),
        tint: DrawingColor(red8: 53, green8: 132, blue8: 228), secondaryLabel: DrawingColor(white: 0, alpha: 0.55),
        separator: DrawingColor(white: 0, alpha: 0.15))

    /// Adwaita's dark look: a lighter accent blue, white labels on its dark grey.
    public static let dark = NodeTheme(
        label: DrawingColor(white: 1, alpha: 0.92), background: DrawingColor(red8: 36, green8: 36, blue8: 36),
        tint: DrawingColor(red8: 120, green8: 174, blue8: 237), secondaryLabel: DrawingColor(white: 1, alpha: 0.6),
        separator: DrawingColor(white: 1, alpha: 0.2))

    /// The concrete colour of `role`.
    public func color(for role: SemanticColor) -> DrawingColor {
        palette.color(for: role)
    }

    /// The flat colour of a paint: a role resolved by this theme, a fixed colour as is, a
    /// gradient's first colour (clear when it has none).
    public func resolve(_ paint: Paint) -> DrawingColor {
        palette.resolve(paint)
    }
}
