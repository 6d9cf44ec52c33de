#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// VoiceOver (one element per handle) and hardware keyboards.
extension CircularRangeSliderControl {
    // MARK: - Accessibility

    /// One adjustable element per handle, first then second, described by the core.
    override public var accessibilityElements: [Any]? {
        get { handleElements }
        set {}
    }

    /// Refreshes the handles' accessibility elements from the model.
    func updateAccessibility() {
        let descriptions = host.model.hostAccessibilityElements(label: firstHandleAccessibilityLabel,
                                                                secondLabel: secondHandleAccessibilityLabel)
        while handleElements.count < descriptions.count {
            let handle: CircularSliderHandle = handleElements.isEmpty ? .first : .second
            let element = AdjustableAccessibilityElement(container: self)
            element.onIncrement = { [weak self] in self?.adjust(handle, by: 1) }
            element.onDecrement = { [weak self] in self?.adjust(handle, by: -1) }
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

    /// Arrow keys move the handle touched last (the first until then) by one step; Tab is left
    /// to the system.
    override public func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var handled = false
        for press in presses {
            guard let code = press.key?.keyCode, let key = ArrowKey(code) else { continue }
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            adjust(activeHandle ?? .first, by: key.adjustmentSteps(rightToLeft: rightToLeft))
            handled = true
        }
        if !handled { super.pressesBegan(presses, with: event) }
    }
}
#endif
