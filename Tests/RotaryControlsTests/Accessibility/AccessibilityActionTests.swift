import RotaryControls
import Testing

@Suite struct AccessibilityActionTests {
    @Test func theKnobOffersResetMinimumAndMaximum() {
        var knob = RotaryKnobModel(value: 0.2)
        knob.isReduceMotionEnabled = true
        #expect(knob.accessibilityActions(forPart: 0).map(\.name) == ["Reset to default", "Minimum", "Maximum"])
        #expect(knob.accessibilityActions(forPart: 1).isEmpty)
        var events: [RotaryKnobModel.Event] = []
        #expect(knob.performAccessibilityAction(.maximum, part: 0, at: 0) { events.append($0) })
        #expect(events == [.valueChanged(1, fromUser: true), .feedback(.limitReached)])
        events = []
        #expect(knob.performAccessibilityAction(.resetToDefault, part: 0, at: 0) { events.append($0) })
        #expect(events == [.valueChanged(0.5, fromUser: true)] && knob.value == 0.5)
        events = []
        #expect(knob.performAccessibilityAction(.minimum, part: 0, at: 0) { events.append($0) })
        #expect(events == [.valueChanged(0, fromUser: true), .feedback(.limitReached)])
        #expect(!knob.performAccessibilityAction(.moveRangeUp, part: 0, at: 0) { _ in })
        knob.resetsToDefault = false
        knob.isEndless = true
        #expect(knob.accessibilityActions(forPart: 0).map(\.kind) == [.minimum])
        knob.setEnabled(false) { _ in }
        #expect(knob.accessibilityActions(forPart: 0).isEmpty)
        #expect(!knob.performAccessibilityAction(.maximum, part: 0, at: 0) { _ in })
    }

    @Test func theKnobsActivationPointIsOnItsPointer() {
        let knob = RotaryKnobModel(value: 0.5) // pointer straight up; 100 × 100, radius 50
        let point = knob.accessibilityActivationPoint(forPart: 0)
        #expect(point.map { isClose($0.x, 50) && isClose($0.y, 15) } == true)
        #expect(knob.accessibilityActivationPoint(forPart: 1) == nil)
    }

    @Test func aRangeMovesAsAWhole() {
        var slider = CircularSliderModel(value: 20, secondValue: 50)
        slider.trackConfiguration.enabledRange = 10...60
        #expect(
            slider.accessibilityActions(forPart: 1).map(\.kind) == [.minimum, .maximum, .moveRangeUp, .moveRangeDown])
        var events: [CircularSliderModel.Event] = []
        #expect(slider.performAccessibilityAction(.moveRangeUp, part: 1, at: 0) { events.append($0) })
        #expect(
            events == [
                .valueChanged(21, handle: .first, fromUser: true), .valueChanged(51, handle: .second, fromUser: true),
            ])
        // Stops at the enabled range's end with its width kept.
        for _ in 0..<8 { _ = slider.performAccessibilityAction(.moveRangeUp, part: 0, at: 0) { _ in } }
        events = []
        #expect(slider.performAccessibilityAction(.moveRangeUp, part: 0, at: 0) { events.append($0) })
        #expect(
            events == [
                .valueChanged(30, handle: .first, fromUser: true), .valueChanged(60, handle: .second, fromUser: true),
                .feedback(.limitReached),
            ], "the range arrives at the enabled range's end")
        #expect(slider.value == 30 && slider.secondValue == 60)
        events = []
        #expect(slider.performAccessibilityAction(.moveRangeUp, part: 0, at: 0) { events.append($0) })
        #expect(events.isEmpty, "used, nothing moves at the end")
        #expect(slider.performAccessibilityAction(.moveRangeDown, part: 0, at: 0) { events.append($0) })
        #expect(slider.value == 29 && slider.secondValue == 59)
        #expect(slider.performAccessibilityAction(.minimum, part: 0, at: 0) { _ in } && slider.value == 10)
        #expect(!slider.performAccessibilityAction(.resetToDefault, part: 0, at: 0) { _ in })
        #expect(slider.accessibilityActivationPoint(forPart: 1) == slider.handleCenter(.second, in: slider.layout))
        #expect(slider.accessibilityActivationPoint(forPart: 2) == nil)
    }

    @Test func aSingleHandleHasNoRangeMoves() {
        var slider = CircularSliderModel(value: 20)
        #expect(slider.accessibilityActions(forPart: 0).map(\.kind) == [.minimum, .maximum])
        #expect(slider.accessibilityActions(forPart: 1).isEmpty)
        #expect(!slider.performAccessibilityAction(.moveRangeUp, part: 0, at: 0) { _ in })
    }

    @Test func otherControlsUseTheDefaults() {
        var dial = RotationDialModel()
        #expect(dial.accessibilityActions(forPart: 0).isEmpty && dial.accessibilityActivationPoint(forPart: 0) == nil)
        // The default maps minimum onto Home and maximum onto End: the dial has no end, so both
        // go back to 0 (End on the dial changed with issue 29; it lists neither action).
        dial.rotation = Rotation(degrees: 30)
        var events: [RotationDialModel.Event] = []
        #expect(dial.performAccessibilityAction(.minimum, part: 0, at: 0) { events.append($0) })
        dial.rotation = Rotation(degrees: 30)
        #expect(dial.performAccessibilityAction(.maximum, part: 0, at: 0) { events.append($0) })
        #expect(events == [.valueChanged(.zero, fromUser: true), .valueChanged(.zero, fromUser: true)])
        #expect(AccessibilityAction(.minimum, name: "Leiser").name == "Leiser")
    }
}
