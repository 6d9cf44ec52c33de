#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// One adjustable part of a control (a slider handle, a knob, a spinner) for VoiceOver and
/// Switch Control, built from the core's ``AccessibilityElement`` description.
///
/// Increment and decrement are forwarded to the control, which asks its model — so they change
/// the value exactly as the core's accessibility methods do (reported as user changes).
@MainActor
public final class AdjustableAccessibilityElement: UIAccessibilityElement {
    /// Called by `accessibilityIncrement()`.
    public var onIncrement: () -> Void = {}
    /// Called by `accessibilityDecrement()`.
    public var onDecrement: () -> Void = {}

    /// Creates an element inside `container` (the control).
    public init(container: UIView) {
        super.init(accessibilityContainer: container)
    }

    /// Copies label, value, hint, identifier, frame (in the container's coordinates) and the
    /// `.adjustable` trait from a core description.
    public func update(from element: AccessibilityElement) {
        accessibilityIdentifier = element.identifier
        accessibilityLabel = element.label
        accessibilityValue = element.value
        accessibilityHint = element.hint
        accessibilityFrameInContainerSpace = element.frame.cgRect
        accessibilityTraits = element.isAdjustable ? .adjustable : .none
    }

    override public func accessibilityIncrement() {
        onIncrement()
    }

    override public func accessibilityDecrement() {
        onDecrement()
    }

    /// Makes `elements` match `descriptions` one to one: reuses the elements there are, creates
    /// the missing ones (element `i` calls `adjust(i, ±1)` on increment and decrement), drops
    /// the extra ones and updates each from its description.
    static func sync(
        _ elements: inout [AdjustableAccessibilityElement], with descriptions: [AccessibilityElement],
        container: UIView, adjust: @escaping (_ index: Int, _ steps: Int) -> Void
    ) {
        while elements.count < descriptions.count {
            let index = elements.count
            let element = AdjustableAccessibilityElement(container: container)
            element.onIncrement = { adjust(index, 1) }
            element.onDecrement = { adjust(index, -1) }
            elements.append(element)
        }
        elements.removeLast(elements.count - descriptions.count)
        for (element, description) in zip(elements, descriptions) {
            element.update(from: description)
        }
    }
}
#endif
