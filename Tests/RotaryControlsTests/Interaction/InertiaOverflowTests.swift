import PropertyBased
import RotaryControls
import Testing

/// `Inertia` never answers NaN or infinity, even when `velocity × timeConstant` overflows.
@Suite struct InertiaOverflowTests {
    @Test func hugeVelocityAndTimeConstantStayFinite() {
        // 1e200 × 1e200 overflows: the motion rests on the largest Double instead.
        var coast = Inertia(position: 0, velocity: 1e200, time: 0, timeConstant: 1e200)
        #expect(coast.restingPosition == Double.greatestFiniteMagnitude)
        #expect(coast.startVelocity.isFinite && coast.startVelocity > 0 && coast.startVelocity <= 1e200)
        let position = coast.advance(to: 0.5)
        #expect(position.isFinite && position >= 0 && coast.velocity.isFinite)
        #expect(coast.position(at: 1e300).isFinite && coast.velocity(at: 1e300).isFinite)
        #expect(!coast.isResting)
    }

    @Test func aStartNearTheLargestDoubleRestsOnIt() {
        var coast = Inertia(position: 1.5e308, velocity: 1e300, time: 0, timeConstant: 1e10)
        #expect(coast.restingPosition == Double.greatestFiniteMagnitude)
        coast.advance(to: .infinity)
        #expect(coast.position == Double.greatestFiniteMagnitude && coast.isResting)
        let back = Inertia(position: -1.5e308, velocity: -1e300, time: 0, timeConstant: 1e10)
        #expect(back.restingPosition == -Double.greatestFiniteMagnitude)
    }

    @Test func aimingAcrossTheWholeDoubleRangeStaysFinite() {
        let coast = Inertia(position: -1e308, velocity: 0, time: 0, timeConstant: 1)
        let aimed = coast.aimed(at: 1e308)
        #expect(aimed.startVelocity.isFinite && aimed.startVelocity > 0)
        #expect(aimed.restingPosition.isFinite && aimed.restingPosition > -1e308, "as far towards 1e308 as it goes")
        #expect(isClose(coast.aimed(at: 1e307).restingPosition / 1e307, 1, 1e-12), "reachable targets stay exact")
    }

    @Test func neverNaNOrInfinite() async {
        let magnitude = Gen.double(in: -308...308).map { exponent in Double.pow(10, exponent) }
        await propertyCheck(
            count: 300, input: Gen.double(in: -1...1), magnitude, magnitude, magnitude, Gen.double(in: -2...2)
        ) {
            sign, position, velocity, tau, dt in
            var coast = Inertia(position: sign * position, velocity: -sign * velocity, time: 0, timeConstant: tau)
            for time in [dt, 0.5, 1e3, 1e300] {
                let at = coast.advance(to: time)
                #expect(at.isFinite && coast.velocity.isFinite && coast.restingPosition.isFinite)
            }
        }
    }
}
