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
        AdjustableAccessibilityElement.sync(&handleElements, with: descriptions, container: self) { [weak self] index, steps in
            self?.adjust(index == 0 ? .first : .second, by: steps)
        }
    }

    // MARK: - Keyboard

    /// The slider takes key focus so hardware arrow keys adjust it.
    override public var canBecomeFirstResponder: Bool { true }

    /// Arrow keys move the handle touched last (the first until then) by one step; Tab is left
    /// to the system.
    override public func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard let steps = ArrowKey.steps(in: presses, rightToLeft: rightToLeft) else {
            super.pressesBegan(presses, with: event)
            return
        }
        adjust(activeHandle ?? .first, by: steps)
    }
}
#endif
