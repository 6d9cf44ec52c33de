import CCairo
import CRotaryPixels
import Foundation
import RotaryControls
@testable import RotaryControlsCairo
import Testing

/// Circles painted pixel by pixel (`CairoDiscImage`, in C): runs of circles composed into one
/// image look like Cairo drawing them one by one, the vector and portable kernels give the same
/// bytes, and what cannot be painted so falls back to Cairo. No test times anything.
@Suite("Cairo discs painted pixel by pixel")
struct CairoDiscImageTests {
    /// A knob's body: a shadow gradient disc, an opaque disc with an outline, a sheen gradient
    /// whose centre lies off the disc's, and a ring — one run of four circles.
    static let knobBody: [Drawing.Element] = [
        .circle(center: Point(x: 80, y: 84), radius: 76, fill: .radialGradient(RadialGradient(
            center: Point(x: 80, y: 84), radius: 76,
            stops: [.init(DrawingColor(white: 0, alpha: 0.3), at: 0.84), .init(DrawingColor(white: 0, alpha: 0), at: 1)]
        )), stroke: nil),
        .circle(center: Point(x: 80, y: 80), radius: 68, fill: .color(DrawingColor(red: 0.96, green: 0.95, blue: 0.93)),
                stroke: Stroke(.color(DrawingColor(white: 0, alpha: 0.15)), width: 1)),
        .circle(center: Point(x: 80, y: 80), radius: 68, fill: .radialGradient(RadialGradient(
            center: Point(x: 80, y: 49.4), radius: 98.6,
            stops: [.init(DrawingColor(white: 1, alpha: 0.16), at: 0), .init(DrawingColor(white: 1, alpha: 0), at: 0.45),
                    .init(DrawingColor(white: 0, alpha: 0.16), at: 1)]
        )), stroke: nil),
        .circle(center: Point(x: 80, y: 80), radius: 66.3, fill: nil, stroke: Stroke(.color(DrawingColor(white: 0, alpha: 0.22)), width: 3.4)),
    ]

    /// Large flat circles: a translucent fill under an opaque outline, and an outline alone.
    static let flatCircles: [Drawing.Element] = [
        .circle(center: Point(x: 50, y: 60), radius: 40, fill: .color(DrawingColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 0.6)),
                stroke: Stroke(.color(DrawingColor(red: 0.1, green: 0.1, blue: 0.1)), width: 3)),
        .circle(center: Point(x: 115.3, y: 95.7), radius: 52.5, fill: nil,
                stroke: Stroke(.color(DrawingColor(red: 0, green: 0.48, blue: 1, alpha: 0.8)), width: 6.5)),
    ]

    /// `elements` drawn by Cairo itself, circle by circle: the path filled (a colour or a radial
    /// pattern), then stroked.
    static func drawWithCairo(_ elements: [Drawing.Element], in context: OpaquePointer) {
        for case let .circle(center, radius, fill, stroke) in elements {
            cairo_new_path(context)
            cairo_arc(context, center.x, center.y, radius, 0, 2 * .pi)
            cairo_close_path(context)
            switch fill {
            case let .color(color)?:
                cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
                cairo_fill_preserve(context)
            case let .radialGradient(gradient)?:
                let pattern = cairo_pattern_create_radial(gradient.center.x, gradient.center.y, 0, gradient.center.x,
                                                          gradient.center.y, gradient.radius)!
                for stop in gradient.stops {
                    cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green,
                                                      stop.color.blue, stop.color.alpha)
                }
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_set_source(context, pattern)
                cairo_fill_preserve(context)
                cairo_pattern_destroy(pattern)
            default:
                break
            }
            if case let .color(color)? = stroke?.paint, let stroke {
                cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
                cairo_set_line_width(context, stroke.width)
                cairo_stroke_preserve(context)
            }
            cairo_new_path(context)
        }
    }

    /// Pixels differing beyond `tolerance` between the renderer's drawing of `elements` and
    /// Cairo's, on a 160 pt square at `scale` (`transform` applied to both first).
    static func difference(_ elements: [Drawing.Element], scale: Double, tolerance: Int,
                           transform: cairo_matrix_t? = nil) -> Int {
        let side = Int32(160 * scale)
        let pair = CairoCanvasPair(side, scale: scale)
        if var transform {
            cairo_transform(pair.actualContext, &transform)
            cairo_transform(pair.expectedContext, &transform)
        }
        var drawing = Drawing(size: Size(width: 160, height: 160))
        drawing.append(contentsOf: elements)
        CairoRenderer().draw(drawing, in: pair.actualContext)
        drawWithCairo(elements, in: pair.expectedContext)
        return pair.differing(tolerance: tolerance)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aKnobsBodyLooksLikeCairosOwnDrawing(scale: Double) {
        // Six rims (shadow, disc, outline both sides, ring both sides): only rim pixels may
        // differ beyond 8/255 (area across a straight edge, not Cairo's polygon), and little.
        let rims = Int(2 * Double.pi * 70 * 6 * scale)
        let roughly = Self.difference(Self.knobBody, scale: scale, tolerance: 8)
        #expect(roughly >= 0 && roughly <= rims / 8, "\(roughly) pixels differ beyond 8/255 (rims: ~\(rims))")
        #expect(Self.difference(Self.knobBody, scale: scale, tolerance: 40) == 0)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func largeFlatCirclesLookLikeCairosOwnDrawing(scale: Double) {
        let rims = Int(2 * Double.pi * (40 * 2 + 52.5 * 2) * scale)
        let roughly = Self.difference(Self.flatCircles, scale: scale, tolerance: 8)
        #expect(roughly >= 0 && roughly <= rims / 4, "\(roughly) pixels differ beyond 8/255 (rims: ~\(rims))")
        #expect(Self.difference(Self.flatCircles, scale: scale, tolerance: 40) == 0)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aGradientFillingAnEllipseLooksLikeCairosOwnGradient(scale: Double) {
        // Any other path: the gradient painted over the path's box by the same kernel, the
        // path's edge antialiased by Cairo as before; only the colours may differ, within 8/255.
        let gradient = RadialGradient(center: Point(x: 70, y: 60), radius: 90, stops: [
            .init(DrawingColor(white: 1, alpha: 0.5), at: 0), .init(DrawingColor(red: 0.2, green: 0.3, blue: 0.8), at: 0.6),
            .init(DrawingColor(white: 0, alpha: 0.2), at: 1),
        ])
        let rect = Rect(x: 10, y: 30, width: 140, height: 90)
        let side = Int32(160 * scale)
        let pair = CairoCanvasPair(side, scale: scale)
        var drawing = Drawing(size: Size(width: 160, height: 160))
        drawing.append(.ellipse(in: rect, fill: .radialGradient(gradient), stroke: nil))
        CairoRenderer().draw(drawing, in: pair.actualContext)
        cairo_save(pair.expectedContext)
        cairo_translate(pair.expectedContext, rect.center.x, rect.center.y)
        cairo_scale(pair.expectedContext, rect.width / 2, rect.height / 2)
        cairo_arc(pair.expectedContext, 0, 0, 1, 0, 2 * .pi)
        cairo_close_path(pair.expectedContext)
        cairo_restore(pair.expectedContext)
        let pattern = cairo_pattern_create_radial(70, 60, 0, 70, 60, 90)!
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue,
                                              stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(pair.expectedContext, pattern)
        cairo_fill(pair.expectedContext)
        cairo_pattern_destroy(pattern)
        guard case let .compared(differing, _) = CairoImageComparison(channelTolerance: 8).compare(pair.expected, pair.actual) else {
            Issue.record("sizes differ")
            return
        }
        #expect(differing <= Int(2 * Double.pi * 70 * scale) / 10, "\(differing) pixels differ beyond 8/255")
        #expect(paintedPixels(pair.actual) > Int(Double.pi * 70 * 45 * scale * scale * 0.9))
    }

    @Test func aSkewedOrTooSmallOrTooLargeCircleIsLeftToCairo() {
        // Not a similarity: Cairo draws every circle itself, to the byte.
        let skew = cairo_matrix_t(xx: 1, yx: 0, xy: 0.3, yy: 1, x0: 0, y0: 0)
        #expect(Self.difference(Self.flatCircles, scale: 2, tolerance: 0, transform: skew) == 0)
        // A radius under 16 pixels; and one over 16 384 (single-precision distances would lose
        // more than a thousandth of a pixel), though only a little of it is visible.
        let small: [Drawing.Element] = [.circle(center: Point(x: 40, y: 40), radius: 7, fill: .color(.black),
                                                stroke: Stroke(.color(DrawingColor(red: 1, green: 0, blue: 0)), width: 1))]
        #expect(Self.difference(small, scale: 2, tolerance: 0) == 0)
        let huge: [Drawing.Element] = [.circle(center: Point(x: 80, y: 20_040), radius: 20_000, fill: nil,
                                               stroke: Stroke(.color(.black), width: 2))]
        #expect(Self.difference(huge, scale: 1, tolerance: 0) == 0)
    }

    @Test func badOrInvisibleCirclesDrawNothing() {
        let (surface, context) = testCanvas(100, scale: 2)
        defer {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
        }
        var drawing = Drawing(size: Size(width: 50, height: 50))
        drawing.append(.circle(center: Point(x: .nan, y: 10), radius: 20, fill: .color(.black), stroke: nil))
        drawing.append(.circle(center: Point(x: 25, y: 25), radius: .infinity, fill: .color(.black), stroke: nil))
        drawing.append(.circle(center: Point(x: 25, y: 25), radius: 20, fill: .color(DrawingColor(white: 0, alpha: 0)),
                               stroke: Stroke(.color(DrawingColor(white: 1, alpha: 0)), width: 2)))
        CairoRenderer().draw(drawing, in: context)
        #expect(cairo_status(context) == CAIRO_STATUS_SUCCESS)
        #expect(paintedPixels(surface) == 0)
    }

    @Test func aLayerOfTransparentDiscsIsNeitherKeptNorBlitted() {
        let (surface, context) = testCanvas(100, scale: 2)
        defer {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
        }
        var drawing = Drawing(size: Size(width: 50, height: 50))
        for index in 0..<3 {
            drawing.append(.group(Drawing.Group(transform: Transform(a: 1, b: 0, c: 0, d: 1, tx: 10 + 15 * Double(index), ty: 25),
                                                layer: Drawing.LayerID("disc"), elements: [
                .circle(center: .zero, radius: 9, fill: .color(.clear), stroke: nil),
            ])))
        }
        var renderer = CairoRenderer()
        let layers = CairoLayerCache()
        renderer.layers = layers
        for _ in 0..<3 { renderer.draw(drawing, in: context) }
        #expect(layers.renderCount == 0 && layers.blitCount == 0)
        #expect(paintedPixels(surface) == 0)
        // The same layers with a visible outline are kept and blitted.
        drawing = Drawing(size: Size(width: 50, height: 50))
        for index in 0..<3 {
            drawing.append(.group(Drawing.Group(transform: Transform(a: 1, b: 0, c: 0, d: 1, tx: 10 + 15 * Double(index), ty: 25),
                                                layer: Drawing.LayerID("disc"), elements: [
                .circle(center: .zero, radius: 9, fill: .color(.clear), stroke: Stroke(.color(.black), width: 1)),
            ])))
        }
        for _ in 0..<3 { renderer.draw(drawing, in: context) }
        #expect(layers.renderCount > 0 && layers.blitCount > 0)
        #expect(paintedPixels(surface) > 0)
    }

    /// The knob's body as the renderer plans it (composed tables, hidden and known pixels),
    /// centred at x = `middle` · `s`.
    static func knobPlan(scale s: Double, middle: Double = 80.3) -> CairoDiscPlan {
        let plan = CairoDiscPlan()
        let shadow = [RadialGradient.Stop(DrawingColor(white: 0, alpha: 0.3), at: 0.84), .init(DrawingColor(white: 0, alpha: 0), at: 1)]
        plan.addRadial(center: Point(x: middle * s, y: 84 * s), inner: 0, outer: 76 * s, gradient: shadow,
                       at: Point(x: middle * s, y: 84 * s), radius: 76 * s)
        plan.addFlat(center: Point(x: middle * s, y: 80 * s), inner: 0, outer: 68 * s, color: DrawingColor(white: 0.95))
        plan.addFlat(center: Point(x: middle * s, y: 80 * s), inner: 67.5 * s, outer: 68.5 * s, color: DrawingColor(white: 0, alpha: 0.15))
        let sheen = [RadialGradient.Stop(DrawingColor(white: 1, alpha: 0.16), at: 0), .init(DrawingColor(white: 1, alpha: 0), at: 0.45),
                     .init(DrawingColor(white: 0, alpha: 0.16), at: 1)]
        plan.addRadial(center: Point(x: middle * s, y: 80 * s), inner: 0, outer: 68 * s, gradient: sheen,
                       at: Point(x: middle * s, y: 49.4 * s), radius: 98.6 * s)
        plan.addFlat(center: Point(x: middle * s, y: 80 * s), inner: 64.6 * s, outer: 68 * s, color: DrawingColor(white: 0, alpha: 0.22))
        return plan
    }

    /// `plan` painted into a `width` × `height` image, the vector or the portable kernel.
    static func pixels(_ plan: CairoDiscPlan, width: Int, height: Int, vector: Bool = true) -> [UInt32] {
        var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: width * height)
        pixels.withUnsafeMutableBufferPointer { buffer in
            plan.paint(into: buffer.baseAddress!, width: width, height: height, stride: width, origin: (0, 0), vector: vector)
        }
        return pixels
    }

    @Test(arguments: [2.0, 3.0], [80.3, 80])
    func theVectorAndPortableKernelsPaintTheSameBytes(scale: Double, middle: Double) throws {
        let s = scale, plan = Self.knobPlan(scale: s, middle: middle)
        let side = Int(160 * s)
        let vector = Self.pixels(plan, width: side, height: side), portable = Self.pixels(plan, width: side, height: side, vector: false)
        #expect(vector == portable)
        #expect(!vector.contains(0xDEAD_BEEF), "every pixel is written")
        #expect(vector.filter { $0 >> 24 == 255 }.count > Int(Double.pi * 60 * 60 * s * s))
    }

    @Test(arguments: [(1.0, 80.0), (2, 80), (3, 80), (1, 80.5), (2, 80.25), (3, 80.5)], [true, false])
    func anImageMirroredAboutItsMiddlePaintsWhatItsPixelsWouldBe(size: (scale: Double, middle: Double), vector: Bool) throws {
        // Centred at x = middle · scale in an image twice as wide (even: between two columns; odd:
        // on the middle column): the left half is painted, the right half mirrors it. One column
        // wider the image is not symmetric and every pixel is painted.
        let plan = Self.knobPlan(scale: size.scale, middle: size.middle)
        let width = Int(2 * size.middle * size.scale), height = Int(160 * size.scale)
        let mirrored = Self.pixels(plan, width: width, height: height, vector: vector)
        let wider = Self.pixels(plan, width: width + 1, height: height, vector: vector)
        let common = (0..<height).flatMap { y in wider[(y * (width + 1))..<(y * (width + 1) + width)] }
        #expect(mirrored == common)
        #expect(!mirrored.contains(0xDEAD_BEEF), "every pixel is written")
        #expect(mirrored[height / 2 * width] != mirrored[height / 2 * width + width / 4], "the image is not uniform")
    }
}
