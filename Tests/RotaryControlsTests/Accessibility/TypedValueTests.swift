import RotaryControls
import Testing

@Suite struct TypedValueTests {
    @Test func aKnobTakesTypedTextThroughItsFormat() {
        var gain = RotaryKnobModel(minimumValue: -60, maximumValue: 12, value: 0)
        gain.trackConfiguration.format = ValueFormat(fractionDigits: 1, unit: .decibels, showsPlusSign: true)
        gain.trackConfiguration.enabledRange = -48...6
        #expect(gain.valueText == "0 dB")
        var events: [RotaryKnobModel.Event] = []
        #expect(gain.setValue(fromText: "-3.5 dB") { events.append($0) })
        #expect(events == [.valueChanged(-3.5, fromUser: true)] && gain.valueText == "-3.5 dB")
        events = []
        #expect(gain.setValue(fromText: "+20") { events.append($0) })
        #expect(
            events == [.valueChanged(6, fromUser: true), .feedback(.limitReached)],
            "held inside the enabled range, at its end: the limit, as a key reports it")
        #expect(
            gain.setValue(fromText: "6dB") { events.append($0) } && events.count == 2,
            "no change, still used; no second limit")
        #expect(!gain.setValue(fromText: "loud") { _ in } && !gain.setValue(fromText: "3,5") { _ in })
        gain.step = 1
        #expect(gain.setValue(fromText: "-2.4") { _ in } && gain.value == -2)
        gain.setEnabled(false) { _ in }
        #expect(!gain.setValue(fromText: "1") { _ in })
    }

    @Test func aRangeSliderTakesTypedTextPerHandle() {
        var slider = CircularSliderModel(value: 20, secondValue: 60)
        slider.trackConfiguration.format = ValueFormat(fractionDigits: 0, unit: .percent)
        #expect(
            slider.valueText(part: 0) == "20%" && slider.valueText(part: 1) == "60%" && slider.valueText(part: 2) == nil
        )
        var events: [CircularSliderModel.Event] = []
        #expect(slider.setValue(fromText: "45 %", part: 0) { events.append($0) })
        #expect(events == [.valueChanged(45, handle: .first, fromUser: true)])
        events = []
        #expect(slider.setValue(fromText: "90", part: 0) { events.append($0) })
        #expect(slider.value < 60 && events.count == 1, "never past the other handle")
        #expect(!slider.setValue(fromText: "50", part: 2) { _ in } && !slider.setValue(fromText: "", part: 1) { _ in })
    }

    /// One rule for every user path: a typed value, an assistive value, a key and a drag that
    /// bring a handle onto an end report `.limitReached` once, after the value.
    @Test func aTypedValueAtAnEndReportsTheLimitAsAKeyDoes() {
        var slider = CircularSliderModel(value: 50)
        slider.trackConfiguration.enabledRange = 10...90
        func typing(_ text: String) -> [CircularSliderModel.Event] {
            var events: [CircularSliderModel.Event] = []
            _ = slider.setValue(fromText: text, part: 0) { events.append($0) }
            return events
        }
        #expect(typing("95") == [.valueChanged(90, handle: .first, fromUser: true), .feedback(.limitReached)])
        #expect(slider.value == 90)
        #expect(typing("90").isEmpty, "staying at the end reports nothing")
        #expect(typing("40") == [.valueChanged(40, handle: .first, fromUser: true)])
        #expect(typing("10") == [.valueChanged(10, handle: .first, fromUser: true), .feedback(.limitReached)])
        // The key path reports the same pair.
        _ = typing("40")
        #expect(
            slider.press(.end).events == [.valueChanged(90, handle: .first, fromUser: true), .feedback(.limitReached)])
        // Endless: no ends, no limit.
        slider = CircularSliderModel(value: 50)
        slider.maximumRevolutions = .endless
        #expect(typing("100") == [.valueChanged(100, handle: .first, fromUser: true)])
        // The knob: typed and assistive values at an end, as its keys.
        var knob = RotaryKnobModel(value: 0.5)
        var events: [RotaryKnobModel.Event] = []
        _ = knob.setValue(fromText: "0") { events.append($0) }
        #expect(events == [.valueChanged(0, fromUser: true), .feedback(.limitReached)])
        events = []
        _ = knob.setAccessibilityValue(2, part: 0) { events.append($0) }
        #expect(events == [.valueChanged(1, fromUser: true), .feedback(.limitReached)])
        events = []
        knob.isEndless = true
        _ = knob.setValue(fromText: "0.25") { events.append($0) }
        #expect(events == [.valueChanged(0.25, fromUser: true)], "endless: no end")
    }

    /// A host reaches typed and assistive values through `ControlModel` alone (the GTK widget
    /// does): each control's own answer, the defaults (nothing) where it has none.
    @Test func hostsReachTypedAndAssistiveValuesThroughControlModel() {
        func typed<Model: ControlModel>(_ model: inout Model, _ text: String, part: Int) -> (String?, Bool) {
            (model.valueText(part: part), model.setValue(fromText: text, part: part) { _ in })
        }
        func assistive<Model: ControlModel>(_ model: inout Model, _ value: Double) -> Bool {
            model.setAccessibilityValue(value, part: 0) { _ in }
        }
        var knob = RotaryKnobModel(minimumValue: 0, maximumValue: 10, value: 2)
        let shown = knob.valueText
        #expect(typed(&knob, "7", part: 0) == (shown, true) && knob.value == 7)
        #expect(typed(&knob, "3", part: 1) == (nil, false) && knob.value == 7, "the knob has one part")
        var slider = CircularSliderModel(value: 20, secondValue: 60)
        #expect(typed(&slider, "50", part: 1).1 && slider.secondValue == 50)
        var dial = RotationDialModel()
        #expect(typed(&dial, "90", part: 0) == (nil, false), "the dial takes no typed value")
        #expect(assistive(&dial, 90) && dial.rotation.degrees == 90, "the dial's own setAccessibilityValue")
        var picker = PickerWheelModel(items: [
            SpinnerItem(icon: ImageReference(name: "a"), title: "A"),
            SpinnerItem(icon: ImageReference(name: "b"), title: "B"),
        ])
        #expect(typed(&picker, "1", part: 0) == (nil, false) && !assistive(&picker, 1), "the defaults: nothing")
    }
}
