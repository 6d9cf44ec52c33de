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
        #expect(
            sameEvents(
                events,
                [.valueChanged(90, handle: .first, fromUser: false), .animationFinished(token, completed: true)]))
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
        #expect(
            sameEvents(
                events,
                [.valueChanged(30, handle: .first, fromUser: false), .animationFinished(token, completed: true)]))
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
        #expect(
            sameEvents(
                slider.send(sliderEvent(.began, 90)),
                [
                    .valueChanged(25, handle: .first, fromUser: false), .animationFinished(token, completed: false),
                    .editingBegan(.first),
                ]))
        #expect(!slider.needsFrames)
    }

    /// Reduce Motion turned on while an animation runs: the next frame lands it on its
    /// target and reports it as a finished animation (as the knob does), instead of running on.
    @Test func reduceMotionTurnedOnMidAnimationLandsAtTheNextFrame() {
        var slider = CircularSliderModel(value: 0)
        var events: [SliderEvent] = []
        let token = slider.setValue(50, animated: true, duration: 1, curve: .linear, at: 0) { events.append($0) }
        slider.advance(to: 0.2) { events.append($0) }
        #expect(isClose(slider.value, 10) && events.isEmpty && slider.needsFrames)
        slider.isReduceMotionEnabled = true
        slider.advance(to: 0.3) { events.append($0) }
        #expect(
            sameEvents(
                events,
                [.valueChanged(50, handle: .first, fromUser: false), .animationFinished(token, completed: true)]))
        #expect(slider.value == 50 && !slider.needsFrames)
    }

    /// A NaN frame time is ignored while the animation runs, but with Reduce Motion on the frame
    /// lands it whatever the time says (found by the fuzzer: a NaN frame left it running).
    @Test func reduceMotionLandsTheAnimationEvenAtANaNFrame() {
        var slider = CircularSliderModel(value: 0)
        var events: [SliderEvent] = []
        let token = slider.setValue(50, animated: true, duration: 1, curve: .linear, at: 0) { events.append($0) }
        slider.advance(to: .nan) { events.append($0) }
        #expect(events.isEmpty && slider.value == 0 && slider.needsFrames)
        slider.isReduceMotionEnabled = true
        slider.advance(to: .nan) { events.append($0) }
        #expect(
            sameEvents(
                events,
                [.valueChanged(50, handle: .first, fromUser: false), .animationFinished(token, completed: true)]))
        #expect(slider.value == 50 && !slider.needsFrames)
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
