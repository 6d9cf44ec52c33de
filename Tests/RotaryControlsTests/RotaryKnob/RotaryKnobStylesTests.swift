import RotaryControls
import Testing

/// Event scripts for the drag styles, disabling, double-tap reset, endless mode and detents.
@Suite struct RotaryKnobStylesTests {
    @Test func horizontalDrag() {
        var knob = RotaryKnobModel()
        knob.interaction.kind = .horizontal
        #expect(sameKnobEvents(knob.send(knobEvent(.began, x: 50, y: 50)), [.editingBegan]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, x: 70, y: 50)), [user(0.6)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, x: 60, y: 0)), [user(0.55)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, x: 60, y: 90)), []))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, x: 200, y: 90)), [user(1), .feedback(.limitReached)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, x: 180, y: 90)), [user(0.9)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, x: 180, y: 90)), [.editingEnded]))
    }

    @Test func verticalDragWithItsOwnDistance() {
        var knob = RotaryKnobModel()
        knob.interaction.kind = .vertical
        knob.interaction.dragDistance = 100
        #expect(sameKnobEvents(knob.send(knobEvent(.began, x: 50, y: 50)), [.editingBegan]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, x: 50, y: 40)), [user(0.6)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, x: 0, y: 40)), []))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, x: 0, y: 75)), [user(0.25)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, x: 0, y: 200)), [user(0), .feedback(.limitReached)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, x: 0, y: 195)), [user(0.05), .editingEnded]))
    }

    @Test func disabledIgnoresEverything() {
        var knob = RotaryKnobModel()
        #expect(knob.enable(false).isEmpty)
        #expect(!knob.isEnabled && knob.state == .disabled)
        for event in [
            knobEvent(.began, 0, tapCount: 2), knobEvent(.moved, 40), knobEvent(.ended, 40), knobEvent(.cancelled, 40),
        ] {
            #expect(knob.send(event).isEmpty)
            #expect(knob.value == 0.5 && !knob.isTracking && !knob.isHighlighted && !knob.needsFrames)
        }
        #expect(knob.adjusting(.steps(1)).isEmpty && knob.adjusting(.steps(-1)).isEmpty && knob.value == 0.5)
        #expect(knob.accessibilityElements.first?.isAdjustable == false)
        #expect(knob.enable(false).isEmpty)
        #expect(knob.enable(true).isEmpty && knob.state == .normal)
    }

    @Test func disablingMidTouchEndsIt() {
        var knob = RotaryKnobModel()
        _ = knob.send(knobEvent(.began, 0))
        _ = knob.send(knobEvent(.moved, 27))
        #expect(sameKnobEvents(knob.enable(false), [.editingEnded]))
        #expect(!knob.isTracking && knob.state == .disabled && isClose(knob.value, 0.6))
        #expect(knob.send(knobEvent(.moved, 54)).isEmpty && knob.send(knobEvent(.ended, 54)).isEmpty)
        // Not continuous: the unreported change comes first.
        _ = knob.enable(true)
        knob.isContinuous = false
        _ = knob.send(knobEvent(.began, 0))
        _ = knob.send(knobEvent(.moved, 27))
        #expect(sameKnobEvents(knob.enable(false), [user(0.7), .editingEnded]))
    }

    @Test func doubleTapResetsWithAnAnimationThroughTheMiddle() {
        var knob = RotaryKnobModel(value: 0, defaultValue: 1)
        #expect(sameKnobEvents(knob.send(knobEvent(.began, 0, time: 1)), [.editingBegan]))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, 0, time: 1.05)), [.editingEnded]))
        #expect(knob.value == 0 && !knob.needsFrames)
        #expect(sameKnobEvents(knob.send(knobEvent(.began, 0, time: 1.2, tapCount: 2)), [.editingBegan]))
        #expect(knob.value == 0 && !knob.needsFrames)
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, 0, time: 1.3, tapCount: 2)), [user(1), .editingEnded]))
        #expect(knob.value == 1 && knob.displayedValue == 0 && knob.needsFrames && !knob.isTracking)
        var halfway = knob
        halfway.advance(to: 1.3 + 0.375) { _ in }
        #expect(isClose(halfway.displayedValue, 0.5, 1e-9) && halfway.needsFrames)
        var frames: [Double] = []
        var events: [KnobEvent] = []
        for frame in 1...45 {
            knob.advance(to: 1.3 + Double(frame) / 60) { events.append($0) }
            frames.append(knob.displayedValue)
        }
        #expect(events.isEmpty)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(frames.contains { $0 > 0.3 && $0 < 0.7 })
        #expect(frames.last == 1 && !knob.needsFrames && knob.value == 1)
    }

    @Test func doubleTapThatMovesOrWithoutResetDoesNotReset() {
        var knob = RotaryKnobModel(value: 0.2)
        _ = knob.send(knobEvent(.began, 0, tapCount: 2))
        _ = knob.send(knobEvent(.moved, 27))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, 27)), [.editingEnded]))
        #expect(isClose(knob.value, 0.3) && !knob.needsFrames)
        knob.resetsToDefault = false
        _ = knob.send(knobEvent(.began, 0, tapCount: 2))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, 0)), [.editingEnded]))
        #expect(isClose(knob.value, 0.3))
        // A cancelled double-tap does not reset either.
        knob.resetsToDefault = true
        _ = knob.send(knobEvent(.began, 0, tapCount: 2))
        #expect(sameKnobEvents(knob.send(knobEvent(.cancelled, 0)), [.editingEnded]))
        #expect(isClose(knob.value, 0.3) && !knob.needsFrames)
        // At the default already: nothing but the end.
        knob.value = 0.5
        _ = knob.send(knobEvent(.began, 0, tapCount: 2))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, 0)), [.editingEnded]))
        #expect(!knob.needsFrames)
    }

    @Test func doubleTapUnderReduceMotionJumps() {
        var knob = RotaryKnobModel(value: 0, defaultValue: 1)
        knob.isReduceMotionEnabled = true
        #expect(knob.send(knobEvent(.began, 0, time: 1, tapCount: 2)) == [.editingBegan])
        #expect(knob.send(knobEvent(.ended, 0, time: 1.1, tapCount: 2)) == [user(1), .editingEnded])
        #expect(knob.value == 1 && knob.displayedValue == 1 && !knob.needsFrames)
    }

    @Test func endlessWrapsAndTicksOncePerDetent() {
        var knob = RotaryKnobModel(value: 0)
        knob.isEndless = true
        knob.detentsPerTurn = 8 // every 45°
        _ = knob.send(knobEvent(.began, 10))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 40)), [user(30.0 / 360)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 70)), [user(60.0 / 360), tick]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 100)), [user(90.0 / 360), tick]))
        for degrees in stride(from: 130.0, through: 340, by: 30) {
            _ = knob.send(knobEvent(.moved, degrees))
        }
        #expect(isClose(knob.value, 330.0 / 360))
        // Past a full turn: the value wraps to the start of the range, one more tick at 360°.
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 10)), [user(0), tick]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 30)), [user(20.0 / 360)]))
        // Backwards across the wrap: the value wraps the other way, ticks again.
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 0)), [user(350.0 / 360), tick]))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, 0)), [.editingEnded]))
    }

    @Test func fastMovesTickOncePerDetentCrossed() {
        var knob = RotaryKnobModel(value: 0)
        knob.isEndless = true
        knob.detentsPerTurn = 36 // every 10°
        _ = knob.send(knobEvent(.began, 5))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 45)), [user(40.0 / 360), tick, tick, tick, tick]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 49)), [user(44.0 / 360)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 8)), [user(3.0 / 360), tick, tick, tick, tick]))
        // A single sample above the jump guard is ignored: no ticks.
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 70)), []))
    }

    @Test func boundedDetentsAlongTheArc() {
        var knob = RotaryKnobModel(value: 0)
        knob.detentsPerTurn = 12 // every 30° from the arc's start
        _ = knob.send(knobEvent(.began, 0))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 40)), [user(40.0 / 270), tick]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 80)), [user(80.0 / 270), tick]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 40)), [user(40.0 / 270), tick]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 0)), [user(0), tick, .feedback(.limitReached)]))
        // Against the stop: the value stays, no ticks.
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, -40)), []))
        // Fast: 43° in one sample from 0 crosses 30° only; 43° → 86° crosses 60°; 86° → 129° crosses 90° and 120°.
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, -40)), [.editingEnded]))
        #expect(sameKnobEvents(knob.send(knobEvent(.began, 3)), [.editingBegan]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 46)), [user(43.0 / 270), tick]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 89)), [user(86.0 / 270), tick]))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 132)), [user(129.0 / 270), tick, tick]))
    }

    @Test func endlessDragStylesMoveAtMostOneRangePerSample() {
        var knob = RotaryKnobModel(value: 0.25)
        knob.isEndless = true
        knob.detentsPerTurn = 4
        knob.interaction.kind = .horizontal
        _ = knob.send(knobEvent(.began, x: 0, y: 0))
        let events = knob.send(knobEvent(.moved, x: 1e12, y: 0))
        #expect(sameKnobEvents(events, [tick, tick, tick, tick]))
        #expect(isClose(knob.value, 0.25))
    }
}

@Suite struct RotaryKnobStyleSwitchTests {
    @Test func switchingStyleMidTouchDoesNotJump() {
        var knob = RotaryKnobModel()
        _ = knob.send(knobEvent(.began, 0))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 27)), [user(0.6)]))
        // Now horizontal: measured from the last sample, not from touch-down.
        knob.interaction.kind = .horizontal
        let last = Point(center: knobCenter, radius: 40, bearing: Bearing(degrees: 27))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, x: last.x + 20, y: last.y)), [user(0.7)]))
        // And back to rotating: measured from the bearing of the last sample.
        knob.interaction.kind = .rotating
        let bearing = Bearing(from: knobCenter, to: Point(x: last.x + 20, y: last.y))?.degrees ?? 0
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, bearing + 27)), [user(0.8)]))
    }
}
