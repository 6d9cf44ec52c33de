import RotaryControls
import Testing

@testable import RotaryControlsSVG

/// Radial gradient fills and the palette semantic colours are painted with.
@Suite struct SVGPaintTests {
    @Test func radialGradientFillIsADefinitionInUserSpace() {
        let gradient = RadialGradient(
            center: Point(x: 90, y: 80), radius: 30,
            stops: [
                .init(DrawingColor(white: 0, alpha: 0), at: 1), .init(.white, at: 0),
            ])
        #expect(
            body([.circle(center: center, radius: 20, fill: .radialGradient(gradient), stroke: nil)]) == [
                "<defs><radialGradient id=\"rc-radial-1\" gradientUnits=\"userSpaceOnUse\" cx=\"90\" cy=\"80\" r=\"30\">"
                    + "<stop offset=\"0\" stop-color=\"#ffffff\"/><stop offset=\"1\" stop-color=\"#000000\" stop-opacity=\"0\"/>"
                    + "</radialGradient></defs>",
                "<circle cx=\"100\" cy=\"100\" r=\"20\" fill=\"url(#rc-radial-1)\"/>",
            ])
    }

    @Test func aGradientThatCannotBeDrawnFillsNothing() {
        let empty = RadialGradient(center: center, radius: 10, stops: [])
        let infinite = RadialGradient(center: Point(x: .infinity, y: 0), radius: 10, stops: [.init(.black, at: 0)])
        for gradient in [empty, infinite] {
            #expect(
                body([.circle(center: center, radius: 5, fill: .radialGradient(gradient), stroke: nil)])
                    == ["<circle cx=\"100\" cy=\"100\" r=\"5\" fill=\"none\"/>"])
        }
    }

    @Test func semanticColoursUseThePalette() {
        let element = Drawing.Element.circle(
            center: center, radius: 5, fill: .semantic(.label),
            stroke: Stroke(.semantic(.track), width: 2))
        #expect(
            body([element]) == [
                "<circle cx=\"100\" cy=\"100\" r=\"5\" fill=\"#000000\" stroke=\"#d1d1d6\" stroke-width=\"2\"/>"
            ])
        var dark = SVGRenderer()
        dark.palette = .dark
        #expect(
            body([element], renderer: dark)
                == ["<circle cx=\"100\" cy=\"100\" r=\"5\" fill=\"#ffffff\" stroke=\"#48484a\" stroke-width=\"2\"/>"])
    }
}
