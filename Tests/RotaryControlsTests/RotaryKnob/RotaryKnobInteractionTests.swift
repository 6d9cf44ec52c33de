import RotaryControls
import Testing

@Suite struct RotaryKnobInteractionTests {
    @Test func defaults() {
        let interaction = RotaryKnobInteraction()
        #expect(interaction.kind == .rotating)
        #expect(interaction.scalingFactor == 1)
        #expect(interaction.dragDistance == 200)
        #expect(interaction.fineAdjustmentDistance == nil)
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func invalidNumbersAreIgnored(bad: Double) {
        var interaction = RotaryKnobInteraction(scalingFactor: bad, dragDistance: bad)
        #expect(interaction.scalingFactor == 1 && interaction.dragDistance == 200)
        interaction.scalingFactor = 2
        interaction.scalingFactor = bad
        #expect(interaction.scalingFactor == 2)
        #expect(RotaryKnobInteraction(fineAdjustmentDistance: bad)
            .fineAdjustmentFactor(distanceFromCenter: 500, knobRadius: 50) == 1)
    }

    @Test(arguments: [(30.0, 1.0), (50, 1), (150, 0.5), (350, 0.25), (.nan, 1)])
    func fineAdjustHalvesAtTheDistanceOutsideTheKnob(distance: Double, factor: Double) {
        let interaction = RotaryKnobInteraction(fineAdjustmentDistance: 100)
        #expect(isClose(interaction.fineAdjustmentFactor(distanceFromCenter: distance, knobRadius: 50), factor, 1e-12))
        #expect(RotaryKnobInteraction().fineAdjustmentFactor(distanceFromCenter: distance, knobRadius: 50) == 1)
    }
}
