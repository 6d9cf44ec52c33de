#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

// Where the UIKit knob control meets `RotaryKnobModel` and `RotaryKnobStyle` (branch `knob`).
// NOTHING of the model existed (neither committed nor in the helper's working tree) by 01:30 UTC:
// this is written against the project's model conventions (HELPERS.md) and the seeds' names, and
// type-checked only against a mock. Event cases and methods are mapped here; the simple properties
// listed below are read and written by the same names in the control files. If the model's API
// differs, adapt this file (and rename those properties).
//
// Relies on:
// - `RotaryKnobModel()`; `bounds`, `needsFrames`, `handle(_:report:)`, `advance(to:report:)`,
//   `drawing(style:)` (HostedModel);
// - `minimumValue`, `maximumValue`, `value`, `defaultValue`, `resetsToDefault`, `isContinuous`,
//   `maxAngle`, `isEnabled`, `interactionStyle: RotaryKnobModel.InteractionStyle`;
// - `setValue(_:animated:at:)` (programmatic, no user events, the long way round);
// - `increment(report:)` / `decrement(report:)` (accessibility, fromUser: true);
// - `accessibilityElements(label:) -> [AccessibilityElement]` (one element);
// - `Event`: `.editingBegan`, `.valueChanged(Double, fromUser: Bool)`, `.editingEnded`,
//   `.feedback(Feedback)` (other cases are ignored);
// - `RotaryKnobStyle()` (Sendable).

extension RotaryKnobModel: HostedModel {}

/// A knob model event in the control's terms.
enum RotaryKnobSignal {
    case editingBegan
    case valueChanged(Double, fromUser: Bool)
    case editingEnded
    case feedback(Feedback)
}

extension RotaryKnobModel {
    static func hostSignal(_ event: Event) -> RotaryKnobSignal? {
        switch event {
        case .editingBegan: return .editingBegan
        case let .valueChanged(value, fromUser): return .valueChanged(value, fromUser: fromUser)
        case .editingEnded: return .editingEnded
        case let .feedback(feedback): return .feedback(feedback)
        default: return nil
        }
    }

    mutating func hostAdjust(bySteps steps: Int, report: (Event) -> Void) {
        for _ in 0..<Swift.abs(steps) {
            if steps > 0 { increment(report: report) } else { decrement(report: report) }
        }
    }

    func hostAccessibilityElements(label: String) -> [AccessibilityElement] {
        accessibilityElements(label: label)
    }
}
#endif
