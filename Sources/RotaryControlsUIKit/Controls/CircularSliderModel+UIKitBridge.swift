#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

// Where the UIKit slider controls meet `CircularSliderModel` (checked
// member by member against the merged core in Sources/RotaryControls/Controls/CircularSlider).
// Event cases and methods are mapped here; the simple properties listed below are read and
// written by the same names in the control files.
//
// Relies on:
// - `CircularSliderModel(minimumValue:maximumValue:value:secondValue:bounds:style:)`, `bounds`,
//   `style: CircularSliderStyle` (with `lineWidth`, `filledPaint`, `unfilledPaint`,
//   `firstHandle.paint`), `handle(_:report:)`, `advance(to:report:)`, `needsFrames`,
//   `isTracking`, `activeHandle`;
// - `minimumValue`, `maximumValue`, `value`, `secondValue`, `value(of:)`, `maximumAngle`,
//   `isContinuous`, `labels`, `snapToLabels`, `snapToMarkers`, `markerCount`,
//   `maximumRevolutions: CircularSliderRevolutions`;
// - `setValue(_:for:animated:duration:curve:at:report:)` (duration and curve defaulted);
// - `drawing()` (the model keeps its style);
// - `increment(_:report:)` / `decrement(_:report:)` (accessibility, reported as user changes);
// - `accessibilityElements(label:secondLabel:) -> [AccessibilityElement]` (first, then second);
// - `Event`: `.editingBegan(CircularSliderHandle?)`, `.valueChanged(Double, handle:, fromUser:)`,
//   `.editingEnded(CircularSliderHandle?)`, `.revolutionsChanged(Int)`,
//   `.directionChanged(RotationDirection)`, `.feedback(Feedback)`, `.animationFinished`.

extension CircularSliderModel: HostedModel {
    mutating func hostHandle(_ event: PointerEvent, report: (Event) -> Void) {
        handle(event, report: report)
    }
}

/// A slider model event in the controls' terms.
enum CircularSliderSignal {
    /// `nil`: the whole range is dragged.
    case editingBegan(CircularSliderHandle?)
    /// `handle` `nil`: a change made in code.
    case valueChanged(Double, handle: CircularSliderHandle?, fromUser: Bool)
    case editingEnded(CircularSliderHandle?)
    case feedback(Feedback)
    case revolutionsChanged(Int)
    case directionChanged(RotationDirection)
    case animationFinished
}

extension CircularSliderModel {
    /// A two-handle model, the second handle 60° along the arc (MSDoubleHandleCircularSlider).
    static func hostRangeModel() -> CircularSliderModel {
        var model = CircularSliderModel()
        model.makeRange()
        return model
    }

    static func hostSignal(_ event: Event) -> CircularSliderSignal {
        switch event {
        case let .editingBegan(handle): return .editingBegan(handle)
        case let .valueChanged(value, handle, fromUser): return .valueChanged(value, handle: handle, fromUser: fromUser)
        case let .editingEnded(handle): return .editingEnded(handle)
        case let .feedback(feedback): return .feedback(feedback)
        case let .revolutionsChanged(count): return .revolutionsChanged(count)
        case let .directionChanged(direction): return .directionChanged(direction)
        case .animationFinished: return .animationFinished
        }
    }

    func hostValue(_ handle: CircularSliderHandle) -> Double {
        value(of: handle) ?? value
    }

    /// Sets a value in code; the model reports `valueChanged(…, handle: nil, fromUser: false)`
    /// once, at the end of any animation.
    mutating func hostSetValue(_ newValue: Double, of handle: CircularSliderHandle, animated: Bool, at time: Double,
                               report: (Event) -> Void) {
        setValue(newValue, for: handle, animated: animated, at: time, report: report)
    }

    mutating func hostAdjust(_ handle: CircularSliderHandle, bySteps steps: Int, report: (Event) -> Void) {
        for _ in 0..<Swift.abs(steps) {
            if steps > 0 { increment(handle, report: report) } else { decrement(handle, report: report) }
        }
    }

    func hostAccessibilityElements(label: String, secondLabel: String = "") -> [AccessibilityElement] {
        accessibilityElements(label: label, secondLabel: secondLabel)
    }

    func hostDrawing() -> Drawing {
        drawing()
    }
}
#endif
