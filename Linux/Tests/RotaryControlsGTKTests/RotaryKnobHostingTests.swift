import RotaryControls
import RotaryControlsGTK
import Testing

/// The knob's `HostableModel` adapters: keys, wheel notches, the accessible value.
@Suite("Rotary knob hosting")
struct RotaryKnobHostingTests {
    @Test(arguments: [(ControlKey.increment, 0.6), (.decrement, 0.4), (.pageUp, 1), (.pageDown, 0),
                      (.home, 0), (.end, 1)])
    func keysMoveTheValue(_ key: ControlKey, _ expected: Double) {
        var knob = RotaryKnobModel()
        var events: [RotaryKnobModel.Event] = []
        #expect(knob.hostKey(key, at: 0) { events.append($0) })
        #expect(abs(knob.value - expected) < 1e-12)
        #expect(events.count == 1)
    }

    @Test func activateIsNotUsed() {
        var knob = RotaryKnobModel()
        #expect(!knob.hostKey(.activate, at: 0) { _ in })
        #expect(knob.value == 0.5)
    }

    @Test func wheelNotchesStepWithOneReport() {
        var knob = RotaryKnobModel()
        knob.step = 0.05
        var events: [RotaryKnobModel.Event] = []
        #expect(knob.hostScroll(steps: 3, at: 0) { events.append($0) })
        #expect(abs(knob.value - 0.65) < 1e-12 && events.count == 1)
        #expect(!knob.hostScroll(steps: 0, at: 0) { events.append($0) })
        #expect(events.count == 1)
    }

    @Test func hostedValue() {
        let knob = RotaryKnobModel(minimumValue: -1, maximumValue: 1, value: 0.25)
        #expect(knob.hostedValue == HostedValue(minimum: -1, maximum: 1, current: 0.25, text: "0.25"))
    }
}
