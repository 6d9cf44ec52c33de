import RotaryControls
import Testing

@Suite struct RadialSpinnerAccessibilityTests {
    @Test func spokenValueIsTitleAndDescription() {
        let spinner = RadialSpinnerModel(items: [
            SpinnerItem(icon: "star", title: "Star", description: "Five points"),
            SpinnerItem(icon: "heart", title: "Heart"),
            SpinnerItem(icon: "bolt", description: "Fast"),
            SpinnerItem(icon: "leaf", title: "Leaf", description: ""),
        ])
        #expect(spinner.spokenValue(0) == "Star, Five points")
        #expect(spinner.spokenValue(1) == "Heart")
        #expect(spinner.spokenValue(2) == "Fast")
        #expect(spinner.spokenValue(3) == "Leaf")
        #expect(spinner.spokenValue(4) == "" && spinner.spokenValue(-1) == "" && spinner.spokenValue(nil) == "")
    }

    @Test func oneAdjustableElementFramedByTheCentreOrTheRing() {
        var spinner = RadialSpinnerModel(items: spinnerItems(4), selectedIndex: 2)
        spinner.accessibilityLabel = "Weather"
        let closed = spinner.accessibilityElements
        #expect(
            closed == [
                AccessibilityElement(
                    identifier: "spinner", label: "Weather", value: "bolt 2",
                    frame: Rect(x: 120, y: 120, width: 60, height: 60),
                    range: AccessibilityRange(minimum: 0, maximum: 3, current: 2))
            ])
        #expect(RadialSpinnerModel().accessibilityElements.first?.label == "Spinner")
        spinner.isOpen = true
        #expect(spinner.accessibilityElements.first?.frame == Rect(x: 0, y: 0, width: 300, height: 300))
        spinner.items = spinnerItems(4, disabled: [0, 1, 3])
        #expect(spinner.accessibilityElements.first?.isAdjustable == false)
    }

    @Test func stepsSkipDisabledItemsWithoutWrappingAndReportTheUsersChoice() {
        var spinner = RadialSpinnerModel(items: spinnerItems(6, disabled: [2, 3]), selectedIndex: 1)
        #expect(spinner.incremented() == [.valueChanged(4, fromUser: true), .valueSelected(4)])
        #expect(spinner.selectedIndex == 4 && spinner.ringPosition == 4)
        #expect(spinner.incremented() == [.valueChanged(5, fromUser: true), .valueSelected(5)])
        #expect(spinner.incremented() == [])
        #expect(spinner.selectedIndex == 5)
        #expect(spinner.decremented() == [.valueChanged(4, fromUser: true), .valueSelected(4)])
        #expect(spinner.decremented() == [.valueChanged(1, fromUser: true), .valueSelected(1)])
        #expect(spinner.decremented() == [.valueChanged(0, fromUser: true), .valueSelected(0)])
        #expect(spinner.decremented() == [])
    }

    @Test func pagesAndEndsCountEnabledItems() {
        var spinner = RadialSpinnerModel(items: spinnerItems(25, disabled: [0, 3, 4, 24]), selectedIndex: 10)
        #expect(spinner.pageItems == 2)
        #expect(spinner.adjusted(.pages(-1)) == [.valueChanged(8, fromUser: true), .valueSelected(8)])
        _ = spinner.adjusted(.steps(-3)) // 7, 6, 5 (4 and 3 are disabled)
        #expect(spinner.selectedIndex == 5 && spinner.ringPosition == 5)
        // Only 2 and 1 are below.
        #expect(spinner.adjusted(.steps(-5)) == [.valueChanged(1, fromUser: true), .valueSelected(1)])
        #expect(spinner.adjusted(.toMinimum) == [] && spinner.adjusted(.steps(0)) == [])
        #expect(spinner.adjusted(.toMaximum) == [.valueChanged(23, fromUser: true), .valueSelected(23)])
        #expect(
            spinner.adjusted(.pages(Int.max)) == []
                && spinner.adjusted(.pages(Int.min)).first == .valueChanged(1, fromUser: true))
        #expect(spinner.enabled(false) == [])
        var used = true
        used = spinner.adjust(.toMaximum, part: 0, at: 0) { _ in Issue.record("disabled") }
        #expect(!used && spinner.selectedIndex == 1)
        #expect(RadialSpinnerModel(items: spinnerItems(7)).pageItems == 1 && RadialSpinnerModel().pageItems == 1)
        var empty = RadialSpinnerModel()
        #expect(!empty.adjust(.steps(1), part: 0, at: 0) { _ in })
        var other = RadialSpinnerModel(items: spinnerItems(3))
        #expect(!other.adjust(.steps(1), part: 1, at: 0) { _ in })
    }

    @Test func keysFollowTheContractWithRightToLeftArrows() {
        var spinner = RadialSpinnerModel(items: spinnerItems(30), selectedIndex: 10)
        #expect(spinner.pressed(.up).events.first == .valueChanged(11, fromUser: true))
        #expect(spinner.pressed(.right).events.first == .valueChanged(12, fromUser: true))
        #expect(spinner.pressed(.left).events.first == .valueChanged(11, fromUser: true))
        #expect(spinner.pressed(.down).events.first == .valueChanged(10, fromUser: true))
        #expect(spinner.pressed(.pageUp).events.first == .valueChanged(13, fromUser: true))
        #expect(spinner.pressed(.pageDown).events.first == .valueChanged(10, fromUser: true))
        #expect(spinner.pressed(.end).events.first == .valueChanged(29, fromUser: true))
        #expect(spinner.pressed(.home).events.first == .valueChanged(0, fromUser: true))
        spinner.isRightToLeft = true
        #expect(spinner.pressed(.left).events.first == .valueChanged(1, fromUser: true))
        #expect(spinner.pressed(.right).events.first == .valueChanged(0, fromUser: true))
        #expect(spinner.pressed(.nextPart).used == false && spinner.pressed(.previousPart).used == false)
        #expect(spinner.focusedPart == 0)
    }

    @Test func scrollingStepsTheRingAndKeepsTheRemainder() {
        var spinner = RadialSpinnerModel(items: spinnerItems(12), selectedIndex: 3)
        var events: [SpinnerEvent] = []
        #expect(spinner.scroll(.notches(1), at: 0) { events.append($0) })
        #expect(spinner.selectedIndex == 4)
        #expect(spinner.scroll(.points(-12), at: 0) { events.append($0) } && spinner.selectedIndex == 4)
        #expect(spinner.scroll(.points(-12), at: 0) { events.append($0) } && spinner.selectedIndex == 3)
        _ = spinner.enabled(false)
        #expect(!spinner.scroll(.notches(3), at: 0) { events.append($0) } && spinner.selectedIndex == 3)
    }

    @Test func stepDuringASpinStopsItAndEndsEditing() {
        var spinner = openSpinner(6)
        _ = spinner.tap(at: Point(x: 250, y: 150), time: 0)
        #expect(spinner.isEditing && spinner.needsFrames)
        #expect(spinner.incremented() == [.valueChanged(1, fromUser: true), .valueSelected(1), .editingEnded])
        #expect(!spinner.needsFrames && spinner.ringPosition == 1 && spinner.advanced(to: 5) == [])
    }

    @Test func programmaticSelectionAndItemsNeverLandOnDisabledItems() {
        var spinner = RadialSpinnerModel(items: spinnerItems(6, disabled: [2, 3]), selectedIndex: 2)
        #expect(spinner.selectedIndex == 1)
        spinner.selectedIndex = 3
        #expect(spinner.selectedIndex == 4 && spinner.ringPosition == 4)
        spinner.items = spinnerItems(6, disabled: [4])
        #expect(spinner.selectedIndex == 5 && spinner.ringPosition == 5)
        spinner.items = spinnerItems(3)
        #expect(spinner.selectedIndex == 2)
        spinner.items = spinnerItems(3, disabled: [0, 1, 2])
        #expect(spinner.selectedIndex == nil && spinner.ringPosition == 0)
        spinner.selectedIndex = 1
        #expect(spinner.selectedIndex == nil)
    }

    @Test func aSelectionSetInCodeIsReportedOnceAndNeverAsTheUsers() {
        var spinner = openSpinner(6, disabled: [3])
        var events: [SpinnerEvent] = []
        spinner.setSelectedIndex(3) { events.append($0) }
        #expect(events == [.valueChanged(4, fromUser: false)] && spinner.ringPosition == 4)
        events = []
        spinner.setSelectedIndex(4) { events.append($0) }
        #expect(events == [])
        // Mid-fling: the ring stops on the new item and the session ends now.
        _ = spinner.tap(at: Point(x: 250, y: 150), time: 0)
        spinner.setSelectedIndex(1) { events.append($0) }
        #expect(events == [.valueChanged(1, fromUser: false), .editingEnded])
        #expect(!spinner.needsFrames && spinner.advanced(to: 3) == [])
    }
}
