import RotaryControls
import Testing

/// The control contract: keys, focus, scrolling, assistive adjustments. Scripts: after each
/// input, the state and the exact events.
@Suite struct CircularSliderControlTests {
    @Test func arrowsMoveOnePercentPagesTenHomeAndEndTheEnds() {
        var slider = CircularSliderModel(value: 50)
        #expect(sameEvents(slider.press(.up).events, [.valueChanged(51, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.press(.right).events, [.valueChanged(52, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.press(.down).events, [.valueChanged(51, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.press(.left).events, [.valueChanged(50, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.press(.pageUp).events, [.valueChanged(60, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.press(.pageDown).events, [.valueChanged(50, handle: .first, fromUser: true)]))
        #expect(
            sameEvents(
                slider.press(.end).events,
                [.valueChanged(100, handle: .first, fromUser: true), .feedback(.limitReached)]))
        // At the end the key is still the slider's (used), and nothing is reported.
        let atEnd = slider.press(.up)
        #expect(atEnd.used && atEnd.events.isEmpty && slider.value == 100)
        #expect(
            sameEvents(
                slider.press(.home).events,
                [.valueChanged(0, handle: .first, fromUser: true), .feedback(.limitReached)]))
        #expect(!slider.isTracking)
    }

    @Test func rightToLeftMirrorsOnlyTheHorizontalArrows() {
        var slider = CircularSliderModel(value: 50)
        slider.isRightToLeft = true
        #expect(sameEvents(slider.press(.right).events, [.valueChanged(49, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.press(.left).events, [.valueChanged(50, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.press(.up).events, [.valueChanged(51, handle: .first, fromUser: true)]))
    }

    @Test func aStepIsTheKeyStepAndPagesAreWholeSteps() {
        var slider = CircularSliderModel(value: 50)
        slider.step = 5
        #expect(slider.adjustmentStep == 5 && slider.adjustmentPage == 10)
        #expect(sameEvents(slider.press(.up).events, [.valueChanged(55, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.press(.pageUp).events, [.valueChanged(65, handle: .first, fromUser: true)]))
        slider.step = 25 // a tenth (10) is less than a step: a page is one step
        #expect(slider.adjustmentPage == 25)
        #expect(sameEvents(slider.press(.pageDown).events, [.valueChanged(50, handle: .first, fromUser: true)]))
        slider.step = 30 // off the grid, the step lands on it (0, 30, 60, 90, 100)
        #expect(sameEvents(slider.press(.up).events, [.valueChanged(90, handle: .first, fromUser: true)]))
    }

    @Test func spaceReturnAndEscapeAreNotTheSlidersAndNothingHappens() {
        var slider = CircularSliderModel(value: 50)
        for key in [ControlKey.activate, .escape, .nextPart, .previousPart] {
            let result = slider.press(key)
            #expect(!result.used && result.events.isEmpty, "\(key)")
        }
        #expect(slider.value == 50)
    }

    @Test func theRangesFocusedHandleIsWhatKeysMoveAndTabSwitchesIt() {
        var slider = CircularSliderModel(value: 20, secondValue: 60)
        #expect(slider.focusedPart == 0)
        #expect(!slider.press(.previousPart).used && slider.focusedPart == 0)
        #expect(sameEvents(slider.press(.up).events, [.valueChanged(21, handle: .first, fromUser: true)]))
        #expect(slider.press(.nextPart).used && slider.focusedPart == 1 && slider.focusedHandle == .second)
        #expect(sameEvents(slider.press(.up).events, [.valueChanged(61, handle: .second, fromUser: true)]))
        #expect(
            sameEvents(
                slider.press(.end).events,
                [.valueChanged(100, handle: .second, fromUser: true), .feedback(.limitReached)]))
        // Forward from the last handle is not the slider's: the host moves focus on.
        #expect(!slider.press(.nextPart).used && slider.focusedPart == 1)
        #expect(slider.press(.previousPart).used && slider.focusedPart == 0)
        // A grabbed handle takes the focus.
        _ = slider.send(sliderEvent(.began, 360))
        _ = slider.send(sliderEvent(.ended, 360))
        #expect(slider.focusedPart == 1)
        // Without a second handle the focus is the first.
        slider.secondValue = nil
        #expect(slider.focusedPart == 0 && !slider.press(.nextPart).used)
    }

    @Test func rangeEndsStopTheMinimumDistanceFromTheOtherHandle() {
        var slider = CircularSliderModel(value: 20, secondValue: 60)
        // 10 points on a track of radius sliderRadius over 360° of 0…100.
        let distance = 10 / sliderRadius / (2 * Double.pi) * 100
        #expect(isClose(slider.minimumValueDistance, distance))
        var result = slider.adjusted(.toMaximum, part: 0)
        #expect(
            result.used && sameEvents(result.events, [.valueChanged(60 - distance, handle: .first, fromUser: true)]))
        result = slider.adjusted(.toMinimum, part: 1)
        #expect(result.used && result.events.isEmpty && slider.secondValue == 60)
        result = slider.adjusted(.steps(-1_000_000_000), part: 0)
        #expect(
            sameEvents(result.events, [.valueChanged(0, handle: .first, fromUser: true), .feedback(.limitReached)]))
        result = slider.adjusted(.toMinimum, part: 1)
        #expect(sameEvents(result.events, [.valueChanged(distance, handle: .second, fromUser: true)]))
        result = slider.adjusted(.pages(Int.max), part: 1)
        #expect(
            sameEvents(result.events, [.valueChanged(100, handle: .second, fromUser: true), .feedback(.limitReached)]))
        // Parts that do not exist are not used.
        #expect(!slider.adjusted(.steps(1), part: 2).used && !slider.adjusted(.steps(1), part: -1).used)
        var single = CircularSliderModel(value: 50)
        #expect(!single.adjusted(.toMaximum, part: 1).used && single.value == 50)
    }

    @Test func scrollingAddsUpToWholeSteps() {
        var slider = CircularSliderModel(value: 50)
        #expect(sameEvents(slider.scrolled(.notches(1)).events, [.valueChanged(51, handle: .first, fromUser: true)]))
        var result = slider.scrolled(.points(12))
        #expect(result.used && result.events.isEmpty && isClose(slider.scrollAccumulator.remainder, 12))
        result = slider.scrolled(.points(12))
        #expect(sameEvents(result.events, [.valueChanged(52, handle: .first, fromUser: true)]))
        // −3 notches are −60 points: with the 4 kept, −56 make two steps and −16 stay.
        result = slider.scrolled(.notches(-3))
        #expect(sameEvents(result.events, [.valueChanged(50, handle: .first, fromUser: true)]))
        #expect(isClose(slider.scrollAccumulator.remainder, -16))
        #expect(!slider.scrolled(.notches(0)).used)
        // A range scrolls its focused handle.
        var range = CircularSliderModel(value: 20, secondValue: 60)
        _ = range.moveFocus(forward: true)
        #expect(sameEvents(range.scrolled(.notches(2)).events, [.valueChanged(62, handle: .second, fromUser: true)]))
    }

    @Test func anAdjustmentStopsARunningAnimation() {
        var slider = CircularSliderModel(value: 0)
        var events: [SliderEvent] = []
        let token = slider.setValue(50, animated: true, duration: 1, curve: .linear, at: 0) { events.append($0) }
        slider.advance(to: 0.5) { events.append($0) }
        #expect(events.isEmpty && isClose(slider.value, 25))
        #expect(
            sameEvents(
                slider.press(.up, at: 0.5).events,
                [
                    .valueChanged(25, handle: .first, fromUser: false), .animationFinished(token, completed: false),
                    .valueChanged(26, handle: .first, fromUser: true),
                ]))
        #expect(!slider.needsFrames)
    }

    @Test func accessibilityElementsOnePerHandleWithTheirRange() {
        var slider = CircularSliderModel(value: 20, secondValue: 35)
        slider.firstAccessibilityLabel = "Start"
        slider.secondAccessibilityLabel = "End"
        let elements = slider.accessibilityElements
        #expect(elements.map(\.identifier) == ["handle.first", "handle.second"])
        #expect(elements.map(\.label) == ["Start", "End"] && elements.map(\.value) == ["20", "35"])
        #expect(
            elements.map(\.range) == [
                AccessibilityRange(minimum: 0, maximum: 100, current: 20),
                AccessibilityRange(minimum: 0, maximum: 100, current: 35),
            ])
        #expect(elements.allSatisfy { $0.frame.width >= 44 && $0.frame.height >= 44 && $0.isAdjustable })
        slider.secondValue = nil
        #expect(slider.accessibilityElements.map(\.label) == ["Start"])
    }

    @Test func aRangesFirstHandleIsTheLowerValueUntilTheAppNamesIt() {
        var slider = CircularSliderModel(value: 20)
        #expect(slider.accessibilityElements.map(\.label) == ["Value"], "one handle: the value")
        slider.makeRange(secondValue: 70)
        #expect(slider.accessibilityElements.map(\.label) == ["Lower value", "Upper value"])
        #expect(CircularSliderModel(value: 20, secondValue: 70).firstAccessibilityLabel == "Lower value")
        slider.secondValue = nil
        #expect(slider.firstAccessibilityLabel == "Value", "back to one handle: the value again")
        slider.firstAccessibilityLabel = "Start"
        slider.makeRange(secondValue: 70)
        #expect(slider.accessibilityElements.map(\.label) == ["Start", "Upper value"], "the app's label is kept")
        var named = CircularSliderModel(value: 20, secondValue: 70)
        named.firstAccessibilityLabel = "Value"
        named.secondValue = nil
        named.makeRange()
        #expect(named.firstAccessibilityLabel == "Value", "even a label equal to a default, once set, is the app's")
    }

    @Test func spokenValueIsTheLabelWhenOnALabel() {
        var slider = CircularSliderModel(value: 50)
        slider.labels = ["Low", "Mid-low", "Mid", "High"]
        #expect(slider.spokenValue(50) == "Mid" && slider.spokenValue(51.5) == "51.5")
        #expect(slider.accessibilityElements.first?.value == "Mid")
        slider.maximumRevolutions = .turns(2)
        #expect(slider.spokenValue(62.5) == "Mid-low" && slider.spokenValue(12.5) == "Mid-low")
    }

    @Test(arguments: [
        (SliderEvent.editingBegan(.first), ControlEvent?.some(.editingBegan)),
        (.editingBegan(nil), .editingBegan),
        (.valueChanged(3, handle: .second, fromUser: true), .valueChanged(fromUser: true)),
        (.valueChanged(3, handle: .first, fromUser: false), .valueChanged(fromUser: false)),
        (.editingEnded(.second), .editingEnded),
        (.feedback(.limitReached), .feedback(.limitReached)),
        (.revolutionsChanged(2), nil),
        (.directionChanged(.clockwise), nil),
        (.animationFinished(CircularSliderAnimationToken(rawValue: 1), completed: true), nil),
    ])
    func eventsMapToTheSharedVocabulary(event: SliderEvent, expected: ControlEvent?) {
        #expect(event.controlEvent == expected)
    }
}
