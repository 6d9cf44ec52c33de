#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// What a `Slider`-shaped view (``CircularSlider``, ``CircularRangeSlider``, ``RotaryKnob``)
/// keeps from its initialiser: the edited value (an ``EditedValue`` or ``EditedRange``), the
/// title, the caller's label views and the editing callback. Its initialisers are the shapes of
/// `Slider`'s: with value labels, with a label only, with neither, and with a title.
struct SliderParts<Edited, Label: View, ValueLabel: View> {
    /// The value as the core sees it.
    let edited: Edited
    /// The title (VoiceOver's name for the control), or `nil` for the label view or the core's name.
    let title: Text?
    /// The caller's `label`.
    let label: Label
    /// The caller's `minimumValueLabel`.
    let minimumValueLabel: ValueLabel
    /// The caller's `maximumValueLabel`.
    let maximumValueLabel: ValueLabel
    /// Called with `true` when the user starts changing the value and `false` when done.
    let onEditingChanged: (Bool) -> Void

    /// The parts of a view with a label and value labels.
    init(
        _ edited: Edited, label: Label, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.init(
            edited, title: nil, label: label, minimumValueLabel: minimumValueLabel,
            maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    private init(
        _ edited: Edited, title: Text?, label: Label, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.edited = edited
        self.title = title
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// The control: a ``ControlView`` of the model `inputs` make, with `style`, named by the title
    /// (its parts by `partLabels`), `idealSize` when nothing proposes a size, writing the user's
    /// changes with `onUserChange` (which answers what the bindings read back) and showing `face`;
    /// the `label` view is VoiceOver's name when there is no title.
    @MainActor func control<Inputs: ModelInputs, Face: View>(
        _ inputs: Inputs, style: Inputs.Model.Style, partLabels: [Text?], idealSize: CGSize,
        onUserChange: @escaping (Inputs.Model) -> BoundValues,
        face: @escaping @MainActor (_ model: Inputs.Model, _ renderer: GraphicsContextRenderer) -> Face
    ) -> some View {
        ControlView(
            inputs.model(), style: style, inputs: inputs, title: title ?? Text(verbatim: ""),
            partLabels: partLabels, idealSize: idealSize,
            apply: { model, inputs, echoes, time, report in
                inputs.apply(to: &model, at: time, echoes: &echoes, report: report)
            },
            onEditingChanged: onEditingChanged, onUserChange: onUserChange, face: face
        )
        .modifier(LabelViewAccessibility(label: label, isUsed: title == nil && Label.self != EmptyView.self))
    }

    /// The caller's views, type-erased for a view style's configuration.
    @MainActor var faceLabels: FaceLabels {
        FaceLabels(
            label: AnyView(label), minimumValueLabel: AnyView(minimumValueLabel),
            maximumValueLabel: AnyView(maximumValueLabel))
    }
}

extension SliderParts where ValueLabel == EmptyView {
    /// The parts of a view with a label only.
    init(_ edited: Edited, label: Label, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(
            edited, title: nil, label: label, minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
            onEditingChanged: onEditingChanged)
    }
}

extension SliderParts where Label == EmptyView, ValueLabel == EmptyView {
    /// The parts of a view without labels.
    init(_ edited: Edited, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(edited, label: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension SliderParts where Label == Text, ValueLabel == EmptyView {
    /// The parts of a view with a title, which is its label too.
    init(_ edited: Edited, title: Text, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(
            edited, title: title, label: title, minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
            onEditingChanged: onEditingChanged)
    }
}

/// What a control view takes from outside (bindings' values, range, options), as the core
/// model they make and bring it to.
protocol ModelInputs: Equatable {
    /// The core model.
    associatedtype Model: ControlModel
    /// A model for these inputs.
    func model() -> Model
    /// Brings `model` to these inputs, as a change made in code (never reported as the user's):
    /// settings only where they differ, values only when they are neither the model's nor the
    /// echo of the user's own change (`echoes`).
    func apply(to model: inout Model, at time: Double, echoes: inout BoundEchoes, report: (Model.Event) -> Void)
}

/// The caller's label views of a `Slider`-shaped control, as its view style is given them.
struct FaceLabels {
    /// The `label`.
    let label: AnyView
    /// The `minimumValueLabel`, or an empty view.
    let minimumValueLabel: AnyView
    /// The `maximumValueLabel`, or an empty view.
    let maximumValueLabel: AnyView
}
#endif
