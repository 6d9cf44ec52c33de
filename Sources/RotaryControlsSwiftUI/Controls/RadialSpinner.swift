#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// A pop-up "prize wheel" spinner (RVS_Spinner): a centre that opens, on a tap, into a ring of
/// items (or a picker wheel when there are many) that turns with the finger, flings with inertia
/// and settles on an item; the top item is the selection.
///
/// ```swift
/// @State private var drink = 0
///
/// RadialSpinner("Drink", items: [
///     SpinnerItem(icon: "tea", title: "Tea"),
///     SpinnerItem(icon: "coffee", title: "Coffee"),
/// ], selection: $drink)
/// .frame(width: 300, height: 300)
/// ```
///
/// The core's `RadialSpinnerModel` decides everything (taps, inertia and where it settles, which
/// items may be chosen, when to click and tick); the view runs a `TimelineView` while it spins,
/// writes user selections to `selection`, plays haptics with `sensoryFeedback` (iOS 17+) and
/// hands every feedback request — clicks included — to `onFeedback`, for sounds. With Reduce
/// Motion on, releases, steps and settles go straight to their item. Give the view the size of
/// the open ring.
public struct RadialSpinner: View {
    private let items: [SpinnerItem]
    @Binding private var selection: Int
    private let title: String
    private let onOpenChanged: (Bool) -> Void
    private let onFeedback: (Feedback) -> Void

    @Environment(\.radialSpinnerStyle) private var style
    @Environment(\.rotaryImageResolver) private var imageResolver
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var model: RadialSpinnerModel
    @State private var pulse = FeedbackPulse()

    /// Creates a spinner over `items` with the index of the selected one in `selection`
    /// (clamped into the items). `title` is what VoiceOver calls it; `onOpenChanged` hears it
    /// open and close; `onFeedback` receives every feedback request (play a click for `.click`).
    public init(
        _ title: String = "Spinner",
        items: [SpinnerItem],
        selection: Binding<Int>,
        onOpenChanged: @escaping (Bool) -> Void = { _ in },
        onFeedback: @escaping (Feedback) -> Void = { _ in }
    ) {
        self.items = items
        _selection = selection
        self.title = title
        self.onOpenChanged = onOpenChanged
        self.onFeedback = onFeedback
        _model = State(initialValue: RadialSpinnerModel.hostModel(items: items, selectedIndex: selection.wrappedValue))
    }

    /// The spinner.
    public var body: some View {
        ModelSurface(model: $model, imageResolver: imageResolver, drawing: { [style] in $0.drawing(style: style) }) { event in
            handle(RadialSpinnerModel.hostSignal(event))
        }
        .onChange(of: selection) { newValue in
            if newValue != model.selectedIndex { model.selectedIndex = newValue }
        }
        .onChange(of: items) { newItems in model.items = newItems }
        // The model keeps the style too: its hit testing uses the centre and ring sizes.
        .onChange(of: style) { newStyle in model.style = newStyle }
        .onChange(of: reduceMotion) { reduce in model.isReduceMotionEnabled = reduce }
        .onAppear {
            model.style = style
            model.isReduceMotionEnabled = reduceMotion
        }
        .modifier(FeedbackModifier(pulse: pulse, isEnabled: true))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(title))
        .accessibilityValue(Text(model.hostAccessibilityElements(label: title).first?.value ?? ""))
        .accessibilityAddTraits(.isButton)
        .modifier(AdjustableInput { steps in adjust(by: steps) })
    }

    private func handle(_ signal: RadialSpinnerSignal) {
        switch signal {
        case .opened: onOpenChanged(true)
        case .closed: onOpenChanged(false)
        case .editingBegan, .editingEnded, .singleValueSelected: break
        case let .valueChanged(index, fromUser): if fromUser { selection = index }
        case let .feedback(feedback):
            pulse.send(feedback)
            onFeedback(feedback)
        }
    }

    private func adjust(by steps: Int) {
        var copy = model
        var signals: [RadialSpinnerSignal] = []
        copy.hostAdjust(bySteps: steps) { signals.append(RadialSpinnerModel.hostSignal($0)) }
        model = copy
        signals.forEach(handle)
    }
}

#if DEBUG
/// Xcode previews.
struct RadialSpinnerPreviews: PreviewProvider {
    private struct Demo: View {
        @State private var selection = 0
        var body: some View {
            RadialSpinner("Drink", items: [
                SpinnerItem(icon: "tea", title: "Tea"),
                SpinnerItem(icon: "coffee", title: "Coffee"),
                SpinnerItem(icon: "water", title: "Water"),
            ], selection: $selection)
            .frame(width: 300, height: 300)
        }
    }

    static var previews: some View {
        Demo()
    }
}
#endif
#endif
