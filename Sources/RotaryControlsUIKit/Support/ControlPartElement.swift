#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// One part of a control (a slider handle, a knob, a spinner) for VoiceOver and Switch Control,
/// kept in step with the core's ``AccessibilityElement`` by ``ModelControl``. Increment,
/// decrement and activate go back to the model.
@MainActor
final class ControlPartElement: UIAccessibilityElement {
    private let adjust: @MainActor (_ steps: Int) -> Void
    private let activate: @MainActor () -> Bool

    /// Creates an element inside `container` whose actions call `adjust` (±1) and `activate`.
    init(container: UIView, adjust: @escaping @MainActor (Int) -> Void, activate: @escaping @MainActor () -> Bool) {
        self.adjust = adjust
        self.activate = activate
        super.init(accessibilityContainer: container)
    }

    /// Copies identifier, label (`label` when given), value, hint, frame (in the container's
    /// coordinates) and the `.adjustable` trait from the core's description, with the control's
    /// own `traits` (`.button`, `.notEnabled`).
    func update(from element: AccessibilityElement, label: String?, traits: UIAccessibilityTraits) {
        accessibilityIdentifier = element.identifier
        accessibilityLabel = label ?? element.label
        accessibilityValue = element.value
        accessibilityHint = element.hint
        accessibilityFrameInContainerSpace = element.frame.cgRect
        accessibilityTraits = (element.isAdjustable ? UIAccessibilityTraits.adjustable : []).union(traits)
    }

    override func accessibilityIncrement() {
        adjust(1)
    }

    override func accessibilityDecrement() {
        adjust(-1)
    }

    override func accessibilityActivate() -> Bool {
        activate()
    }
}
#endif
