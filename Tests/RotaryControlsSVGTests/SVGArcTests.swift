import RotaryControls
import Testing

@testable import RotaryControlsSVG

@Suite struct SVGArcTests {
    let black = Paint.color(.black)

    @Test func clockwiseQuarterFromTwelveGoesToThree() {
        let arc = Arc(start: .top, sweep: Rotation(degrees: 90))
        #expect(
            line(.arc(center: center, radius: 50, arc: arc, stroke: Stroke(black, width: 4, cap: .round)))
                == "<path d=\"M 100 50 A 50 50 0 0 1 150 100\" fill=\"none\" stroke=\"#000000\" stroke-width=\"4\" stroke-linecap=\"round\"/>"
        )
    }

    @Test func counterClockwiseQuarterFromTwelveGoesToNine() {
        let arc = Arc(start: .top, sweep: Rotation(degrees: 90), direction: .counterClockwise)
        #expect(
            line(.arc(center: center, radius: 50, arc: arc, stroke: Stroke(black, width: 4)))
                == "<path d=\"M 100 50 A 50 50 0 0 0 50 100\" fill=\"none\" stroke=\"#000000\" stroke-width=\"4\" stroke-linecap=\"butt\"/>"
        )
    }

    @Test func arcsOverHalfATurnAreSplitInTwo() {
        // gapDown(300): from 210° (lower left) through 12 o'clock to 150° (lower right).
        #expect(
            line(
                .arc(
                    center: center, radius: 50, arc: .gapDown(maximumAngle: 300),
                    stroke: Stroke(black, width: 2, cap: .square)))
                == "<path d=\"M 75 143.3 A 50 50 0 0 1 100 50 A 50 50 0 0 1 125 143.3\" fill=\"none\" stroke=\"#000000\" "
                + "stroke-width=\"2\" stroke-linecap=\"square\"/>")
    }

    @Test func fullCircleIsTwoClosedHalves() {
        #expect(
            line(.arc(center: center, radius: 50, arc: .fullCircle(), stroke: Stroke(black, width: 2, cap: .round)))
                == "<path d=\"M 100 50 A 50 50 0 0 1 100 150 A 50 50 0 0 1 100 50 Z\" fill=\"none\" stroke=\"#000000\" "
                + "stroke-width=\"2\" stroke-linecap=\"round\"/>")
        let ccw = Arc.fullCircle(start: .right, direction: .counterClockwise)
        #expect(
            line(.arc(center: center, radius: 50, arc: ccw, stroke: Stroke(black, width: 2)))?
                .hasPrefix("<path d=\"M 150 100 A 50 50 0 0 0 50 100 A 50 50 0 0 0 150 100 Z\"") == true)
    }

    @Test func zeroLengthArcDrawsOnlyItsCaps() {
        let arc = Arc(start: .top, sweep: .zero)
        #expect(
            body([.arc(center: center, radius: 50, arc: arc, stroke: Stroke(black, width: 10, cap: .butt))]).isEmpty)
        #expect(
            line(.arc(center: center, radius: 50, arc: arc, stroke: Stroke(black, width: 10, cap: .round)))
                == "<circle cx=\"100\" cy=\"50\" r=\"5\" fill=\"#000000\"/>")
        #expect(
            line(.arc(center: center, radius: 50, arc: arc, stroke: Stroke(black, width: 10, cap: .square)))
                == "<path d=\"M 105 45 L 95 45 L 95 55 L 105 55 Z\" fill=\"#000000\"/>")
    }

    @Test func translucentStrokeUsesStrokeOpacity() {
        let paint = Paint.color(DrawingColor(red: 0, green: 0, blue: 1, alpha: 0.4))
        #expect(
            line(.arc(center: center, radius: 50, arc: .knob, stroke: Stroke(paint, width: 3)))?
                .contains("stroke=\"#0000ff\" stroke-opacity=\"0.4\" stroke-width=\"3\"") == true)
    }

    @Test func zeroWidthOrRadiusDrawsNothing() {
        #expect(body([.arc(center: center, radius: 50, arc: .knob, stroke: Stroke(black, width: 0))]).isEmpty)
        #expect(body([.arc(center: center, radius: 0, arc: .knob, stroke: Stroke(black, width: 2))]).isEmpty)
        #expect(body([.arc(center: center, radius: -5, arc: .knob, stroke: Stroke(black, width: 2))]).isEmpty)
    }
}

@Suite struct SVGGradientTests {
    let paint = Paint.gradient(ArcGradient(colors: [.lightGray, .blue, .darkGray]))

    @Test(arguments: [(300.0, 150), (90, 45), (360, 180), (2, 1), (2.5, 2), (1, 1), (0, 1)])
    func segmentsAreAtMostTwoDegrees(sweep: Double, count: Int) {
        let arc = Arc(start: .top, sweep: Rotation(degrees: sweep))
        #expect(ArcGradient.segmentCount(for: arc, maximumAngle: SVGRenderer.maximumGradientSegmentAngle) == count)
    }

    @Test func gradientArcWithRoundCapsIsWedgesThroughAMaskOfTheStrokedArc() {
        let arc = Arc.gapDown(maximumAngle: 300)
        let lines = body([.arc(center: center, radius: 50, arc: arc, stroke: Stroke(paint, width: 10, cap: .round))])
        // The mask: the arc stroked in white with its real caps; then 150 wedges of 2° and one
        // beyond each end, filled without antialiasing through it.
        #expect(lines.count == 1 + 1 + 150 + 2 + 1)
        #expect(
            lines[0]
                == "<mask id=\"rc-arc-1\"><path d=\"\(SVGRenderer.arcData(center: center, radius: 50, arc: arc))\" "
                + "fill=\"none\" stroke=\"#fff\" stroke-width=\"10\" stroke-linecap=\"round\"/></mask>")
        #expect(lines[1] == "<g mask=\"url(#rc-arc-1)\" shape-rendering=\"crispEdges\">")
        let wedges = Array(lines[2..<154])
        #expect(wedges.allSatisfy { $0.hasPrefix("  <path d=\"M 100 100 L ") && $0.contains(" Z\" fill=\"#") })
        // Each wedge on the arc takes the gradient's colour at its middle, as the segments did;
        // the two beyond the ends (where the caps are) the end colours.
        #expect(wedges[0].hasSuffix("fill=\"#a9a9ab\"/>"))
        #expect(wedges[75].hasSuffix("fill=\"#0101fe\"/>"))
        #expect(wedges[149].hasSuffix("fill=\"#545456\"/>"))
        #expect(wedges[150].hasSuffix("fill=\"#555555\"/>"))
        #expect(wedges[151].hasSuffix("fill=\"#aaaaaa\"/>"))
        #expect(!lines.contains { $0.contains("<circle") }, "no cap is painted twice")
        #expect(lines.last == "</g>")
    }

    @Test func neighbouringWedgesShareTheirEdges() {
        let arc = Arc(start: .top, sweep: Rotation(degrees: 4))
        let lines = body([.arc(center: center, radius: 100, arc: arc, stroke: Stroke(paint, width: 10))])
        // Two wedges of 2° and two beyond the ends; the first ends on the ray the second starts on.
        #expect(lines.count == 1 + 1 + 4 + 1)
        let corners = lines[2..<6].map { line in
            line.split(separator: "\"")[1].split(separator: " ").filter { $0 != "M" && $0 != "L" && $0 != "Z" }
        }
        #expect(corners[0][0...1] == ["100", "100"], "a wedge starts at the centre")
        #expect(corners[0].suffix(2) == corners[1][2...3], "one wedge's last corner is the next one's first")
        #expect(lines[2].hasSuffix("fill=\"#5555d4\"/>"), "the colour at fraction 0.25, between light grey and blue")
    }

    @Test func squareCapsAreTheStrokesOwn() {
        // A ccw quarter from 3 o'clock to 12: the mask strokes it with square caps.
        let arc = Arc(start: .right, sweep: Rotation(degrees: 90), direction: .counterClockwise)
        let lines = body([.arc(center: center, radius: 50, arc: arc, stroke: Stroke(paint, width: 10, cap: .square))])
        #expect(lines[0].hasSuffix("stroke-linecap=\"square\"/></mask>"))
        #expect(lines[0].contains("d=\"M 150 100 A 50 50 0 0 0 100 50\""))
        #expect(lines.count == 1 + 1 + 45 + 2 + 1)
    }

    @Test func fullCircleGradientHasNoEndWedges() {
        let lines = body([
            .arc(center: center, radius: 50, arc: .fullCircle(), stroke: Stroke(paint, width: 10, cap: .round))
        ])
        #expect(lines.count == 1 + 1 + 180 + 1)
        #expect(lines[0].contains("d=\"M 100 50 A"))
    }

    @Test func aZeroLengthGradientArcIsItsStartCap() {
        let arc = Arc(start: .right, sweep: .zero)
        let lines = body([.arc(center: center, radius: 50, arc: arc, stroke: Stroke(paint, width: 10, cap: .round))])
        #expect(lines == ["<circle cx=\"150\" cy=\"100\" r=\"5\" fill=\"#aaaaaa\"/>"])
    }

    @Test func oneColourIsFlatAndNoColourIsNothing() {
        let flat = Paint.gradient(ArcGradient(colors: [.red]))
        #expect(
            line(.arc(center: center, radius: 50, arc: .knob, stroke: Stroke(flat, width: 2)))?
                .contains("stroke=\"#ff0000\"") == true)
        let empty = Paint.gradient(ArcGradient(colors: []))
        #expect(body([.arc(center: center, radius: 50, arc: .knob, stroke: Stroke(empty, width: 2))]).isEmpty)
    }
}

@Suite struct SVGBadGeometryTests {
    static let bad: [Double] = [.nan, .infinity, -.infinity, 1e300]

    static func elements(_ v: Double) -> [Drawing.Element] {
        let stroke = Stroke(.color(.black), width: 2)
        return [
            .arc(center: Point(x: v, y: 0), radius: 10, arc: .knob, stroke: stroke),
            .arc(center: center, radius: v, arc: .knob, stroke: stroke),
            .arc(
                center: center, radius: 10, arc: .knob,
                stroke: Stroke(.gradient(ArcGradient(colors: [.red, .blue])), width: v)),
            .circle(center: Point(x: 0, y: v), radius: 10, fill: .color(.black), stroke: nil),
            .circle(center: center, radius: v, fill: .color(.black), stroke: nil),
            .circle(center: center, radius: 10, fill: nil, stroke: Stroke(.color(.black), width: v)),
            .ellipse(in: Rect(x: 0, y: 0, width: v, height: 10), fill: .color(.black), stroke: nil),
            .path(.polyline([Point(x: 0, y: 0), Point(x: v, y: 1), Point(x: 2, y: 2)]), fill: nil, stroke: stroke),
            .path(
                DrawingPath(commands: [.move(to: .zero), .quadCurve(to: .zero, control: Point(x: v, y: 0))]), fill: nil,
                stroke: stroke),
            .text("t", center: Point(x: v, y: v), style: TextStyle()),
            .text("t", center: center, style: TextStyle(fontSize: v)),
            .image("i", in: Rect(x: v, y: 0, width: 10, height: 10), rotation: .zero, tint: nil),
            .image("i", in: Rect(x: 0, y: 0, width: 10, height: 10), rotation: Rotation(radians: v), tint: nil),
            .group(
                Drawing.Group(
                    transform: .translation(x: v, y: 0),
                    elements: [.circle(center: center, radius: 1, fill: .color(.black), stroke: nil)])),
            .group(
                Drawing.Group(
                    clipCircle: Drawing.ClipCircle(center: center, radius: v),
                    elements: [
                        .circle(center: center, radius: 1, fill: .color(.black), stroke: nil)
                    ])),
        ]
    }

    @Test(arguments: bad)
    func elementsWithBadGeometryAreSkipped(value: Double) {
        for element in Self.elements(value) {
            #expect(body([element]).isEmpty, "\(element)")
        }
        let svg = SVGRenderer().render(Drawing(size: Size(width: value, height: value), elements: Self.elements(value)))
        #expect(!svg.lowercased().contains("nan"))
        #expect(!svg.lowercased().contains("inf"))
    }

    @Test func negativeSizesAndRadiiAreSkipped() {
        #expect(body([.circle(center: center, radius: -1, fill: .color(.black), stroke: nil)]).isEmpty)
        #expect(body([.ellipse(in: Rect(x: 0, y: 0, width: -4, height: 3), fill: .color(.black), stroke: nil)]).isEmpty)
        #expect(body([.image("x", in: Rect(x: 0, y: 0, width: 4, height: -3), rotation: .zero, tint: nil)]).isEmpty)
        #expect(
            body([
                .group(
                    Drawing.Group(
                        clipCircle: Drawing.ClipCircle(center: center, radius: -1),
                        elements: [
                            .circle(center: center, radius: 1, fill: .color(.black), stroke: nil)
                        ]))
            ]).isEmpty)
    }

    @Test func goodElementsNextToBadOnesSurvive() {
        let good = Drawing.Element.circle(center: center, radius: 1, fill: .color(.black), stroke: nil)
        let bad = Drawing.Element.circle(center: Point(x: .nan, y: 0), radius: 1, fill: .color(.black), stroke: nil)
        #expect(body([bad, good, bad]) == ["<circle cx=\"100\" cy=\"100\" r=\"1\" fill=\"#000000\"/>"])
    }
}
