import RotaryControls
import Testing

@Suite struct ArcScreenAngleTests {
    @Test(arguments: [
        (0.0, 90.0, RotationDirection.clockwise, -90.0, 90.0),
        (90.0, 180.0, .clockwise, 0.0, 180.0),
        (180.0, 90.0, .counterClockwise, 90.0, -90.0),
        (270.0, 360.0, .clockwise, 180.0, 360.0),
    ])
    func screenAngles(start: Double, sweep: Double, direction: RotationDirection, screenStart: Double, delta: Double) {
        let arc = Arc(start: Bearing(degrees: start), sweep: Rotation(degrees: sweep), direction: direction)
        #expect(isClose(arc.screenStartAngle * 180 / .pi, screenStart, 1e-9))
        #expect(isClose(arc.screenDelta * 180 / .pi, delta, 1e-9))
        #expect(isClose(arc.screenEndAngle * 180 / .pi, screenStart + delta, 1e-9))
    }

    @Test func screenAngleOfBearingMatchesPointOnCircle() {
        // The point at a screen angle θ in a y-down space is (cos θ, sin θ).
        let arc = Arc(start: Bearing(degrees: 30), sweep: Rotation(degrees: 10))
        let point = Point(center: .zero, radius: 1, bearing: arc.start)
        #expect(isClose(point.x, Double.cos(arc.screenStartAngle), 1e-12))
        #expect(isClose(point.y, Double.sin(arc.screenStartAngle), 1e-12))
    }
}

@Suite struct ArcGradientSegmentTests {
    let twoColors = ArcGradient(colors: [.black, .white])

    @Test(arguments: [
        (90.0, 2.0, 45), (91.0, 2.0, 46), (1.0, 2.0, 1), (0.0, 2.0, 1), (360.0, 10.0, 36),
        (90.0, 0.0, 45), (90.0, -5.0, 45), (90.0, .nan, 45),
    ])
    func segmentCount(sweep: Double, maximumDegrees: Double, expected: Int) {
        let arc = Arc(start: .top, sweep: Rotation(degrees: sweep))
        #expect(ArcGradient.segmentCount(for: arc, maximumAngle: Rotation(degrees: maximumDegrees)) == expected)
    }

    @Test func tinyMaximumIsCapped() {
        let arc = Arc.fullCircle()
        #expect(ArcGradient.segmentCount(for: arc, maximumAngle: Rotation(radians: 1e-300)) == 3600)
    }

    @Test func emptyGradientHasNoSegments() {
        #expect(ArcGradient(colors: []).segments(along: .knob).isEmpty)
    }

    @Test func oneColourIsOneSegmentOverTheWholeArc() {
        let segments = ArcGradient(colors: [.red]).segments(along: .knob)
        #expect(segments == [ArcGradient.Segment(arc: .knob, color: .red)])
    }

    @Test func segmentsTileTheArcInOrderWithMidpointColours() {
        let arc = Arc(start: Bearing(degrees: 350), sweep: Rotation(degrees: 20)) // crosses 12 o'clock
        let segments = twoColors.segments(along: arc, maximumAngle: Rotation(degrees: 5))
        #expect(segments.count == 4)
        for (index, segment) in segments.enumerated() {
            let expectedStart = Bearing(degrees: 350 + 5 * Double(index))
            #expect(isClose(segment.arc.start.rotation(to: expectedStart).radians, 0, 1e-9))
            #expect(isClose(segment.arc.sweep.degrees, 5, 1e-9))
            #expect(segment.arc.direction == .clockwise)
            #expect(isClose(segment.color.red, (Double(index) + 0.5) / 4, 1e-9))
        }
    }

    @Test func counterClockwiseSegmentsRunBackwards() {
        let arc = Arc(start: .right, sweep: Rotation(degrees: 90), direction: .counterClockwise)
        let segments = twoColors.segments(along: arc, maximumAngle: Rotation(degrees: 45))
        #expect(segments.count == 2)
        #expect(isClose(segments[1].arc.start.degrees, 45, 1e-9))
        #expect(segments.allSatisfy { $0.arc.direction == .counterClockwise })
    }

    @Test func overlapLengthensAllButTheLastOfAnOpenArc() {
        let arc = Arc(start: .top, sweep: Rotation(degrees: 40))
        let segments = twoColors.segments(along: arc, maximumAngle: Rotation(degrees: 10), overlap: 0.01)
        #expect(segments.count == 4)
        #expect(isClose(segments[0].arc.sweep.degrees, 10.4, 1e-9))
        #expect(isClose(segments[3].arc.sweep.degrees, 10, 1e-9))
        // The last segment ends exactly at the arc's end.
        #expect(isClose(segments[3].arc.end.rotation(to: arc.end).radians, 0, 1e-9))
    }

    @Test func fullCircleOverlapsTheLastSegmentToo() {
        let segments = twoColors.segments(along: .fullCircle(), maximumAngle: Rotation(degrees: 90), overlap: 0.01)
        #expect(segments.count == 4)
        #expect(isClose(segments[3].arc.sweep.degrees, 93.6, 1e-9))
    }

    @Test(arguments: [Double.nan, -1, 10])
    func overlapIsClampedToHalfASegment(overlap: Double) {
        let arc = Arc(start: .top, sweep: Rotation(degrees: 40))
        let segments = twoColors.segments(along: arc, maximumAngle: Rotation(degrees: 10), overlap: overlap)
        let expected = overlap > 0 ? 15.0 : 10.0
        #expect(isClose(segments[0].arc.sweep.degrees, expected, 1e-9))
        #expect(segments.allSatisfy { $0.arc.sweep.radians.isFinite && $0.arc.start.radians.isFinite })
    }
}
