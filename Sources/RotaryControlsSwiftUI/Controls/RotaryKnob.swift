#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// A rotary knob, shaped like `Slider` (MHRotaryKnob's behaviour: relative turning without a
/// jump on touch-down, ±135°, a 45° jump guard, a dead zone at the centre, double-tap to reset,
/// animated resets the long way round).
///
/// ```swift
/// @State private var gain = 0.5
///
/// RotaryKnob("Gain", value: $gain, in: 0...1) { editing in
///     print(editing ? "began" : "ended")
/// }
/// .rotaryKnobStyle(RotaryKnobStyle())
/// .frame(width: 120, height: 120)
/// ```
///
/// The core's `RotaryKnobModel` decides everything (the value a double-tap returns to
/// included); the view writes user changes to `value` and plays a selection tick per detent with
/// `sensoryFeedback` (iOS 17+). Setting `value` from outside turns the knob without calling
/// anything back. `.disabled(_:)` (disabled images), Reduce Motion and the layout direction reach
/// the model; VoiceOver, the Digital Crown (watchOS) and keys adjust it.
public struct RotaryKnob: View {
    private let edited: EditedValue
    @Environment(\.rotaryKnobStyle) private var style

    /// The knob.
    public var body: some View {
        let inputs = KnobInputs(value: edited.value.wrappedValue, range: edited.range, step: edited.step)
        ControlView(inputs.model(), style: style, inputs: inputs, title: edited.title, partLabels: [edited.title],
                    apply: { model, inputs, time, report in inputs.apply(to: &model, at: time, report: report) },
                    onEditingChanged: edited.onEditingChanged, onUserChange: { edited.value.wrappedValue = $0.value })
    }

    /// Creates a knob for `value` in `range` (default `0...1`), landing on multiples of `step`
    /// when given. `title` is what VoiceOver calls it. Out-of-range values are clamped; NaN is
    /// ignored.
    public init(
        _ title: String = "Knob",
        value: Binding<Double>,
        in range: ClosedRange<Double> = 0...1,
        step: Double? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        edited = EditedValue(title: title, value: value, range: range, step: step, onEditingChanged: onEditingChanged)
    }
}

/// What the knob view takes from outside: the binding's value, the range and the step.
private struct KnobInputs: Equatable {
    var value: Double
    var range: ClosedRange<Double>
    var step: Double?

    /// A model for these inputs.
    func model() -> RotaryKnobModel {
        var model = RotaryKnobModel()
        apply(to: &model, at: 0) { _ in }
        return model
    }

    /// Brings `model` to these inputs, as a change made in code (never reported as the user's).
    func apply(to model: inout RotaryKnobModel, at time: Double, report: (RotaryKnobModel.Event) -> Void) {
        model.minimumValue = range.lowerBound
        model.maximumValue = range.upperBound
        model.step = step
        if model.value != value { model.setValue(value, animated: false, at: time, report: report) }
    }
}
#endif
