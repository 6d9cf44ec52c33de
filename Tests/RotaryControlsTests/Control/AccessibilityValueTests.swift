import RotaryControls
import Testing

/// A value set by an assistive technology (GTK's `GtkAccessibleRange`): each model's
/// `setAccessibilityValue(_:part:report:)` makes it the user's change, with the rules a key
/// follows (clamping, steps, disabled items, the range's minimum distance), and ignores what it
/// cannot use.
@Suite struct AccessibilityValueTests {
    private func setting<Model: ControlModel>(
        _ model: inout Model, _ value: Double, part: Int = 0,
        _ set: (inout Model, Double, Int, (Model.Event) -> Void) -> Bool
    ) -> (used: Bool, events: [Model.Event]) {
        var events: [Model.Event] = []
        let used = set(&model, value, part) { events.append($0) }
        return (used, events)
    }

    @Test func theKnobTakesTheValueClampedAsTheUsers() {
        var knob = RotaryKnobModel(minimumValue: 0, maximumValue: 10, value: 5)
        let set = { (model: inout RotaryKnobModel, value: Double, part: Int, report: (RotaryKnobModel.Event) -> Void) in
            model.setAccessibilityValue(value, part: part, report: report)
        }
        #expect(setting(&knob, 7.5, set) == (true, [.valueChanged(7.5, fromUser: true)]))
        #expect(setting(&knob, 7.5, set) == (true, []), "unchanged: used, nothing reported")
        #expect(
            setting(&knob, 99, set) == (true, [.valueChanged(10, fromUser: true), .feedback(.limitReached)]),
            "arriving at the maximum, as a key would")
        #expect(setting(&knob, 10, set) == (true, []), "already there: nothing, no second limit")
        #expect(setting(&knob, .nan, set) == (false, []) && knob.value == 10)
        #expect(setting(&knob, 3, part: 1, set) == (false, []))
        knob.setEnabled(false) { _ in }
        #expect(setting(&knob, 3, set) == (false, []) && knob.value == 10)
    }

    @Test func theSliderMovesTheAskedHandleOnItsStepsAndKeepsTheRangeApart() {
        var slider = CircularSliderModel(minimumValue: 0, maximumValue: 100, value: 20, secondValue: 70)
        let set = {
            (model: inout CircularSliderModel, value: Double, part: Int, report: (CircularSliderModel.Event) -> Void) in
            model.setAccessibilityValue(value, part: part, report: report)
        }
        #expect(setting(&slider, 85, part: 1, set) == (true, [.valueChanged(85, handle: .second, fromUser: true)]))
        #expect(setting(&slider, 40, set) == (true, [.valueChanged(40, handle: .first, fromUser: true)]))
        #expect(slider.value == 40 && slider.secondValue == 85)
        // The first handle never passes the second (it stops the minimum distance before it).
        let past = setting(&slider, 95, set)
        #expect(past.used && slider.value <= 85 - slider.minimumValueDistance + 1e-9, "\(slider.value)")
        #expect(setting(&slider, 50, part: 2, set) == (false, []))
        #expect(setting(&slider, .infinity, part: 1, set) == (false, []) && slider.secondValue == 85)
        #expect(
            setting(&slider, 150, part: 1, set) == (
                true,
                [
                    .valueChanged(100, handle: .second, fromUser: true),
                    .feedback(.limitReached),
                ]
            ), "the end reached, as a key")
        #expect(setting(&slider, 100, part: 1, set) == (true, []), "staying at the end: no second limit")
        #expect(setting(&slider, 99, part: 1, set) == (true, [.valueChanged(99, handle: .second, fromUser: true)]))
        var stepped = CircularSliderModel(minimumValue: 0, maximumValue: 100, value: 0)
        stepped.step = 10
        #expect(setting(&stepped, 33, set) == (true, [.valueChanged(30, handle: .first, fromUser: true)]))
    }

    @Test func theDialTurnsToDegreesAsTheUsers() {
        var dial = RotationDialModel()
        let set = {
            (model: inout RotationDialModel, value: Double, part: Int, report: (RotationDialModel.Event) -> Void) in
            model.setAccessibilityValue(value, part: part, report: report)
        }
        let turned = setting(&dial, 90, set)
        #expect(turned.used && turned.events.count == 1)
        if case let .valueChanged(rotation, fromUser)? = turned.events.first {
            #expect(Swift.abs(rotation.degrees - 90) < 1e-9 && fromUser)
        } else {
            Issue.record("expected one valueChanged, got \(turned.events)")
        }
        #expect(setting(&dial, 90, set) == (true, []))
        #expect(setting(&dial, .nan, set) == (false, []) && Swift.abs(dial.rotation.degrees - 90) < 1e-9)
    }

    @Test func theSpinnerChoosesTheNearestEnabledItemAsTheUsers() {
        let items = ["a", "b", "c", "d"].map {
            SpinnerItem(icon: ImageReference(name: $0), title: $0, isEnabled: $0 != "c")
        }
        var spinner = RadialSpinnerModel(items: items)
        let set = {
            (model: inout RadialSpinnerModel, value: Double, part: Int, report: (RadialSpinnerModel.Event) -> Void) in
            model.setAccessibilityValue(value, part: part, report: report)
        }
        #expect(setting(&spinner, 1.4, set) == (true, [.valueChanged(1, fromUser: true), .valueSelected(1)]))
        let disabled = setting(&spinner, 2, set)
        #expect(disabled.used && spinner.selectedIndex != 2, "the disabled item is never chosen")
        #expect(setting(&spinner, 42, set).used && spinner.selectedIndex == 3, "clamped to the last item")
        #expect(setting(&spinner, .nan, set) == (false, []) && spinner.selectedIndex == 3)
        #expect(setting(&spinner, 0, part: 1, set) == (false, []))
    }
}
