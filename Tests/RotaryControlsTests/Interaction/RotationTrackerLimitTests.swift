import RotaryControls
import Testing

@Suite struct RotationTrackerLimitTests {
    private func tracker(_ behavior: RotationLimits.Behavior, maxDegrees: Double = 90) -> RotationTracker {
        RotationTracker(
            anchor: testAnchor,
            limits: RotationLimits(minimum: .zero, maximum: Rotation(degrees: maxDegrees), behavior: behavior)
        )
    }

    @Test func slipMovesBackAtOnce() {
        var t = tracker(.slip)
        run(
            &t,
            [
                TrackerStep(
                    event: .at(.began, degrees: 0, time: 0), reported: .possible, phase: .possible, rotationDegrees: 0,
                    turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 60, time: 0.1), reported: .began, phase: .began, rotationDegrees: 60,
                    turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 120, time: 0.2), reported: .changed, phase: .changed,
                    rotationDegrees: 90, turns: 0),
                // Past the stop: the finger slips, nothing changes, nothing is reported.
                TrackerStep(
                    event: .at(.moved, degrees: 150, time: 0.3), reported: nil, phase: .changed, rotationDegrees: 90,
                    turns: 0),
                // Turning back moves the rotation at once.
                TrackerStep(
                    event: .at(.moved, degrees: 140, time: 0.4), reported: .changed, phase: .changed,
                    rotationDegrees: 80, turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 340, time: 0.5), reported: .changed, phase: .changed,
                    rotationDegrees: 0, turns: -1),
            ])
        #expect(isClose(t.fingerRotation.degrees, -20, 1e-9))
    }

    @Test func holdWaitsUntilTheFingerUnwinds() {
        var t = tracker(.hold)
        run(
            &t,
            [
                TrackerStep(
                    event: .at(.began, degrees: 0, time: 0), reported: .possible, phase: .possible, rotationDegrees: 0,
                    turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 60, time: 0.1), reported: .began, phase: .began, rotationDegrees: 60,
                    turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 150, time: 0.2), reported: .changed, phase: .changed,
                    rotationDegrees: 90, turns: 0),
                // Turning back does nothing until the finger is back under the limit.
                TrackerStep(
                    event: .at(.moved, degrees: 120, time: 0.3), reported: nil, phase: .changed, rotationDegrees: 90,
                    turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 95, time: 0.4), reported: nil, phase: .changed, rotationDegrees: 90,
                    turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 80, time: 0.5), reported: .changed, phase: .changed,
                    rotationDegrees: 80, turns: 0),
            ])
    }

    @Test func holdAcrossSeveralTurns() {
        // A dial that turns once clockwise and then tightens up (seed 002).
        var t = tracker(.hold, maxDegrees: 360)
        for event in walk(stride(from: 0.0, through: 720, by: 30).map { $0 }).dropLast() { t.handle(event) }
        // The finger is at 690°, pinned at one turn.
        #expect(isClose(t.rotation.degrees, 360, 1e-9))
        #expect(t.turns == 1)
        for (index, bearing) in [240.0, 120, 60, 0].enumerated() { // unwinding to 360° of finger
            t.handle(.at(.moved, degrees: bearing, time: 1 + Double(index) / 10))
            #expect(isClose(t.rotation.degrees, 360, 1e-9))
        }
        t.handle(.at(.moved, degrees: 300, time: 2)) // finger back at 300°
        #expect(isClose(t.rotation.degrees, 300, 1e-9))
        #expect(t.turns == 0)
    }

    @Test func limitsStartFromTheBaseRotationAndClampIt() {
        var t = tracker(.slip)
        t.rotation = Rotation(degrees: 200)
        #expect(isClose(t.rotation.degrees, 90))
        t.rotation = Rotation(radians: .nan)
        #expect(isClose(t.rotation.degrees, 90))
        t.handle(.at(.began, degrees: 0, time: 0))
        t.handle(.at(.moved, degrees: -30, time: 0.1))
        #expect(isClose(t.rotation.degrees, 60))
        #expect(isClose(t.startRotation.degrees, 90))
    }

    @Test func settingTheRotationDuringATouchRebases() {
        var t = RotationTracker(anchor: testAnchor)
        t.handle(.at(.began, degrees: 0, time: 0))
        t.handle(.at(.moved, degrees: 30, time: 0.1))
        t.rotation = Rotation(degrees: 100)
        t.handle(.at(.moved, degrees: 40, time: 0.2))
        #expect(isClose(t.rotation.degrees, 110, 1e-9))
    }

    @Test func limitsRepairBadBounds() {
        let inverted = RotationLimits(minimum: Rotation(degrees: 50), maximum: Rotation(degrees: 10))
        #expect(inverted.minimum == inverted.maximum)
        #expect(inverted.clamp(Rotation(degrees: 0)) == Rotation(degrees: 50))
        let open = RotationLimits(minimum: Rotation(radians: .nan), maximum: Rotation(radians: .nan))
        #expect(open.clamp(Rotation(degrees: 1e9)) == Rotation(degrees: 1e9))
        #expect(open.minimum.radians == -.infinity && open.maximum.radians == .infinity)
        let wrongInfinities = RotationLimits(
            minimum: Rotation(radians: .infinity), maximum: Rotation(radians: -.infinity))
        #expect(wrongInfinities.minimum.radians == -.infinity && wrongInfinities.maximum.radians == .infinity)
    }

    /// Found by the fuzzer: limits that exclude zero used to leave the initial rotation at 0.
    @Test func limitsClampTheRotationAtOnce() {
        let above = RotationLimits(minimum: Rotation(degrees: 30), maximum: Rotation(degrees: 60))
        let fresh = RotationTracker(anchor: testAnchor, limits: above)
        #expect(fresh.rotation == Rotation(degrees: 30))
        #expect(fresh.startRotation == Rotation(degrees: 30))
        var later = RotationTracker(anchor: testAnchor)
        later.rotation = Rotation(degrees: 90)
        later.limits = above
        #expect(later.rotation == Rotation(degrees: 60))
        later.limits = nil
        #expect(later.rotation == Rotation(degrees: 60))
        let huge = RotationLimits(minimum: Rotation(radians: 1e300), maximum: Rotation(radians: 1e300), behavior: .hold)
        #expect(RotationTracker(anchor: testAnchor, limits: huge).rotation.radians == 1e300)
    }
}

@Suite struct RotationTrackerVelocityTests {
    /// Found by the fuzzer: two samples a subnormal time apart gave an infinite speed, which
    /// stuck in the smoothed velocity. Such a sample is dropped from the velocity.
    @Test func absurdSamplesNeverMakeVelocityInfinite() {
        var tracker = RotationTracker(anchor: testAnchor, velocitySmoothingTime: 0)
        tracker.handle(.at(.began, degrees: 0, time: 0))
        tracker.handle(.at(.moved, degrees: 10, time: .leastNonzeroMagnitude))
        #expect(isClose(tracker.rotation.degrees, 10, 1e-9))
        #expect(tracker.velocity == 0)
        tracker.handle(.at(.moved, degrees: 20, time: 0.1))
        #expect(isClose(tracker.velocity, Rotation(degrees: 10).radians / 0.1, 1e-6))
    }

    @Test(arguments: [60.0, 120.0, 240.0])
    func constantSpeedTurnHasExactVelocity(rate: Double) {
        // 90° per 0.1 s = 5π rad/s, sampled at `rate` Hz for one second.
        let speed = 5 * Double.pi
        for sign in [1.0, -1.0] {
            var t = RotationTracker(anchor: testAnchor)
            t.handle(.at(.began, degrees: 0, time: 0))
            for index in 1...Int(rate) {
                let time = Double(index) / rate
                t.handle(.at(.moved, degrees: sign * speed * time * 180 / .pi, time: time))
            }
            #expect(isClose(t.velocity, sign * speed, 1e-6 * speed), "rate \(rate) sign \(sign): \(t.velocity)")
        }
    }

    @Test func smoothingMatchesApplesAtSixtyHertz() {
        // One sample after rest: α = 1 − e^(−(1/60)/0.05) ≈ 0.2835.
        var t = RotationTracker(anchor: testAnchor)
        t.handle(.at(.began, degrees: 0, time: 0))
        t.handle(.at(.moved, degrees: 6, time: 1.0 / 60))
        let instant = Rotation(degrees: 6).radians * 60
        #expect(isClose(t.velocity, instant * (1 - Double.exp(-1.0 / 3)), 1e-9))
    }

    @Test func equalAndBackwardTimestampsNeverBreakVelocity() {
        var t = RotationTracker(anchor: testAnchor)
        t.handle(.at(.began, degrees: 0, time: 1))
        t.handle(.at(.moved, degrees: 10, time: 1)) // no time passed: measured later
        t.handle(.at(.moved, degrees: 20, time: 0.5)) // backwards: never a negative duration
        #expect(t.velocity == 0)
        t.handle(.at(.moved, degrees: 30, time: 1.1))
        let instant = Rotation(degrees: 30).radians / 0.1
        #expect(isClose(t.velocity, instant * (1 - Double.exp(-2)), 1e-9))
        t.handle(.at(.moved, degrees: 40, time: .nan))
        #expect(t.velocity.isFinite)
    }

    @Test func restingBeforeLiftKillsTheVelocity() {
        var t = RotationTracker(anchor: testAnchor)
        t.handle(.at(.began, degrees: 0, time: 0))
        for index in 1...30 { t.handle(.at(.moved, degrees: Double(index) * 3, time: Double(index) / 60)) }
        #expect(t.velocity > 3)
        t.handle(.at(.ended, degrees: 90, time: 1.5)) // held still for one second, then lifted
        #expect(Swift.abs(t.velocity) < 1e-6)
    }
}
