import RotaryControls
import Testing

/// `setValue(_:animated:…:report:)` the long way round, reported once as not the user's.
@Suite struct RotaryKnobAnimationTests {
    @Test func animatedSetTravelsTheLongWayAndReportsOnceWhenItEnds() {
        var knob = RotaryKnobModel(value: 0)
        #expect(knob.setting(1, animated: true, duration: 1, curve: .linear, at: 10).isEmpty)
        #expect(knob.value == 1 && knob.displayedValue == 0 && knob.needsFrames)
        var frames: [Double] = []
        for frame in 0...9 {
            #expect(knob.advancing(to: 10 + Double(frame) / 10).isEmpty)
            frames.append(knob.displayedValue)
            #expect(isClose(knob.displayedValue, Double(frame) / 10, 1e-12))
            #expect(knob.pointerBearing(for: knob.displayedValue).radians.isFinite)
        }
        // Halfway the pointer is at 12 o'clock: the long way, never across the gap at 6.
        #expect(isClose(knob.pointerBearing(for: frames[5]).degrees, 0, 1e-9))
        #expect(knob.advancing(to: 11) == [code(1)])
        #expect(!knob.needsFrames && knob.displayedValue == 1)
        #expect(knob.advancing(to: 12).isEmpty)
    }

    @Test func unanimatedAndDegenerateSetsShowAndReportAtOnce() {
        var knob = RotaryKnobModel(value: 0)
        #expect(knob.setting(0.3, animated: false) == [code(0.3)])
        #expect(knob.value == 0.3 && knob.displayedValue == 0.3 && !knob.needsFrames)
        #expect(knob.setting(0.8, animated: true, duration: .nan) == [code(0.8)])
        #expect(knob.displayedValue == 0.8 && !knob.needsFrames)
        #expect(knob.setting(0.8, animated: true).isEmpty, "no change, no report")
        #expect(!knob.needsFrames)
        #expect(knob.setting(7, animated: true).isEmpty) // clamped to 1, reported at the end
        #expect(knob.value == 1 && knob.needsFrames)
        knob.value = 0.4 // a plain set ends the animation and reports nothing
        #expect(knob.displayedValue == 0.4 && !knob.needsFrames)
        #expect(knob.advancing(to: 5).isEmpty)
    }

    @Test func reduceMotionJumpsAndReportsAtOnce() {
        var knob = RotaryKnobModel(value: 0)
        knob.isReduceMotionEnabled = true
        #expect(knob.setting(1, animated: true, duration: 1) == [code(1)])
        #expect(knob.displayedValue == 1 && !knob.needsFrames)
    }

    /// Reduce Motion turned on while an animation runs: it jumps to its end at the next frame
    /// or the next value set in code — even an ignored NaN one — reporting what it owed once
    /// (found by the fuzzer: the NaN set left the animation running under Reduce Motion).
    @Test func reduceMotionTurnedOnMidAnimationJumpsAtTheNextCall() {
        var knob = RotaryKnobModel(value: 0)
        #expect(knob.setting(1, animated: true, duration: 1, at: 0).isEmpty && knob.needsFrames)
        knob.isReduceMotionEnabled = true
        #expect(knob.setting(.nan, animated: true, at: 0.1) == [code(1)])
        #expect(knob.value == 1 && knob.displayedValue == 1 && !knob.needsFrames)
        #expect(knob.advancing(to: 0.2).isEmpty)

        var framed = RotaryKnobModel(value: 0)
        #expect(framed.setting(1, animated: true, duration: 1, at: 0).isEmpty)
        framed.isReduceMotionEnabled = true
        #expect(framed.advancing(to: 0.1) == [code(1)])
        #expect(framed.displayedValue == 1 && !framed.needsFrames)
    }

    @Test func retargetingStartsFromWhatIsShownAndMakesTheOwedReportFirst() {
        var knob = RotaryKnobModel(value: 0)
        #expect(knob.setting(1, animated: true, duration: 1, curve: .linear).isEmpty)
        #expect(knob.advancing(to: 0.5).isEmpty)
        #expect(knob.setting(0, animated: true, duration: 1, curve: .linear, at: 0.5) == [code(1)])
        #expect(knob.value == 0 && isClose(knob.displayedValue, 0.5))
        #expect(knob.advancing(to: 1).isEmpty)
        #expect(isClose(knob.displayedValue, 0.25))
        #expect(knob.advancing(to: 1.5) == [code(0)])
    }

    @Test func setDuringATouchIsImmediate() {
        var knob = RotaryKnobModel()
        _ = knob.send(knobEvent(.began, 0))
        #expect(knob.setting(0.9, animated: true) == [code(0.9)])
        #expect(knob.value == 0.9 && knob.displayedValue == 0.9 && !knob.needsFrames)
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, -27)), [user(0.8)]))
    }

    @Test func aTouchEndsTheAnimationAndItsReportComesFirst() {
        var knob = RotaryKnobModel(value: 0)
        #expect(knob.setting(1, animated: true, at: 0).isEmpty)
        #expect(knob.advancing(to: 0.2).isEmpty)
        #expect(knob.displayedValue > 0 && knob.displayedValue < 1)
        #expect(knob.send(knobEvent(.began, 0, time: 0.25)) == [code(1), .editingBegan])
        #expect(knob.displayedValue == 1 && knob.value == 1 && !knob.needsFrames)
    }

    @Test func endlessAnimationStaysInRange() {
        var knob = RotaryKnobModel(value: 0.1)
        knob.isEndless = true
        #expect(knob.setting(1.85, animated: true, duration: 1, curve: .linear).isEmpty)
        #expect(isClose(knob.value, 0.85))
        #expect(knob.advancing(to: 0.5).isEmpty)
        #expect(isClose(knob.displayedValue, 0.475))
        #expect(sameKnobEvents(knob.advancing(to: 1), [code(0.85)]))
    }
}
