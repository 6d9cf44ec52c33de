import RotaryControls
import Testing

/// VoiceOver's increment: 10 % of the range, or one step when coarser; one item of a spinner
/// (issue 27, item 12). Keys stay small (ControlContractTests).
@Suite struct AssistiveAdjustmentTests {
    @Test(arguments: [(Double?.none, 120.0), (1, 120), (5, 120), (25, 125), (50, 150), (300, 200)])
    func aSliderAndAKnobMoveATenthOfTheRangeOrOneCoarserStep(step: Double?, expected: Double) {
        var knob = ControlDriver(model: ControlContractTests.knob())
        knob.model.step = step
        knob.assistiveAdjust(part: 0, increments: 1, time: 0)
        #expect(knob.model.value == expected)
        var slider = ControlDriver(model: ControlContractTests.slider())
        slider.model.step = step
        slider.assistiveAdjust(part: 0, increments: 1, time: 0)
        #expect(slider.model.value == expected)
    }

    @Test func aDecrementGoesDownAndIsTheUsers() {
        var slider = ControlDriver(model: ControlContractTests.slider())
        slider.assistiveAdjust(part: 0, increments: -1, time: 0)
        #expect(slider.model.value == 80)
        #expect(slider.nextEvent()?.shared == .valueChanged(fromUser: true))
    }

    @Test func aSpinnerAPickerAndADialMoveOneStep() {
        var spinner = ControlDriver(model: ControlContractTests.spinner())
        spinner.assistiveAdjust(part: 0, increments: 1, time: 0)
        #expect(spinner.model.selectedIndex == 11)
        var picker = ControlDriver(model: ControlContractTests.picker())
        picker.assistiveAdjust(part: 0, increments: 1, time: 0)
        #expect(picker.model.selectedIndex == 11 || picker.model.selectedIndex == 9)
        #expect(picker.model.assistiveAdjustment(increments: 1) == .steps(1))
        #expect(RotationDialModel().assistiveAdjustment(increments: -2) == .steps(-2))
    }
}
