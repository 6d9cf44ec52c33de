#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

extension RadialSpinner {
    /// Creates a spinner over `items` that selects by value, as `Picker` does: `selection` holds
    /// the chosen item's value. A selection that matches no item shows the first enabled item and
    /// is left as it is until the user chooses. `titleKey` is VoiceOver's name for it;
    /// `onOpenChanged` hears it open and close; `onFeedback` receives every feedback request (play
    /// a click for `.click`).
    public init<Value: Hashable>(
        _ titleKey: LocalizedStringKey, selection: Binding<Value>, items: [RadialSpinnerItem<Value>],
        onOpenChanged: @escaping (Bool) -> Void = { _ in }, onFeedback: @escaping (Feedback) -> Void = { _ in }
    ) {
        self.init(
            title: Text(titleKey), selection: selection, items: items, onOpenChanged: onOpenChanged,
            onFeedback: onFeedback)
    }

    /// Creates a spinner over `items` that selects by value, titled by a string (not localised).
    @_disfavoredOverload
    public init<S: StringProtocol, Value: Hashable>(
        _ title: S, selection: Binding<Value>, items: [RadialSpinnerItem<Value>],
        onOpenChanged: @escaping (Bool) -> Void = { _ in }, onFeedback: @escaping (Feedback) -> Void = { _ in }
    ) {
        self.init(
            title: Text(title), selection: selection, items: items, onOpenChanged: onOpenChanged,
            onFeedback: onFeedback)
    }

    /// Creates a spinner over the core's `items` with the index of the selected one in `selection`
    /// (clamped into the items). `titleKey` is VoiceOver's name for it.
    public init(
        _ titleKey: LocalizedStringKey, items: [SpinnerItem], selection: Binding<Int>,
        onOpenChanged: @escaping (Bool) -> Void = { _ in }, onFeedback: @escaping (Feedback) -> Void = { _ in }
    ) {
        self.init(
            title: Text(titleKey), items: items, images: [:], readIndex: { selection.wrappedValue },
            writeIndex: { selection.wrappedValue = $0 }, onOpenChanged: onOpenChanged, onFeedback: onFeedback)
    }

    /// Creates a spinner over the core's `items` with the index of the selected one in `selection`,
    /// titled by a string (not localised).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, items: [SpinnerItem], selection: Binding<Int>,
        onOpenChanged: @escaping (Bool) -> Void = { _ in }, onFeedback: @escaping (Feedback) -> Void = { _ in }
    ) {
        self.init(
            title: Text(title), items: items, images: [:], readIndex: { selection.wrappedValue },
            writeIndex: { selection.wrappedValue = $0 }, onOpenChanged: onOpenChanged, onFeedback: onFeedback)
    }

    /// Creates a spinner over the core's `items` with the index of the selected one in `selection`;
    /// VoiceOver calls it by the core's name ("Spinner").
    public init(
        items: [SpinnerItem], selection: Binding<Int>,
        onOpenChanged: @escaping (Bool) -> Void = { _ in }, onFeedback: @escaping (Feedback) -> Void = { _ in }
    ) {
        self.init(
            title: nil, items: items, images: [:], readIndex: { selection.wrappedValue },
            writeIndex: { selection.wrappedValue = $0 }, onOpenChanged: onOpenChanged, onFeedback: onFeedback)
    }

    /// The value form, translated to the core's items and indices.
    private init<Value: Hashable>(
        title: Text, selection: Binding<Value>, items: [RadialSpinnerItem<Value>],
        onOpenChanged: @escaping (Bool) -> Void, onFeedback: @escaping (Feedback) -> Void
    ) {
        var images: [ImageReference: Image] = [:]
        let spinnerItems = items.enumerated().map { index, item in
            let reference = ImageReference(name: "RotaryControlsSwiftUI.item.\(index)")
            images[reference] = item.image
            return SpinnerItem(
                icon: reference, title: item.title, description: item.description,
                isEnabled: item.isEnabled)
        }
        let values = items.map(\.value)
        self.init(
            title: title, items: spinnerItems, images: images,
            readIndex: { values.firstIndex(of: selection.wrappedValue) },
            writeIndex: { index in if values.indices.contains(index) { selection.wrappedValue = values[index] } },
            onOpenChanged: onOpenChanged, onFeedback: onFeedback)
    }
}
#endif
