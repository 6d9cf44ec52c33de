import RotaryControls
import Testing

/// The default styles paint with roles; resolved in every palette (Apple's light and dark, and
/// palettes derived from GNOME Adwaita's light and dark colours as the GTK host builds them),
/// their labels meet WCAG AA (4.5:1) and their graphics the non-text minimum (3:1).
@Suite struct DefaultContrastTests {
    static let palettes: [(String, SemanticPalette)] = [
        ("apple light", .light),
        ("apple dark", .dark),
        (
            "adwaita light",
            .derived(
                label: DrawingColor(white: 0, alpha: 0.8),
                background: DrawingColor(red8: 250, green8: 250, blue8: 250),
                tint: DrawingColor(red8: 53, green8: 132, blue8: 228))
        ),
        (
            "adwaita dark",
            .derived(
                label: .white, background: DrawingColor(red8: 36, green8: 36, blue8: 36),
                tint: DrawingColor(red8: 120, green8: 174, blue8: 237))
        ),
        // What GTK 4.8's own Adwaita:dark names (no accent_color: the selection blue #15539e).
        (
            "gtk 4.8 adwaita dark",
            .derived(
                label: DrawingColor(red8: 238, green8: 238, blue8: 236),
                background: DrawingColor(red8: 53, green8: 53, blue8: 53),
                tint: DrawingColor(red8: 21, green8: 83, blue8: 158))
        ),
    ]

    @Test func aTintTooDarkForTheBackgroundIsLightened() {
        let palette = Self.palettes.last!.1
        let tint = palette.color(for: .tint)
        #expect(tint != DrawingColor(red8: 21, green8: 83, blue8: 158))
        #expect(tint.contrastRatio(with: DrawingColor(red8: 53, green8: 53, blue8: 53)) >= 3)
        // A tint that already stands out is kept as named.
        #expect(Self.palettes[2].1.color(for: .tint) == DrawingColor(red8: 53, green8: 132, blue8: 228))
    }

    /// `paint` as seen on `ground` in `palette` (translucent colours composited).
    static func seen(_ paint: Paint, on ground: DrawingColor, in palette: SemanticPalette) -> DrawingColor {
        palette.resolve(paint).composited(over: ground)
    }

    static func background(_ palette: SemanticPalette) -> DrawingColor {
        palette.color(for: .background).composited(over: .white)
    }

    @Test func contrastFormulaMatchesWCAG() {
        #expect(abs(DrawingColor.black.contrastRatio(with: .white) - 21) < 1e-9)
        #expect(abs(DrawingColor.gray.contrastRatio(with: .gray) - 1) < 1e-9)
        // #767676 on white is the classic 4.54:1.
        #expect(abs(DrawingColor(red8: 118, green8: 118, blue8: 118).contrastRatio(with: .white) - 4.54) < 0.01)
        #expect(DrawingColor(white: 1, alpha: 0.5).composited(over: .black) == DrawingColor(white: 0.5))
    }

    @Test(arguments: palettes.map(\.0))
    func sliderLabelsAndGraphicsStandOut(name: String) {
        let palette = Self.palettes.first { $0.0 == name }!.1
        let style = CircularSliderStyle()
        let ground = Self.background(palette)
        let label = Self.seen(style.labelPaint, on: ground, in: palette)
        #expect(label.contrastRatio(with: ground) >= 4.5, "label \(label.contrastRatio(with: ground))")
        let filled = Self.seen(style.filledPaint, on: ground, in: palette)
        let unfilled = Self.seen(style.unfilledPaint, on: ground, in: palette)
        let handle = Self.seen(style.firstHandle.paint, on: ground, in: palette)
        #expect(filled.contrastRatio(with: ground) >= 3, "fill on background")
        #expect(handle.contrastRatio(with: ground) >= 3, "handle on background")
        #expect(unfilled.contrastRatio(with: ground) >= 1.25, "the track is visible")
        // Filled and unfilled differ in hue too (tint against grey); their luminance alone still
        // differs by half.
        #expect(filled.contrastRatio(with: unfilled) >= 1.5, "filled and unfilled differ")
        // A marker is seen by its outline on the filled track and by its fill on the unfilled one.
        let outline = Self.seen(style.markerOutline!.paint, on: filled, in: palette)
        let marker = Self.seen(style.markerPaint, on: unfilled, in: palette)
        #expect(outline.contrastRatio(with: filled) >= 3, "marker outline on the fill")
        #expect(marker.contrastRatio(with: unfilled) >= 3, "marker on the track")
        // The default gradient starts visibly apart from the unfilled track.
        let start = CircularSliderStyle.defaultGradientColors[0]
        #expect(start.contrastRatio(with: unfilled) >= 1.5, "gradient start on the track")
        #expect(start != palette.resolve(style.unfilledPaint))
    }

    @Test(arguments: palettes.map(\.0))
    func knobPointerBodyAndTrackStandOut(name: String) {
        let palette = Self.palettes.first { $0.0 == name }!.1
        let style = RotaryKnobStyle()
        let ground = Self.background(palette)
        let body = Self.seen(style.bodyPaint, on: ground, in: palette)
        let pressed = Self.seen(style.highlightedBodyPaint, on: ground, in: palette)
        for surface in [body, pressed] {
            let pointer = Self.seen(style.pointerPaint, on: surface, in: palette)
            #expect(
                pointer.contrastRatio(with: surface) >= 4.5, "pointer on body \(pointer.contrastRatio(with: surface))")
            let tick = Self.seen(style.tickPaint, on: ground, in: palette)
            #expect(tick.contrastRatio(with: ground) >= 3, "ticks")
        }
        #expect(pressed.contrastRatio(with: body) >= 1.1, "pressing shows")
        let track = Self.seen(style.trackPaint, on: ground, in: palette)
        let value = Self.seen(style.valuePaint, on: ground, in: palette)
        #expect(value.contrastRatio(with: ground) >= 3 && value.contrastRatio(with: track) >= 1.5)
        // The body is not a glaring disc in dark mode: at most a little lighter than the ground.
        if ground.isDark { #expect(body.relativeLuminance < 0.1) }
    }

    /// Secondary text as the Cairo and GTK palettes derive it (70 % of the foreground). Apple's
    /// own `secondaryLabel` (3.4:1 on white) is the platform's choice and is what UIKit paints.
    @Test(arguments: palettes.map(\.0).filter { !$0.hasPrefix("apple") })
    func secondaryTextMeetsAA(name: String) {
        let palette = Self.palettes.first { $0.0 == name }!.1
        let ground = Self.background(palette)
        let secondary = Self.seen(.semantic(.secondaryLabel), on: ground, in: palette)
        #expect(secondary.contrastRatio(with: ground) >= 4.5, "\(secondary.contrastRatio(with: ground))")
    }

    @Test func classicPresetKeepsMSCircularSlidersColours() {
        let classic = CircularSliderStyle.msCircularSliderClassic
        #expect(classic.filledPaint == .color(.darkGray) && classic.unfilledPaint == .color(.lightGray))
        #expect(classic.firstHandle.paint == .color(.darkGray) && classic.secondHandle.paint == .color(.darkGray))
        #expect(classic.firstHandle.finish == .flat && classic.markerOutline == nil)
        #expect(classic.labelPaint == .color(.black) && classic.markerPaint == .color(.darkGray))
        #expect(classic.gradientColors == [.lightGray, .blue, .darkGray])
        // Apart from colours, the preset is the default style.
        var recoloured = classic
        let plain = CircularSliderStyle()
        recoloured.filledPaint = plain.filledPaint
        recoloured.unfilledPaint = plain.unfilledPaint
        recoloured.gradientColors = plain.gradientColors
        recoloured.firstHandle = plain.firstHandle
        recoloured.secondHandle = plain.secondHandle
        recoloured.labelPaint = plain.labelPaint
        recoloured.markerPaint = plain.markerPaint
        recoloured.markerOutline = plain.markerOutline
        #expect(recoloured == plain)
    }

    @Test func everyRoleHasALightAndADarkColour() {
        for role in SemanticColor.allCases {
            #expect(SemanticPalette.light.colors[role] != nil && SemanticPalette.dark.colors[role] != nil, "\(role)")
            #expect(role.fallback == SemanticPalette.light.color(for: role))
        }
    }
}
