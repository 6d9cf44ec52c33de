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
        AdjustableAccessibilityElement.sync(&spinnerElements, with: descriptions, container: self) { [weak self] _, steps in
            self?.adjust(by: steps)
        }
    }

    // MARK: - Keyboard

    /// The spinner takes key focus so hardware arrow keys adjust it.
    override public var canBecomeFirstResponder: Bool { true }

    /// Arrow keys step through the items: up and → go to the next (← in right-to-left layouts).
    override public func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard let steps = ArrowKey.steps(in: presses, rightToLeft: rightToLeft) else {
            super.pressesBegan(presses, with: event)
            return
        }
        adjust(by: steps)
    }
}
#endif
