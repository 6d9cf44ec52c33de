import PropertyBased
import RotaryControls
import Testing

/// The wedges an angular gradient is painted with where there are no conic gradients: every
/// point around the centre in exactly one wedge, of the colour the gradient has there.
@Suite struct ArcGradientWedgeTests {
    private let gradient = ArcGradient(colors: [.red, DrawingColor(red: 0, green: 1, blue: 0, alpha: 0.4), .blue])

    /// The corners of a wedge's outline (its commands are a move, lines and a close).
    private static func corners(_ wedge: ArcGradient.Wedge) -> [Point] {
        wedge.outline.commands.compactMap { command in
            switch command {
            case let .move(to), let .line(to): return to
            default: return nil
            }
        }
    }

    /// Whether `point` lies inside the polygon `corners` (crossing count).
    private static func contains(_ corners: [Point], _ point: Point) -> Bool {
        var inside = false
        var previous = corners[corners.count - 1]
        for corner in corners {
            if (corner.y > point.y) != (previous.y > point.y),
                point.x < (previous.x - corner.x) * (point.y - corner.y) / (previous.y - corner.y) + corner.x
            {
                inside.toggle()
            }
            previous = corner
        }
        return inside
    }

    @Test func everyPointAroundTheCentreIsInExactlyOneWedgeOfTheGradientsColourThere() async {
        await propertyCheck(
            count: 250,
            input: Gen.double(in: 0..<360), Gen.double(in: 0...360), Gen.bool, Gen.double(in: 2...200),
            Gen.double(in: 0.5...60),
            Gen.double(in: 0..<1).array(of: 12)
        ) { start, sweep, clockwise, radius, width, samples in
            let arc = Arc(
                start: Bearing(degrees: start), sweep: Rotation(degrees: sweep),
                direction: clockwise ? .clockwise : .counterClockwise)
            let center = Point(x: 300, y: 200)
            let wedges = gradient.wedges(along: arc, center: center, radius: radius, width: width)
            let count = ArcGradient.segmentCount(for: arc)
            #expect(wedges.count == count + (arc.isFullCircle ? 0 : 2))
            let outlines = wedges.map(Self.corners)
            for (index, sample) in samples.enumerated() {
                // A point on the stroke (its caps included), at an angle along the circle.
                let angle = sample * 2 * .pi
                let distance = radius - width / 2 + width * Double(index) / Double(samples.count - 1)
                let bearing = arc.start.turned(by: Rotation(radians: arc.direction.sign * angle))
                let point = Point(center: center, radius: distance, bearing: bearing)
                guard distance > 1e-6 else { continue }
                let holders = outlines.indices.filter { Self.contains(outlines[$0], point) }
                // Points a hair from a shared edge may fall either way; skip them.
                let boundaries =
                    (0...count).map { arc.sweep.radians * Double($0) / Double(count) }
                    + [arc.sweep.radians + (2 * .pi - arc.sweep.radians) / 2, 2 * .pi]
                guard boundaries.allSatisfy({ Swift.abs($0 - angle) * distance > 1e-6 }) else { continue }
                #expect(holders.count == 1, "a point is in exactly one wedge")
                guard let holder = holders.first else { continue }
                let expected: DrawingColor
                if arc.isFullCircle || angle <= arc.sweep.radians {
                    let segment = Swift.min(count - 1, Int(angle / arc.sweep.radians * Double(count)))
                    expected = gradient.color(at: (Double(segment) + 0.5) / Double(count))
                } else {
                    // In the gap: the colour of the nearer end.
                    let pastEnd = angle - arc.sweep.radians
                    expected =
                        pastEnd < (2 * .pi - arc.sweep.radians) / 2 ? gradient.color(at: 1) : gradient.color(at: 0)
                }
                #expect(wedges[holder].color == expected)
            }
        }
    }

    @Test func neighbouringWedgesShareTheirEdgesPointForPoint() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0..<360), Gen.double(in: 0...360), Gen.bool) {
            start, sweep, clockwise in
            let arc = Arc(
                start: Bearing(degrees: start), sweep: Rotation(degrees: sweep),
                direction: clockwise ? .clockwise : .counterClockwise)
            let center = Point(x: 40, y: 50)
            let outlines = gradient.wedges(along: arc, center: center, radius: 30, width: 8).map(Self.corners)
            for (previous, next) in zip(outlines, outlines.dropFirst() + outlines.prefix(1)) {
                #expect(previous.first == center && next.first == center)
                #expect(previous.last == next[1], "one wedge's last corner is the next one's first")
            }
        }
    }

    @Test func theArcsWedgesHaveTheSegmentsColours() {
        let arc = Arc.knob
        let wedges = gradient.wedges(along: arc, center: Point(x: 50, y: 50), radius: 40, width: 6)
        let segments = gradient.segments(along: arc)
        #expect(Array(wedges.prefix(segments.count).map(\.color)) == segments.map(\.color))
        #expect(wedges[segments.count].color == gradient.color(at: 1))
        #expect(wedges[segments.count + 1].color == gradient.color(at: 0))
        // Beyond the ends the outer edge is cut into pieces of at most 20°: 45° of gap each side.
        #expect(Self.corners(wedges[segments.count]).count == 1 + 4)
    }

    @Test func badInputGivesNoWedges() {
        let arc = Arc.knob
        let center = Point(x: 10, y: 10)
        for (radius, width) in [
            (Double.nan, 4.0), (40, .nan), (0, 4), (-3, 4), (40, 0), (40, -1), (.infinity, 4), (40, .infinity),
        ] {
            #expect(gradient.wedges(along: arc, center: center, radius: radius, width: width).isEmpty)
        }
        #expect(gradient.wedges(along: arc, center: Point(x: .nan, y: 0), radius: 40, width: 4).isEmpty)
        #expect(ArcGradient(colors: [.red]).wedges(along: arc, center: center, radius: 40, width: 4).isEmpty)
        #expect(ArcGradient(colors: []).wedges(along: arc, center: center, radius: 40, width: 4).isEmpty)
        #expect(gradient.wedges(along: arc, center: center, radius: 1e300, width: 1e300).isEmpty)
    }
}
