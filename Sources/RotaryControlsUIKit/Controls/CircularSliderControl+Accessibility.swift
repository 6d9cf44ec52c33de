#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// VoiceOver and hardware keyboards.
extension CircularSliderControl {
    // MARK: - Accessibility

    /// One adjustable element for the handle, described by the core (label, spoken value —
    /// the label text when the value sits on a label — and frame).
    override public var accessibilityElements: [Any]? {
        get { handleElements }
        set {}
    }

    /// Refreshes the handle's accessibility element from the model.
    func updateAccessibility() {
        let descriptions = host.model.hostAccessibilityElements(label: accessibilityName)
        while handleElements.count < descriptions.count {
            let element = AdjustableAccessibilityElement(container: self)
            element.onIncrement = { [weak self] in self?.adjust(by: 1) }
            element.onDecrement = { [weak self] in self?.adjust(by: -1) }
            handleElements.append(element)
        }
        handleElements.removeLast(handleElements.count - descriptions.count)
        for (element, description) in zip(handleElements, descriptions) {
            element.update(from: description)
        }
    }

    // MARK: - Keyboard

    /// The slider takes key focus so hardware arrow keys adjust it.
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
