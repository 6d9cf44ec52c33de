#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

// Where the SwiftUI slider views meet `CircularSliderModel` and
// `CircularSliderStyle` (branch `slider`). Written before the model was committed, against the
// project's model conventions. Event cases and methods are mapped here; the simple properties listed
// below are read and written by the same names in the control files. If the model's API differs,
// adapt this file (and rename those properties).
//
// Relies on:
// - `CircularSliderModel()` and `CircularSliderModel(handleCount: 2)`; `bounds`, `needsFrames`, `handle(_:report:)`, `advance(to:report:)`,
//   `drawing(style:)` (HostedModel);
// - `minimumValue`, `maximumValue`, `step: Double?`, `value`, `secondValue: Double?` (nil = one handle),
//   `maximumAngle`, `isContinuous`, `labels: [String]`, `snapsToLabels`, `markerCount`,
//   `snapsToMarkers`, `maximumRevolutions: Int?`, `direction: RotationDirection`;
// - `setValue(_:animated:at:)`, `setSecondValue(_:animated:at:)` (programmatic, no user events);
// - `increment(handle:report:)` / `decrement(handle:report:)` (accessibility, fromUser: true);
// - `accessibilityElements(label:) -> [AccessibilityElement]` (one per handle, first first);
// - `Event`: `.editingBegan(Handle)`, `.valueChanged(Handle, Double, fromUser: Bool)`,
//   `.editingEnded(Handle)`, `.feedback(Feedback)`, `.revolutionsChanged(Int)`,
//   `.directionChanged(RotationDirection)`; `Handle`: `.first`, `.second`;
// - `CircularSliderStyle()` (Sendable) with `lineWidth: Double`, `filledPaint`, `unfilledPaint`,
//   `handlePaint: Paint` (UIKit's inspectable colours).

extension CircularSliderModel: HostedModel {}

/// Which handle of a slider an event is about.
enum CircularSliderHandle: Int, Hashable, Sendable {
    /// The only handle of a single slider, the first of a range slider.
    case first = 0
    /// The second handle of a range slider.
    case second = 1
}

/// A slider model event in the views' terms.
enum CircularSliderSignal {
    case editingBegan(CircularSliderHandle)
    case valueChanged(CircularSliderHandle, Double, fromUser: Bool)
    case editingEnded(CircularSliderHandle)
    case feedback(Feedback)
    case revolutionsChanged(Int)
    case directionChanged(RotationDirection)
}

extension CircularSliderModel {
    /// A one-handle model for `value` in `range`, landing on multiples of `step` when given.
    static func hostModel(value: Double, range: ClosedRange<Double>, step: Double?) -> CircularSliderModel {
        var model = CircularSliderModel()
        model.hostSetRange(range, step: step)
        model.setValue(value, animated: false, at: 0)
        return model
    }

    /// Sets the value range and step (programmatic, no events).
    mutating func hostSetRange(_ range: ClosedRange<Double>, step: Double?) {
        minimumValue = range.lowerBound
        maximumValue = range.upperBound
        self.step = step
    }

    /// A two-handle model for the values in `range`, landing on multiples of `step` when given.
    static func hostRangeModel(first: Double, second: Double, range: ClosedRange<Double>, step: Double?) -> CircularSliderModel {
        var model = hostRangeModel()
        model.hostSetRange(range, step: step)
        model.setValue(first, animated: false, at: 0)
        model.setSecondValue(second, animated: false, at: 0)
        return model
    }

    /// A model with two handles, the second 60° along the arc (MSDoubleHandleCircularSlider).
    static func hostRangeModel() -> CircularSliderModel {
        CircularSliderModel(handleCount: 2)
    }

    static func hostSignal(_ event: Event) -> CircularSliderSignal {
        switch event {
        case let .editingBegan(handle): return .editingBegan(hostHandle(handle))
        case let .valueChanged(handle, value, fromUser): return .valueChanged(hostHandle(handle), value, fromUser: fromUser)
        case let .editingEnded(handle): return .editingEnded(hostHandle(handle))
        case let .feedback(feedback): return .feedback(feedback)
        case let .revolutionsChanged(count): return .revolutionsChanged(count)
        case let .directionChanged(direction): return .directionChanged(direction)
        }
    }

    static func hostHandle(_ handle: Handle) -> CircularSliderHandle {
        handle == .first ? .first : .second
    }

    static func modelHandle(_ handle: CircularSliderHandle) -> Handle {
        handle == .first ? .first : .second
    }

    func hostValue(_ handle: CircularSliderHandle) -> Double {
        handle == .first ? value : (secondValue ?? value)
    }

    mutating func hostSetValue(_ newValue: Double, of handle: CircularSliderHandle, animated: Bool, at time: Double) {
        switch handle {
        case .first: setValue(newValue, animated: animated, at: time)
        case .second: setSecondValue(newValue, animated: animated, at: time)
        }
    }

    mutating func hostAdjust(_ handle: CircularSliderHandle, bySteps steps: Int, report: (Event) -> Void) {
        for _ in 0..<Swift.abs(steps) {
            if steps > 0 {
                increment(handle: Self.modelHandle(handle), report: report)
            } else {
                decrement(handle: Self.modelHandle(handle), report: report)
            }
        }
    }

    func hostAccessibilityElements(label: String) -> [AccessibilityElement] {
        accessibilityElements(label: label)
    }
}
#endif
