import RotaryControls
import Testing

/// The behaviour × platform table of Sources/RotaryControls/RotaryControls.docc/BehaviourOnEveryPlatform.md, decided once in the core: every row is
/// checked here on every model, through the same `ControlModel` calls every host makes.
@Suite struct ControlContractTests {
    static let items = (0..<20).map { SpinnerItem(icon: ImageReference(name: "i\($0)"), title: "Item \($0)") }

    /// A knob over 0…200 at 100: one step is 1 % of the range (2), a page 10 % (20).
    static func knob() -> RotaryKnobModel { RotaryKnobModel(minimumValue: 0, maximumValue: 200, value: 100) }
    static func slider() -> CircularSliderModel { CircularSliderModel(minimumValue: 0, maximumValue: 200, value: 100) }
    static func spinner() -> RadialSpinnerModel {
        RadialSpinnerModel(items: items, selectedIndex: 10, mode: .radialOnly)
    }
    static func picker() -> PickerWheelModel { PickerWheelModel(items: items, selectedIndex: 10) }

    /// Presses `key` and answers (used, the number the model shows afterwards).
    static func press<Model: ControlModel>(
        _ key: ControlKey, on model: inout Model, rightToLeft: Bool = false,
        reading value: (Model) -> Double
    ) -> (Bool, Double) {
        model.isRightToLeft = rightToLeft
        let used = model.handle(key, at: 0) { _ in }
        return (used, value(model))
    }

    @Test(arguments: [
        (ControlKey.up, false, 102.0), (.right, false, 102), (.down, false, 98), (.left, false, 98),
        (.right, true, 98), (.left, true, 102), (.up, true, 102),
        (.pageUp, false, 120), (.pageDown, false, 80), (.home, false, 0), (.end, false, 200),
    ])
    func knobAndSliderKeys(key: ControlKey, rightToLeft: Bool, expected: Double) {
        var knob = Self.knob()
        #expect(Self.press(key, on: &knob, rightToLeft: rightToLeft, reading: \.value) == (true, expected))
        var slider = Self.slider()
        #expect(Self.press(key, on: &slider, rightToLeft: rightToLeft, reading: \.value) == (true, expected))
    }

    @Test func aStepWinsOverTheOnePercentRule() {
        var knob = Self.knob()
        knob.step = 5
        #expect(Self.press(.up, on: &knob, reading: \.value) == (true, 105))
        var slider = Self.slider()
        slider.step = 5
        #expect(Self.press(.up, on: &slider, reading: \.value) == (true, 105))
    }

    @Test(arguments: [
        (ControlKey.right, false, 11.0), (.up, false, 11), (.left, false, 9), (.down, false, 9),
        (.right, true, 9), (.pageUp, false, 12), (.pageDown, false, 8), (.home, false, 0), (.end, false, 19),
    ])
    func spinnerKeysMoveEnabledItems(key: ControlKey, rightToLeft: Bool, expected: Double) {
        var spinner = Self.spinner()
        #expect(
            Self.press(key, on: &spinner, rightToLeft: rightToLeft) { Double($0.selectedIndex ?? -1) }
                == (true, expected))
    }

    /// A vertical list: ↑ goes to the row above, ↓ to the row below (as every list does).
    @Test(arguments: [(ControlKey.up, 9.0), (.down, 11), (.pageUp, 8), (.pageDown, 12), (.home, 0), (.end, 19)])
    func pickerKeysFollowTheList(key: ControlKey, expected: Double) {
        var picker = Self.picker()
        #expect(Self.press(key, on: &picker) { Double($0.selectedIndex ?? -1) } == (true, expected))
    }

    @Test(arguments: [(ControlKey.right, 15.0), (.left, -15), (.pageUp, 90), (.home, 0)])
    func dialKeysTurnByItsStep(key: ControlKey, expected: Double) {
        var dial = RotationDialModel()
        let (used, degrees) = Self.press(key, on: &dial) { $0.rotation.degrees }
        #expect(used && Swift.abs(degrees - expected) < 1e-9)
    }

    @Test func scrollNotchesAndPointsAreSteps() {
        var knob = Self.knob()
        #expect(knob.scroll(.notches(1), at: 0) { _ in })
        #expect(knob.value == 102)
        #expect(knob.scroll(.points(12), at: 0) { _ in })
        #expect(knob.value == 102, "12 points are not yet a step: kept")
        #expect(knob.scroll(.points(12), at: 0) { _ in })
        #expect(knob.value == 104, "24 points are one step (20 per step) with 4 kept")
        #expect(knob.scroll(.notches(-2), at: 0) { _ in })
        #expect(knob.value == 102, "4 kept − 40 points: one step down, 16 points kept")
        #expect(!knob.scroll(.notches(.nan), at: 0) { _ in })
    }

    @Test func disabledControlsTakeNoInput() {
        var knob = Self.knob()
        knob.setEnabled(false) { _ in }
        var slider = Self.slider()
        slider.setEnabled(false) { _ in }
        var spinner = Self.spinner()
        spinner.setEnabled(false) { _ in }
        var picker = Self.picker()
        picker.setEnabled(false) { _ in }
        var dial = RotationDialModel()
        dial.setEnabled(false) { _ in }
        for key in ControlKey.allCases {
            #expect(!knob.handle(key, at: 0) { _ in Issue.record("knob reported") })
            #expect(!slider.handle(key, at: 0) { _ in Issue.record("slider reported") })
            #expect(!spinner.handle(key, at: 0) { _ in Issue.record("spinner reported") })
            #expect(!picker.handle(key, at: 0) { _ in Issue.record("picker reported") })
            #expect(!dial.handle(key, at: 0) { _ in Issue.record("dial reported") })
        }
        #expect(!knob.scroll(.notches(3), at: 0) { _ in })
        #expect(!dial.scroll(.points(100), at: 0) { _ in })
        let touch = PointerEvent.began(x: 50, y: 10, at: 0)
        knob.handle(touch) { _ in Issue.record("knob reported") }
        slider.handle(touch) { _ in Issue.record("slider reported") }
        dial.handle(touch) { _ in Issue.record("dial reported") }
        #expect(knob.value == 100 && slider.value == 100 && dial.rotation == .zero)
        #expect(spinner.selectedIndex == 10 && picker.selectedIndex == 10)
    }

    @Test func theRangeSliderFocusesOneHandleAtATime() {
        var range = CircularSliderModel(minimumValue: 0, maximumValue: 100, value: 20, secondValue: 70)
        #expect(range.focusedPart == 0)
        #expect(range.handle(.up, at: 0) { _ in })
        #expect(range.value == 21 && range.secondValue == 70)
        #expect(range.handle(.nextPart, at: 0) { _ in })
        #expect(range.focusedPart == 1)
        #expect(range.handle(.up, at: 0) { _ in })
        #expect(range.value == 21 && range.secondValue == 71)
        #expect(!range.handle(.nextPart, at: 0) { _ in }, "the last part lets focus leave the control")
        #expect(range.handle(.previousPart, at: 0) { _ in })
        #expect(!range.handle(.previousPart, at: 0) { _ in })
        var knob = Self.knob()
        #expect(!knob.handle(.nextPart, at: 0) { _ in }, "one-part controls never keep Tab")
    }

    @Test func valuesSetInCodeAreNeverTheUsers() {
        var events: [ControlEvent] = []
        var knob = Self.knob()
        knob.setValue(150, animated: false, at: 0) { if let e = $0.controlEvent { events.append(e) } }
        var slider = Self.slider()
        slider.setValue(150, animated: false, at: 0) { if let e = $0.controlEvent { events.append(e) } }
        var dial = RotationDialModel()
        dial.setRotation(Rotation(degrees: 30)) { if let e = $0.controlEvent { events.append(e) } }
        var spinner = Self.spinner()
        spinner.setSelectedIndex(3) { if let e = $0.controlEvent { events.append(e) } }
        #expect(events == Array(repeating: .valueChanged(fromUser: false), count: 4))
    }

    @Test func reduceMotionMakesAnimatedChangesJump() {
        var knob = Self.knob()
        knob.isReduceMotionEnabled = true
        knob.setValue(150, animated: true, at: 0) { _ in }
        #expect(!knob.needsFrames && knob.displayedValue == 150)
        var slider = Self.slider()
        slider.isReduceMotionEnabled = true
        slider.setValue(150, animated: true, at: 0) { _ in }
        #expect(!slider.needsFrames && slider.value == 150)
        var spinner = Self.spinner()
        spinner.isReduceMotionEnabled = true
        #expect(spinner.spin(to: 4, at: 0) { _ in })
        #expect(!spinner.needsFrames && spinner.selectedIndex == 4)
    }
}
