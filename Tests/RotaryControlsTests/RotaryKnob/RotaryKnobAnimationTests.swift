import RotaryControls
import Testing

/// `setValue(_:animated:)` the long way round, and accessibility.
@Suite struct RotaryKnobAnimationTests {
    @Test func animatedSetTravelsTheLongWayThroughTheMiddleAndReportsNothing() {
        var knob = RotaryKnobModel(value: 0)
        knob.setValue(1, animated: true, duration: 1, curve: .linear, at: 10)
        #expect(knob.value == 1 && knob.displayedValue == 0 && knob.needsFrames)
        var events: [KnobEvent] = []
        var frames: [Double] = []
        for frame in 0...10 {
            knob.advance(to: 10 + Double(frame) / 10) { events.append($0) }
            frames.append(knob.displayedValue)
            #expect(isClose(knob.displayedValue, Double(frame) / 10, 1e-12))
            #expect(knob.pointerBearing(for: knob.displayedValue).radians.isFinite)
        }
        // Halfway the pointer is at 12 o'clock: the long way, never across the gap at 6.
        #expect(isClose(knob.pointerBearing(for: frames[5]).degrees, 0, 1e-9))
        #expect(events.isEmpty && !knob.needsFrames && knob.displayedValue == 1)
    }

    @Test func unanimatedAndDegenerateSetsShowAtOnce() {
        var knob = RotaryKnobModel(value: 0)
        knob.setValue(0.3, animated: false, at: 0)
        #expect(knob.value == 0.3 && knob.displayedValue == 0.3 && !knob.needsFrames)
        knob.setValue(0.8, animated: true, duration: .nan, at: 0)
        #expect(knob.displayedValue == 0.8 && !knob.needsFrames)
        knob.setValue(0.8, animated: true, at: 0)
        #expect(!knob.needsFrames)
        knob.setValue(7, animated: true, at: 0) // clamped
        #expect(knob.value == 1 && knob.needsFrames)
        knob.value = 0.4 // a plain set ends the animation
        #expect(knob.displayedValue == 0.4 && !knob.needsFrames)
    }

    @Test func retargetingStartsFromWhatIsShown() {
        var knob = RotaryKnobModel(value: 0)
        knob.setValue(1, animated: true, duration: 1, curve: .linear, at: 0)
        knob.advance(to: 0.5) { _ in }
        knob.setValue(0, animated: true, duration: 1, curve: .linear, at: 0.5)
        #expect(knob.value == 0 && isClose(knob.displayedValue, 0.5))
        knob.advance(to: 1) { _ in }
        #expect(isClose(knob.displayedValue, 0.25))
    }

    @Test func setDuringATouchIsImmediate() {
        var knob = RotaryKnobModel()
        _ = knob.send(knobEvent(.began, 0))
        knob.setValue(0.9, animated: true, at: 0)
        #expect(knob.value == 0.9 && knob.displayedValue == 0.9 && !knob.needsFrames)
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, -27)), [user(0.8)]))
    }

    @Test func endlessAnimationStaysInRange() {
        var knob = RotaryKnobModel(value: 0.1)
        knob.isEndless = true
        knob.setValue(1.85, animated: true, duration: 1, curve: .linear, at: 0)
        #expect(isClose(knob.value, 0.85))
        knob.advance(to: 0.5) { _ in }
        #expect(isClose(knob.displayedValue, 0.475))
    }

    // MARK: - Accessibility

    @Test func incrementAndDecrementByATenthOrAStep() {
        var knob = RotaryKnobModel()
        var events: [KnobEvent] = []
        knob.increment { events.append($0) }
        #expect(sameKnobEvents(events, [user(0.6)]) && isClose(knob.value, 0.6))
        for _ in 0..<10 { knob.increment { _ in } }
        events = []
        knob.increment { events.append($0) }
        #expect(knob.value == 1 && events.isEmpty) // clamped: no event at the top
        knob.step = 0.25
        events = []
        knob.decrement { events.append($0) }
        #expect(sameKnobEvents(events, [user(0.75)]))
    }

    @Test func pageStepsAndEndsForKeyboards() {
        var knob = RotaryKnobModel()
        var events: [KnobEvent] = []
        knob.adjust(bySteps: 3) { events.append($0) }
        #expect(sameKnobEvents(events, [user(0.8)]))
        events = []
        knob.moveToMaximum { events.append($0) }
        knob.moveToMaximum { events.append($0) }
        #expect(sameKnobEvents(events, [user(1)]), "once: already at the maximum")
        events = []
        knob.moveToMinimum { events.append($0) }
        knob.adjust(bySteps: Int.min) { events.append($0) }
        #expect(sameKnobEvents(events, [user(0)]))
        knob.setEnabled(false) { _ in }
        events = []
        knob.moveToMaximum { events.append($0) }
        knob.adjust(bySteps: 2) { events.append($0) }
        #expect(events.isEmpty && knob.value == 0, "a disabled knob ignores keys")
    }

    @Test func endlessIncrementWraps() {
        var knob = RotaryKnobModel(value: 0.95)
        knob.isEndless = true
        var events: [KnobEvent] = []
        knob.increment { events.append($0) }
        #expect(sameKnobEvents(events, [user(0.05)]))
        events = []
        knob.decrement { events.append($0) }
        knob.decrement { events.append($0) }
        #expect(sameKnobEvents(events, [user(0.95), user(0.85)]))
    }

    @Test func spokenValueAndElement() {
        let knob = RotaryKnobModel(value: 0.75)
        #expect(knob.spokenValue(0.75) == "0.75")
        #expect(knob.spokenValue(.nan) == "nan")
        let percent: @Sendable (Double) -> String = { "\(Int(($0 * 100).rounded())) %" }
        let elements = knob.accessibilityElements(label: "Volume", format: percent)
        #expect(elements.count == 1)
        #expect(elements.first?.label == "Volume" && elements.first?.value == "75 %")
        #expect(elements.first?.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(elements.first?.isAdjustable == true && elements.first?.identifier == "knob")
    }
}
