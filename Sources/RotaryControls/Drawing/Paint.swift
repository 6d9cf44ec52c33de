/// What fills or strokes a shape: a colour, a colour by role, an angular gradient along an arc
/// or a radial gradient filling a shape.
public enum Paint: Hashable, Sendable {
    /// A fixed sRGB colour.
    case color(DrawingColor)
    /// A colour by role, resolved by the platform.
    case semantic(SemanticColor)
    /// An angular gradient along an arc (used for stroked arcs; other shapes take its first
    /// colour).
    case gradient(ArcGradient)
    /// A radial gradient (used for filled circles, ellipses and paths; strokes and text take
    /// its first colour).
    case radialGradient(RadialGradient)

    /// The colour to use where the platform has no roles and no gradients: a semantic colour's
    /// fallback, a gradient's first colour (clear when it has none).
    public var flatColor: DrawingColor {
        switch self {
        case let .color(color): return color
        case let .semantic(role): return role.fallback
        case let .gradient(gradient): return gradient.colors.first ?? .clear
        case let .radialGradient(gradient): return gradient.stops.first?.color ?? .clear
        }
    }
}
