import RotaryControls
import Testing

/// Event scripts for the rotating style: after each event, the state and the exact events.
@Suite struct RotaryKnobTrackingTests {
    @Test func touchDownDoesNotMoveTheValue() {
        var knob = RotaryKnobModel()
        #expect(sameKnobEvents(knob.send(knobEvent(.began, 200)), [.editingBegan]))
        #expect(knob.value == 0.5 && knob.isTracking && knob.isHighlighted && knob.state == .highlighted)
        #expect(sameKnobEvents(knob.send(knobEvent(.began, 10)), []))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, 200)), [.editingEnded]))
        #expect(knob.value == 0.5 && !knob.isTracking && knob.state == .normal && !knob.needsFrames)
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, 200)), []))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 250)), []))
    }

    @Test func quarterTurnChangesByRangeTimesNinetyOverTwoSeventy() {
        var knob = RotaryKnobModel(minimumValue: 10, maximumValue: 30, value: 20)
        #expect(sameKnobEvents(knob.send(knobEvent(.began, 0)), [.editingBegan]))
        for step in 1...3 {
            let expected = 20 + 20 * Double(step) * 30 / 270
            #expect(sameKnobEvents(knob.send(knobEvent(.moved, Double(step) * 30)), [user(expected)]))
            #expect(isClose(knob.value, expected) && knob.displayedValue == knob.value)
        }
        #expect(isClose(knob.value, 20 + 20 * 90.0 / 270))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, 90)), [.editingEnded]))
        #expect(isClose(knob.value, 20 + 20.0 / 3) && !knob.isTracking)
    }

    @Test func counterClockwiseDecreases() {
        var knob = RotaryKnobModel()
        _ = knob.send(knobEvent(.began, 10))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, -17)), [user(0.4)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, -17)), [.editingEnded]))
    }

    @Test func dragPastTheMaximumAndBackMovesBackAtOnce() {
        var knob = RotaryKnobModel()
        _ = knob.send(knobEvent(.began, 0))
        for step in 1...4 {
            #expect(
                sameKnobEvents(knob.send(knobEvent(.moved, Double(step) * 30)), [user(0.5 + Double(step) * 30 / 270)]))
        }
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 150)), [user(1), .feedback(.limitReached)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 180)), []))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 210)), []))
        #expect(knob.value == 1)
        // The finger slipped: turning back 30° moves the value back by 30° at once.
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 180)), [user(1 - 30.0 / 270)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, 180)), [.editingEnded]))
        #expect(isClose(knob.value, 1 - 30.0 / 270))
    }

    @Test func theLimitFeedbackComesOnceOnEachArrival() {
        var knob = RotaryKnobModel()
        let limit = RotaryKnobModel.Event.feedback(.limitReached)
        _ = knob.send(knobEvent(.began, 0))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 30)), [user(0.5 + 30.0 / 270)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 60)), [user(0.5 + 60.0 / 270)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 90)), [user(0.5 + 90.0 / 270)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 120)), [user(0.5 + 120.0 / 270)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 150)), [user(1), limit]))
        #expect(knob.send(knobEvent(.moved, 170)).isEmpty, "pinned: no repeat")
        // Off the end and back on: a new arrival.
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 140)), [user(1 - 30.0 / 270)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 170)), [user(1), limit]))
        #expect(knob.send(knobEvent(.ended, 170)) == [.editingEnded])
        // Keys: the arrival at the minimum, then nothing while there.
        knob.value = 0.01
        #expect(sameKnobEvents(knob.pressing(.down).events, [user(0), limit]))
        #expect(knob.pressing(.down) == (true, []))
        // A value set in code is not the user's arrival; an endless knob has no end.
        knob.value = 1
        #expect(knob.pressing(.up) == (true, []))
        var endless = RotaryKnobModel(value: 0.995)
        endless.isEndless = true
        #expect(!endless.pressing(.up).events.contains(limit) && !endless.pressing(.home).events.contains(limit))
    }

    @Test func aSixtyDegreeJumpIsIgnored() {
        var knob = RotaryKnobModel()
        _ = knob.send(knobEvent(.began, 0))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 60)), []))
        #expect(knob.value == 0.5 && knob.isTracking)
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 90)), [user(0.5 + 30.0 / 270)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 40)), []))
        #expect(isClose(knob.value, 0.5 + 30.0 / 270))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 70)), [user(0.5 + 60.0 / 270)]))
    }

    @Test func touchesNearTheCentreAreIgnored() {
        var knob = RotaryKnobModel()
        #expect(sameKnobEvents(knob.send(knobEvent(.began, x: 50, y: 50)), [.editingBegan]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, x: 53, y: 51)), []))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, x: 47, y: 48)), []))
        #expect(knob.value == 0.5)
        // Leaving the dead zone grips without a jump; then turning counts.
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 90)), []))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 117)), [user(0.6)]))
        // Passing close by the centre again: ignored, re-grip on the far side.
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 0, radius: 3)), []))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 300)), []))
        #expect(isClose(knob.value, 0.6))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, 327)), [user(0.7), .editingEnded]))
    }

    @Test func scalingFactorAndFineAdjust() {
        var knob = RotaryKnobModel()
        knob.interaction.scalingFactor = 2
        _ = knob.send(knobEvent(.began, 0))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 27)), [user(0.7)]))
        knob.interaction.scalingFactor = 1
        knob.interaction.fineAdjustmentDistance = 50
        // 150 points from the centre, 100 outside the knob (radius 50): a third as fast.
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 54, radius: 150)), [user(0.7 + 0.1 / 3)]))
    }

    @Test func notContinuousReportsOnceOnRelease() {
        var knob = RotaryKnobModel()
        knob.isContinuous = false
        _ = knob.send(knobEvent(.began, 0))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 27)), []))
        #expect(isClose(knob.value, 0.6))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 54)), []))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, 81)), [user(0.8), .editingEnded]))
        // Back and forth to where it started: nothing to report.
        _ = knob.send(knobEvent(.began, 0))
        _ = knob.send(knobEvent(.moved, 27))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, 0)), [.editingEnded]))
        #expect(isClose(knob.value, 0.8))
    }

    @Test func cancelKeepsTheValueAndEndsEditing() {
        var knob = RotaryKnobModel()
        knob.isContinuous = false
        _ = knob.send(knobEvent(.began, 0))
        _ = knob.send(knobEvent(.moved, 27))
        #expect(sameKnobEvents(knob.send(knobEvent(.cancelled, 80)), [user(0.6), .editingEnded]))
        #expect(isClose(knob.value, 0.6) && !knob.isTracking)
        #expect(sameKnobEvents(knob.send(knobEvent(.cancelled, 80)), []))
    }

    @Test func stepShowsTheNearestStepAndReportsOnlyRealChanges() {
        var knob = RotaryKnobModel()
        knob.step = 0.25
        _ = knob.send(knobEvent(.began, 0))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 27)), [])) // 0.6 → shows 0.5
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 40)), [user(0.75)])) // 0.648 → 0.75
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 44)), []))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, 44)), [.editingEnded]))
    }

    @Test func nonFiniteLocationsAreIgnored() {
        var knob = RotaryKnobModel()
        #expect(sameKnobEvents(knob.send(knobEvent(.began, x: .nan, y: 3)), []))
        #expect(!knob.isTracking)
        _ = knob.send(knobEvent(.began, 0))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, x: .infinity, y: 3)), []))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 27, time: .nan)), [user(0.6)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, x: .nan, y: .nan)), [.editingEnded]))
        #expect(isClose(knob.value, 0.6))
    }

    @Test func emptyRangeReportsOnlyEditing() {
        var knob = RotaryKnobModel(minimumValue: 2, maximumValue: 2, value: 2)
        #expect(sameKnobEvents(knob.send(knobEvent(.began, 0)), [.editingBegan]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 30)), []))
        knob.interaction.kind = .horizontal
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, x: 500, y: 50)), []))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, 90, tapCount: 2)), [.editingEnded]))
        #expect(knob.value == 2 && knob.displayedValue == 2)
    }

    @Test func programmaticChangeDuringADragContinuesFromThere() {
        var knob = RotaryKnobModel()
        _ = knob.send(knobEvent(.began, 0))
        knob.value = 0.2
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 27)), [user(0.3)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, 27)), [.editingEnded]))
    }
}

/// Issue: fast whips lost rotation when the platform coalesced motion.
@Suite struct RotaryKnobWhipTests {
    @Test func aHalfTurnWhipInSixtyMillisecondsKeepsEveryDegree() {
        // 180° in 60 ms, coalesced into samples of 30°, 40°, 72° and 38°: today's 45° guard
        // threw the 72° away and left 0.40; the whip continues the motion, so all of it counts.
        var knob = RotaryKnobModel(value: 0)
        #expect(knob.send(knobEvent(.began, 0, time: 0)) == [.editingBegan])
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 30, time: 0.015)), [user(30.0 / 270)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 70, time: 0.030)), [user(70.0 / 270)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 142, time: 0.045)), [user(142.0 / 270)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 180, time: 0.060)), [user(180.0 / 270)]))
        #expect(knob.send(knobEvent(.ended, 180, time: 0.060)) == [.editingEnded])
        #expect(abs(knob.value - 0.67) <= 0.01)
    }

    @Test func aHundredSeventyDegreeJumpFromRestIsStillRejected() {
        var knob = RotaryKnobModel(value: 0)
        _ = knob.send(knobEvent(.began, 0, time: 0))
        #expect(knob.send(knobEvent(.moved, 170, time: 0.015)).isEmpty)
        #expect(knob.value == 0)
        #expect(knob.send(knobEvent(.ended, 170, time: 0.03)) == [.editingEnded])
    }
}
