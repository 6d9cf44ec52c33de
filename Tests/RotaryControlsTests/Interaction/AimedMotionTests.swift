import RotaryControls
import Testing

@Suite struct AimedMotionTests {
    @Test func aSettleIsSmoothMonotonicAndEndsOnTimeExactlyOnItsSlot() {
        var motion = AimedMotion.settle(from: 2.4, at: 1, to: 2)
        #expect(motion.target == 2 && motion.endTime == 1 + AimedMotion.settleDuration && !motion.isFinished)
        var previous = 2.4
        for frame in 1...30 {
            let position = motion.advance(to: 1 + Double(frame) / 120)
            #expect(position <= previous && position >= 2, "monotonic, never past the slot")
            previous = position
        }
        #expect(motion.isFinished && motion.position == 2)
        #expect(motion.position(at: 1.125) == motion.position(at: 1.125), "a function of time")
        #expect(
            motion.position(at: 0) == 2.4 && motion.position(at: .nan) == 2.4 && motion.position(at: .infinity) == 2)
    }

    @Test func aFlingCoastsThenClicksIntoPlaceWithinTheClickDuration() throws {
        // 20 slots per second, τ = 1 s: natural rest 20.3 → slot 20.
        let motion = try #require(
            AimedMotion.fling(from: 0.3, velocity: 20, at: 0, timeConstant: 1) {
                Int($0.rounded())
            })
        #expect(motion.target == 20)
        // The aimed coast is within 0.1 of the slot at τ·ln(19.7 / 0.1); then 0.2 s to rest.
        let snap = Double.log(19.7 / 0.1)
        #expect(isClose(motion.endTime, snap + AimedMotion.clickDuration, 1e-9))
        #expect(isClose(motion.position(at: snap), 19.9, 1e-9))
        var previous = 0.3
        for frame in 1...Int(motion.endTime * 240) + 1 {
            let position = motion.position(at: Double(frame) / 240)
            #expect(position >= previous - 1e-12 && position <= 20)
            previous = position
        }
        #expect(motion.position(at: motion.endTime) == 20)
    }

    @Test func aSlowReleaseSettlesInsteadOfCoasting() throws {
        // Natural rest 3.2 + 0.2·1 = 3.4: under half a slot away, so a settle onto slot 3.
        let motion = try #require(
            AimedMotion.fling(from: 3.2, velocity: 0.2, at: 5, timeConstant: 1) { Int($0.rounded()) })
        #expect(motion.target == 3 && motion.endTime == 5 + AimedMotion.settleDuration)
        #expect(AimedMotion.fling(from: 0, velocity: 3, at: 0, timeConstant: 1) { _ in nil } == nil)
    }

    @Test func aSpinIsAnEaseOutOfItsDuration() {
        let spin = AimedMotion.spin(from: 0, to: -40, at: 2, duration: 4)
        #expect(spin.endTime == 6 && spin.position(at: 6) == -40)
        // 1 − (1 − u)³ at u = ½: ⅞ of the way.
        #expect(isClose(spin.position(at: 4), -35, 1e-9))
        var now = AimedMotion.spin(from: 0, to: 5, at: 0, duration: .nan)
        #expect(now.isFinished && now.position == 5 && now.advance(to: -1) == 0)
    }

    @Test func slotsRoundHalvesAwayFromZeroAndNeverTrap() {
        #expect(AimedMotion.slot(at: 2.5) == 3 && AimedMotion.slot(at: -2.5) == -3 && AimedMotion.slot(at: 2.49) == 2)
        #expect(AimedMotion.slot(at: .nan) == 0 && AimedMotion.slot(at: .infinity) == 1 << 50)
        #expect(AimedMotion.slot(at: -1e300) == -(1 << 50))
    }
}

@Suite struct VelocityEstimatorTests {
    @Test func blendsFromRestWithTheSameCurveAtAnyRate() {
        for hertz in [60.0, 120, 240] {
            var speed = VelocityEstimator(smoothingTime: 0.05, time: 0)
            for frame in 1...Int(hertz) { speed.add(change: 10 / hertz, at: Double(frame) / hertz) }
            #expect(isClose(speed.velocity, 10 * (1 - Double.exp(-1 / 0.05)), 1e-9), "\(hertz) Hz")
        }
    }

    @Test func staleSamplesAndBadTimesAreHandled() {
        var speed = VelocityEstimator(smoothingTime: 0, staleAfter: 0.1, time: 0)
        speed.add(change: 1, at: 0) // no time passed: measured with the next sample
        speed.add(change: 1, at: -1) // backwards: likewise
        speed.add(change: 1, at: .nan)
        speed.add(change: 1, at: 0.1)
        #expect(isClose(speed.velocity, 40, 1e-9))
        #expect(speed.velocity(at: 0.15) == 40 && speed.velocity(at: 0.25) == 0)
        speed.stop()
        #expect(speed.velocity == 0)
    }
}
