import RotaryControls
import Testing

@Suite struct CircularSliderAnimationTests {
    @Test func animationReportsOnceAtTheEnd() {
        var slider = CircularSliderModel(value: 10)
        var events: [SliderEvent] = []
        let token = slider.setValue(90, animated: true, at: 1) { events.append($0) }
        #expect(events.isEmpty && slider.needsFrames && slider.value == 10)
        for frame in 1...44 {
            slider.advance(to: 1 + Double(frame) / 60) { events.append($0) }
            #expect(slider.value > 10 && slider.value < 90 && events.isEmpty, "frame \(frame)")
        }
        slider.advance(to: 1.75) { events.append($0) }
        #expect(sameEvents(events, [.valueChanged(90, handle: nil, fromUser: false), .animationFinished(token, completed: true)]))
        #expect(slider.value == 90 && !slider.needsFrames)
        events = []
        slider.advance(to: 2) { events.append($0) }
        #expect(events.isEmpty)
    }

    @Test func animationGoesTheLongWayThroughEveryValue() {
        var slider = CircularSliderModel(value: 99)
        _ = slider.setValue(1, animated: true, duration: 1, at: 0) { _ in }
        slider.advance(to: 0.5) { _ in }
        #expect(isClose(slider.value, 50, 1e-6))
    }

    @Test func withoutAnimationBothEventsComeAtOnce() {
        var slider = CircularSliderModel(value: 10)
        var events: [SliderEvent] = []
        let token = slider.setValue(30, animated: false, at: 0) { events.append($0) }
        #expect(sameEvents(events, [.valueChanged(30, handle: nil, fromUser: false), .animationFinished(token, completed: true)]))
        events = []
        let second = slider.setValue(.nan, animated: true, at: 0) { events.append($0) }
        #expect(second != token)
        #expect(sameEvents(events, [.animationFinished(second, completed: true)]) && slider.value == 30)
    }

    @Test func aTouchInterruptsTheAnimation() {
        var slider = CircularSliderModel(value: 0)
        var events: [SliderEvent] = []
        let token = slider.setValue(50, animated: true, duration: 1, curve: .linear, at: 0) { events.append($0) }
        slider.advance(to: 0.5) { events.append($0) }
        #expect(isClose(slider.value, 25) && events.isEmpty)
        #expect(sameEvents(slider.send(sliderEvent(.began, 90)), [
            .valueChanged(25, handle: nil, fromUser: false), .animationFinished(token, completed: false), .editingBegan(.first),
        ]))
        #expect(!slider.needsFrames)
    }

    @Test func assigningTheValueInterruptsTheAnimation() {
        var slider = CircularSliderModel(value: 0)
        let token = slider.setValue(50, animated: true, at: 0) { _ in }
        slider.value = 5
        var events: [SliderEvent] = []
        slider.advance(to: 0.2) { events.append($0) }
        #expect(sameEvents(events, [.animationFinished(token, completed: false)]) && slider.value == 5)
    }
}

@Suite struct CircularSliderAccessibilityTests {
    @Test func incrementAndDecrementByStepOrATenth() {
        var slider = CircularSliderModel(value: 50)
        var events: [SliderEvent] = []
        slider.increment { events.append($0) }
        #expect(sameEvents(events, [.valueChanged(60, handle: .first, fromUser: true)]))
        slider.step = 25
        events = []
        slider.decrement { events.append($0) }
        #expect(sameEvents(events, [.valueChanged(25, handle: .first, fromUser: true)]))
        slider.value = 100
        events = []
        slider.increment { events.append($0) }
        #expect(events.isEmpty && slider.value == 100)
    }

    @Test func rangeHandlesAdjustWithinTheirLimits() {
        var slider = CircularSliderModel(value: 20, secondValue: 35)
        var events: [SliderEvent] = []
        slider.increment(.first) { events.append($0) }
        #expect(sameEvents(events, [.valueChanged(25, handle: .first, fromUser: true)]))
        slider.decrement(.second) { events.append($0) }
        #expect(slider.secondValue == 35 && events.count == 1)
        let elements = slider.accessibilityElements(label: "Start", secondLabel: "End")
        #expect(elements.map(\.identifier) == ["handle.first", "handle.second"])
        #expect(elements.map(\.label) == ["Start", "End"] && elements.map(\.value) == ["25", "35"])
        #expect(elements.allSatisfy { $0.frame.width >= 44 && $0.frame.height >= 44 && $0.isAdjustable })
    }

    @Test func spokenValueIsTheLabelWhenOnALabel() {
        var slider = CircularSliderModel(value: 50)
        slider.labels = ["Low", "Mid-low", "Mid", "High"]
        #expect(slider.spokenValue(50) == "Mid" && slider.spokenValue(51.5) == "51.5")
        #expect(slider.accessibilityElements().first?.value == "Mid")
        slider.maximumRevolutions = .turns(2)
        #expect(slider.spokenValue(62.5) == "Mid-low" && slider.spokenValue(12.5) == "Mid-low")
    }
}
