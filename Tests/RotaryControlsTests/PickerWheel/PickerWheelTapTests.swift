import RotaryControls
import Testing

/// Event scripts: taps on rows, accessibility, bad input.
@Suite struct PickerWheelTapTests {
    @Test(arguments: [(144.0, 6), (56, 4), (188, 7), (12, 3)] as [(Double, Int)])
    func tapOnARowAboveOrBelowAnimatesToIt(y: Double, expected: Int) {
        var wheel = picker(10, selected: 5)
        #expect(wheel.send(vertical(.began, y, 0)) == [])
        #expect(wheel.isTracking && wheel.offset == 5)
        #expect(wheel.send(vertical(.ended, y + 3, 0.1)) == [.editingBegan])
        #expect(wheel.predictedRow == expected && wheel.needsFrames && wheel.selectedIndex == 5)
        let step = expected > 5 ? 1 : -1
        #expect(
            wheel.run(from: 0.1, hertz: 60)
                == passing(stride(from: 5 + step, through: expected, by: step)) + [
                    .valueChanged(expected, fromUser: true), .editingEnded,
                ])
        #expect(wheel.offset == Double(expected) && wheel.selectedIndex == expected && !wheel.needsFrames)
    }

    @Test func tapsOnTheBandDisabledRowsOrPastTheEndsDoNothing() {
        var wheel = picker(10, selected: 5, disabled: [6])
        for y in [110.0, 90, 144] {
            #expect(wheel.send(vertical(.began, y, 0)) == [])
            #expect(wheel.send(vertical(.ended, y, 0.1)) == [])
            #expect(wheel.offset == 5 && !wheel.needsFrames && wheel.selectedIndex == 5)
        }
        var last = picker(10, selected: 9)
        #expect(last.send(vertical(.began, 144, 0)) == [])
        #expect(last.send(vertical(.ended, 144, 0.1)) == [])
        #expect(last.offset == 9 && !last.needsFrames)
    }

    @Test func tapWithReduceMotionJumps() {
        var wheel = picker(10, selected: 5)
        wheel.isReduceMotionEnabled = true
        #expect(wheel.send(vertical(.began, 12, 0)) == [])
        #expect(
            wheel.send(vertical(.ended, 12, 0.1))
                == [.editingBegan] + passing([3]) + [.valueChanged(3, fromUser: true), .editingEnded])
        #expect(wheel.offset == 3 && !wheel.needsFrames)
    }

    @Test func touchesOutsideTheBoundsAreIgnored() {
        var wheel = picker(10, selected: 5)
        #expect(wheel.send(vertical(.began, 250, 0)) == [])
        #expect(!wheel.isTracking)
    }

    // MARK: - Accessibility

    @Test func keysMoveAVerticalListSkippingDisabledRowsAndStoppingAtTheEnds() {
        var wheel = picker(6, selected: 4, disabled: [2, 3])
        var events: [PickerEvent] = []
        // ↑ goes to the row above (a lower index), ↓ to the row below.
        #expect(wheel.handle(.up, at: 0) { events.append($0) })
        #expect(events == [.valueChanged(1, fromUser: true)] && wheel.selectedIndex == 1 && wheel.offset == 1)
        events = []
        _ = wheel.handle(.up, at: 0) { events.append($0) }
        #expect(events == [.valueChanged(0, fromUser: true)] && wheel.selectedIndex == 0)
        events = []
        #expect(wheel.handle(.up, at: 0) { events.append($0) })
        #expect(events == [] && wheel.selectedIndex == 0)
        _ = wheel.handle(.down, at: 0) { events.append($0) }
        _ = wheel.handle(.down, at: 0) { events.append($0) }
        #expect(events == [.valueChanged(1, fromUser: true), .valueChanged(4, fromUser: true)])
        // Wheel-down is the row below, wheel-up the row above; End and Home the ends.
        #expect(wheel.scroll(.notches(-1), at: 0) { _ in } && wheel.selectedIndex == 5)
        #expect(wheel.scroll(.notches(1), at: 0) { _ in } && wheel.selectedIndex == 4)
        #expect(wheel.handle(.home, at: 0) { _ in } && wheel.selectedIndex == 0)
        #expect(wheel.handle(.end, at: 0) { _ in } && wheel.selectedIndex == 5)
        #expect(wheel.handle(.pageUp, at: 0) { _ in } && wheel.selectedIndex == 4)
        #expect(!wheel.handle(.activate, at: 0) { _ in } && !wheel.handle(.escape, at: 0) { _ in })
        #expect(!wheel.handle(.nextPart, at: 0) { _ in } && wheel.focusedPart == 0)
        wheel.setEnabled(false) { _ in }
        events = []
        #expect(!wheel.handle(.down, at: 0) { events.append($0) })
        #expect(events == [] && wheel.selectedIndex == 4)
    }

    @Test func stepDuringAFlingStopsItAndEndsTheSession() {
        var wheel = picker(100)
        _ = PickerWheelDragTests.flick(&wheel)
        var events: [PickerEvent] = []
        #expect(wheel.adjust(.toMaximum, part: 0, at: 0) { events.append($0) })
        #expect(events == [.valueChanged(99, fromUser: true), .editingEnded])
        #expect(wheel.offset == 99 && !wheel.needsFrames && wheel.predictedRow == nil)
        // At an end nothing changes, but a fling still stops on the selection.
        _ = wheel.handle(.home, at: 0) { _ in }
        _ = PickerWheelDragTests.flick(&wheel)
        #expect(wheel.needsFrames)
        events = []
        #expect(wheel.handle(.up, at: 0) { events.append($0) })
        #expect(events == [.editingEnded] && wheel.offset == 0 && !wheel.needsFrames)
    }

    @Test func spokenValueAndElement() {
        var items = pickerItems(3)
        items[1].description = "Second row"
        items[2].title = ""
        items[2].description = "Only a description"
        var wheel = PickerWheelModel(items: items, selectedIndex: 0)
        #expect(wheel.spokenValue(wheel.selectedIndex) == "Row 0")
        #expect(wheel.spokenValue(1) == "Row 1, Second row")
        wheel.selectedIndex = 2
        #expect(wheel.spokenValue(2) == "Only a description")
        #expect(wheel.spokenValue(7) == "" && wheel.spokenValue(nil) == "")
        wheel.accessibilityLabel = "Flavour"
        #expect(
            wheel.accessibilityElements == [
                AccessibilityElement(
                    identifier: "picker-wheel", label: "Flavour", value: "Only a description",
                    frame: wheel.bounds, isAdjustable: true,
                    range: AccessibilityRange(minimum: 0, maximum: 2, current: 2))
            ])
        #expect(PickerWheelModel().accessibilityElements.first?.isAdjustable == false)
    }

    // MARK: - Bad input

    @Test func nonFiniteLocationsAndTimesKeepTheWheelFinite() {
        var wheel = picker(20, selected: 3)
        #expect(wheel.send(PointerEvent(phase: .began, location: Point(x: .nan, y: 100), timestamp: 0)) == [])
        #expect(!wheel.isTracking)
        #expect(wheel.send(vertical(.began, 100, 0)) == [])
        #expect(wheel.send(vertical(.moved, .nan, 0.1)) == [])
        #expect(wheel.send(vertical(.moved, -.infinity, 0.2)) == [])
        #expect(wheel.offset == 3 && wheel.isTracking)
        #expect(wheel.send(vertical(.moved, 60, .nan)) == [.editingBegan] + passing([4]))
        #expect(isClose(wheel.offset, 3 + 40.0 / 44))
        #expect(wheel.send(vertical(.ended, .infinity, .infinity)) == [])
        #expect(wheel.offset.isFinite && wheel.needsFrames)
        #expect(wheel.advanced(to: .nan).allSatisfy { $0 != .editingEnded })
        #expect(wheel.offset.isFinite)
        #expect(wheel.advanced(to: .infinity) == [.valueChanged(4, fromUser: true), .editingEnded])
        #expect(wheel.offset == 4 && wheel.selectedIndex == 4 && !wheel.needsFrames)
    }

    @Test(arguments: [
        Rect(x: .nan, y: 0, width: 200, height: 200), Rect(x: 0, y: 0, width: .infinity, height: 200),
        Rect(x: 0, y: 0, width: 0, height: 0), Rect(x: 0, y: 0, width: 200, height: -5),
        Rect(x: 1e308, y: 0, width: 1.5e308, height: 200),
    ])
    func invalidBoundsIgnoreTouchesAndDrawNothing(bounds: Rect) {
        var wheel = picker(10, selected: 2)
        wheel.bounds = bounds
        #expect(wheel.send(vertical(.began, 100, 0)) == [])
        #expect(!wheel.isTracking)
        #expect(wheel.drawing() == Drawing(size: .zero))
        #expect(wheel.accessibilityElements.first?.frame == .zero)
    }
}

@Suite struct PickerWheelExtremeTests {
    @Test func aTapWithATinyRowHeightDoesNotTrap() {
        var wheel = picker(10, selected: 5)
        wheel.style.rowHeight = 1e-300
        #expect(wheel.style.rowHeight == 1e-300)
        #expect(wheel.send(vertical(.began, 190, 0)) == [])
        #expect(wheel.send(vertical(.ended, 190, 0.1)) == [])
        #expect(wheel.offset == 5 && !wheel.needsFrames)
        #expect(wheel.drawing().description.contains("nan") == false)
    }
}

@Suite struct PickerWheelHugeBoundsTests {
    @Test(arguments: [
        Rect(x: -50, y: -46.5, width: 1.7e308, height: 1.7e308), Rect(x: 0, y: -1e308, width: 200, height: 1.7e308),
        Rect(x: -8e307, y: 0, width: 1.7e308, height: 200),
    ])
    func hugeBoundsDrawNoInfinity(bounds: Rect) {
        var wheel = picker(10, selected: 5)
        wheel.bounds = bounds
        let text = wheel.drawing().description
        #expect(!text.contains("nan") && !text.contains("inf"))
    }
}
