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
/// The core's `RotaryKnobModel` decides everything; the view feeds it a
/// `DragGesture(minimumDistance: 0)` (tap counts from the core's ``TapCounter``), advances it
/// in a `TimelineView` while it animates, writes user changes to `value` and plays a selection
/// tick per detent with `sensoryFeedback` (iOS 17+). Setting `value` from outside turns the knob
/// without calling anything back. The view's enabled state reaches the model (disabled images).
public struct RotaryKnob: View {
    @Binding private var value: Double
    private let range: ClosedRange<Double>
    private let step: Double?
    private let title: String
    private let onEditingChanged: (Bool) -> Void

    @Environment(\.rotaryKnobStyle) private var style
    @Environment(\.rotaryImageResolver) private var imageResolver
    @Environment(\.isEnabled) private var isEnabled
    @State private var model: RotaryKnobModel
    @State private var pulse = FeedbackPulse()

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
        _value = value
        self.range = range
        self.step = step
        self.title = title
        self.onEditingChanged = onEditingChanged
        _model = State(initialValue: RotaryKnobModel.hostModel(value: value.wrappedValue, range: range, step: step))
    }

    /// The knob.
    public var body: some View {
        ModelSurface(model: $model, imageResolver: imageResolver, drawing: { [style] in $0.drawing(style: style) }) { event in
            handle(RotaryKnobModel.hostSignal(event))
        }
        .onChange(of: value) { newValue in
            if newValue != model.value { model.setValue(newValue, animated: false, at: hostTime()) }
        }
        .onChange(of: range) { newRange in model.hostSetRange(newRange, step: step) }
        .onChange(of: isEnabled) { enabled in setEnabled(enabled) }
        .onAppear { setEnabled(isEnabled) }
        .modifier(FeedbackModifier(pulse: pulse, isEnabled: true))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(title))
        .accessibilityValue(Text(model.hostAccessibilityElements(label: title).first?.value ?? ""))
        .modifier(AdjustableInput { steps in adjust(by: steps) })
    }

    private func handle(_ signal: RotaryKnobSignal) {
        switch signal {
        case .editingBegan: onEditingChanged(true)
        case let .valueChanged(newValue, fromUser): if fromUser { value = newValue }
        case .editingEnded: onEditingChanged(false)
        case let .feedback(feedback): pulse.send(feedback)
        }
    }

    /// The environment's enabled state, through the core (disabling mid-drag ends the drag).
    private func setEnabled(_ enabled: Bool) {
        var copy = model
        var signals: [RotaryKnobSignal] = []
        copy.setEnabled(enabled) { signals.append(RotaryKnobModel.hostSignal($0)) }
        model = copy
        signals.forEach(handle)
    }

    private func adjust(by steps: Int) {
        guard isEnabled else { return }
        var copy = model
        var signals: [RotaryKnobSignal] = []
        copy.hostAdjust(bySteps: steps) { signals.append(RotaryKnobModel.hostSignal($0)) }
        model = copy
        signals.forEach(handle)
    }
}

#if DEBUG
/// Xcode previews.
struct RotaryKnobPreviews: PreviewProvider {
    private struct Demo: View {
        @State private var gain = 0.5
        var body: some View {
            VStack {
                RotaryKnob("Gain", value: $gain)
                    .frame(width: 120, height: 120)
                Text("\(gain, specifier: "%.2f")")
            }
        }
    }

    static var previews: some View {
        Demo()
    }
}
#endif
#endif
