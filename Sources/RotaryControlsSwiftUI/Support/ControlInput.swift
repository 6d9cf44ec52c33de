#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// Keys, the remote and the Digital Crown, delivered to a model as the core's ``ControlKey``s and
/// scroll notches (each model decides what they do):
/// - iOS, iPadOS, macOS and tvOS 17 and later (`focusable(_:interactions: .activate)` +
///   `onKeyPress`): arrows, Page Up/Down, Home/End, Space/Return, Escape, Tab and Shift-Tab, once
///   keyboard navigation focuses the control (a tap never focuses it);
/// - macOS and tvOS before that (`onMoveCommand`, `onExitCommand`): arrows and Escape;
/// - watchOS: the Digital Crown, one crown unit a notch.
struct ControlInput: ViewModifier {
    let isEnabled: Bool
    /// Handles a key; answers whether it was used (unused keys go on).
    let key: (ControlKey) -> Bool
    /// Scrolls by crown notches.
    let crown: (Double) -> Void

    #if os(watchOS)
    @State private var crownPosition = 0.0
    #endif

    @ViewBuilder
    func body(content: Content) -> some View {
        #if os(watchOS)
        content
            .focusable(isEnabled)
            .digitalCrownRotation($crownPosition)
            .onChange(of: crownPosition) { [crownPosition] newValue in crown(newValue - crownPosition) }
        #else
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, *) {
            content
                // `.activate`: focusable for keyboard navigation, as a button is; a tap does not
                // focus the control (no focus ring on iPad, the keyboard stays up).
                .focusable(isEnabled, interactions: .activate)
                .onKeyPress(keys: Set(Self.controlKeys.keys)) { press in
                    guard var control = Self.controlKeys[press.key] else { return .ignored }
                    if control == .nextPart, press.modifiers.contains(.shift) { control = .previousPart }
                    return key(control) ? .handled : .ignored
                }
        } else {
            #if os(macOS) || os(tvOS)
            content
                .focusable(isEnabled)
                .onMoveCommand { direction in
                    switch direction {
                    case .up: _ = key(.up)
                    case .down: _ = key(.down)
                    case .left: _ = key(.left)
                    case .right: _ = key(.right)
                    @unknown default: break
                    }
                }
                .onExitCommand { _ = key(.escape) }
            #else
            content
            #endif
        }
        #endif
    }

    #if !os(watchOS)
    /// The keys a control uses, as the core's keys (Shift-Tab is Tab with Shift).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    private static var controlKeys: [KeyEquivalent: ControlKey] {
        [
            .upArrow: .up, .downArrow: .down, .leftArrow: .left, .rightArrow: .right, .pageUp: .pageUp,
            .pageDown: .pageDown, .home: .home, .end: .end, .space: .activate, .return: .activate,
            .escape: .escape, .tab: .nextPart,
        ]
    }
    #endif
}

/// The accessibility of a control from the core's elements: a one-part control is one element
/// (its label, value, hint, adjustable action and activation); a control with more parts is a
/// container named `title` with one adjustable element per part, placed where the core says.
/// A part with a label in `labels` is called that (localised `Text`) instead of the core's label.
/// Each part offers the core's custom actions (`accessibilityAction(named:)`: reset to default,
/// minimum, maximum, moving a range) and its activation point on the handle.
///
/// No `accessibilityRepresentation` as a `Slider`: a `Slider` speaks its value as a percentage
/// of its range, which would drop the core's formatted value ("−3.5 dB"), tick titles and the
/// enabled range's hint; the element here is already adjustable as a slider is.
struct PartsAccessibility: ViewModifier {
    let title: Text
    let elements: [AccessibilityElement]
    let labels: [Text?]
    /// The custom actions of each part, in part order.
    let actions: [[AccessibilityAction]]
    /// Where each part's double-tap-and-hold starts, in the control's coordinates (`nil`: the centre).
    let activationPoints: [Point?]
    let adjust: (_ part: Int, _ increments: Int) -> Void
    let activate: () -> Void
    let perform: (_ part: Int, _ action: AccessibilityAction.Kind) -> Void

    @ViewBuilder
    func body(content: Content) -> some View {
        if elements.count == 1, let element = elements.first {
            content
                .accessibilityElement(children: .ignore)
                .modifier(
                    Part(
                        element: element, label: label(0), actions: actions(0), activationPoint: point(0, in: nil),
                        adjust: { adjust(0, $0) }, activate: activate, perform: { perform(0, $0) }))
        } else {
            content
                .accessibilityElement(children: .contain)
                .accessibilityLabel(title)
                .accessibilityChildren {
                    ZStack(alignment: .topLeading) {
                        ForEach(Array(elements.enumerated()), id: \.offset) { index, element in
                            Color.clear
                                .frame(width: element.frame.width, height: element.frame.height)
                                .position(x: element.frame.center.x, y: element.frame.center.y)
                                .accessibilityElement()
                                .modifier(
                                    Part(
                                        element: element, label: label(index), actions: actions(index),
                                        activationPoint: point(index, in: element.frame),
                                        adjust: { adjust(index, $0) }, activate: activate,
                                        perform: { perform(index, $0) }))
                        }
                    }
                }
        }
    }

    /// The label of part `index`: the caller's, else the core's.
    private func label(_ index: Int) -> Text {
        (labels.indices.contains(index) ? labels[index] : nil) ?? Text(elements[index].label)
    }

    /// The custom actions of part `index`.
    private func actions(_ index: Int) -> [AccessibilityAction] {
        actions.indices.contains(index) ? actions[index] : []
    }

    /// The activation point of part `index` in the coordinates of its element: the control's,
    /// less the origin of `frame` for an element of its own.
    private func point(_ index: Int, in frame: Rect?) -> CGPoint? {
        guard activationPoints.indices.contains(index), let point = activationPoints[index] else { return nil }
        return CGPoint(x: point.x - (frame?.minX ?? 0), y: point.y - (frame?.minY ?? 0))
    }

    /// One element's label, value, hint, identifier, actions and activation point.
    private struct Part: ViewModifier {
        let element: AccessibilityElement
        let label: Text
        let actions: [AccessibilityAction]
        let activationPoint: CGPoint?
        let adjust: (Int) -> Void
        let activate: () -> Void
        let perform: (AccessibilityAction.Kind) -> Void

        func body(content: Content) -> some View {
            content
                .accessibilityLabel(label)
                .accessibilityValue(Text(element.value))
                .accessibilityHint(Text(element.hint ?? ""))
                .accessibilityIdentifier(element.identifier)
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: adjust(1)
                    case .decrement: adjust(-1)
                    @unknown default: break
                    }
                }
                .accessibilityAction { activate() }
                .modifier(NamedActions(actions: actions, perform: perform))
                .modifier(ActivationPoint(point: activationPoint))
        }
    }

    /// The custom actions, one `accessibilityAction(named:)` per kind the part offers (a fixed
    /// set of kinds, so the view's shape stays the same on iOS 15).
    private struct NamedActions: ViewModifier {
        let actions: [AccessibilityAction]
        let perform: (AccessibilityAction.Kind) -> Void

        func body(content: Content) -> some View {
            content
                .modifier(NamedAction(action: action(.resetToDefault), perform: perform))
                .modifier(NamedAction(action: action(.minimum), perform: perform))
                .modifier(NamedAction(action: action(.maximum), perform: perform))
                .modifier(NamedAction(action: action(.moveRangeUp), perform: perform))
                .modifier(NamedAction(action: action(.moveRangeDown), perform: perform))
        }

        private func action(_ kind: AccessibilityAction.Kind) -> AccessibilityAction? {
            actions.first { $0.kind == kind }
        }
    }

    /// One custom action, or none.
    private struct NamedAction: ViewModifier {
        let action: AccessibilityAction?
        let perform: (AccessibilityAction.Kind) -> Void

        @ViewBuilder
        func body(content: Content) -> some View {
            if let action {
                content.accessibilityAction(named: Text(action.name)) { perform(action.kind) }
            } else {
                content
            }
        }
    }

    /// The activation point, when the core gives one.
    private struct ActivationPoint: ViewModifier {
        let point: CGPoint?

        @ViewBuilder
        func body(content: Content) -> some View {
            if let point { content.accessibilityActivationPoint(point) } else { content }
        }
    }
}
#endif
