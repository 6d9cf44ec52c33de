import PropertyBased
import RotaryControls
import Testing

@Suite struct RendererHelperPropertyTests {
    @Test func gradientSegmentsTileTheArcExactly() async {
        await propertyCheck(
            count: 300,
            input: Gen.double(in: 0..<360), Gen.double(in: 0...360), Gen.double(in: 0.01...90), Gen.bool
        ) { start, sweep, maximum, clockwise in
            let arc = Arc(
                start: Bearing(degrees: start), sweep: Rotation(degrees: sweep),
                direction: clockwise ? .clockwise : .counterClockwise)
            let gradient = ArcGradient(colors: [.red, .white, .blue])
            let segments = gradient.segments(along: arc, maximumAngle: Rotation(degrees: maximum))
            #expect(segments.count == ArcGradient.segmentCount(for: arc, maximumAngle: Rotation(degrees: maximum)))
            // Without overlap the segments add up to the arc and each starts where the last ended.
            let total = segments.reduce(0) { $0 + $1.arc.sweep.degrees }
            #expect(isClose(total, arc.sweep.degrees, 1e-6))
            for (previous, next) in zip(segments, segments.dropFirst()) {
                #expect(isClose(previous.arc.end.rotation(to: next.arc.start).radians, 0, 1e-9))
                #expect(next.arc.direction == arc.direction)
            }
            #expect(segments.allSatisfy { $0.arc.sweep.degrees <= maximum + 1e-6 || segments.count == 3600 })
        }
    }

    @Test func capOutlinesStayWithinHalfAWidthOfTheEnd() async {
        await propertyCheck(
            count: 300,
            input: Gen.double(in: 0..<360), Gen.double(in: 1...300), Gen.double(in: 0.1...40), Gen.bool
        ) { start, sweep, width, round in
            let arc = Arc(start: Bearing(degrees: start), sweep: Rotation(degrees: sweep))
            let center = Point(x: 100, y: 100)
            guard
                let path = arc.capOutline(
                    round ? .round : .square, at: .finish, center: center,
                    radius: 50, width: width)
            else {
                Issue.record("an open arc has a cap")
                return
            }
            let end = Point(center: center, radius: 50, bearing: arc.end)
            for command in path.commands {
                if case let .line(to) = command { #expect(to.distance(to: end) <= width / 2 * 1.4143) }
                if case let .curve(to, _, _) = command { #expect(isClose(to.distance(to: end), width / 2, 1e-9)) }
            }
        }
    }

    @Test func scrollStepsAccountForEveryPoint() async {
        await propertyCheck(count: 300, input: Gen.double(in: 1...50), Gen.double(in: -200...200).array(of: 1...40)) {
            size, deltas in
            var scroll = ScrollAccumulator(pointsPerStep: size)
            let steps = deltas.reduce(0) { $0 + scroll.steps(forDelta: $1) }
            let scrolled = deltas.reduce(0, +)
            #expect(isClose(Double(steps) * size + scroll.remainder, scrolled, 1e-6))
            #expect(Swift.abs(scroll.remainder) < size)
        }
    }
}
