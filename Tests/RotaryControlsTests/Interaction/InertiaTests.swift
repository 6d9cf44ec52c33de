import RotaryControls
import Testing

@Suite struct InertiaTests {
    @Test func closedForm() {
        let coast = Inertia(position: 2, velocity: 10, time: 5, timeConstant: 0.5)
        #expect(isClose(coast.restingPosition, 7))
        #expect(isClose(coast.position(at: 5.5), 2 + 5 * (1 - Double.exp(-1)), 1e-12))
        #expect(isClose(coast.velocity(at: 5.5), 10 * Double.exp(-1), 1e-12))
        #expect(coast.position(at: 4) == 2)
        #expect(coast.position(at: 100) == 7)
        #expect(coast.velocity(at: 100) == 0)
        #expect(isClose(coast.restTime, 5 + 0.5 * Double.log(5 / 1e-4), 1e-12))
    }

    @Test(arguments: [30.0, 60, 120, 240])
    func sameRestAtEveryFrameRate(rate: Double) {
        var coast = Inertia(position: 0.3, velocity: -17.25, time: 10)
        var frames = 0
        var time = 10.0
        var previous = coast.position
        while !coast.isResting && frames < 100_000 {
            frames += 1
            time = 10 + Double(frames) / rate
            let position = coast.advance(to: time)
            #expect(position <= previous + 1e-12) // never turns back
            previous = position
        }
        #expect(coast.isResting)
        #expect(isClose(coast.position, coast.restingPosition, 1e-9))
        #expect(isClose(coast.position, 0.3 - 17.25 * Inertia.defaultTimeConstant, 1e-9))
        #expect(coast.velocity == 0)
        // Resting is reached in the first frame at or after the rest time.
        #expect(time >= coast.restTime && time - 1 / rate < coast.restTime)
    }

    @Test func aimingRestsExactlyOnTheTarget() {
        let coast = Inertia(position: 1, velocity: 9, time: 0)
        let aimed = coast.aimed(at: 4)
        #expect(isClose(aimed.restingPosition, 4, 1e-12))
        #expect(aimed.startPosition == 1 && aimed.startTime == 0)
        #expect(coast.aimed(at: .nan) == coast)
    }

    @Test func decelerationRates() {
        #expect(isClose(Inertia.timeConstant(decelerationRate: 0.998), 0.49950, 1e-4))
        #expect(isClose(Inertia.timeConstant(perFrameFactor: 0.994, framesPerSecond: 60), 2.7694, 1e-3))
        #expect(Inertia.timeConstant(decelerationRate: 1) == 0)
        #expect(Inertia.timeConstant(decelerationRate: .nan) == 0)
        #expect(Inertia.timeConstant(perFrameFactor: 0.9, framesPerSecond: 0) == 0)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func badInputsRestAtOnce(bad: Double) {
        let fromVelocity = Inertia(position: 3, velocity: bad, time: 0)
        #expect(fromVelocity.isResting && fromVelocity.position == 3)
        let fromPosition = Inertia(position: bad, velocity: 1, time: 0)
        #expect(fromPosition.startPosition == 0 && fromPosition.restingPosition.isFinite)
        let fromTau = Inertia(position: 3, velocity: 5, time: 0, timeConstant: bad)
        #expect(fromTau.isResting && fromTau.position == 3)
        var advanced = Inertia(position: 3, velocity: 5, time: 0)
        advanced.advance(to: bad)
        #expect(advanced.position.isFinite && advanced.velocity.isFinite)
    }

    @Test func slowFlingIsAlreadyAtRest() {
        let coast = Inertia(position: 3, velocity: 1e-5, time: 0)
        #expect(coast.isResting)
        #expect(coast.position == coast.restingPosition)
    }
}
