import RotaryControls
import Testing

@Suite struct ArcTests {
    @Test func knobPreset() {
        let knob = Arc.knob
        #expect(isClose(knob.start.degrees, 225))
        #expect(isClose(knob.sweep.degrees, 270))
        #expect(isClose(knob.end.degrees, 135))
        #expect(knob.direction == .clockwise)
        #expect(!knob.isFullCircle)
        #expect(!knob.contains(Bearing.bottom))
        #expect(knob.contains(Bearing.top))
    }

    @Test(arguments: [
        (300.0, 210.0, 150.0), (180, 270, 90), (90, 315, 45), (360, 0, 0),
    ])
    func gapDownIsSymmetricAboutTwelve(maximumAngle: Double, start: Double, end: Double) {
        let arc = Arc.gapDown(maximumAngle: maximumAngle)
        #expect(isClose(arc.start.degrees, start, 1e-9))
        #expect(isClose(arc.end.degrees, end, 1e-9))
        #expect(isClose(arc.sweep.degrees, maximumAngle))
        #expect(isClose(arc.bearing(atFraction: 0.5).degrees, maximumAngle == 360 ? 180 : 0, 1e-9))
    }

    @Test(arguments: [0.0, -10, 400, .nan, .infinity])
    func gapDownFallsBackToFullCircle(maximumAngle: Double) {
        let arc = Arc.gapDown(maximumAngle: maximumAngle)
        #expect(arc.isFullCircle)
        #expect(arc.start == .top)
    }

    @Test func counterClockwiseGapDownStartsOnTheRight() {
        let arc = Arc.gapDown(maximumAngle: 300, direction: .counterClockwise)
        #expect(isClose(arc.start.degrees, 150))
        #expect(isClose(arc.end.degrees, 210))
        #expect(isClose(arc.bearing(atFraction: 0.25).degrees, 75))
        #expect(isClose(arc.signedSweep.degrees, -300))
    }

    @Test func sweepIsClampedAndNeverNaN() {
        #expect(Arc(start: .top, sweep: Rotation(degrees: 720)).isFullCircle)
        #expect(isClose(Arc(start: .top, sweep: Rotation(degrees: -90)).sweep.degrees, 90))
        #expect(Arc(start: .top, sweep: Rotation(radians: .nan)).isFullCircle)
        var arc = Arc.knob
        arc.sweep = Rotation(radians: -.infinity)
        #expect(arc.isFullCircle)
    }

    @Test func nearestFractionInTheGapGoesToTheNearerEnd() {
        let arc = Arc.gapDown(maximumAngle: 300) // 210° … 150° through 12 o'clock
        #expect(isClose(arc.nearestFraction(to: Bearing(degrees: 0)), 0.5))
        #expect(isClose(arc.nearestFraction(to: Bearing(degrees: 210)), 0))
        #expect(arc.nearestFraction(to: Bearing(degrees: 170)) == 1) // gap, near the end
        #expect(arc.nearestFraction(to: Bearing(degrees: 190)) == 0) // gap, near the start
        #expect(Arc(start: .top, sweep: .zero).nearestFraction(to: .right) == 0)
    }

    @Test func offsetAndRotated() {
        let arc = Arc.fullCircle(start: .right)
        #expect(isClose(arc.offset(of: .bottom).degrees, 90))
        #expect(isClose(arc.offset(of: .top).degrees, 270))
        #expect(isClose(Arc.knob.rotated(by: Rotation(degrees: 45)).start.degrees, 270))
        let ccw = Arc.fullCircle(direction: .counterClockwise)
        #expect(isClose(ccw.offset(of: .left).degrees, 90))
    }

    @Test(arguments: [(270.0, 270.0), (-270, 270), (500, 360), (0, 0), (.nan, 270)])
    func knobMaximumAngleIsTheWholeArc(maximumAngle: Double, sweep: Double) {
        let arc = Arc.knob(maximumAngle: maximumAngle)
        #expect(isClose(arc.sweep.degrees, sweep))
        // Centred on 12 o'clock: it starts half the arc counter-clockwise from the top.
        #expect(isClose(Bearing.top.rotation(to: arc.start).degrees, sweep == 360 ? 180 : -sweep / 2))
    }
}
