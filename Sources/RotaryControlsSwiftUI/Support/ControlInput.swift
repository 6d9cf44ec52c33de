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
        [.upArrow: .up, .downArrow: .down, .leftArrow: .left, .rightArrow: .right, .pageUp: .pageUp,
         .pageDown: .pageDown, .home: .home, .end: .end, .space: .activate, .return: .activate,
         .escape: .escape, .tab: .nextPart]
    }
    #endif
}

/// The accessibility of a control from the core's elements: a one-part control is one element
/// (its label, value, hint, adjustable action and activation); a control with more parts is a
/// container named `title` with one adjustable element per part, placed where the core says.
/// A part with a label in `labels` is called that (localised `Text`) instead of the core's label.
struct PartsAccessibility: ViewModifier {
    let title: Text
    let elements: [AccessibilityElement]
    let labels: [Text?]
    let adjust: (_ part: Int, _ increments: Int) -> Void
    let activate: () -> Void

    @ViewBuilder
    func body(content: Content) -> some View {
        if elements.count == 1, let element = elements.first {
            content
                .accessibilityElement(children: .ignore)
                .modifier(Part(element: element, label: label(0), adjust: { adjust(0, $0) }, activate: activate))
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
                                .modifier(Part(element: element, label: label(index), adjust: { adjust(index, $0) },
                                                activate: activate))
                        }
                    }
                }
        }
    }

    /// The label of part `index`: the caller's, else the core's.
    private func label(_ index: Int) -> Text {
        (labels.indices.contains(index) ? labels[index] : nil) ?? Text(elements[index].label)
    }

    /// One element's label, value, hint, identifier and actions.
    private struct Part: ViewModifier {
        let element: AccessibilityElement
        let label: Text
        let adjust: (Int) -> Void
        let activate: () -> Void

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
        }
    }
}
#endif
