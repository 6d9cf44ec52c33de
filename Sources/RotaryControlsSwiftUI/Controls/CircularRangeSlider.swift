#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// A circular slider with two handles (a range, the first handle always below the second),
/// shaped like `Slider`.
///
/// ```swift
/// @State private var opens = 9.0
/// @State private var closes = 17.0
///
/// CircularRangeSlider("Opening hours", firstValue: $opens, secondValue: $closes,
///                     in: 0...24, step: 0.25)
///     .frame(width: 260, height: 260)
/// ```
///
/// The core's `CircularSliderModel` (two handles) decides which handle a touch takes, which
/// handle the keys move (Tab and Shift-Tab switch), how far apart the handles stay, snapping and
/// what VoiceOver says; the view writes user changes to the bindings and calls
/// `onEditingChanged(true)` / `(false)` around a drag. VoiceOver sees one adjustable element per
/// handle. The handles never cross or wrap past the start of the arc: a pair of values with the
/// first above the second is clamped (as the core clamps).
public struct CircularRangeSlider: View {
    @Binding private var firstValue: Double
    @Binding private var secondValue: Double
    private let range: ClosedRange<Double>
    private let step: Double?
    private let minimumDistance: Double
    private let title: String
    private let firstLabel: String
    private let secondLabel: String
    private let onEditingChanged: (Bool) -> Void

    @Environment(\.circularSliderStyle) private var style

    /// Creates a range slider for two values in `range` (default `0...1`), landing on multiples
    /// of `step` when given, kept at least `minimumDistance` apart (points of arc length, as
    /// MSCircularSlider has it; default 10, as on every platform). VoiceOver calls the whole
    /// `title` and the handles `firstLabel` and `secondLabel`.
    public init(
        _ title: String = "Range",
        firstLabel: String = "Start",
        secondLabel: String = "End",
        firstValue: Binding<Double>,
        secondValue: Binding<Double>,
        in range: ClosedRange<Double> = 0...1,
        step: Double? = nil,
        minimumDistance: Double = 10,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        _firstValue = firstValue
        _secondValue = secondValue
        self.range = range
        self.step = step
        self.minimumDistance = minimumDistance
        self.title = title
        self.firstLabel = firstLabel
        self.secondLabel = secondLabel
        self.onEditingChanged = onEditingChanged
    }

    /// The range slider.
    public var body: some View {
        let inputs = SliderInputs(first: firstValue, second: secondValue, range: range, step: step,
                                  minimumDistance: minimumDistance)
        ControlView(inputs.model(), style: style, inputs: inputs, title: title, partLabels: [firstLabel, secondLabel],
                    apply: { model, inputs, time, report in inputs.apply(to: &model, at: time, report: report) },
                    onEditingChanged: onEditingChanged) { model in
            firstValue = model.value
            secondValue = model.secondValue ?? model.value
        }
    }
}
#endif
