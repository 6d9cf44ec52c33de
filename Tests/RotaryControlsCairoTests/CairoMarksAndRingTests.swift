import CCairo
import Foundation
import RotaryControls
@testable import RotaryControlsCairo
import Testing

/// A slider's track (a full circle stroked: a ring) and its markers painted pixel by pixel in C
/// (`CairoRingImage`, `CairoEllipseRunImage`), compared with Cairo's own drawing at 1–3×, drawn
/// straight and through a recording replayed at 3× (as GTK 4 draws), and marks copied through a
/// symmetry of the pixel grid compared with the same marks computed one by one. No test times
/// anything.
@Suite("Cairo marks and rings")
struct CairoMarksAndRingTests {
    /// Two rings: a slider's track (opaque, 5 pt) and a thin translucent one off the pixel grid.
    static let rings: [(center: Point, radius: Double, width: Double, color: DrawingColor)] = [
        (Point(x: 70, y: 70), 60.5, 5, DrawingColor(red: 0.85, green: 0.85, blue: 0.87)),
        (Point(x: 69.3, y: 70.6), 40.2, 1.5, DrawingColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 0.6)),
    ]

    private static func drawRingsWithCairo(in context: OpaquePointer) {
        for ring in rings {
            cairo_new_path(context)
            cairo_arc(context, ring.center.x, ring.center.y, ring.radius, 0, 2 * .pi)
            cairo_close_path(context)
            cairo_set_source_rgba(context, ring.color.red, ring.color.green, ring.color.blue, ring.color.alpha)
            cairo_set_line_width(context, ring.width)
            cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
            cairo_stroke(context)
        }
    }

    private static var ringDrawing: Drawing {
        var drawing = Drawing(size: Size(width: 140, height: 140))
        for ring in rings {
            drawing.append(.arc(center: ring.center, radius: ring.radius, arc: Arc(start: Bearing(degrees: 0), sweep: Rotation(degrees: 360)),
                                stroke: Stroke(.color(ring.color), width: ring.width, cap: .round)))
        }
        return drawing
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aRingLooksLikeCairosStroke(scale: Double) {
        let side = Int32(140 * scale)
        let pair = CairoCanvasPair(side, scale: scale, white: true)
        CairoRenderer().draw(Self.ringDrawing, in: pair.actualContext)
        Self.drawRingsWithCairo(in: pair.expectedContext)
        // Rim pixels may differ a little (area across a straight edge, not Cairo's polygon of
        // 15 sub-rows a pixel); none by much.
        let rims = Int(4 * Double.pi * (60.5 + 40.2) * scale)
        #expect(pair.differing(tolerance: 8) <= rims / 8)
        #expect(pair.differing(tolerance: 24) == 0)
        // Drawn at all: a white canvas would differ along every rim.
        let (blank, blankContext) = testCanvas(side, scale: scale, white: true)
        defer { cairo_destroy(blankContext); cairo_surface_destroy(blank) }
        #expect(differingPixels(blank, pair.actual, tolerance: 24) > rims)
    }

    @Test func aRingRecordedAndReplayedAtThreeTimesLooksLikeCairosStroke() {
        // As GTK 4's drawing area: a recording in points, the renderer told the pixel scale,
        // replayed into 3× pixels (boxes on whole 1/256 units of the recording).
        let pair = CairoCanvasPair(420, scale: 3, white: true)
        drawRecorded(Self.ringDrawing, pixelScale: 3, in: pair.actualContext)
        Self.drawRingsWithCairo(in: pair.expectedContext)
        let rims = Int(4 * Double.pi * (60.5 + 40.2) * 3)
        #expect(pair.differing(tolerance: 8) <= rims / 8)
        #expect(pair.differing(tolerance: 24) == 0)
    }

    @Test func aRingFallsBackToCairoWhereItCannotBePainted() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 40)!
        let context = cairo_create(surface)!
        defer { cairo_destroy(context); cairo_surface_destroy(surface) }
        let color = DrawingColor(red: 0, green: 0, blue: 0)
        func ring(_ radius: Double, _ width: Double = 2) -> CairoRingImage {
            CairoRingImage(center: Point(x: 20, y: 20), radius: radius, width: width, color: color)
        }
        #expect(ring(30).draw(in: context, pixelScale: nil))
        // Too small (Cairo strokes it quickly), too large, not a number, no width.
        #expect(!ring(10).draw(in: context, pixelScale: nil))
        #expect(!ring(5_000).draw(in: context, pixelScale: nil))
        #expect(!ring(.nan).draw(in: context, pixelScale: nil))
        #expect(!ring(.infinity).draw(in: context, pixelScale: nil))
        #expect(!ring(30, 0).draw(in: context, pixelScale: nil))
        // Squashed: not a similarity on the pixel grid.
        cairo_scale(context, 1, 2)
        #expect(!ring(30).draw(in: context, pixelScale: nil))
        #expect(cairo_status(context) == CAIRO_STATUS_SUCCESS)
    }

    @Test func boxEdgesLieOnWholeUnitsOfTheRecording() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 4)!
        let context = cairo_create(surface)!
        defer { cairo_destroy(context); cairo_surface_destroy(surface) }
        let snaps = [1.0, 2, 3, 1.5, 1.25, Double.pi].map { CairoBoxedImage.snap(CairoPixelGrid(context, pixelScale: $0)) }
        #expect(snaps == [1, 1, 3, 3, 5, 1])
        let box = CairoBoxedImage.Box(x0: -4, y0: 7, x1: 8, y1: 10).aligned(3)
        #expect((box.x0, box.y0, box.x1, box.y1) == (-6, 6, 9, 12))
    }

    /// `count` markers (3 × 9 pt, filled and outlined) around a ring of `radius` centred on `center`.
    static func markers(count: Int, radius: Double, center: Point) -> [CairoRunEllipse] {
        (0..<count).map { index in
            let angle = Double(index) / Double(count) * 2 * .pi
            let transform = Transform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle),
                                      tx: center.x + radius * sin(angle), ty: center.y - radius * cos(angle))
            return CairoRunEllipse(rect: Rect(x: -1.5, y: -4.5, width: 3, height: 9), transform: transform)
        }
    }

    /// The run drawn into a white canvas at `scale`, its marks copied where they repeat or not.
    private static func drawRun(_ ellipses: [CairoRunEllipse], scale: Double, shares: Bool) -> (OpaquePointer, Bool) {
        let (surface, context) = testCanvas(Int32(140 * scale), scale: scale, white: true)
        defer { cairo_destroy(context) }
        var run = CairoEllipseRunImage(ellipses: ellipses, fill: DrawingColor(red: 0.1, green: 0.1, blue: 0.12),
                                       stroke: DrawingColor(red: 1, green: 1, blue: 1, alpha: 0.8), strokeWidth: 1)
        run.sharesSymmetricMarks = shares
        let drawn = run.draw(in: context, pixelScale: nil)
        cairo_surface_flush(surface)
        return (surface, drawn)
    }

    @Test(arguments: [2.0, 3.0])
    func marksCopiedThroughSymmetriesAreTheMarksComputed(scale: Double) {
        // 40 markers around the canvas's centre (a pixel corner): a quarter turn or a mirror of
        // the grid takes most of them onto others, so most are copied.
        let ellipses = Self.markers(count: 40, radius: 60, center: Point(x: 70, y: 70))
        let (copied, drawnCopied) = Self.drawRun(ellipses, scale: scale, shares: true)
        let (computed, drawnComputed) = Self.drawRun(ellipses, scale: scale, shares: false)
        defer { cairo_surface_destroy(copied); cairo_surface_destroy(computed) }
        #expect(drawnCopied && drawnComputed)
        // The same coverage, up to rounding in the last bit of a float.
        #expect(differingPixels(computed, copied, tolerance: 1) == 0)
        let (blank, blankContext) = testCanvas(Int32(140 * scale), scale: scale, white: true)
        defer { cairo_destroy(blankContext); cairo_surface_destroy(blank) }
        #expect(differingPixels(blank, copied, tolerance: 8) > 40 * Int(scale * scale * 10))
    }

    @Test func runsThatCannotBePaintedAreLeftToCairo() {
        let (surface, context) = testCanvas(40, scale: 2, white: true)
        defer { cairo_destroy(context); cairo_surface_destroy(surface) }
        let ellipses = Self.markers(count: 6, radius: 12, center: Point(x: 20, y: 20))
        func run(_ ellipses: [CairoRunEllipse], strokeWidth: Double) -> CairoEllipseRunImage {
            CairoEllipseRunImage(ellipses: ellipses, fill: DrawingColor(red: 0, green: 0, blue: 0),
                                 stroke: DrawingColor(red: 1, green: 1, blue: 1), strokeWidth: strokeWidth)
        }
        #expect(run(ellipses, strokeWidth: 1).draw(in: context, pixelScale: nil))
        // An outline far wider than a mark; a mark far away; none; a squashed grid.
        #expect(!run(ellipses, strokeWidth: 500).draw(in: context, pixelScale: nil))
        let far = [CairoRunEllipse(rect: Rect(x: -1.5, y: -4.5, width: 3, height: 9),
                                   transform: Transform(a: 1, b: 0, c: 0, d: 1, tx: 1e9, ty: 0))]
        #expect(!run(far, strokeWidth: 1).draw(in: context, pixelScale: nil))
        #expect(!run([], strokeWidth: 1).draw(in: context, pixelScale: nil))
        cairo_scale(context, 1, 1.5)
        #expect(!run(ellipses, strokeWidth: 1).draw(in: context, pixelScale: nil))
        #expect(cairo_status(context) == CAIRO_STATUS_SUCCESS)
    }

    @Test(arguments: [2.0, 3.0])
    func marksOffThePixelGridLookLikeCairos(scale: Double) {
        // Centred off every pixel corner and centre: no mark repeats another; each is computed.
        let ellipses = Self.markers(count: 30, radius: 55, center: Point(x: 70.37, y: 69.81))
        let (actual, drawn) = Self.drawRun(ellipses, scale: scale, shares: true)
        defer { cairo_surface_destroy(actual) }
        #expect(drawn)
        let (expected, context) = testCanvas(Int32(140 * scale), scale: scale, white: true)
        defer { cairo_destroy(context); cairo_surface_destroy(expected) }
        var drawing = Drawing(size: Size(width: 140, height: 140))
        for ellipse in ellipses {
            drawing.append(.group(Drawing.Group(transform: ellipse.transform, elements: [
                .ellipse(in: ellipse.rect, fill: .color(DrawingColor(red: 0.1, green: 0.1, blue: 0.12)),
                         stroke: Stroke(.color(DrawingColor(red: 1, green: 1, blue: 1, alpha: 0.8)), width: 1)),
            ])))
        }
        CairoColdFrameTests.drawMarkersWithCairo(drawing, theme: .light, in: context)
        let marked = Int(scale * scale * 3 * 9 * 30)
        #expect(differingPixels(expected, actual, tolerance: 8) <= marked / 2)
        // The tips (curved tighter than the outline is wide) may differ by a quarter.
        #expect(differingPixels(expected, actual, tolerance: 64) <= 2 * 30)
        #expect(differingPixels(expected, actual, tolerance: 96) == 0)
    }
}
