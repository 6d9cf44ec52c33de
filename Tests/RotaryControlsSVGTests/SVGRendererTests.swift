import RotaryControls
import Testing

@testable import RotaryControlsSVG

@Suite struct SVGDocumentTests {
    @Test func emptyDrawingIsAStandaloneDocument() {
        let svg = SVGRenderer().render(Drawing(size: Size(width: 200, height: 100.5)))
        #expect(
            svg == """
                <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100.5" viewBox="0 0 200 100.5">
                </svg>

                """)
    }

    @Test(arguments: [Double.nan, -.infinity, .infinity, -10, 0, 1e30])
    func badSizesAreZero(value: Double) {
        let svg = SVGRenderer().render(Drawing(size: Size(width: value, height: 50)))
        #expect(
            svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"50\" viewBox=\"0 0 0 50\">"))
    }

    @Test func backgroundIsPaintedFirst() {
        let renderer = SVGRenderer(background: DrawingColor(white: 1, alpha: 0.5))
        #expect(
            body([.circle(center: center, radius: 5, fill: .color(.black), stroke: nil)], renderer: renderer) == [
                "<rect x=\"0\" y=\"0\" width=\"200\" height=\"200\" fill=\"#ffffff\" fill-opacity=\"0.5\"/>",
                "<circle cx=\"100\" cy=\"100\" r=\"5\" fill=\"#000000\"/>",
            ])
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (-0.004, "0"), (0.004, "0"), (0.005, "0.01"), (1.5, "1.5"), (1.25, "1.25"),
        (2.1, "2.1"), (0.05, "0.05"), (-3.456, "-3.46"), (-0.5, "-0.5"), (123_456_789, "123456789"),
        (1e-7, "0"), (99.999, "100"), (1e9, "1000000000"), (2e9, "0"), (.nan, "0"), (.infinity, "0"),
    ])
    func numbersAreRoundedStably(value: Double, expected: String) {
        #expect(SVGNumber.format(value) == expected)
    }
}

@Suite struct SVGShapeTests {
    @Test func circleFilledAndStroked() {
        #expect(
            line(
                .circle(
                    center: Point(x: 10, y: 20.125), radius: 5, fill: .color(.red),
                    stroke: Stroke(.semantic(.separator), width: 1.5)))
                == "<circle cx=\"10\" cy=\"20.13\" r=\"5\" fill=\"#ff0000\" stroke=\"#3c3c43\" stroke-opacity=\"0.29\" stroke-width=\"1.5\"/>"
        )
        #expect(
            line(.circle(center: center, radius: 5, fill: nil, stroke: Stroke(.color(.blue), width: 2)))
                == "<circle cx=\"100\" cy=\"100\" r=\"5\" fill=\"none\" stroke=\"#0000ff\" stroke-width=\"2\"/>")
    }

    @Test func semanticAndTranslucentFills() {
        #expect(
            line(.circle(center: center, radius: 1, fill: .semantic(.tint), stroke: nil))
                == "<circle cx=\"100\" cy=\"100\" r=\"1\" fill=\"#007aff\"/>")
        #expect(
            line(
                .circle(
                    center: center, radius: 1, fill: .color(DrawingColor(red: 1, green: 0, blue: 0, alpha: 0.25)),
                    stroke: nil))
                == "<circle cx=\"100\" cy=\"100\" r=\"1\" fill=\"#ff0000\" fill-opacity=\"0.25\"/>")
        // A gradient on anything but an arc takes its first colour.
        #expect(
            line(.circle(center: center, radius: 1, fill: .gradient(ArcGradient(colors: [.blue, .red])), stroke: nil))
                == "<circle cx=\"100\" cy=\"100\" r=\"1\" fill=\"#0000ff\"/>")
    }

    @Test func ellipse() {
        #expect(
            line(.ellipse(in: Rect(x: 10, y: 20, width: 60, height: 30), fill: .color(.white), stroke: nil))
                == "<ellipse cx=\"40\" cy=\"35\" rx=\"30\" ry=\"15\" fill=\"#ffffff\"/>")
    }

    @Test func pathWithEveryCommand() {
        var path = DrawingPath()
        path.move(to: Point(x: 1, y: 2))
        path.line(to: Point(x: 3, y: 4))
        path.quadCurve(to: Point(x: 7, y: 8), control: Point(x: 5, y: 6))
        path.curve(to: Point(x: 13, y: 14), control1: Point(x: 9, y: 10), control2: Point(x: 11, y: 12))
        path.close()
        #expect(
            line(.path(path, fill: .color(.black), stroke: Stroke(.color(.red), width: 2, cap: .round)))
                == "<path d=\"M 1 2 L 3 4 Q 5 6 7 8 C 9 10 11 12 13 14 Z\" fill=\"#000000\" stroke=\"#ff0000\" "
                + "stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>")
    }

    @Test func pathWithoutLeadingMoveStartsAtItsFirstPoint() {
        let path = DrawingPath(commands: [.close, .line(to: Point(x: 3, y: 4)), .line(to: Point(x: 5, y: 6))])
        #expect(
            line(.path(path, fill: nil, stroke: Stroke(.color(.black), width: 1)))
                == "<path d=\"M 3 4 L 5 6\" fill=\"none\" stroke=\"#000000\" stroke-width=\"1\" stroke-linecap=\"butt\" stroke-linejoin=\"round\"/>"
        )
        #expect(body([.path(DrawingPath(), fill: .color(.black), stroke: nil)]).isEmpty)
    }

    @Test func textIsCentredAndEscaped() {
        let style = TextStyle(fontSize: 14, weight: .semibold, paint: .color(.blue))
        #expect(
            line(.text("a < b & \"c\" 'd' >", center: Point(x: 50, y: 60), style: style))
                == "<text x=\"50\" y=\"60\" dy=\"0.35em\" text-anchor=\"middle\" font-family=\"sans-serif\" "
                + "font-size=\"14\" font-weight=\"600\" fill=\"#0000ff\">a &lt; b &amp; &quot;c&quot; &apos;d&apos; &gt;</text>"
        )
        #expect(
            line(.text("two\nlines\u{1}", center: center, style: TextStyle()))?
                .hasSuffix("font-weight=\"400\" fill=\"#000000\">two lines</text>") == true)
        #expect(body([.text("", center: center, style: TextStyle())]).isEmpty)
        #expect(body([.text("zero", center: center, style: TextStyle(fontSize: 0))]).isEmpty)
    }
}

@Suite struct SVGImageAndGroupTests {
    @Test func imagePlaceholder() {
        #expect(
            body([.image("knob", in: Rect(x: 10, y: 20, width: 40, height: 30), rotation: .zero, tint: nil)]) == [
                "<g>",
                "  <rect x=\"10\" y=\"20\" width=\"40\" height=\"30\" rx=\"4\" fill=\"none\" stroke=\"#8e8e93\" "
                    + "stroke-width=\"1\" stroke-dasharray=\"4 3\"/>",
                "  <text x=\"30\" y=\"35\" dy=\"0.35em\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"10\" "
                    + "font-weight=\"400\" fill=\"#8e8e93\">knob</text>",
                "</g>",
            ])
    }

    @Test func rotatedImageTurnsAboutItsCentre() {
        let lines = body([
            .image(
                "a&b", in: Rect(x: 0, y: 0, width: 60, height: 60), rotation: Rotation(degrees: 30),
                tint: .color(.red))
        ])
        #expect(lines.first == "<g transform=\"rotate(30 30 30)\">")
        #expect(lines.contains { $0.contains("stroke=\"#ff0000\"") && $0.hasPrefix("  <rect") })
        #expect(lines.contains { $0.hasSuffix(">a&amp;b</text>") })
    }

    @Test func resolvedImagesUseHref() {
        let renderer = SVGRenderer(imageResolver: { $0 == "knob" ? "assets/knob.png" : nil })
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(
            body([.image("knob", in: rect, rotation: .zero, tint: nil)], renderer: renderer) == [
                "<g>",
                "  <image href=\"assets/knob.png\" x=\"1\" y=\"2\" width=\"3\" height=\"4\" preserveAspectRatio=\"xMidYMid meet\"/>",
                "</g>",
            ])
        let template = ImageReference(name: "knob", isTemplate: true)
        #expect(
            body([.image(template, in: rect, rotation: .zero, tint: .color(.red))], renderer: renderer) == [
                "<g>",
                "  <mask id=\"rc-mask-1\" style=\"mask-type:alpha\"><image href=\"assets/knob.png\" x=\"1\" y=\"2\" "
                    + "width=\"3\" height=\"4\" preserveAspectRatio=\"xMidYMid meet\"/></mask>",
                "  <rect x=\"1\" y=\"2\" width=\"3\" height=\"4\" fill=\"#ff0000\" mask=\"url(#rc-mask-1)\"/>",
                "</g>",
            ])
        // An unknown name is still a placeholder.
        #expect(
            body([.image("other", in: rect, rotation: .zero, tint: nil)], renderer: renderer)[1].hasPrefix("  <rect"))
    }

    @Test func groupWithTransformOpacityAndClip() {
        let group = Drawing.Group(
            transform: .translation(x: 10, y: -5.5), opacity: 0.5,
            clipCircle: Drawing.ClipCircle(center: Point(x: 20, y: 30), radius: 15),
            elements: [.circle(center: Point(x: 20, y: 30), radius: 20, fill: .color(.black), stroke: nil)])
        let renderer = SVGRenderer(idPrefix: "scene")
        #expect(
            body([.group(group), .group(group)], renderer: renderer) == [
                "<g transform=\"matrix(1 0 0 1 10 -5.5)\" opacity=\"0.5\">",
                "  <clipPath id=\"scene-clip-1\"><circle cx=\"20\" cy=\"30\" r=\"15\"/></clipPath>",
                "  <g clip-path=\"url(#scene-clip-1)\">",
                "    <circle cx=\"20\" cy=\"30\" r=\"20\" fill=\"#000000\"/>",
                "  </g>",
                "</g>",
                "<g transform=\"matrix(1 0 0 1 10 -5.5)\" opacity=\"0.5\">",
                "  <clipPath id=\"scene-clip-2\"><circle cx=\"20\" cy=\"30\" r=\"15\"/></clipPath>",
                "  <g clip-path=\"url(#scene-clip-2)\">",
                "    <circle cx=\"20\" cy=\"30\" r=\"20\" fill=\"#000000\"/>",
                "  </g>",
                "</g>",
            ])
    }

    @Test func plainGroupAndNesting() {
        let inner = Drawing.Group(elements: [.circle(center: center, radius: 1, fill: .color(.black), stroke: nil)])
        let outer = Drawing.Group(transform: .rotation(Rotation(degrees: 90)), elements: [.group(inner)])
        #expect(
            body([.group(outer)]) == [
                "<g transform=\"matrix(0 1 -1 0 0 0)\">",
                "  <g>",
                "    <circle cx=\"100\" cy=\"100\" r=\"1\" fill=\"#000000\"/>",
                "  </g>",
                "</g>",
            ])
    }
}

@Suite struct SVGInvisibleShapeTests {
    @Test func shapesThatPaintNothingAreSkipped() {
        let none = Stroke(.color(.black), width: 0)
        #expect(body([.circle(center: center, radius: 5, fill: nil, stroke: nil)]).isEmpty)
        #expect(body([.circle(center: center, radius: 5, fill: nil, stroke: none)]).isEmpty)
        #expect(body([.ellipse(in: Rect(x: 0, y: 0, width: 4, height: 3), fill: nil, stroke: none)]).isEmpty)
        #expect(body([.path(.polyline([.zero, Point(x: 1, y: 1)]), fill: nil, stroke: nil)]).isEmpty)
        // A zero-width stroke next to a fill: the fill alone.
        #expect(
            line(.circle(center: center, radius: 5, fill: .color(.black), stroke: none))
                == "<circle cx=\"100\" cy=\"100\" r=\"5\" fill=\"#000000\"/>")
    }
}
