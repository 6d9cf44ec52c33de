#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// A rotary knob with `Slider`'s initialisers (MHRotaryKnob's behaviour: relative turning
/// without a jump on touch-down, ±135°, a 45° jump guard, a dead zone at the centre, double-tap
/// to reset, animated resets the long way round).
///
/// ```swift
/// @State private var gain = 0.5
///
/// RotaryKnob("Gain", value: $gain)
///     .rotaryKnobDefaultValue(0.25)
///     .rotaryKnobDragStyle(.vertical)
///     .frame(width: 120, height: 120)
/// ```
///
/// The core's `RotaryKnobModel` decides everything (the value a double-tap returns to
/// included); the view writes user changes to `value` and plays a selection tick per detent with
/// `sensoryFeedback` (iOS 17+). Setting `value` from outside turns the knob without calling
/// anything back.
///
/// - Settings: the `.rotaryKnob…(…)` modifiers (``RotaryKnobOptions``: default value, drag
///   style, scaling, fine adjust, arc, endless mode, detents).
/// - Look: `.rotaryKnobStyle(_:)` with the core's `RotaryKnobStyle` (metrics, colours, images),
///   `.rotaryKnobViewStyle(_:)` with a ``RotaryKnobViewStyle`` (the face); `.tint(_:)` colours the value arc;
///   `.controlSize(_:)` scales the strokes; images from `Image` with `.rotaryImage(_:for:)`.
/// - `.disabled(_:)` (disabled images), Reduce Motion and the layout direction reach the model;
///   VoiceOver, the Digital Crown (watchOS) and keys adjust it.
public struct RotaryKnob<Label: View, ValueLabel: View>: View {
    private let parts: SliderParts<EditedValue, Label, ValueLabel>

    private var controlEnvironment = ControlEnvironment(
        style: \.rotaryKnobStyle, options: \.rotaryKnobOptions,
        viewStyle: \.rotaryKnobViewStyle)

    init(_ parts: SliderParts<EditedValue, Label, ValueLabel>) {
        self.parts = parts
    }

    /// The knob.
    public var body: some View {
        let edited = parts.edited
        let inputs = KnobInputs(
            value: edited.read(), range: edited.range, step: edited.step,
            options: controlEnvironment.options)
        let viewStyle = controlEnvironment.viewStyle
        let labels = parts.faceLabels
        parts.control(
            inputs, style: controlEnvironment.style, partLabels: [parts.title],
            idealSize: CGSize(width: 100, height: 100),
            onUserChange: { model in
                edited.write(model.value)
                return BoundValues(first: edited.read())
            }
        ) { model, renderer in
            viewStyle.face(
                RotaryKnobViewStyleConfiguration(model: model, renderer: renderer, labels: labels),
                automatic: AutomaticRotaryKnobViewStyle().makeBody(configuration:))
        }
    }
}

/// What the knob view takes from outside: the binding's value, the range, the step and the options.
private struct KnobInputs: ModelInputs {
    var value: Double
    var range: ClosedRange<Double>
    var step: Double?
    var options: RotaryKnobOptions

    /// A model for these inputs.
    func model() -> RotaryKnobModel {
        var model = RotaryKnobModel()
        var echoes = BoundEchoes()
        apply(to: &model, at: 0, echoes: &echoes) { _ in }
        return model
    }

    /// Brings `model` to these inputs, as a change made in code (never reported as the user's).
    /// Each setting is set only when it differs: the knob's range and step setters drop an
    /// animation and resynchronise a drag, and the user's own value comes back through the binding.
    func apply(
        to model: inout RotaryKnobModel, at time: Double, echoes: inout BoundEchoes,
        report: (RotaryKnobModel.Event) -> Void
    ) {
        model.update(\.minimumValue, to: range.lowerBound)
        model.update(\.maximumValue, to: range.upperBound)
        model.update(\.step, to: step)
        options.apply(to: &model, at: time)
        if let newValue = echoes.first.valueToApply(value, modelValue: model.value) {
            model.setValue(newValue, animated: false, at: time, report: report)
        }
    }
}
#endif
