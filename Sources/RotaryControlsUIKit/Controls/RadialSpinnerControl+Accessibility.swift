#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// VoiceOver and hardware keyboards.
extension RadialSpinnerControl {
    // MARK: - Accessibility

    /// One adjustable element for the spinner, described by the core (label, spoken value:
    /// the selected item's title); increment and decrement step through the items.
    override public var accessibilityElements: [Any]? {
        get { spinnerElements }
        set {}
    }

    /// Refreshes the spinner's accessibility element from the model.
    func updateAccessibility() {
        let descriptions = host.model.hostAccessibilityElements(label: accessibilityName)
        while spinnerElements.count < descriptions.count {
            let element = AdjustableAccessibilityElement(container: self)
            element.onIncrement = { [weak self] in self?.adjust(by: 1) }
            element.onDecrement = { [weak self] in self?.adjust(by: -1) }
            spinnerElements.append(element)
        }
        spinnerElements.removeLast(spinnerElements.count - descriptions.count)
        for (element, description) in zip(spinnerElements, descriptions) {
            element.update(from: description)
        }
    }

    // MARK: - Keyboard

    /// The spinner takes key focus so hardware arrow keys adjust it.
    override public var canBecomeFirstResponder: Bool { true }

    /// Arrow keys step through the items: up and → go to the next (← in right-to-left layouts).
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
