import CCairo
import Foundation
import RotaryControls
@testable import RotaryControlsCairo
import Testing

/// Texts in a row sharing a style (a slider's labels) drawn as the lines of one layout
/// (`CairoRenderer.drawTextRun`), compared with the same texts drawn one by one.
@Suite("Cairo text runs")
struct CairoTextRunTests {
    /// Twelve labels around a ring, as a slider's scale places them, in `style`.
    static func labels(_ style: TextStyle) -> [Drawing.Element] {
        (1...12).map { hour in
            let angle = Double(hour) / 12 * 2 * .pi
            return .text("\(hour)", center: Point(x: 70 + 50 * sin(angle), y: 70 - 50 * cos(angle)), style: style)
        }
    }

    /// A white canvas `140 × scale` pixels square and its context scaled by `scale`, `yScale` more down.
    private static func canvas(scale: Double, yScale: Double = 1) -> (OpaquePointer, OpaquePointer) {
        let side = Int32(140 * scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side)!
        let context = cairo_create(surface)!
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_paint(context)
        cairo_scale(context, scale, scale * yScale)
        return (surface, context)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aRunOfLabelsIsDrawnAsTheLabelsOneByOne(scale: Double) {
        let style = TextStyle(fontSize: 12, weight: .regular, paint: .color(DrawingColor(red: 0.1, green: 0.1, blue: 0.1)))
        let elements = Self.labels(style)
        let (run, runContext) = Self.canvas(scale: scale)
        let (single, singleContext) = Self.canvas(scale: scale)
        defer {
            cairo_destroy(runContext); cairo_surface_destroy(run)
            cairo_destroy(singleContext); cairo_surface_destroy(single)
        }
        let renderer = CairoRenderer()
        #expect(renderer.drawTextRun(elements, from: 0, in: runContext) == 12)
        for case let .text(string, center, style) in elements {
            renderer.showText(string, center: center, style: style, in: singleContext)
        }
        cairo_surface_flush(run)
        cairo_surface_flush(single)
        guard case let .compared(differing, _) = CairoImageComparison(channelTolerance: 0).compare(single, run) else {
            Issue.record("not compared")
            return
        }
        #expect(differing == 0)
        // Drawn at all.
        let (blank, blankContext) = Self.canvas(scale: scale)
        defer { cairo_destroy(blankContext); cairo_surface_destroy(blank) }
        guard case let .compared(inked, _) = CairoImageComparison(channelTolerance: 64).compare(blank, run) else { return }
        #expect(inked > Int(12 * 20 * scale * scale))
    }

    @Test func textsThatAreNotOneLineEachOrNotAlikeAreDrawnOneByOne() {
        let style = TextStyle(fontSize: 12, weight: .regular, paint: .color(DrawingColor(red: 0, green: 0, blue: 0)))
        let (surface, context) = Self.canvas(scale: 2)
        defer { cairo_destroy(context); cairo_surface_destroy(surface) }
        let renderer = CairoRenderer()
        let point = Point(x: 20, y: 20)
        // A line break inside one of them; a different size next; one text alone; not a text.
        #expect(renderer.drawTextRun([.text("1", center: point, style: style), .text("2\n3", center: point, style: style)],
                                     from: 0, in: context) == 0)
        let larger = TextStyle(fontSize: 14, weight: .regular, paint: style.paint)
        #expect(renderer.drawTextRun([.text("1", center: point, style: style), .text("2", center: point, style: larger)],
                                     from: 0, in: context) == 0)
        #expect(renderer.drawTextRun([.text("1", center: point, style: style)], from: 0, in: context) == 0)
        #expect(renderer.drawTextRun([.circle(center: point, radius: 2, fill: nil, stroke: nil)], from: 0, in: context) == 0)
        // Only the alike texts in a row: two of three.
        #expect(renderer.drawTextRun([.text("1", center: point, style: style), .text("2", center: point, style: style),
                                      .text("3", center: point, style: larger)], from: 0, in: context) == 2)
        // A squashed user space (the picker's rows) is laid out one by one.
        let (squashed, squashedContext) = Self.canvas(scale: 2, yScale: 0.5)
        defer { cairo_destroy(squashedContext); cairo_surface_destroy(squashed) }
        #expect(renderer.drawTextRun(Self.labels(style), from: 0, in: squashedContext) == 0)
    }
}
