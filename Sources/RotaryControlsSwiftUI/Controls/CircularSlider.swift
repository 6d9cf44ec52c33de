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
/// Everything it does is decided by the core's `CircularSliderModel`: dragging (a
/// `DragGesture(minimumDistance: 0)`), snapping, multi-turn counting, what VoiceOver says and
/// what one increment is. The view keeps the model, writes user changes to `value` and calls
/// `onEditingChanged(true)` / `(false)` around a drag (the end after any snap). Setting `value`
/// from outside moves the handle without calling anything back. Haptics use `sensoryFeedback`
/// on iOS 17 and later; VoiceOver, the Digital Crown (watchOS) and arrow keys (macOS, tvOS)
/// adjust it by steps.
public struct CircularSlider: View {
    @Binding private var value: Double
    private let range: ClosedRange<Double>
    private let step: Double?
    private let title: String
    private let onEditingChanged: (Bool) -> Void

    @Environment(\.circularSliderStyle) private var style
    @Environment(\.rotaryImageResolver) private var imageResolver
    @State private var model: CircularSliderModel
    @State private var pulse = FeedbackPulse()

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
        _value = value
        self.range = range
        self.step = step
        self.title = title
        self.onEditingChanged = onEditingChanged
        _model = State(initialValue: CircularSliderModel.hostModel(value: value.wrappedValue, range: range, step: step))
    }

    /// The slider.
    public var body: some View {
        ModelSurface(model: $model, imageResolver: imageResolver, drawing: { [style] model in
            // Drawn with the environment's style even before `onAppear` hands it to the model.
            var styled = model
            styled.style = style
            return styled.hostDrawing()
        }) { event in
            handle(CircularSliderModel.hostSignal(event))
        }
        .onChange(of: value) { newValue in
            // A change from outside moves the handle and reports nothing (programmatic).
            if newValue != model.hostValue(.first) { model.value = newValue }
        }
        .onChange(of: range) { newRange in model.hostSetRange(newRange, step: step) }
        .onChange(of: style) { newStyle in model.style = newStyle }
        .onAppear { model.style = style }
        .modifier(FeedbackModifier(pulse: pulse, isEnabled: true))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(title))
        .accessibilityValue(Text(model.hostAccessibilityElements(label: title).first?.value ?? ""))
        .modifier(AdjustableInput { steps in adjust(by: steps) })
    }

    private func handle(_ signal: CircularSliderSignal) {
        switch signal {
        case .editingBegan: onEditingChanged(true)
        case let .valueChanged(newValue, _, fromUser): if fromUser { value = newValue }
        case .editingEnded: onEditingChanged(false)
        case let .feedback(feedback): pulse.send(feedback)
        case .revolutionsChanged, .directionChanged, .animationFinished: break
        }
    }

    private func adjust(by steps: Int) {
        var copy = model
        var signals: [CircularSliderSignal] = []
        copy.hostAdjust(.first, bySteps: steps) { signals.append(CircularSliderModel.hostSignal($0)) }
        model = copy
        signals.forEach(handle)
    }
}

#if DEBUG
/// Xcode previews (`PreviewProvider`, which works with the package's iOS 15 / macOS 12 minimum).
struct CircularSliderPreviews: PreviewProvider {
    private struct Demo: View {
        @State private var value = 60.0
        var body: some View {
            VStack {
                CircularSlider("Value", value: $value, in: 0...100)
                    .frame(width: 240, height: 240)
                Text("\(Int(value))")
            }
        }
    }

    static var previews: some View {
        Demo()
    }
}
#endif
#endif
