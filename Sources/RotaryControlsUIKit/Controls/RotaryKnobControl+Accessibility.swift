#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// VoiceOver and hardware keyboards.
extension RotaryKnobControl {
    // MARK: - Accessibility

    /// One adjustable element for the knob, described by the core (label, spoken value).
    override public var accessibilityElements: [Any]? {
        get { knobElements }
        set {}
    }

    /// Refreshes the knob's accessibility element from the model.
    func updateAccessibility() {
        let descriptions = host.model.hostAccessibilityElements(label: accessibilityName)
        while knobElements.count < descriptions.count {
            let element = AdjustableAccessibilityElement(container: self)
            element.onIncrement = { [weak self] in self?.adjust(by: 1) }
            element.onDecrement = { [weak self] in self?.adjust(by: -1) }
            knobElements.append(element)
        }
        knobElements.removeLast(knobElements.count - descriptions.count)
        for (element, description) in zip(knobElements, descriptions) {
            element.update(from: description)
        }
    }

    // MARK: - Keyboard

    /// The knob takes key focus so hardware arrow keys adjust it.
    override public var canBecomeFirstResponder: Bool { true }

    /// Arrow keys adjust by one step: up and → increase (← in right-to-left layouts).
    override public func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var handled = false
        for press in presses {
            guard let code = press.key?.keyCode, let key = ArrowKey(code) else { continue }
            adjust(by: key.adjustmentSteps(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft))
            handled = true
        }
        if !handled { super.pressesBegan(presses, with: event) }
    }
}
#endif
