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
/// items may be chosen, keys, Reduce Motion, when to click and tick); the view writes user
/// selections to `selection`, plays haptics with `sensoryFeedback` (iOS 17+) and hands every
/// feedback request — clicks included — to `onFeedback`, for sounds. Give the view the size of
/// the open ring.
public struct RadialSpinner: View {
    private let items: [SpinnerItem]
    @Binding private var selection: Int
    private let title: String
    private let onOpenChanged: (Bool) -> Void
    private let onFeedback: (Feedback) -> Void

    @Environment(\.radialSpinnerStyle) private var style

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
    }

    /// The spinner.
    public var body: some View {
        let inputs = SpinnerInputs(items: items, selection: selection)
        ControlView(RadialSpinnerModel(items: items, selectedIndex: selection), style: style, inputs: inputs,
                    title: title, partLabels: [title], apply: { model, inputs, _, _ in
            // Set in code: no events.
            if model.items != inputs.items { model.items = inputs.items }
            if model.selectedIndex != inputs.selection { model.selectedIndex = inputs.selection }
        }, onUserChange: { model in
            if let index = model.selectedIndex { selection = index }
        }) { event in
            switch event {
            case .opened: onOpenChanged(true)
            case .closed: onOpenChanged(false)
            case let .feedback(feedback): onFeedback(feedback)
            default: break
            }
        }
        .accessibilityAddTraits(.isButton)
    }
}

/// What the spinner view takes from outside: the items and the binding's selection.
private struct SpinnerInputs: Equatable {
    var items: [SpinnerItem]
    var selection: Int
}
#endif
