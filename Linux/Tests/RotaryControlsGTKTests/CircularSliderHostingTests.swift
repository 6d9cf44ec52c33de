import RotaryControls
import RotaryControlsGTK
import Testing

/// The slider's `HostableModel` adapters: which key does what, the wheel, the accessible value.
@Suite("Circular slider hosting")
struct CircularSliderHostingTests {
    @Test(arguments: [(ControlKey.increment, 40.0), (.decrement, 20), (.pageUp, 100), (.pageDown, 0),
                      (.home, 0), (.end, 100)])
    func keysMoveTheFirstHandle(_ key: ControlKey, _ expected: Double) {
        var slider = CircularSliderModel(value: 30)
        var events: [CircularSliderModel.Event] = []
        #expect(slider.hostKey(key, at: 0) { events.append($0) })
        #expect(slider.value == expected)
        #expect(events == [.valueChanged(expected, handle: .first, fromUser: true)])
    }

    @Test func activateIsNotUsed() {
        var slider = CircularSliderModel(value: 30)
        var events: [CircularSliderModel.Event] = []
        #expect(!slider.hostKey(.activate, at: 0) { events.append($0) })
        #expect(slider.value == 30 && events.isEmpty)
    }

    @Test func wheelNotchesStepOnceEach() {
        var slider = CircularSliderModel(value: 30)
        slider.step = 5
        var events: [CircularSliderModel.Event] = []
        #expect(slider.hostScroll(steps: 3, at: 0) { events.append($0) })
        #expect(slider.value == 45 && events.count == 3)
        #expect(slider.hostScroll(steps: -1, at: 0) { events.append($0) })
        #expect(slider.value == 40 && events.last == .valueChanged(40, handle: .first, fromUser: true))
        #expect(!slider.hostScroll(steps: 0, at: 0) { events.append($0) })
    }

    @Test func hostedValueIsTheFirstHandleWithItsSpokenText() {
        var slider = CircularSliderModel(value: 50, secondValue: 80)
        slider.labels = ["Low", "Mid-low", "Mid", "High"]   // at 0, 25, 50, 75 on a full circle
        #expect(slider.hostedValue == HostedValue(minimum: 0, maximum: 100, current: 50, text: "Mid"))
    }
}
