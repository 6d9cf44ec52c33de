#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// A circular slider with two handles bounding a range, on a `Binding<ClosedRange<V>>`, with
/// `Slider`'s initialisers.
///
/// ```swift
/// @State private var hours = 9.0...17.0
///
/// CircularRangeSlider("Opening hours", value: $hours, in: 0...24, step: 0.25)
///     .circularSliderMinimumDistance(20)
///     .circularSliderRangeDrag()
///     .frame(width: 260, height: 260)
/// ```
///
/// The core's `CircularSliderModel` (two handles) decides which handle a touch takes, which
/// handle the keys move (Tab and Shift-Tab switch), how far apart the handles stay, snapping and
/// what VoiceOver says; the view writes user changes to the binding (lower bound from the first
/// handle, upper from the second) and calls `onEditingChanged(true)` / `(false)` around a drag.
/// VoiceOver sees one adjustable element per handle. The handles never cross or wrap past the
/// start of the arc. Every `.circularSlider…(…)` modifier, style and environment value of
/// ``CircularSlider`` applies.
public struct CircularRangeSlider<Label: View, ValueLabel: View>: View {
    private let parts: SliderParts<EditedRange, Label, ValueLabel>

    private var controlEnvironment = ControlEnvironment(
        style: \.circularSliderStyle, options: \.circularSliderOptions,
        viewStyle: \.circularSliderViewStyle)

    init(_ parts: SliderParts<EditedRange, Label, ValueLabel>) {
        self.parts = parts
    }

    /// The range slider.
    public var body: some View {
        let edited = parts.edited
        let values = edited.read()
        let inputs = SliderInputs(
            first: values.lower, second: values.upper, range: edited.range, step: edited.step,
            options: controlEnvironment.options)
        let faces = SliderFaces(style: controlEnvironment.viewStyle, labels: parts.faceLabels)
        parts.control(
            inputs, style: controlEnvironment.style, partLabels: [], idealSize: SliderInputs.idealSize,
            onUserChange: { model in
                edited.write(model.value, model.secondValue ?? model.value)
                let readBack = edited.read()
                return BoundValues(first: readBack.lower, second: readBack.upper)
            }, face: faces.face)
    }
}
#endif
