import CCairo
import RotaryControls
@testable import RotaryControlsCairo
import Testing

/// Gradient arcs with translucent colours: every pixel painted once, so neither the steps of
/// the gradient nor the caps show as darker stripes.
@Suite struct CairoTranslucentGradientArcTests {
    private static let translucent = ArcGradient(colors: [
        DrawingColor(red: 1, green: 0, blue: 0, alpha: 0.5), DrawingColor(red: 0, green: 0, blue: 1, alpha: 0.5),
    ])

    /// The red and alpha bytes of the pixel at (x, y).
    private static func pixel(_ surface: OpaquePointer, _ x: Int, _ y: Int) -> (red: Int, alpha: Int) {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let value = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return (Int((value >> 16) & 0xFF), Int(value >> 24))
    }

    /// The pixel user space point `point` lands on in `context`.
    private static func pixel(_ surface: OpaquePointer, _ context: OpaquePointer, _ point: Point) -> (red: Int, alpha: Int) {
        var (x, y) = (point.x, point.y)
        cairo_user_to_device(context, &x, &y)
        return pixel(surface, Int(x), Int(y))
    }

    /// Along the middle of the stroke, at 1×, 2× and 3×, painted pixel by pixel (the band) and,
    /// mirrored (no band there), as wedges: the alpha is the colours' 0.5 all the way round,
    /// the ends included (overlapping segments doubled it to 0.75 every 2°, a cap under the
    /// band over half a disc), and red fades steadily. Round and square caps.
    @Test(arguments: [1.0, 2.0, 3.0], [false, true])
    func theStrokeIsEvenlyTranslucentAlongTheArc(scale: Double, mirrored: Bool) {
        for cap in [LineCap.round, .square] {
            let side = Int32(200 * scale)
            let (surface, context) = testCanvas(side, scale: scale)
            defer { cairo_destroy(context); cairo_surface_destroy(surface) }
            if mirrored {
                cairo_translate(context, 200, 0)
                cairo_scale(context, -1, 1)
            }
            var renderer = CairoRenderer()
            renderer.pixelScale = scale
            let arc = Arc.knob
            let center = Point(x: 100, y: 100)
            renderer.draw(.arc(center: center, radius: 80, arc: arc, stroke: Stroke(.gradient(Self.translucent), width: 12, cap: cap)),
                          in: context)
            var reds: [Int] = []
            // From inside the start cap to inside the end cap (3°, about 4 points, either side of the arc).
            for step in -6...546 {
                let point = Point(center: center, radius: 80, bearing: arc.bearing(atFraction: Double(step) / 540))
                let sample = Self.pixel(surface, context, point)
                #expect(Swift.abs(sample.alpha - 128) <= 2, "alpha \(sample.alpha) at step \(step), \(cap)")
                reds.append(sample.red)
            }
            #expect(reds.first! > 120 && reds.last! < 8)
            #expect(zip(reds, reds.dropFirst()).allSatisfy { $1 <= $0 + 1 }, "red only fades")
        }
    }

    /// Opaque gradients keep the band painter (one blit): the wedges are for translucent ones.
    @Test func opaqueGradientsAreNotWedges() {
        let (surface, context) = testCanvas(200, scale: 1)
        defer { cairo_destroy(context); cairo_surface_destroy(surface) }
        let opaque = ArcGradient(colors: [.red, .blue])
        #expect(!CairoRenderer().drawTranslucentGradientArc(center: Point(x: 100, y: 100), radius: 80, arc: .knob,
                                                            stroke: Stroke(.gradient(opaque), width: 12), gradient: opaque,
                                                            in: context))
        #expect(CairoRenderer().drawTranslucentGradientArc(center: Point(x: 100, y: 100), radius: 80, arc: .knob,
                                                           stroke: Stroke(.gradient(Self.translucent), width: 12),
                                                           gradient: Self.translucent, in: context))
    }
}
