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
        AdjustableAccessibilityElement.sync(&knobElements, with: descriptions, container: self) { [weak self] _, steps in
            self?.adjust(by: steps)
        }
    }

    // MARK: - Keyboard

    /// The knob takes key focus so hardware arrow keys adjust it.
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
