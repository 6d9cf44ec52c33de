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
        AdjustableAccessibilityElement.sync(&handleElements, with: descriptions, container: self) { [weak self] _, steps in
            self?.adjust(by: steps)
        }
    }

    // MARK: - Keyboard

    /// The slider takes key focus so hardware arrow keys adjust it.
    override public var canBecomeFirstResponder: Bool { true }

    /// Arrow keys adjust by one step: up and → increase (← in right-to-left layouts).
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
