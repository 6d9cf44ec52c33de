#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// A pop-up "prize wheel" spinner (RVS_Spinner): a centre that opens, on a tap, into a ring of
/// items (or a picker wheel when there are many) that turns with the finger, flings with inertia
/// and settles on an item; the top item is the selection.
///
/// Select by a value of your own, as `Picker` does, with ``RadialSpinnerItem``s (any `Image`,
/// SF Symbols included):
///
/// ```swift
/// enum Drink: Hashable { case tea, coffee }
/// @State private var drink = Drink.tea
///
/// RadialSpinner("Drink", selection: $drink, items: [
///     RadialSpinnerItem("Tea", image: Image(systemName: "cup.and.saucer"), value: Drink.tea),
///     RadialSpinnerItem("Coffee", image: Image(systemName: "mug"), value: Drink.coffee),
/// ])
/// .frame(width: 300, height: 300)
/// ```
///
/// or by index over the core's `SpinnerItem`s (`RadialSpinner("Drink", items:, selection: $index)`).
///
/// The core's `RadialSpinnerModel` decides everything (taps, inertia and where it settles, which
/// items may be chosen, keys, Reduce Motion, when to click and tick); the view writes user
/// selections (and a landed spin's) to `selection`, plays haptics with `sensoryFeedback` (iOS
/// 17+) and hands every feedback request — clicks included — to `onFeedback`, for sounds. Give
/// the view the size of the open ring. Settings: the `.radialSpinner…(…)` modifiers
/// (``RadialSpinnerOptions``: mode and threshold, ring, fling, feedback, closed icon, and
/// ``SwiftUI/View/radialSpinnerSpin(_:)`` for a spin in code). Look: `.radialSpinnerStyle(_:)`
/// with the core's `RadialSpinnerStyle`, `.radialSpinnerViewStyle(_:)` with a
/// ``RadialSpinnerViewStyle``; `.tint(_:)`,
/// `.controlSize(_:)` and Dynamic Type (the picker's and centre's text) apply.
public struct RadialSpinner: View {
    private let title: Text?
    private let items: [SpinnerItem]
    private let images: [ImageReference: Image]
    private let readIndex: () -> Int?
    private let writeIndex: (Int) -> Void
    private let onOpenChanged: (Bool) -> Void
    private let onFeedback: (Feedback) -> Void

    private var controlEnvironment = ControlEnvironment(
        style: \.radialSpinnerStyle, options: \.radialSpinnerOptions,
        viewStyle: \.radialSpinnerViewStyle)
    @Environment(\.radialSpinnerSpin) private var spinRequest
    @Environment(\.radialSpinnerShouldClose) private var shouldClose

    init(
        title: Text?, items: [SpinnerItem], images: [ImageReference: Image], readIndex: @escaping () -> Int?,
        writeIndex: @escaping (Int) -> Void, onOpenChanged: @escaping (Bool) -> Void,
        onFeedback: @escaping (Feedback) -> Void
    ) {
        self.title = title
        self.items = items
        self.images = images
        self.readIndex = readIndex
        self.writeIndex = writeIndex
        self.onOpenChanged = onOpenChanged
        self.onFeedback = onFeedback
    }

    /// The spinner.
    public var body: some View {
        let inputs = SpinnerInputs(
            items: items, selection: readIndex(), options: controlEnvironment.options,
            spin: spinRequest?.wrappedValue)
        let spinRequest = self.spinRequest
        let writeIndex = self.writeIndex
        let onOpenChanged = self.onOpenChanged
        let onFeedback = self.onFeedback
        let viewStyle = controlEnvironment.viewStyle
        let images = self.images
        let shouldClose = self.shouldClose
        ControlView(
            inputs.model(), style: controlEnvironment.style, inputs: inputs,
            title: title ?? Text(verbatim: ""), partLabels: [title], idealSize: CGSize(width: 300, height: 300),
            apply: { model, inputs, _, time, report in
                inputs.apply(to: &model, at: time, report: report)
                if inputs.spin != nil { spinRequest?.wrappedValue = nil }
            },
            onUserChange: { model in
                if let index = model.selectedIndex { writeIndex(index) }
                return BoundValues()
            },
            onEvent: { event in
                switch event {
                case let .valueChanged(index, fromUser: false): writeIndex(index) // a spin landed
                case .opened: onOpenChanged(true)
                case .closed: onOpenChanged(false)
                case let .feedback(feedback): onFeedback(feedback)
                default: break
                }
            },
            respond: { event in
                // The close request of `.radialSpinnerShouldClose`: the app's answer, at once.
                guard case let .closeRequested(index) = event else { return nil }
                let close = shouldClose?(index) ?? true
                return { model, report in
                    if close { model.confirmClose(report: report) } else { model.keepOpen() }
                }
            }
        ) { model, renderer in
            viewStyle.face(
                RadialSpinnerViewStyleConfiguration(model: model, renderer: renderer),
                automatic: AutomaticRadialSpinnerViewStyle().makeBody(configuration:))
        }
        .accessibilityAddTraits(.isButton)
        .transformEnvironment(\.rotaryImages) { $0.merge(images) { _, own in own } }
    }
}

/// What the spinner view takes from outside: the items, the binding's selection, the options
/// and a spin asked for.
private struct SpinnerInputs: Equatable {
    var items: [SpinnerItem]
    var selection: Int?
    var options: RadialSpinnerOptions
    var spin: RadialSpinnerSpin?

    /// A model for these inputs (never spinning: spins start once it is shown).
    func model() -> RadialSpinnerModel {
        var model = RadialSpinnerModel(items: items, selectedIndex: selection ?? 0)
        options.apply(to: &model)
        return model
    }

    /// Brings `model` to these inputs, as changes made in code (a spin reports its ticks and its
    /// landing as code changes).
    func apply(to model: inout RadialSpinnerModel, at time: Double, report: (RadialSpinnerModel.Event) -> Void) {
        options.apply(to: &model)
        model.update(\.items, to: items)
        if let selection, model.selectedIndex != selection { model.selectedIndex = selection }
        if let spin { model.spin(to: spin.index, turns: spin.turns, duration: spin.duration, at: time, report: report) }
    }
}
#endif
