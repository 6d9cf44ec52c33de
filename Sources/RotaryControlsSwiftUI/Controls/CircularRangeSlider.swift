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
///                     in: 0...24, step: 0.25, minimumDistance: 1)
///     .frame(width: 260, height: 260)
/// ```
///
/// The core's `CircularSliderModel` (two handles) decides which handle a touch takes, the
/// minimum distance between the handles, snapping and what VoiceOver says; the view writes user
/// changes to the bindings and calls `onEditingChanged(true)` / `(false)` around a drag. VoiceOver
/// sees one adjustable element per handle. The handles never cross or wrap past the start of the
/// arc: a pair of values with the first above the second is clamped (as the core clamps).
public struct CircularRangeSlider: View {
    @Binding private var firstValue: Double
    @Binding private var secondValue: Double
    private let range: ClosedRange<Double>
    private let step: Double?
    private let title: String
    private let firstLabel: String
    private let secondLabel: String
    private let onEditingChanged: (Bool) -> Void

    @Environment(\.circularSliderStyle) private var style
    @Environment(\.rotaryImageResolver) private var imageResolver
    @State private var model: CircularSliderModel
    @State private var pulse = FeedbackPulse()
    @State private var activeHandle = CircularSliderHandle.first
    @Environment(\.layoutDirection) private var layoutDirection

    /// Creates a range slider for two values in `range` (default `0...1`), landing on multiples
    /// of `step` when given, kept at least `minimumDistance` apart (value units, default 0;
    /// negative and NaN act as 0, more than the range's span acts as the span). VoiceOver calls
    /// the whole `title` and the handles `firstLabel` and `secondLabel`.
    public init(
        _ title: String = "Range",
        firstLabel: String = "Start",
        secondLabel: String = "End",
        firstValue: Binding<Double>,
        secondValue: Binding<Double>,
        in range: ClosedRange<Double> = 0...1,
        step: Double? = nil,
        minimumDistance: Double = 0,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        _firstValue = firstValue
        _secondValue = secondValue
        self.range = range
        self.step = step
        self.title = title
        self.firstLabel = firstLabel
        self.secondLabel = secondLabel
        self.onEditingChanged = onEditingChanged
        _model = State(initialValue: CircularSliderModel.hostRangeModel(
            first: firstValue.wrappedValue, second: secondValue.wrappedValue, range: range, step: step,
            minimumDistance: minimumDistance))
    }

    /// The range slider.
    public var body: some View {
        ModelSurface(model: $model, imageResolver: imageResolver, drawing: { [style] model in
            // Drawn with the environment's style even before `onAppear` hands it to the model.
            var styled = model
            styled.style = style
            return styled.hostDrawing()
        }) { event in
            handle(CircularSliderModel.hostSignal(event))
        }
        .onChange(of: firstValue) { newValue in
            // A change from outside moves the handle and reports nothing (programmatic).
            if newValue != model.hostValue(.first) { model.value = newValue }
        }
        .onChange(of: secondValue) { newValue in
            if newValue != model.hostValue(.second) { model.secondValue = newValue }
        }
        .onChange(of: range) { newRange in model.hostSetRange(newRange, step: step) }
        .onChange(of: style) { newStyle in model.style = newStyle }
        .onAppear { model.style = style }
        .modifier(FeedbackModifier(pulse: pulse, isEnabled: true))
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text(title))
        .accessibilityChildren { handleElements }
        // Keys and the Digital Crown move the handle touched last (the first until then).
        .modifier(PlatformInput(adjust: { steps in adjust(activeHandle, by: steps) },
                                rightToLeft: layoutDirection == .rightToLeft))
    }

    /// One adjustable element per handle, placed where the core says the handle is.
    private var handleElements: some View {
        let elements = model.hostAccessibilityElements(label: firstLabel, secondLabel: secondLabel)
        return ZStack(alignment: .topLeading) {
            ForEach(Array(elements.prefix(2).enumerated()), id: \.offset) { index, element in
                let handle: CircularSliderHandle = index == 0 ? .first : .second
                Color.clear
                    .frame(width: element.frame.width, height: element.frame.height)
                    .position(x: element.frame.center.x, y: element.frame.center.y)
                    .accessibilityElement()
                    .accessibilityLabel(Text(element.label))
                    .accessibilityValue(Text(element.value))
                    .accessibilityIdentifier(element.identifier)
                    .accessibilityAdjustableAction { direction in
                        adjust(handle, by: direction == .increment ? 1 : -1)
                    }
            }
        }
    }

    private func handle(_ signal: CircularSliderSignal) {
        switch signal {
        case let .editingBegan(handle):
            if let handle { activeHandle = handle }
            onEditingChanged(true)
        case let .valueChanged(newValue, handle, fromUser):
            guard fromUser, let handle else { return }
            if handle == .first { firstValue = newValue } else { secondValue = newValue }
        case .editingEnded: onEditingChanged(false)
        case let .feedback(feedback): pulse.send(feedback)
        case .revolutionsChanged, .directionChanged, .animationFinished: break
        }
    }

    private func adjust(_ which: CircularSliderHandle, by steps: Int) {
        var copy = model
        var signals: [CircularSliderSignal] = []
        copy.hostAdjust(which, bySteps: steps) { signals.append(CircularSliderModel.hostSignal($0)) }
        model = copy
        signals.forEach(handle)
    }
}

#if DEBUG
/// Xcode previews.
struct CircularRangeSliderPreviews: PreviewProvider {
    private struct Demo: View {
        @State private var start = 9.0
        @State private var end = 17.0
        var body: some View {
            VStack {
                CircularRangeSlider("Opening hours", firstValue: $start, secondValue: $end, in: 0...24, step: 0.25,
                                    minimumDistance: 1)
                    .frame(width: 260, height: 260)
                Text("\(start, specifier: "%.2f") – \(end, specifier: "%.2f")")
            }
        }
    }

    static var previews: some View {
        Demo()
    }
}
#endif
#endif
