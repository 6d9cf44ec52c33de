import CCairo
import Foundation
import RotaryControls
@testable import RotaryControlsCairo
import Testing

/// What a first frame no longer pays for: images decoded ahead of it, radial gradients on discs
/// and runs of small markers computed pixel by pixel — each looking like Cairo's own drawing.
/// No test times anything.
@Suite("Cairo first frames")
struct CairoColdFrameTests {
    /// A drawing naming `square` (twice, once in a group), `dot` and a missing image.
    static let imagesDrawing: Drawing = {
        var drawing = Drawing(size: Size(width: 40, height: 40))
        drawing.append(.image("square", in: Rect(x: 0, y: 0, width: 16, height: 16), rotation: .zero, tint: nil))
        drawing.append(.group(Drawing.Group(elements: [
            .image("dot", in: Rect(x: 20, y: 0, width: 8, height: 8), rotation: .zero, tint: nil),
            .image("square", in: Rect(x: 20, y: 20, width: 8, height: 8), rotation: .zero, tint: nil),
            .image("missing", in: Rect(x: 0, y: 20, width: 8, height: 8), rotation: .zero, tint: nil),
        ])))
        return drawing
    }()

    @Test func aPreparedStoreDecodesNothingInTheFirstFrame() throws {
        let folder = try CairoCacheTests.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 80, 80)!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }

        // Unprepared, the first frame reads every name (the missing one too, once).
        let cold = CairoImageStore(directory: folder)
        CairoRenderer(images: cold).draw(Self.imagesDrawing, in: context)
        #expect(cold.decodeCount == 3)

        let prepared = CairoImageStore(directory: folder)
        #expect(prepared.prepare(Self.imagesDrawing) == 3)
        #expect(prepared.decodeCount == 3)
        #expect(prepared.size(named: "square") == Size(width: 16, height: 16))
        CairoRenderer(images: prepared).draw(Self.imagesDrawing, in: context)
        CairoRenderer(images: prepared).draw(Self.imagesDrawing, in: context)
        #expect(prepared.decodeCount == 3)
        #expect(prepared.prepare(Self.imagesDrawing) == 0)
        #expect(prepared.prepare(names: ["dot", "../escape", ""]) == 2)
        #expect(prepared.decodeCount == 5)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aGradientDiscLooksLikeCairosOwnGradient(scale: Double) throws {
        let side = Int32(120 * scale)
        let gradient = RadialGradient(center: Point(x: 60, y: 40), radius: 70, stops: [
            .init(DrawingColor(red: 1, green: 1, blue: 1, alpha: 0.6), at: 0),
            .init(DrawingColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1), at: 0.45),
            .init(DrawingColor(red: 0, green: 0, blue: 0, alpha: 0.3), at: 1),
        ])
        var drawing = Drawing(size: Size(width: 120, height: 120))
        drawing.append(.circle(center: Point(x: 60, y: 60), radius: 55, fill: .radialGradient(gradient), stroke: nil))
        let (actual, actualContext) = testCanvas(side, scale: scale)
        defer { cairo_destroy(actualContext); cairo_surface_destroy(actual) }
        CairoRenderer().draw(drawing, in: actualContext)

        let (expected, context) = testCanvas(side, scale: scale)
        defer { cairo_destroy(context); cairo_surface_destroy(expected) }
        let pattern = cairo_pattern_create_radial(60, 40, 0, 60, 40, 70)!
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue,
                                              stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_arc(context, 60, 60, 55, 0, 2 * .pi)
        cairo_set_source(context, pattern)
        cairo_fill(context)
        cairo_pattern_destroy(pattern)

        let outcome = CairoImageComparison(channelTolerance: 8).compare(expected, actual)
        guard case let .compared(differing, total) = outcome else {
            Issue.record("sizes differ: \(outcome)")
            return
        }
        // Only rim pixels may differ beyond 8/255 (coverage from the distance, not the area).
        let rim = Int(2 * Double.pi * 55 * scale)
        #expect(differing <= rim / 4, "\(differing) of \(total) pixels differ")
        #expect(paintedPixels(actual) > 0)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aFlatCircleLooksLikeCairosOwn(scale: Double) throws {
        // An outline alone (a spinner's spoke), and a translucent fill under an opaque outline.
        let circles: [(Double, DrawingColor?, DrawingColor, Double)] = [
            (27, nil, DrawingColor(red: 0, green: 0.48, blue: 1), 2),
            (20, DrawingColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 0.6), DrawingColor(red: 0.1, green: 0.1, blue: 0.1), 3),
        ]
        let side = Int32(140 * scale)
        var drawing = Drawing(size: Size(width: 140, height: 140))
        for (index, circle) in circles.enumerated() {
            drawing.append(.circle(center: Point(x: 35 + 70 * Double(index), y: 70), radius: circle.0,
                                   fill: circle.1.map { .color($0) }, stroke: Stroke(.color(circle.2), width: circle.3)))
        }
        let (actual, actualContext) = testCanvas(side, scale: scale)
        defer { cairo_destroy(actualContext); cairo_surface_destroy(actual) }
        CairoRenderer().draw(drawing, in: actualContext)

        let (expected, context) = testCanvas(side, scale: scale)
        defer { cairo_destroy(context); cairo_surface_destroy(expected) }
        for (index, circle) in circles.enumerated() {
            cairo_arc(context, 35 + 70 * Double(index), 70, circle.0, 0, 2 * .pi)
            cairo_close_path(context)
            if let fill = circle.1 {
                cairo_set_source_rgba(context, fill.red, fill.green, fill.blue, fill.alpha)
                cairo_fill_preserve(context)
            }
            cairo_set_source_rgba(context, circle.2.red, circle.2.green, circle.2.blue, circle.2.alpha)
            cairo_set_line_width(context, circle.3)
            cairo_stroke(context)
        }
        let rims = Int(4 * Double.pi * (27 + 20) * scale)
        let comparison = { (tolerance: Int) -> Int in differingPixels(expected, actual, tolerance: tolerance) }
        // Rim pixels may differ a little (area across a straight edge, not Cairo's polygon).
        #expect(comparison(8) <= rims / 2, "\(comparison(8)) pixels differ beyond 8/255 (rims: ~\(rims))")
        #expect(comparison(40) == 0, "\(comparison(40)) pixels differ beyond 40/255")
        #expect(paintedPixels(actual) > 0)
    }

    /// `count` markers (3 × 9 pt ellipses, filled and outlined, each in a group turned to its
    /// place) around a ring of `radius` points centred in 120 × 120 pt.
    static func markers(count: Int, radius: Double) -> Drawing {
        var drawing = Drawing(size: Size(width: 120, height: 120))
        for index in 0..<count {
            let angle = Double(index) / Double(count) * 2 * .pi
            let transform = Transform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle),
                                      tx: 60 + radius * sin(angle), ty: 60 - radius * cos(angle))
            drawing.append(.group(Drawing.Group(transform: transform, elements: [
                .ellipse(in: Rect(x: -1.5, y: -4.5, width: 3, height: 9), fill: .semantic(.label),
                         stroke: Stroke(.semantic(.background), width: 1)),
            ])))
        }
        return drawing
    }

    /// The markers drawn one by one by Cairo, as the renderer draws a lone ellipse.
    static func drawMarkersWithCairo(_ drawing: Drawing, theme: CairoTheme, in context: OpaquePointer) {
        for case let .group(group) in drawing.elements {
            guard case let .ellipse(rect, fill?, stroke?) = group.elements[0] else { continue }
            let t = group.transform
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_save(context)
            cairo_transform(context, &matrix)
            cairo_save(context)
            cairo_translate(context, rect.center.x, rect.center.y)
            cairo_scale(context, rect.width / 2, rect.height / 2)
            cairo_arc(context, 0, 0, 1, 0, 2 * .pi)
            cairo_close_path(context)
            cairo_restore(context)
            for (paint, isStroke) in [(fill, false), (stroke.paint, true)] {
                let color = theme.resolve(paint)
                cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
                cairo_set_line_width(context, stroke.width)
                cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
                if isStroke { cairo_stroke_preserve(context) } else { cairo_fill_preserve(context) }
            }
            cairo_new_path(context)
            cairo_restore(context)
        }
    }

    /// The differing pixels (beyond `tolerance`) between the renderer's markers and Cairo's.
    private static func markerDifference(count: Int, radius: Double, scale: Double, tolerance: Int) -> (Int, Int) {
        let drawing = markers(count: count, radius: radius)
        let side = Int32(120 * scale)
        let pair = CairoCanvasPair(side, scale: scale)
        let renderer = CairoRenderer(background: .white)
        renderer.draw(drawing, in: pair.actualContext)
        cairo_set_source_rgb(pair.expectedContext, 1, 1, 1)
        cairo_paint(pair.expectedContext)
        drawMarkersWithCairo(drawing, theme: renderer.theme, in: pair.expectedContext)
        let differing = pair.differing(tolerance: tolerance)
        guard differing >= 0 else { return (-1, 0) }
        return (differing, Int(scale * scale * 3 * 9 * Double(count)))
    }

    @Test(arguments: [2.0, 3.0])
    func markersApartAreComputedAndLookLikeCairos(scale: Double) {
        // 24 markers on a 50 pt ring lie 13 pt apart: drawn as runs, pixel by pixel.
        let (roughly, marked) = Self.markerDifference(count: 24, radius: 50, scale: scale, tolerance: 8)
        #expect(roughly >= 0 && roughly <= marked / 2, "\(roughly) pixels differ beyond 8/255 (markers: ~\(marked))")
        // The tips (curved tighter than the outline is wide) may differ by a quarter, at most two
        // pixels a marker; nothing differs by more.
        let (clearly, _) = Self.markerDifference(count: 24, radius: 50, scale: scale, tolerance: 64)
        #expect(clearly <= 2 * 24, "\(clearly) pixels differ beyond 64/255")
        let (wrong, _) = Self.markerDifference(count: 24, radius: 50, scale: scale, tolerance: 96)
        #expect(wrong == 0, "\(wrong) pixels differ beyond 96/255")
    }

    @Test(arguments: [1.0, 2.0])
    func markersTooCloseOrTooSmallAreLeftToCairo(scale: Double) {
        // 1×: a 3 pt marker is under 4 pixels wide; 80 markers on a 30 pt ring overlap.
        let (small, _) = Self.markerDifference(count: 24, radius: 50, scale: 1, tolerance: 0)
        #expect(small == 0)
        let (close, _) = Self.markerDifference(count: 80, radius: 30, scale: scale, tolerance: 0)
        #expect(close == 0)
    }

    @Test func imagesBlittedInAFrameAreReleasedAFrameLater() {
        let images = CairoFrameImages()
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 4)!
        defer { cairo_surface_destroy(surface) }
        images.beginFrame()
        images.keep(surface)
        #expect(cairo_surface_get_reference_count(surface) == 2)
        // Still held while the next frame is drawn (a recording of the last one may still be replayed).
        images.beginFrame()
        #expect(cairo_surface_get_reference_count(surface) == 2)
        images.beginFrame()
        #expect(cairo_surface_get_reference_count(surface) == 1)
    }
}
