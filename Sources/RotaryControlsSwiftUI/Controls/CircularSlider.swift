#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// A circular slider: a handle moved around an arc, shaped like `Slider`.
///
/// ```swift
/// @State private var volume = 60.0
///
/// CircularSlider("Volume", value: $volume, in: 0...100, step: 1) { editing in
///     print(editing ? "began" : "ended")
/// }
/// .circularSliderStyle(CircularSliderStyle())
/// .frame(width: 240, height: 240)
/// ```
///
/// Everything it does is decided by the core's `CircularSliderModel`: dragging, snapping,
/// multi-turn counting, keys, what VoiceOver says and what one step is. The view writes user
/// changes to `value` and calls `onEditingChanged(true)` / `(false)` around a drag (the end after
/// any snap). Setting `value` from outside moves the handle without calling anything back.
/// `.disabled(_:)`, `.tint(_:)`, Reduce Motion and the layout direction reach the model; haptics
/// use `sensoryFeedback` on iOS 17 and later; VoiceOver, the Digital Crown (watchOS) and keys
/// adjust it.
public struct CircularSlider: View {
    private let edited: EditedValue
    @Environment(\.circularSliderStyle) private var style

    /// Creates a slider for `value` in `range` (default `0...1`), landing on multiples of
    /// `step` from the lower bound when given. `title` is what VoiceOver calls it.
    ///
    /// A value outside the range is clamped (and written back on the first user change); NaN
    /// is ignored.
    public init(
        _ title: String = "Slider",
        value: Binding<Double>,
        in range: ClosedRange<Double> = 0...1,
        step: Double? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        edited = EditedValue(title: title, value: value, range: range, step: step, onEditingChanged: onEditingChanged)
    }

    /// The slider.
    public var body: some View {
        let inputs = SliderInputs(first: edited.value.wrappedValue, second: nil, range: edited.range, step: edited.step,
                                  minimumDistance: nil)
        ControlView(inputs.model(), style: style, inputs: inputs, title: edited.title, partLabels: [edited.title],
                    apply: { model, inputs, time, report in inputs.apply(to: &model, at: time, report: report) },
                    onEditingChanged: edited.onEditingChanged, onUserChange: { edited.value.wrappedValue = $0.value })
    }
}

/// What the slider views take from outside: the bindings' values, the range, the step and the
/// range's minimum distance.
struct SliderInputs: Equatable {
    var first: Double
    var second: Double?
    var range: ClosedRange<Double>
    var step: Double?
    var minimumDistance: Double?

    /// A model for these inputs.
    func model() -> CircularSliderModel {
        var model = CircularSliderModel(minimumValue: range.lowerBound, maximumValue: range.upperBound,
                                        value: first, secondValue: second)
        model.step = step
        if let minimumDistance { model.minimumDistance = minimumDistance }
        return model
    }

    /// Brings `model` to these inputs, as a change made in code (never reported as the user's).
    func apply(to model: inout CircularSliderModel, at time: Double, report: (CircularSliderModel.Event) -> Void) {
        model.minimumValue = range.lowerBound
        model.maximumValue = range.upperBound
        model.step = step
        if let minimumDistance { model.minimumDistance = minimumDistance }
        if let second {
            if model.value != first || model.secondValue != second {
                model.setValues(first, second, animated: false, at: time, report: report)
            }
        } else if model.value != first {
            model.setValue(first, animated: false, at: time, report: report)
        }
    }
}
#endif
