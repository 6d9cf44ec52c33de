import CCairo
import CRotaryPixels
import Foundation
import RotaryControls
@testable import RotaryControlsCairo
import Testing

/// Short straight strokes (a knob's ticks) painted pixel by pixel into the image of the circles
/// that follow them (`CairoDiscImage.segments`, in C): they look like Cairo stroking them before
/// the circles, the vector and portable kernels give the same bytes, and what cannot be painted
/// so is left to Cairo. No test times anything.
@Suite("Cairo ticks painted with the circles after them")
struct CairoDiscSegmentTests {
    /// `count` ticks `width` wide around (80, 80) at radii 70…75 over 270°, a quarter turn
    /// more than a knob's (so none lies along the grid), with `cap`.
    static func ticks(count: Int = 11, width: Double = 1.5, cap: LineCap = .butt, color: Paint = .color(DrawingColor(white: 0, alpha: 0.55)))
        -> [Drawing.Element] {
        (0..<count).map { index in
            let angle = (232.0 - 270.0 * Double(index) / Double(count - 1)) * .pi / 180
            var path = DrawingPath()
            path.move(to: Point(x: 80 + 70 * cos(angle), y: 80 - 70 * sin(angle)))
            path.line(to: Point(x: 80 + 75 * cos(angle), y: 80 - 75 * sin(angle)))
            return .path(path, fill: nil, stroke: Stroke(color, width: width, cap: cap))
        }
    }

    /// `elements` drawn by Cairo itself: straight strokes stroked, circles as the disc tests do.
    static func drawWithCairo(_ elements: [Drawing.Element], in context: OpaquePointer) {
        for element in elements {
            guard case let .path(path, _, stroke?) = element, case let .color(color) = stroke.paint,
                  case let .move(from) = path.commands[0], case let .line(to) = path.commands[1] else {
                CairoDiscImageTests.drawWithCairo([element], in: context)
                continue
            }
            cairo_new_path(context)
            cairo_move_to(context, from.x, from.y)
            cairo_line_to(context, to.x, to.y)
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
            cairo_set_line_width(context, stroke.width)
            cairo_set_line_cap(context, CairoRenderer.cairoCap(stroke.cap))
            cairo_stroke(context)
        }
    }

    /// Pixels differing beyond `tolerance` between the renderer's drawing of `elements` and
    /// Cairo's, on a 160 pt square at `scale`.
    static func difference(_ elements: [Drawing.Element], scale: Double, tolerance: Int) -> Int {
        let side = Int32(160 * scale)
        let pair = CairoCanvasPair(side, scale: scale)
        var drawing = Drawing(size: Size(width: 160, height: 160))
        drawing.append(contentsOf: elements)
        CairoRenderer().draw(drawing, in: pair.actualContext)
        drawWithCairo(elements, in: pair.expectedContext)
        return pair.differing(tolerance: tolerance)
    }

    @Test(arguments: [1.0, 2.0, 3.0], [LineCap.butt, .round, .square])
    func ticksBeforeAKnobsBodyLookLikeCairosOwnDrawing(scale: Double, cap: LineCap) {
        // Only pixels along the ticks' edges may differ beyond 8/255 (area across straight
        // edges, a corner as the product of two, not Cairo's polygon), and never beyond 40/255.
        let elements = Self.ticks(cap: cap) + CairoDiscImageTests.knobBody
        let edges = Int(11 * 2 * (5 + 1.5) * scale) + Int(2 * Double.pi * 70 * 6 * scale)
        let roughly = Self.difference(elements, scale: scale, tolerance: 8)
        #expect(roughly >= 0 && roughly <= edges / 8, "\(roughly) pixels differ beyond 8/255 (edges: ~\(edges))")
        #expect(Self.difference(elements, scale: scale, tolerance: 40) == 0)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func wideTicksOfEveryCapLookLikeCairosOwnDrawing(scale: Double) {
        // Wider (4 pt) and opaque: the band's inside, the caps' rims and the corners all show.
        let circle: Drawing.Element = .circle(center: Point(x: 80, y: 80), radius: 40, fill: .color(DrawingColor(white: 0.9)), stroke: nil)
        for cap in LineCap.allCases {
            let elements = Self.ticks(count: 7, width: 4, cap: cap, color: .color(DrawingColor(red: 0.1, green: 0.3, blue: 0.8))) + [circle]
            // At 1× a round cap is a disc of radius 2 pixels, where a rim taken as straight across
            // a pixel is coarsest: more edge pixels differ beyond 8/255 there, none beyond 24/255.
            let edges = Int(7 * 2 * (5 + 4) * scale) + Int(2 * Double.pi * 40 * scale)
            let roughly = Self.difference(elements, scale: scale, tolerance: 8)
            #expect(roughly >= 0 && roughly <= edges / 2, "\(cap): \(roughly) pixels differ beyond 8/255 (edges: ~\(edges))")
            #expect(Self.difference(elements, scale: scale, tolerance: 24) == 0, "\(cap)")
        }
    }

    @Test func ticksAreDrawnIntoTheCirclesImage() {
        // The ticks alone change pixels where Cairo's strokes would: a run of ticks and circles
        // without the ticks differs from the run with them along the ticks only.
        let body = CairoDiscImageTests.knobBody
        let withTicks = Self.difference(Self.ticks() + body, scale: 2, tolerance: 8)
        let ticksMissing = differenceAgainstCairo(drawn: body, expected: Self.ticks() + body, scale: 2)
        #expect(withTicks >= 0 && ticksMissing > 11 * 10, "the ticks show: \(ticksMissing) pixels differ without them")
    }

    /// Pixels differing beyond 8/255 between the renderer's drawing of `drawn` and Cairo's of `expected`.
    func differenceAgainstCairo(drawn: [Drawing.Element], expected elements: [Drawing.Element], scale: Double) -> Int {
        let side = Int32(160 * scale)
        let pair = CairoCanvasPair(side, scale: scale)
        var drawing = Drawing(size: Size(width: 160, height: 160))
        drawing.append(contentsOf: drawn)
        CairoRenderer().draw(drawing, in: pair.actualContext)
        Self.drawWithCairo(elements, in: pair.expectedContext)
        return pair.differing(tolerance: 8)
    }

    @Test(arguments: [2.0, 3.0], [80.0, 80.3])
    func theVectorAndPortableKernelsPaintTheSameBytesWithTicks(scale s: Double, middle: Double) throws {
        let plan = CairoDiscImageTests.knobPlan(scale: s, middle: middle)
        for case let .path(path, _, stroke?) in Self.ticks(cap: .round) {
            guard case let .move(from) = path.commands[0], case let .line(to) = path.commands[1] else { continue }
            let added = plan.addSegment(from: Point(x: from.x * s, y: from.y * s), to: Point(x: to.x * s, y: to.y * s),
                                        halfWidth: stroke.width * s / 2, cap: .round, color: DrawingColor(white: 0, alpha: 0.55))
            #expect(added)
        }
        let side = Int(160 * s)
        let vector = CairoDiscImageTests.pixels(plan, width: side, height: side)
        let portable = CairoDiscImageTests.pixels(plan, width: side, height: side, vector: false)
        var sse2 = [UInt32](repeating: 0xDEAD_BEEF, count: side * side)
        sse2.withUnsafeMutableBufferPointer { buffer in
            plan.paint(into: buffer.baseAddress!, width: side, height: side, stride: side, origin: (0, 0), sse2Only: true)
        }
        // The vector code built for AVX2 (where this processor has it), SSE2 alone, portable.
        #expect(vector == portable)
        #expect(sse2 == portable)
        #expect(!vector.contains(0xDEAD_BEEF), "every pixel is written")
    }

    @Test func badLongOrCurvedStrokesAreLeftToCairo() {
        let circle: Drawing.Element = .circle(center: Point(x: 80, y: 80), radius: 30, fill: .color(DrawingColor(white: 0.9)), stroke: nil)
        func line(_ from: Point, _ to: Point, width: Double = 2) -> Drawing.Element {
            var path = DrawingPath()
            path.move(to: from)
            path.line(to: to)
            return .path(path, fill: nil, stroke: Stroke(.color(.black), width: width))
        }
        // Longer than 400 pixels, wider than 64 (at 3×), beside the circle: Cairo strokes them
        // to the byte, so only the circle's rim differs from Cairo's drawing, as when alone.
        let circleAlone = CairoDiscImageTests.difference([circle], scale: 3, tolerance: 0)
        #expect(Self.difference([line(Point(x: 5, y: 5), Point(x: 155, y: 5)), circle], scale: 3, tolerance: 0) == circleAlone)
        #expect(Self.difference([line(Point(x: 40, y: 150), Point(x: 60, y: 150), width: 40), circle], scale: 3, tolerance: 0)
            == circleAlone)
        // Short, but beyond the circles' box (it would make their image larger): Cairo's.
        #expect(Self.difference([line(Point(x: 10, y: 150), Point(x: 30, y: 150)), circle], scale: 3, tolerance: 0) == circleAlone)
        // A curve, a filled path, a gradient stroke: not a segment.
        var curve = DrawingPath()
        curve.move(to: Point(x: 10, y: 10))
        curve.quadCurve(to: Point(x: 150, y: 20), control: Point(x: 80, y: 60))
        var straight = DrawingPath()
        straight.move(to: Point(x: 10, y: 10))
        straight.line(to: Point(x: 20, y: 10))
        let renderer = CairoRenderer()
        let gradient = Paint.gradient(ArcGradient(colors: [.black, .white]))
        for (path, stroke) in [(curve, Stroke(.color(.black), width: 2)), (straight, Stroke(gradient, width: 2))] {
            if case .some = renderer.discSegment(path, stroke: stroke) { Issue.record("\(path) taken as a segment") }
        }
        // Bad numbers: skipped, never drawn, the circles still are; the plan refuses them.
        let bad = [line(Point(x: .nan, y: 5), Point(x: 20, y: 20)), line(Point(x: 5, y: 5), Point(x: .infinity, y: 20)), circle]
        let (withBad, badContext) = testCanvas(320, scale: 2)
        let (alone, context) = testCanvas(320, scale: 2)
        defer {
            cairo_destroy(badContext)
            cairo_surface_destroy(withBad)
            cairo_destroy(context)
            cairo_surface_destroy(alone)
        }
        var drawing = Drawing(size: Size(width: 160, height: 160))
        drawing.append(contentsOf: bad)
        renderer.draw(drawing, in: badContext)
        drawing = Drawing(size: Size(width: 160, height: 160))
        drawing.append(circle)
        renderer.draw(drawing, in: context)
        #expect(cairo_status(badContext) == CAIRO_STATUS_SUCCESS)
        #expect(differingPixels(alone, withBad, tolerance: 0) == 0)
        #expect(paintedPixels(withBad) > 0)
        let plan = CairoDiscPlan()
        #expect(!plan.addSegment(from: Point(x: .nan, y: 0), to: .zero, halfWidth: 1, cap: .butt, color: .black))
        #expect(!plan.addSegment(from: .zero, to: Point(x: 10, y: 0), halfWidth: .infinity, cap: .butt, color: .black))
        #expect(!plan.addSegment(from: .zero, to: Point(x: 10, y: 0), halfWidth: 0, cap: .butt, color: .black))
        #expect(!plan.addSegment(from: .zero, to: Point(x: 5_000, y: 0), halfWidth: 1, cap: .butt, color: .black))
        #expect(plan.segments.isEmpty)
    }
}
