import RotaryControls
import Testing

@Suite struct PickerWheelDefaultsTests {
    @Test func modelDefaults() {
        let wheel = PickerWheelModel()
        #expect(wheel.items.isEmpty)
        #expect(wheel.selectedIndex == nil)
        #expect(wheel.selectedItem == nil)
        #expect(wheel.bounds == Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(wheel.style == PickerWheelStyle())
        #expect(wheel.isEnabled)
        #expect(!wheel.isReduceMotionEnabled)
        #expect(wheel.offset == 0)
        #expect(!wheel.isTracking)
        #expect(!wheel.needsFrames)
        #expect(wheel.predictedRow == nil)
        #expect(wheel.spokenValue(wheel.selectedIndex) == "" && wheel.accessibilityLabel == "Picker")
    }

    @Test func styleDefaults() {
        let style = PickerWheelStyle()
        #expect(style.rowHeight == 44)
        #expect(style.fontSize == 17)
        #expect(style.disabledOpacity == 0.35)
        #expect(style.rowBackgroundPaint == .color(.clear))
        #expect(style.selectionBandPaint == .semantic(.separator))
        #expect(style.textPaint == .semantic(.label))
    }

    @Test(
        arguments: [
            (Double.nan, 44.0), (-3, 44), (0, 44), (Double.infinity, 44), (30, 30),
        ] as [(Double, Double)])
    func rowHeightIsSanitised(input: Double, expected: Double) {
        #expect(PickerWheelStyle(rowHeight: input).rowHeight == expected)
        #expect(PickerWheelStyle(fontSize: input).fontSize == (expected == 44 ? 17 : expected))
    }

    @Test(arguments: [(Double.nan, 0.35), (-1, 0), (2, 1), (0.5, 0.5)] as [(Double, Double)])
    func disabledOpacityIsClamped(input: Double, expected: Double) {
        var style = PickerWheelStyle()
        style.disabledOpacity = input
        #expect(style.disabledOpacity == expected)
    }

    @Test(
        arguments: [
            (-5, 0), (3, 3), (99, 9), (Int.max, 9), (Int.min, 0),
        ] as [(Int, Int)])
    func selectionIsClamped(requested: Int, expected: Int) {
        let wheel = picker(10, selected: requested)
        #expect(wheel.selectedIndex == expected)
        #expect(wheel.offset == Double(expected))
    }

    @Test func selectionMovesToTheNearestEnabledRow() {
        #expect(picker(10, selected: 4, disabled: [4]).selectedIndex == 5) // tie: higher index
        #expect(picker(10, selected: 4, disabled: [4, 5]).selectedIndex == 3)
        #expect(picker(10, selected: 9, disabled: [8, 9]).selectedIndex == 7)
        #expect(picker(3, selected: 1, disabled: [0, 1, 2]).selectedIndex == nil)
    }

    @Test func settingItemsRevalidatesTheSelection() {
        var wheel = picker(10, selected: 8)
        wheel.items = pickerItems(5)
        #expect(wheel.selectedIndex == 4 && wheel.offset == 4)
        wheel.items = pickerItems(5, disabled: [4])
        #expect(wheel.selectedIndex == 3 && wheel.offset == 3)
        wheel.items = []
        #expect(wheel.selectedIndex == nil && wheel.offset == 0)
        wheel.items = pickerItems(3)
        #expect(wheel.selectedIndex == 0)
    }

    @Test func selectionInCodeSkipsDisabledRowsAndIsNeverTheUsers() {
        var wheel = picker(10, disabled: [6])
        wheel.selectedIndex = 6
        #expect(wheel.selectedIndex == 7 && wheel.offset == 7)
        wheel.selectedIndex = -4
        #expect(wheel.selectedIndex == 0)
        wheel.selectedIndex = 400
        #expect(wheel.selectedIndex == 9)
        wheel.selectedIndex = nil
        #expect(wheel.selectedIndex == 9 && !wheel.needsFrames)
        var events: [PickerEvent] = []
        wheel.setSelectedIndex(6) { events.append($0) }
        #expect(events == [.valueChanged(7, fromUser: false)] && wheel.offset == 7)
        wheel.setSelectedIndex(7) { events.append($0) }
        #expect(events.count == 1, "reported once, only when it changed")
    }
}
