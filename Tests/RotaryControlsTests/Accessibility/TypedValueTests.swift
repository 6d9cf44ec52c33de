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
        #expect(events == [.valueChanged(6, fromUser: true), .feedback(.limitReached)],
                "held inside the enabled range, whose end it has reached")
        #expect(gain.setValue(fromText: "6dB") { events.append($0) } && events.count == 2, "no change, still used")
        #expect(!gain.setValue(fromText: "loud") { _ in } && !gain.setValue(fromText: "3,5") { _ in })
        gain.step = 1
        #expect(gain.setValue(fromText: "-2.4") { _ in } && gain.value == -2)
        gain.setEnabled(false) { _ in }
        #expect(!gain.setValue(fromText: "1") { _ in })
    }

    @Test func aRangeSliderTakesTypedTextPerHandle() {
        var slider = CircularSliderModel(value: 20, secondValue: 60)
        slider.trackConfiguration.format = ValueFormat(fractionDigits: 0, unit: .percent)
        #expect(slider.valueText(part: 0) == "20%" && slider.valueText(part: 1) == "60%" && slider.valueText(part: 2) == nil)
        var events: [CircularSliderModel.Event] = []
        #expect(slider.setValue(fromText: "45 %", part: 0) { events.append($0) })
        #expect(events == [.valueChanged(45, handle: .first, fromUser: true)])
        events = []
        #expect(slider.setValue(fromText: "90", part: 0) { events.append($0) })
        #expect(slider.value < 60 && events.count == 1, "never past the other handle (not an end of the track)")
        events = []
        #expect(slider.setValue(fromText: "120", part: 1) { events.append($0) })
        #expect(events == [.valueChanged(100, handle: .second, fromUser: true), .feedback(.limitReached)])
        #expect(!slider.setValue(fromText: "50", part: 2) { _ in } && !slider.setValue(fromText: "", part: 1) { _ in })
    }
}
