import RotaryControls
import Testing

@Suite struct TaperedValueScaleTests {
    static let frequency = TaperedValueScale(
        scale: ValueScale(minimumValue: 20, maximumValue: 20_000, arc: .knob), taper: .logarithmic)

    @Test func linearTaperGivesTheScalesOwnAnswers() {
        let scale = ValueScale(minimumValue: -5, maximumValue: 15, arc: .knob, step: 0.5)
        let tapered = TaperedValueScale(scale: scale)
        for value in stride(from: -6.0, through: 16, by: 0.7) {
            #expect(tapered.rotation(for: value) == scale.rotation(for: value))
            #expect(
                tapered.value(for: Rotation(degrees: value * 10))
                    == scale.stepped(scale.value(for: Rotation(degrees: value * 10))))
        }
    }

    @Test func theMiddleOfAFrequencyKnobIsTheGeometricMean() {
        let middle = Self.frequency.value(for: Rotation(degrees: 135))
        #expect(isClose(middle, 632.455532, 1e-5))
        #expect(isClose(Self.frequency.rotation(for: 632.455532).degrees, 135, 1e-6))
        #expect(isClose(Self.frequency.bearing(for: 20_000).degrees, 135, 1e-9))
    }

    @Test func stepsAreInValueTerms() {
        var tapered = Self.frequency
        tapered.scale.step = 100
        // Stepped values lie on 20 + 100·n whatever the taper.
        let value = tapered.value(for: Rotation(degrees: 200))
        #expect(isClose((value - 20).truncatingRemainder(dividingBy: 100), 0))
        #expect(tapered.adjusted(520, bySteps: 2) == 720)
        #expect(tapered.adjusted(19_990, bySteps: 1) == 20_000)
    }

    @Test func keysWithoutAStepMoveAShareOfTheTrack() {
        let up = Self.frequency.adjusted(20, bySteps: 1)
        let upHigh = Self.frequency.adjusted(2_000, bySteps: 1)
        // One per cent of three decades: ×10^0.03 at any point.
        #expect(isClose(up / 20, 1.071519, 1e-5))
        #expect(isClose(upHigh / 2_000, 1.071519, 1e-5))
        #expect(Self.frequency.adjusted(.nan, bySteps: 1) == up)
        #expect(Self.frequency.adjusted(20_000, bySteps: 1_000_000_000) == 20_000)
    }

    @Test func pagesMoveATenthOfTheTrackAndAtLeastAStep() {
        #expect(isClose(Self.frequency.adjusted(20, byPages: 1) / 20, 1.995262, 1e-5))
        var stepped = Self.frequency
        stepped.scale.step = 5_000
        #expect(stepped.adjusted(20, byPages: 1) == 5_020)
        #expect(stepped.adjusted(5_020, byPages: -1) == 20)
    }

    @Test func relativeTurnsMoveThePosition() {
        let from = Self.frequency.value(from: 200, turnedBy: Rotation(degrees: 27)) // a tenth of 270°
        #expect(isClose(from, 200 * 1.995262, 1e-3))
        #expect(Self.frequency.value(from: 200, turnedBy: Rotation(radians: .nan)) == 200)
    }
}
