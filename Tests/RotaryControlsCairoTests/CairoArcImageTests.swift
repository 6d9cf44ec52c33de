import CCairo
import Foundation
import RotaryControls
@testable import RotaryControlsCairo
import Testing

/// Arcs (parts of a circle stroked, butt or round ends) painted along their band in C
/// (`CairoArcImage`), compared with Cairo's own stroke at 1–3×, drawn straight, turned and
/// through a recording replayed at 3× (as GTK 4 draws). No test times anything.
@Suite("Cairo arc images")
struct CairoArcImageTests {
    /// A knob's track (symmetric, painted as a mirrored half where the centre lies on a pixel
    /// boundary), a long arc off the pixel grid with butt ends going the other way, and a
    /// translucent one that starts low on the left.
    static let arcs: [(center: Point, radius: Double, arc: Arc, width: Double, cap: LineCap, color: DrawingColor)] = [
        (Point(x: 75, y: 75), 70, Arc(start: Bearing(degrees: 225), sweep: Rotation(degrees: 270)), 4, .round,
         DrawingColor(red: 0.3, green: 0.3, blue: 0.35)),
        (Point(x: 74.3, y: 75.6), 52.2, Arc(start: Bearing(degrees: 100), sweep: Rotation(degrees: 200), direction: .counterClockwise),
         3, .butt, DrawingColor(red: 0.1, green: 0.3, blue: 0.8)),
        (Point(x: 75, y: 75), 40.5, Arc(start: Bearing(degrees: 250), sweep: Rotation(degrees: 190)), 6, .round,
         DrawingColor(red: 0.8, green: 0.2, blue: 0.1, alpha: 0.6)),
    ]

    /// Cairo's stroke, its arcs flattened within 0.01 pixel (its default, 0.1, shaves up to a
    /// tenth of a pixel off a rim: up to ~36 of 255 where a row runs along it).
    private static func drawArcsWithCairo(in context: OpaquePointer) {
        cairo_set_tolerance(context, 0.01)
        for item in arcs {
            cairo_new_path(context)
            CairoRenderer().addArc(center: item.center, radius: item.radius, arc: item.arc, from: 0, to: 1, in: context)
            cairo_set_source_rgba(context, item.color.red, item.color.green, item.color.blue, item.color.alpha)
            cairo_set_line_width(context, item.width)
            cairo_set_line_cap(context, item.cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
            cairo_stroke(context)
        }
    }

    private static var arcDrawing: Drawing {
        var drawing = Drawing(size: Size(width: 150, height: 150))
        for item in arcs {
            drawing.append(.arc(center: item.center, radius: item.radius, arc: item.arc,
                                stroke: Stroke(.color(item.color), width: item.width, cap: item.cap)))
        }
        return drawing
    }

    /// Rim pixels of all the arcs at `scale` (two rims each, whole circles: an upper bound).
    private static func rims(_ scale: Double) -> Int { Int(4 * Double.pi * (70 + 52.2 + 40.5) * scale) }

    /// Compares the arcs drawn through the renderer with Cairo's stroke, user space turned by
    /// `turn` degrees about the canvas's centre.
    private static func compare(scale: Double, turn: Double) {
        let side = Int32(150 * scale)
        let pair = CairoCanvasPair(side, scale: scale, white: true)
        for target in [pair.actualContext, pair.expectedContext] {
            cairo_translate(target, 75, 75)
            cairo_rotate(target, turn * .pi / 180)
            cairo_translate(target, -75, -75)
        }
        CairoRenderer().draw(arcDrawing, in: pair.actualContext)
        drawArcsWithCairo(in: pair.expectedContext)
        // Rim and end pixels may differ a little (areas across straight edges, not Cairo's
        // polygon); none by much.
        #expect(pair.differing(tolerance: 8) <= rims(scale) / 8)
        #expect(pair.differing(tolerance: 24) == 0)
        // Drawn at all: a white canvas would differ along every rim.
        let (blank, blankContext) = testCanvas(side, scale: scale, white: true)
        defer { cairo_destroy(blankContext); cairo_surface_destroy(blank) }
        #expect(differingPixels(blank, pair.actual, tolerance: 24) > rims(scale) / 2)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func arcsLookLikeCairosStroke(scale: Double) {
        Self.compare(scale: scale, turn: 0)
    }

    /// Turned a quarter (the track then symmetric about a row, not a column: not mirrored) and
    /// by 30° (the ends' cut lines at other slopes).
    @Test(arguments: [(2.0, 90.0), (3.0, 90.0), (2.0, 30.0), (3.0, -30.0)])
    func arcsOnATurnedGridLookLikeCairosStroke(scale: Double, turn: Double) {
        Self.compare(scale: scale, turn: turn)
    }

    @Test func arcsRecordedAndReplayedAtThreeTimesLookLikeCairosStroke() {
        let pair = CairoCanvasPair(450, scale: 3, white: true)
        drawRecorded(Self.arcDrawing, pixelScale: 3, in: pair.actualContext)
        Self.drawArcsWithCairo(in: pair.expectedContext)
        #expect(pair.differing(tolerance: 8) <= Self.rims(3) / 8)
        #expect(pair.differing(tolerance: 24) == 0)
    }

    @Test func arcsFallBackToCairoWhereTheyCannotBePainted() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 40)!
        let context = cairo_create(surface)!
        defer { cairo_destroy(context); cairo_surface_destroy(surface) }
        let color = DrawingColor(red: 0, green: 0, blue: 0)
        func arc(_ radius: Double, _ width: Double = 2, sweep: Double = 270, round: Bool = true) -> CairoArcImage {
            CairoArcImage(center: Point(x: 20, y: 20), radius: radius, arc: Arc(start: Bearing(degrees: 225),
                                                                                 sweep: Rotation(degrees: sweep)),
                          width: width, hasRoundCaps: round, color: color)
        }
        #expect(arc(100).draw(in: context, pixelScale: nil))
        #expect(arc(100, round: false).draw(in: context, pixelScale: nil))
        // Too small a hole, too large, not a number, no width; too short (Cairo is as fast), a
        // gap too short, a whole circle (the ring's painter).
        #expect(!arc(40).draw(in: context, pixelScale: nil))
        #expect(!arc(5_000).draw(in: context, pixelScale: nil))
        #expect(!arc(.nan).draw(in: context, pixelScale: nil))
        #expect(!arc(.infinity).draw(in: context, pixelScale: nil))
        #expect(!arc(100, 0).draw(in: context, pixelScale: nil))
        #expect(!arc(100, .nan).draw(in: context, pixelScale: nil))
        #expect(!arc(100, sweep: 90).draw(in: context, pixelScale: nil))
        #expect(!arc(100, sweep: 355).draw(in: context, pixelScale: nil))
        #expect(!arc(100, sweep: 360).draw(in: context, pixelScale: nil))
        // Squashed: not a similarity on the pixel grid.
        cairo_scale(context, 1, 2)
        #expect(!arc(100).draw(in: context, pixelScale: nil))
        #expect(cairo_status(context) == CAIRO_STATUS_SUCCESS)
    }
}
