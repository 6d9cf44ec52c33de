import RotaryControls
import Testing

@Suite struct RotaryKnobInteractionTests {
    @Test func defaults() {
        let interaction = RotaryKnobInteraction()
        #expect(interaction.kind == .rotating)
        #expect(interaction.scalingFactor == 1)
        #expect(interaction.dragDistance == 200)
        #expect(interaction.fineAdjustmentDistance == nil)
        #expect(interaction.minimumDistanceFromCenter == 4)
    }

    @Test(arguments: [-1.0, .nan, .infinity])
    func invalidMinimumDistanceFromCenterIsIgnored(bad: Double) {
        var interaction = RotaryKnobInteraction()
        interaction.minimumDistanceFromCenter = 12
        interaction.minimumDistanceFromCenter = bad
        #expect(interaction.minimumDistanceFromCenter == 12)
        interaction.minimumDistanceFromCenter = 0
        #expect(interaction.minimumDistanceFromCenter == 0)
    }

    /// A quarter turn 15 points from the centre: counted with the default 4-point dead zone,
    /// ignored inside a 20-point one; leaving that zone grips without a jump.
    @Test func minimumDistanceFromCenterWidensTheDeadZone() {
        var knob = RotaryKnobModel()
        _ = knob.send(knobEvent(.began, 0, radius: 15))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 27, radius: 15)), [user(0.6)]))
        _ = knob.send(knobEvent(.ended, 27, radius: 15))

        var wide = RotaryKnobModel()
        wide.interaction.minimumDistanceFromCenter = 20
        #expect(sameKnobEvents(wide.send(knobEvent(.began, 0, radius: 15)), [.editingBegan]))
        #expect(sameKnobEvents(wide.send(knobEvent(.moved, 27, radius: 15)), []))
        #expect(wide.value == 0.5)
        #expect(sameKnobEvents(wide.send(knobEvent(.moved, 27, radius: 40)), []))
        #expect(sameKnobEvents(wide.send(knobEvent(.moved, 54, radius: 40)), [user(0.6)]))
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func invalidNumbersAreIgnored(bad: Double) {
        var interaction = RotaryKnobInteraction(scalingFactor: bad, dragDistance: bad)
        #expect(interaction.scalingFactor == 1 && interaction.dragDistance == 200)
        interaction.scalingFactor = 2
        interaction.scalingFactor = bad
        #expect(interaction.scalingFactor == 2)
        #expect(
            RotaryKnobInteraction(fineAdjustmentDistance: bad)
                .fineAdjustmentFactor(distanceFromCenter: 500, knobRadius: 50) == 1)
    }

    @Test(arguments: [(30.0, 1.0), (50, 1), (150, 0.5), (350, 0.25), (.nan, 1)])
    func fineAdjustHalvesAtTheDistanceOutsideTheKnob(distance: Double, factor: Double) {
        let interaction = RotaryKnobInteraction(fineAdjustmentDistance: 100)
        #expect(isClose(interaction.fineAdjustmentFactor(distanceFromCenter: distance, knobRadius: 50), factor, 1e-12))
        #expect(RotaryKnobInteraction().fineAdjustmentFactor(distanceFromCenter: distance, knobRadius: 50) == 1)
    }
}
