import RotaryControls
import Testing

/// Values set in code (one rule: reported once, never as the user's), both range values in
/// one call, Reduce Motion, and the enabled state.
@Suite struct CircularSliderCodeChangeTests {
    @Test func setValuesMovesBothHandlesWhateverTheOrder() {
        var slider = CircularSliderModel(value: 20, secondValue: 30)
        var events: [SliderEvent] = []
        // Upwards past the second handle: no intermediate state pushes anything.
        var token = slider.setValues(70, 80, animated: false, at: 0) { events.append($0) }
        #expect(slider.value == 70 && slider.secondValue == 80)
        #expect(
            sameEvents(
                events,
                [
                    .valueChanged(70, handle: .first, fromUser: false),
                    .valueChanged(80, handle: .second, fromUser: false),
                    .animationFinished(token, completed: true),
                ]))
        // Downwards below the first handle.
        events = []
        token = slider.setValues(5, 10, animated: false, at: 0) { events.append($0) }
        #expect(slider.value == 5 && slider.secondValue == 10 && events.count == 3)
        // Only the handle that changed is reported; an inverted pair is put in order.
        events = []
        token = slider.setValues(40, 5, animated: false, at: 0) { events.append($0) }
        #expect(slider.value == 5 && slider.secondValue == 40)
        #expect(
            sameEvents(
                events,
                [.valueChanged(40, handle: .second, fromUser: false), .animationFinished(token, completed: true)]))
        // Clamped into the range; closer than the minimum distance is allowed in code.
        events = []
        _ = slider.setValues(-50, 100.5, animated: false, at: 0) { events.append($0) }
        #expect(slider.value == 0 && slider.secondValue == 100)
        _ = slider.setValues(50, 50, animated: false, at: 0) { _ in }
        #expect(slider.value == 50 && slider.secondValue == 50)
    }

    @Test func setValuesWithANonFiniteValueOrASingleHandle() {
        var slider = CircularSliderModel(value: 20, secondValue: 30)
        _ = slider.setValues(.nan, 60, animated: false, at: 0) { _ in }
        #expect(slider.value == 20 && slider.secondValue == 60)
        _ = slider.setValues(90, .infinity, animated: false, at: 0) { _ in }
        #expect(slider.value == 90 && slider.secondValue == 90, "the first handle raises the second to keep the order")
        var single = CircularSliderModel(value: 20)
        var events: [SliderEvent] = []
        let token = single.setValues(70, 10, animated: false, at: 0) { events.append($0) }
        #expect(single.value == 70 && single.secondValue == nil)
        #expect(
            sameEvents(
                events,
                [.valueChanged(70, handle: .first, fromUser: false), .animationFinished(token, completed: true)]))
    }

    @Test func animatedSetValuesReportsEachHandleOnceAtTheEnd() {
        var slider = CircularSliderModel(value: 10, secondValue: 20)
        var events: [SliderEvent] = []
        let token = slider.setValues(60, 90, animated: true, duration: 1, curve: .linear, at: 0) { events.append($0) }
        #expect(events.isEmpty && slider.needsFrames)
        for frame in 1...59 {
            slider.advance(to: Double(frame) / 60) { events.append($0) }
            let first = 10 + 50 * Double(frame) / 60, second = 20 + 70 * Double(frame) / 60
            #expect(isClose(slider.value, first) && isClose(slider.secondValue ?? 0, second) && events.isEmpty)
        }
        slider.advance(to: 1) { events.append($0) }
        #expect(
            sameEvents(
                events,
                [
                    .valueChanged(60, handle: .first, fromUser: false),
                    .valueChanged(90, handle: .second, fromUser: false),
                    .animationFinished(token, completed: true),
                ]))
        #expect(!slider.needsFrames)
    }

    @Test func settingTheSecondHandleInCodeReportsItAndGivesWayOnlyForTheOrder() {
        var slider = CircularSliderModel(value: 40, secondValue: 60)
        var events: [SliderEvent] = []
        let token = slider.setValue(30, for: .second, animated: false, at: 0) { events.append($0) }
        #expect(slider.value == 30 && slider.secondValue == 30)
        #expect(
            sameEvents(
                events,
                [
                    .valueChanged(30, handle: .first, fromUser: false),
                    .valueChanged(30, handle: .second, fromUser: false),
                    .animationFinished(token, completed: true),
                ]))
    }

    @Test func reduceMotionMakesAnAnimatedSetJump() {
        var slider = CircularSliderModel(value: 10)
        slider.isReduceMotionEnabled = true
        var events: [SliderEvent] = []
        let token = slider.setValue(90, animated: true, at: 0) { events.append($0) }
        #expect(slider.value == 90 && !slider.needsFrames)
        #expect(
            sameEvents(
                events,
                [.valueChanged(90, handle: .first, fromUser: false), .animationFinished(token, completed: true)]))
    }

    @Test func disablingDuringADragEndsItBalancedAndEverythingIsIgnoredAfter() {
        var slider = CircularSliderModel(value: 0)
        slider.isContinuous = false
        #expect(sameEvents(slider.send(sliderEvent(.began, 0)), [.editingBegan(.first)]))
        _ = slider.send(sliderEvent(.moved, 36))
        var events: [SliderEvent] = []
        slider.setEnabled(false) { events.append($0) }
        #expect(sameEvents(events, [.valueChanged(10, handle: .first, fromUser: true), .editingEnded(.first)]))
        #expect(!slider.isEnabled && !slider.isTracking && slider.activeHandle == nil)
        #expect(sameEvents(slider.send(sliderEvent(.moved, 72)), []) && isClose(slider.value, 10))
        #expect(sameEvents(slider.send(sliderEvent(.began, 36)), []) && !slider.isTracking)
        for key in ControlKey.allCases {
            let result = slider.press(key)
            #expect(!result.used && result.events.isEmpty, "\(key)")
        }
        #expect(!slider.scrolled(.notches(3)).used && !slider.adjusted(.toMaximum).used)
        #expect(!slider.moveFocus(forward: true) && isClose(slider.value, 10))
        #expect(slider.accessibilityElements.allSatisfy { !$0.isAdjustable })
        // Setting the same state again reports nothing; code still sets values.
        events = []
        slider.setEnabled(false) { events.append($0) }
        #expect(events.isEmpty)
        _ = slider.setValue(50, animated: false, at: 0) { events.append($0) }
        #expect(slider.value == 50 && events.count == 2)
        events = []
        slider.setEnabled(true) { events.append($0) }
        #expect(events.isEmpty && slider.isEnabled)
        #expect(sameEvents(slider.press(.up).events, [.valueChanged(51, handle: .first, fromUser: true)]))
    }

    @Test func aDisabledSliderIsDrawnDimmed() {
        var slider = CircularSliderModel(value: 25)
        let enabled = slider.drawing()
        slider.setEnabled(false) { _ in }
        let dimmed = slider.drawing()
        #expect(dimmed.elements == [.group(Drawing.Group(opacity: 0.4, elements: enabled.elements))])
        slider.style.disabledOpacity = 7
        #expect(slider.drawing().elements == [.group(Drawing.Group(opacity: 1, elements: enabled.elements))])
        slider.style.disabledOpacity = .nan
        #expect(slider.drawing() == dimmed)
    }

    /// A setting changed while a handle is dragged (an app narrowing the range, or the minimum
    /// distance, from a binding): the drag goes on from where the handle now is, under the new
    /// range and distance. (Found by FuzzCircularSlider: the drag kept the distance of the touch-down.)
    @Test func settingsChangedMidDragTakeEffectOnTheDrag() {
        var slider = CircularSliderModel(value: 20, secondValue: 50)
        slider.minimumDistance = 0
        #expect(sameEvents(slider.send(sliderEvent(.began, 72)), [.editingBegan(.first)]))
        slider.minimumDistance = CircularSliderRangeTests.tenUnits
        #expect(isClose(slider.minimumValueDistance, 10))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 144)),
                [.directionChanged(.clockwise), .valueChanged(40, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 180)), [.feedback(.limitReached)]))
        #expect(isClose(slider.value, 40) && slider.secondValue == 50)
        // The range doubled (a degree is now 5/9 of a unit): the handle goes on from 40 as the
        // finger turns from 180°, 36° back to 20, 18° more to 10.
        slider.maximumValue = 200
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 144)),
                [.directionChanged(.counterClockwise), .valueChanged(20, handle: .first, fromUser: true)]))
        #expect(
            sameEvents(slider.send(sliderEvent(.moved, 126)), [.valueChanged(10, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.send(sliderEvent(.ended, 126)), [.editingEnded(.first)]))
    }

    /// A setting given again as it is (an app re-applying its configuration on every change)
    /// leaves a drag alone: the finger keeps the part of a step it has turned.
    @Test func aSettingSetAgainUnchangedLeavesTheDragAlone() {
        var slider = CircularSliderModel(value: 20, secondValue: 80)
        slider.step = 10
        #expect(sameEvents(slider.send(sliderEvent(.began, 72)), [.editingBegan(.first)]))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 86.4)), [.directionChanged(.clockwise)]))
        #expect(slider.value == 20, "24 rounds to 20")
        slider.minimumValue = 0
        slider.minimumDistance = slider.minimumDistance
        slider.maximumAngle = 360
        #expect(
            sameEvents(slider.send(sliderEvent(.moved, 93.6)), [.valueChanged(30, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.send(sliderEvent(.ended, 93.6)), [.editingEnded(.first)]))
    }
}
