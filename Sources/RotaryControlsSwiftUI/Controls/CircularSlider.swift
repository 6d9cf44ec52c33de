#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// A circular slider: a handle moved around an arc, with `Slider`'s initialisers.
///
/// ```swift
/// @State private var volume: Float = 60
///
/// CircularSlider("Volume", value: $volume, in: 0...100, step: 1) { editing in
///     print(editing ? "began" : "ended")
/// }
/// .circularSliderArc(maximumAngle: .degrees(300))
/// .circularSliderLabels(["1", "2", "3", "4", "5"], snapping: true)
/// .frame(width: 240, height: 240)
/// ```
///
/// Everything it does is decided by the core's `CircularSliderModel`: dragging, snapping,
/// multi-turn counting, keys, what VoiceOver says and what one step is. The view writes user
/// changes to `value` and calls `onEditingChanged(true)` / `(false)` around a drag (the end after
/// any snap). Setting `value` from outside moves the handle without calling anything back.
///
/// - Settings: the `.circularSlider…(…)` modifiers (``CircularSliderOptions``: arc, direction,
///   labels, markers, snapping, magnetic detents, revolutions, touch policy, range drag).
/// - Look: `.circularSliderStyle(_:)` with the core's `CircularSliderStyle` (metrics and
///   colours), `.circularSliderViewStyle(_:)` with a ``CircularSliderViewStyle`` (the face); `.tint(_:)` fills the track;
///   `.controlSize(_:)` scales the metrics and Dynamic Type the labels; images from `Image` with
///   `.circularSliderHandleImage(_:)` and `.rotaryImage(_:for:)`.
/// - `.disabled(_:)`, Reduce Motion and the layout direction reach the model; haptics use
///   `sensoryFeedback` on iOS 17 and later; VoiceOver, the Digital Crown and keys adjust it.
public struct CircularSlider<Label: View, ValueLabel: View>: View {
    private let parts: SliderParts<EditedValue, Label, ValueLabel>

    private var controlEnvironment = ControlEnvironment(
        style: \.circularSliderStyle, options: \.circularSliderOptions,
        viewStyle: \.circularSliderViewStyle)

    init(_ parts: SliderParts<EditedValue, Label, ValueLabel>) {
        self.parts = parts
    }

    /// The slider.
    public var body: some View {
        let edited = parts.edited
        let inputs = SliderInputs(
            first: edited.read(), second: nil, range: edited.range, step: edited.step,
            options: controlEnvironment.options)
        let faces = SliderFaces(style: controlEnvironment.viewStyle, labels: parts.faceLabels)
        parts.control(
            inputs, style: controlEnvironment.style, partLabels: [parts.title], idealSize: SliderInputs.idealSize,
            onUserChange: { model in
                edited.write(model.value)
                return BoundValues(first: edited.read())
            }, face: faces.face)
    }
}

/// What the slider views take from outside: the bindings' values, the range, the step and the
/// options.
struct SliderInputs: ModelInputs {
    var first: Double
    var second: Double?
    var range: ClosedRange<Double>
    var step: Double?
    var options: CircularSliderOptions

    /// The size a slider takes when nothing proposes one: `CircularSliderControl`'s intrinsic size.
    static let idealSize = CGSize(width: 200, height: 200)

    /// A model for these inputs.
    func model() -> CircularSliderModel {
        var model = CircularSliderModel(minimumValue: range.lowerBound, maximumValue: range.upperBound)
        var echoes = BoundEchoes()
        apply(to: &model, at: 0, echoes: &echoes) { _ in }
        return model
    }

    /// Brings `model` to these inputs, as a change made in code (never reported as the user's).
    func apply(
        to model: inout CircularSliderModel, at time: Double, echoes: inout BoundEchoes,
        report: (CircularSliderModel.Event) -> Void
    ) {
        model.update(\.minimumValue, to: range.lowerBound)
        model.update(\.maximumValue, to: range.upperBound)
        model.update(\.step, to: step)
        options.apply(to: &model)
        if let second {
            if !model.isRange { model.makeRange(secondValue: second) }
            let held = (model.value, model.secondValue ?? second)
            let newFirst = echoes.first.valueToApply(first, modelValue: held.0)
            let newSecond = echoes.second.valueToApply(second, modelValue: held.1)
            if newFirst != nil || newSecond != nil {
                model.setValues(newFirst ?? held.0, newSecond ?? held.1, animated: false, at: time, report: report)
            }
        } else if let value = echoes.first.valueToApply(first, modelValue: model.value) {
            model.setValue(value, animated: false, at: time, report: report)
        }
    }
}

/// The face of a slider: its view style (the built-in one when `nil`) given the configuration.
@MainActor struct SliderFaces {
    let style: AnyViewStyle<CircularSliderViewStyleConfiguration>?
    let labels: FaceLabels

    func face(_ model: CircularSliderModel, _ renderer: GraphicsContextRenderer) -> AnyView {
        style.face(
            CircularSliderViewStyleConfiguration(model: model, renderer: renderer, labels: labels),
            automatic: AutomaticCircularSliderViewStyle().makeBody(configuration:))
    }
}
#endif
