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
        #expect(spinner.spokenValue(of: 0) == "Star, Five points")
        #expect(spinner.spokenValue(of: 1) == "Heart")
        #expect(spinner.spokenValue(of: 2) == "Fast")
        #expect(spinner.spokenValue(of: 3) == "Leaf")
        #expect(spinner.spokenValue(of: 4) == "" && spinner.spokenValue(of: -1) == "" && spinner.spokenValue(of: nil) == "")
    }

    @Test func oneAdjustableElementFramedByTheCentreOrTheRing() {
        var spinner = RadialSpinnerModel(items: spinnerItems(4), selectedIndex: 2)
        let closed = spinner.accessibilityElements(label: "Weather")
        #expect(closed == [AccessibilityElement(identifier: "spinner", label: "Weather", value: "bolt 2",
                                                frame: Rect(x: 120, y: 120, width: 60, height: 60))])
        spinner.isOpen = true
        #expect(spinner.accessibilityElements().first?.frame == Rect(x: 0, y: 0, width: 300, height: 300))
        spinner.items = spinnerItems(4, disabled: [0, 1, 3])
        #expect(spinner.accessibilityElements().first?.isAdjustable == false)
    }

    @Test func incrementAndDecrementSkipDisabledItemsWithoutWrapping() {
        var spinner = RadialSpinnerModel(items: spinnerItems(6, disabled: [2, 3]), selectedIndex: 1)
        #expect(spinner.incremented() == [.valueChanged(4, fromUser: true)])
        #expect(spinner.selectedIndex == 4 && spinner.ringPosition == 4)
        #expect(spinner.incremented() == [.valueChanged(5, fromUser: true)])
        #expect(spinner.incremented() == [])
        #expect(spinner.selectedIndex == 5)
        #expect(spinner.decremented() == [.valueChanged(4, fromUser: true)])
        #expect(spinner.decremented() == [.valueChanged(1, fromUser: true)])
        #expect(spinner.decremented() == [.valueChanged(0, fromUser: true)])
        #expect(spinner.decremented() == [])
    }

    @Test func pagesAndEndsCountEnabledItems() {
        var spinner = RadialSpinnerModel(items: spinnerItems(25, disabled: [0, 3, 4, 24]), selectedIndex: 10)
        var events: [SpinnerEvent] = []
        #expect(spinner.pageItems == 2)
        spinner.adjust(byItems: -spinner.pageItems) { events.append($0) }
        #expect(events == [.valueChanged(8, fromUser: true)])
        spinner.adjust(byItems: -3) { events.append($0) } // 7, 6, 5 (4 and 3 are disabled)
        #expect(spinner.selectedIndex == 5 && spinner.ringPosition == 5)
        events = []
        spinner.adjust(byItems: -5) { events.append($0) } // only 2 and 1 are enabled below
        #expect(events == [.valueChanged(1, fromUser: true)])
        spinner.moveToFirst { events.append($0) }
        spinner.adjust(byItems: 0) { events.append($0) }
        #expect(events == [.valueChanged(1, fromUser: true)])
        spinner.moveToLast { events.append($0) }
        #expect(events.last == .valueChanged(23, fromUser: true) && spinner.selectedIndex == 23)
        spinner.isEnabled = false
        spinner.moveToFirst { events.append($0) }
        #expect(spinner.selectedIndex == 23 && events.count == 2)
        #expect(RadialSpinnerModel(items: spinnerItems(7)).pageItems == 1 && RadialSpinnerModel().pageItems == 1)
    }

    @Test func incrementDuringASpinStopsItAndEndsEditing() {
        var spinner = openSpinner(6)
        _ = spinner.tap(at: Point(x: 250, y: 150), time: 0)
        #expect(spinner.isEditing && spinner.needsFrames)
        #expect(spinner.incremented() == [.valueChanged(1, fromUser: true), .editingEnded])
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
}
