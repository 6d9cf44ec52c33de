#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

// Where the SwiftUI knob view meets `RotaryKnobModel` and `RotaryKnobStyle`: checked member by
// member against the knob core (branch `knob` at 607856a) with scripts/ios-build.
//
// Relies on:
// - `RotaryKnobModel()`; `bounds`, `needsFrames`, `handle(_:report:)` (as `hostHandle`),
//   `advance(to:report:)`, `drawing(style:)` (the model does not keep its style);
// - `minimumValue`, `maximumValue`, `value`, `defaultValue`, `step`, `resetsToDefault`,
//   `isContinuous`, `maxAngle`, `interaction: RotaryKnobInteraction`, `setEnabled(_:report:)`
//   (disabling mid-touch reports `editingEnded`);
// - `setValue(_:animated:at:)` (programmatic: `value` changes at once, only the drawing
//   animates, nothing is reported);
// - `increment(report:)` / `decrement(report:)` (accessibility, fromUser: true);
// - `accessibilityElements(label:) -> [AccessibilityElement]` (one element);
// - `Event`: `.editingBegan`, `.valueChanged(Double, fromUser: Bool)`, `.editingEnded`,
//   `.feedback(Feedback)` (all four, mapped one to one).

extension RotaryKnobModel: HostedModel {
    mutating func hostHandle(_ event: PointerEvent, report: (Event) -> Void) {
        handle(event, report: report)
    }
}

/// A knob model event in the view's terms.
enum RotaryKnobSignal {
    case editingBegan
    case valueChanged(Double, fromUser: Bool)
    case editingEnded
    case feedback(Feedback)
}

extension RotaryKnobModel {
    /// A model for `value` in `range`, landing on multiples of `step` when given.
    static func hostModel(value: Double, range: ClosedRange<Double>, step: Double?) -> RotaryKnobModel {
        var model = RotaryKnobModel()
        model.hostSetRange(range, step: step)
        // A double-tap returns to the middle of the range (the core's default, 0.5, is the
        // middle of 0…1 only; the range setters clamp it to an end otherwise).
        model.defaultValue = range.lowerBound / 2 + range.upperBound / 2
        model.setValue(value, animated: false, at: 0)
        return model
    }

    /// Sets the value range and step (programmatic, no events).
    mutating func hostSetRange(_ range: ClosedRange<Double>, step: Double?) {
        minimumValue = range.lowerBound
        maximumValue = range.upperBound
        self.step = step
    }

    static func hostSignal(_ event: Event) -> RotaryKnobSignal {
        switch event {
        case .editingBegan: return .editingBegan
        case let .valueChanged(value, fromUser): return .valueChanged(value, fromUser: fromUser)
        case .editingEnded: return .editingEnded
        case let .feedback(feedback): return .feedback(feedback)
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
