/// Concrete colours for every ``SemanticColor``: what a renderer without platform roles (SVG,
/// Cairo) paints, and what the dark-mode contrast tests check.
///
/// ``light`` and ``dark`` are Apple's system colours; ``derived(label:background:tint:)`` builds
/// a whole palette from the three colours a desktop theme names (GTK: foreground, window
/// background, accent), so every role follows that theme.
public struct SemanticPalette: Hashable, Sendable {
    /// The colour of each role.
    public var colors: [SemanticColor: DrawingColor]

    /// Creates a palette; roles left out use the light palette's colour.
    public init(colors: [SemanticColor: DrawingColor]) {
        self.colors = colors
    }

    /// The concrete colour of `role` (the light palette's when this palette lacks it).
    public func color(for role: SemanticColor) -> DrawingColor {
        colors[role] ?? SemanticPalette.lightColor(role)
    }

    /// The flat colour of a paint in this palette: a role's colour, a fixed colour as is, a
    /// gradient's first colour (clear when it has none).
    public func resolve(_ paint: Paint) -> DrawingColor {
        if case let .semantic(role) = paint { return color(for: role) }
        return paint.flatColor
    }

    /// Apple's light-mode system colours (iOS `systemBlue`, `label`, `systemGray4`, …).
    public static let light = SemanticPalette(
        colors: Dictionary(
            uniqueKeysWithValues: SemanticColor.allCases.map {
                ($0, lightColor($0))
            }))

    /// Apple's dark-mode system colours.
    public static let dark = SemanticPalette(colors: [
        .tint: DrawingColor(red8: 10, green8: 132, blue8: 255),
        .label: .white,
        .secondaryLabel: DrawingColor(red8: 235, green8: 235, blue8: 245, alpha: 0.6),
        .separator: DrawingColor(red8: 84, green8: 84, blue8: 88, alpha: 0.6),
        .background: .black,
        .track: DrawingColor(red8: 72, green8: 72, blue8: 74),
        .controlBackground: DrawingColor(red8: 50, green8: 50, blue8: 52),
        .pressedControlBackground: DrawingColor(red8: 72, green8: 72, blue8: 74),
    ])

    /// A palette built from a theme's foreground (`label`), background and accent (`tint`)
    /// colours: secondary labels and separators are the foreground at 70 % and 22 % opacity, the
    /// track is the background mixed 22 % towards the foreground, the control body is the
    /// background lightened (70 % towards white on a light background, 14 % towards the
    /// foreground on a dark one), and the pressed body is the body mixed 10 % towards the
    /// foreground. A tint that contrasts less than 3:1 with the background (GTK's dark Adwaita
    /// names a dark selection blue) is mixed towards the foreground in tenths until it does.
    /// Translucent foreground and background colours are first made opaque over each other
    /// (the background over white).
    public static func derived(label: DrawingColor, background: DrawingColor, tint: DrawingColor) -> SemanticPalette {
        let ground = background.composited(over: .white)
        let ink = label.composited(over: ground)
        let named = tint.composited(over: ground)
        var tint = named
        for step in 1...10 where tint.contrastRatio(with: ground) < 3 {
            tint = named.mixed(with: ink, fraction: Double(step) / 10)
        }
        let body = ground.isDark ? ground.mixed(with: ink, fraction: 0.14) : ground.mixed(with: .white, fraction: 0.7)
        return SemanticPalette(colors: [
            .tint: tint,
            .label: label,
            .secondaryLabel: label.withAlpha(label.alpha * 0.7),
            .separator: label.withAlpha(label.alpha * 0.22),
            .background: background,
            .track: ground.mixed(with: ink, fraction: 0.22),
            .controlBackground: body,
            .pressedControlBackground: body.mixed(with: ink, fraction: 0.1),
        ])
    }

    private static func lightColor(_ role: SemanticColor) -> DrawingColor {
        switch role {
        case .tint: return .systemBlue
        case .label: return .black
        case .secondaryLabel: return DrawingColor(red8: 60, green8: 60, blue8: 67, alpha: 0.6)
        case .separator: return DrawingColor(red8: 60, green8: 60, blue8: 67, alpha: 0.29)
        case .background: return .white
        case .track: return DrawingColor(red8: 209, green8: 209, blue8: 214)
        case .controlBackground: return DrawingColor(red8: 252, green8: 252, blue8: 253)
        case .pressedControlBackground: return DrawingColor(red8: 229, green8: 229, blue8: 234)
        }
    }
}
