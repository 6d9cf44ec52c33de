import RotaryControls
import Testing

/// The knob's meaning of keys, scrolling, adjustments and activation (the `ControlModel`
/// contract), and its accessibility element.
@Suite struct RotaryKnobControlTests {
    @Test func arrowsMoveOneHundredthOfTheRangeOrOneStep() {
        var knob = RotaryKnobModel()
        let up = knob.pressing(.up)
        #expect(up.used && sameKnobEvents(up.events, [user(0.51)]))
        #expect(sameKnobEvents(knob.pressing(.right).events, [user(0.52)]))
        #expect(sameKnobEvents(knob.pressing(.down).events, [user(0.51)]))
        #expect(sameKnobEvents(knob.pressing(.left).events, [user(0.5)]))
        knob.step = 0.25
        #expect(knob.pressing(.up) == (true, [user(0.75)]))
        #expect(knob.pressing(.up) == (true, [user(1), .feedback(.limitReached)]))
        #expect(knob.pressing(.up) == (true, []), "used at the end, nothing moves")
    }

    @Test func rightToLeftMirrorsTheHorizontalArrowsOnly() {
        var knob = RotaryKnobModel(minimumValue: 0, maximumValue: 100, value: 50)
        knob.isRightToLeft = true
        #expect(knob.pressing(.left).events == [user(51)])
        #expect(knob.pressing(.right).events == [user(50)])
        #expect(knob.pressing(.up).events == [user(51)])
        #expect(knob.pressing(.down).events == [user(50)])
    }

    @Test func pagesMoveATenthAndHomeEndGoToTheEnds() {
        var knob = RotaryKnobModel(minimumValue: 0, maximumValue: 200, value: 100)
        #expect(knob.pressing(.pageUp).events == [user(120)])
        #expect(knob.pressing(.pageDown).events == [user(100)])
        #expect(knob.pressing(.end).events == [user(200), .feedback(.limitReached)])
        #expect(knob.pressing(.end) == (true, []))
        #expect(knob.pressing(.home).events == [user(0), .feedback(.limitReached)])
        #expect(knob.adjusting(.steps(Int.min)).isEmpty && knob.value == 0)
        knob.step = 50 // a page is at least one step
        #expect(knob.pressing(.pageUp).events == [user(50)])
    }

    @Test func endlessKeysWrap() {
        var knob = RotaryKnobModel(value: 0.995)
        knob.isEndless = true
        #expect(sameKnobEvents(knob.pressing(.up).events, [user(0.005)]))
        #expect(sameKnobEvents(knob.pressing(.pageDown).events, [user(0.905)]))
        #expect(knob.pressing(.end).events.count == 1 && knob.value == 0, "the maximum is the minimum")
    }

    @Test func endlessEndGoesToTheOrigin() {
        // An endless knob has no end: End does what Home does (its origin, the minimum).
        var knob = RotaryKnobModel(minimumValue: -180, maximumValue: 180, value: 90)
        knob.isEndless = true
        #expect(knob.pressing(.end) == (true, [user(-180)]))
        #expect(knob.pressing(.end) == (true, []), "at the origin: used, nothing moves")
        knob.value = 45
        #expect(knob.pressing(.home) == (true, [user(-180)]))
        knob.value = 45
        #expect(knob.adjusting(.toMaximum) == [user(-180)] && knob.value == -180)
    }

    @Test func spaceResetsToTheDefaultLikeADoubleTap() {
        var knob = RotaryKnobModel(value: 0)
        #expect(knob.pressing(.activate, at: 2) == (true, [user(0.5)]))
        #expect(knob.value == 0.5 && knob.displayedValue == 0 && knob.needsFrames)
        #expect(knob.advancing(to: 2 + 0.375).isEmpty)
        #expect(isClose(knob.displayedValue, 0.25, 1e-9))
        #expect(knob.advancing(to: 3).isEmpty, "reported already, as the user's")
        #expect(!knob.needsFrames && knob.displayedValue == 0.5)
        #expect(knob.pressing(.activate) == (true, []), "at the default: used, nothing changes")
        knob.value = 0
        knob.isReduceMotionEnabled = true
        #expect(knob.pressing(.activate) == (true, [user(0.5)]))
        #expect(!knob.needsFrames && knob.displayedValue == 0.5)
        knob.resetsToDefault = false
        knob.value = 0
        #expect(knob.pressing(.activate) == (false, []))
        #expect(knob.value == 0)
    }

    @Test func escapeTabAndOtherPartsAreNotTheKnobs() {
        var knob = RotaryKnobModel()
        #expect(knob.pressing(.escape) == (false, []))
        #expect(knob.pressing(.nextPart) == (false, []))
        #expect(knob.pressing(.previousPart) == (false, []))
        #expect(knob.focusedPart == 0)
        var events: [KnobEvent] = []
        #expect(!knob.adjust(.steps(1), part: 1, at: 0) { events.append($0) })
        #expect(events.isEmpty && knob.value == 0.5)
    }

    @Test func scrollingAddsUpToSteps() {
        var knob = RotaryKnobModel(minimumValue: 0, maximumValue: 100, value: 50)
        var events: [KnobEvent] = []
        #expect(knob.scroll(.notches(1), at: 0) { events.append($0) })
        #expect(events == [user(51)])
        events = []
        #expect(knob.scroll(.points(12), at: 0) { events.append($0) })
        #expect(events.isEmpty && isClose(knob.scrollAccumulator.remainder, 12))
        #expect(knob.scroll(.points(-52), at: 0) { events.append($0) })
        #expect(events == [user(49)])
    }

    @Test func disabledTakesNoKeysScrollOrAdjustments() {
        var knob = RotaryKnobModel()
        _ = knob.enable(false)
        for key in ControlKey.allCases {
            #expect(knob.pressing(key) == (false, []))
        }
        var events: [KnobEvent] = []
        #expect(!knob.scroll(.notches(3), at: 0) { events.append($0) })
        #expect(!knob.activate(at: 0) { events.append($0) })
        #expect(knob.adjusting(.toMaximum).isEmpty)
        #expect(events.isEmpty && knob.value == 0.5)
        #expect(knob.accessibilityElements.first?.isAdjustable == false)
    }

    @Test func keysEndAnAnimationSetInCodeWithItsReportFirst() {
        var knob = RotaryKnobModel(value: 0)
        #expect(knob.setting(1, animated: true).isEmpty)
        #expect(sameKnobEvents(knob.pressing(.down).events, [code(1), user(0.99)]))
        #expect(!knob.needsFrames && knob.displayedValue == 0.99)
    }

    @Test func spokenValueAndElement() {
        var knob = RotaryKnobModel(minimumValue: 0, maximumValue: 10, value: 7.5)
        knob.accessibilityLabel = "Volume"
        #expect(knob.spokenValue(7.5) == "7.5" && knob.spokenValue(2 / 3) == "0.67")
        #expect(knob.spokenValue(.nan) == "nan")
        let element = knob.accessibilityElements
        #expect(
            element == [
                AccessibilityElement(
                    identifier: "knob", label: "Volume", value: "7.5",
                    frame: Rect(x: 0, y: 0, width: 100, height: 100), isAdjustable: true,
                    range: AccessibilityRange(minimum: 0, maximum: 10, current: 7.5))
            ])
    }

    @Test func everyEventHasItsSharedMeaning() {
        #expect(KnobEvent.editingBegan.controlEvent == .editingBegan)
        #expect(user(0.3).controlEvent == .valueChanged(fromUser: true))
        #expect(code(0.3).controlEvent == .valueChanged(fromUser: false))
        #expect(KnobEvent.editingEnded.controlEvent == .editingEnded)
        #expect(tick.controlEvent == .feedback(.selectionTick))
    }
}
