import PropertyBased
import RotaryControls
import Testing

@Suite struct ValueScaleTests {
    @Test func minimumEqualsMaximumNeverDivides() {
        let scale = ValueScale(minimumValue: 5, maximumValue: 5, arc: .knob)
        #expect(scale.fraction(for: 5) == 0)
        #expect(scale.fraction(for: 99) == 0)
        #expect(scale.rotation(for: 7) == .zero)
        #expect(scale.value(for: Rotation(degrees: 90)) == 5)
        #expect(scale.valueChange(for: Rotation(degrees: 90)) == 0)
        #expect(scale.clamped(-3) == 5)
        #expect(scale.stepped(-3) == 5)
    }

    @Test func invertedRangeFollowsUISlider() {
        var scale = ValueScale(minimumValue: 0, maximumValue: 10)
        scale.minimumValue = 20
        #expect(scale.minimumValue == 20 && scale.maximumValue == 20)
        scale.maximumValue = 5
        #expect(scale.minimumValue == 5 && scale.maximumValue == 5)
        let built = ValueScale(minimumValue: 8, maximumValue: 2)
        #expect(built.minimumValue == 8 && built.maximumValue == 8)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteSettingsAreIgnored(bad: Double) {
        var scale = ValueScale(minimumValue: 0, maximumValue: 10, step: 2, turns: 2)
        scale.minimumValue = bad
        scale.maximumValue = bad
        scale.step = bad
        scale.turns = bad
        #expect(scale.minimumValue == 0 && scale.maximumValue == 10)
        #expect(scale.step == 2 && scale.turns == 2)
        #expect(scale.accepted(bad, replacing: 4) == 4)
        let built = ValueScale(minimumValue: bad, maximumValue: bad, step: bad, turns: bad)
        #expect(built.minimumValue == 0 && built.maximumValue == 1)
        #expect(built.step == nil && built.turns == 1)
    }

    @Test(
        arguments: [
            (-5.0, 0.0), (0, 0), (3.3, 3.3), (10, 10), (11, 10), (Double.nan, 0),
            (Double.infinity, 10), (-Double.infinity, 0),
        ] as [(Double, Double)])
    func clamping(input: Double, expected: Double) {
        let scale = ValueScale(minimumValue: 0, maximumValue: 10)
        #expect(scale.clamped(input) == expected)
    }

    @Test(arguments: [
        (0.9, 0.5), (1.6, 2.0), (9.4, 9.5), (9.8, 10), (9.74, 9.5), (-1, 0.5), (12, 10),
    ])
    func stepsCountFromMinimumAndMaximumStaysReachable(input: Double, expected: Double) {
        // minimum 0.5, step 1.5: grid 0.5, 2, 3.5, 5, 6.5, 8, 9.5 and the maximum 10.
        let scale = ValueScale(minimumValue: 0.5, maximumValue: 10, step: 1.5)
        #expect(isClose(scale.stepped(input), expected))
    }

    @Test(arguments: [0.0, -1, Double.nan])
    func invalidStepIsIgnored(step: Double) {
        var scale = ValueScale(step: 0.25)
        scale.step = step
        #expect(scale.step == 0.25)
        scale.step = nil
        #expect(scale.step == nil)
    }

    @Test func knobMapping() {
        let scale = ValueScale(minimumValue: 10, maximumValue: 30, arc: .knob)
        #expect(isClose(scale.bearing(for: 20).degrees, 0))
        #expect(isClose(scale.bearing(for: 10).degrees, 225))
        #expect(isClose(scale.bearing(for: 30).degrees, 135))
        // MHRotaryKnob's worked example: 19° is worth (30 − 10) × 19 / 270.
        #expect(isClose(scale.valueChange(for: Rotation(degrees: 19)), 20 * 19 / 270.0))
        #expect(isClose(scale.value(for: Rotation(degrees: 135)), 20))
        // And back: 20 × 19 / 270 is worth 19°.
        #expect(isClose(scale.rotationChange(for: 20 * 19 / 270.0).degrees, 19))
    }

    @Test func changesAcrossARangeWiderThanTheLargestDouble() {
        let scale = ValueScale(minimumValue: -1e308, maximumValue: 1e308, arc: .knob)
        #expect(scale.span == .infinity)
        #expect(isClose(scale.valueChange(for: Rotation(degrees: 27)) / 1e308, 0.2, 1e-12))
        #expect(isClose(scale.rotationChange(for: 0.2e308).degrees, 27, 1e-9))
        #expect(scale.rotationChange(for: .nan) == .zero && scale.rotationChange(for: .infinity) == .zero)
        let empty = ValueScale(minimumValue: 3, maximumValue: 3)
        #expect(empty.rotationChange(for: 1) == .zero)
        let ccw = ValueScale(minimumValue: 0, maximumValue: 100, arc: .fullCircle(direction: .counterClockwise))
        #expect(isClose(ccw.rotationChange(for: 25).degrees, -90))
    }

    @Test func severalTurnsSpreadTheRange() {
        // A 24-hour clock over two turns of a full circle.
        let scale = ValueScale(minimumValue: 0, maximumValue: 24, arc: .fullCircle(), turns: 2)
        #expect(isClose(scale.totalSweep.turns, 2))
        #expect(isClose(scale.rotation(for: 12).turns, 1))
        #expect(isClose(scale.bearing(for: 12).degrees, 0, 1e-9))
        #expect(isClose(scale.bearing(for: 18).degrees, 180, 1e-9))
        #expect(isClose(scale.value(for: Rotation(turns: 1.5)), 18))
        #expect(isClose(scale.valueChange(for: Rotation(turns: 1)), 12))
    }

    @Test func counterClockwiseDirection() {
        let scale = ValueScale(minimumValue: 0, maximumValue: 100, arc: .fullCircle(direction: .counterClockwise))
        #expect(isClose(scale.bearing(for: 25).degrees, 270))
        #expect(isClose(scale.rotation(for: 25).degrees, -90))
        #expect(isClose(scale.value(for: Rotation(degrees: -90)), 25))
        #expect(isClose(scale.valueChange(for: Rotation(degrees: 90)), -25))
    }

    @Test func fractionRoundTrip() {
        let scale = ValueScale(minimumValue: -50, maximumValue: 150)
        #expect(isClose(scale.fraction(for: 50), 0.5))
        #expect(scale.value(forFraction: 2) == 150)
        #expect(scale.value(forFraction: -1) == -50)
        #expect(scale.value(forFraction: .nan) == -50)
    }

    /// Found by FuzzCircularSlider: from −greatest to 1e300 the width overflows to +∞ and
    /// `(value − min) / span` was ∞ / ∞ = NaN. Halves keep every answer finite.
    @Test func aRangeWiderThanADoubleStillMaps() {
        let scale = ValueScale(minimumValue: -.greatestFiniteMagnitude, maximumValue: 1e300)
        #expect(scale.span == .infinity && scale.halfSpan.isFinite)
        #expect(scale.fraction(for: 1e300) == 1 && scale.fraction(for: -.greatestFiniteMagnitude) == 0)
        // The middle of the range is −greatest / 2 (+ 5e299): 0 lies almost at the top.
        #expect(isClose(scale.fraction(for: -.greatestFiniteMagnitude / 2), 0.5, 1e-6))
        #expect(isClose(scale.fraction(for: 0), 1, 1e-6))
        #expect(scale.value(forFraction: 1) == 1e300)
        #expect(scale.value(forFraction: 0) == -.greatestFiniteMagnitude)
        #expect(isClose(scale.value(forFraction: 0.5) / (.greatestFiniteMagnitude / 2), -1, 1e-6))
        #expect(scale.rotation(for: 1e300).radians.isFinite)
    }

    @Test func accessibilityAdjustment() {
        let continuous = ValueScale(minimumValue: 0, maximumValue: 50)
        #expect(continuous.adjustmentStep == 5)
        #expect(continuous.adjusted(48, bySteps: 1) == 50)
        #expect(continuous.adjusted(3, bySteps: -1) == 0)
        let stepped = ValueScale(minimumValue: 0, maximumValue: 10, step: 3)
        #expect(stepped.adjusted(3, bySteps: 2) == 9)
        #expect(stepped.adjusted(9, bySteps: 1) == 10)
        #expect(ValueScale(minimumValue: 2, maximumValue: 2).adjusted(2, bySteps: 5) == 2)
    }

    @Test func propertyValuesStayInRangeAndFinite() async {
        let doubles = Gen.oneOf(Gen.double(in: -1e6...1e6), Gen.always(Double.nan), Gen.always(Double.infinity))
        await propertyCheck(count: 300, input: doubles, doubles, doubles) { low, high, value in
            let scale = ValueScale(minimumValue: low, maximumValue: high, arc: .knob)
            let clamped = scale.clamped(value)
            #expect(clamped >= scale.minimumValue && clamped <= scale.maximumValue)
            #expect(scale.fraction(for: value).isFinite)
            #expect(scale.rotation(for: value).radians.isFinite)
            #expect(scale.value(for: Rotation(radians: value.isFinite ? value : 0)).isFinite)
        }
    }
}
