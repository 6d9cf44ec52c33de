#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

// Where the SwiftUI spinner view meets `RadialSpinnerModel`, `RadialSpinnerStyle` and
// `SpinnerItem` (branch `spinner`). NOTHING of the model existed (neither committed nor in the
// helper's working tree) by 01:30 UTC: this is written against the project's model conventions
// (HELPERS.md) and the seeds' names, and type-checked only against a mock. Event cases and methods
// are mapped here; the simple properties listed below are read and written by the same names in
// the control files. If the model's API differs, adapt this file (and rename those properties).
//
// Relies on:
// - `RadialSpinnerModel()`; `bounds`, `needsFrames`, `handle(_:report:)`, `advance(to:report:)`,
//   `drawing(style:)` (HostedModel);
// - `items: [SpinnerItem]`, `selectedIndex: Int` (clamped; programmatic, no user events),
//   `isOpen: Bool` (read), `setOpen(_:animated:at:)` (programmatic), `mode:
//   RadialSpinnerModel.Mode` (`.radial`, `.picker`, `.automatic`), `threshold: Int`,
//   `reducesMotion: Bool`, `contains(_ point: Point) -> Bool` (hit testing: only the centre
//   while closed);
// - `increment(report:)` / `decrement(report:)` (accessibility: next / previous enabled item);
// - `accessibilityElements(label:) -> [AccessibilityElement]` (one element);
// - `Event`: `.opened`, `.willClose`, `.closed`, `.selectionChanged(Int, fromUser: Bool)`,
//   `.singleValueSelected(Int)`, `.centerTapped`, `.feedback(Feedback)` (others ignored);
// - `RadialSpinnerStyle()` (Sendable) with `isDaisy: Bool`;
// - `SpinnerItem` (Equatable) with `init(title:icon:)` and `title` (used in docs and previews).

extension RadialSpinnerModel: HostedModel {}

/// A spinner model event in the view's terms.
enum RadialSpinnerSignal {
    case opened
    case willClose
    case closed
    case selectionChanged(Int, fromUser: Bool)
    case singleValueSelected(Int)
    case centerTapped
    case feedback(Feedback)
}

extension RadialSpinnerModel {
    /// A model with `items`, `selectedIndex` selected.
    static func hostModel(items: [SpinnerItem], selectedIndex: Int) -> RadialSpinnerModel {
        var model = RadialSpinnerModel()
        model.items = items
        model.selectedIndex = selectedIndex
        return model
    }

    static func hostSignal(_ event: Event) -> RadialSpinnerSignal? {
        switch event {
        case .opened: return .opened
        case .willClose: return .willClose
        case .closed: return .closed
        case let .selectionChanged(index, fromUser): return .selectionChanged(index, fromUser: fromUser)
        case let .singleValueSelected(index): return .singleValueSelected(index)
        case .centerTapped: return .centerTapped
        case let .feedback(feedback): return .feedback(feedback)
        default: return nil
        }
    }

    /// The seed's integer modes: −1 spinner only, 0 both (by threshold), 1 picker only.
    var hostModeNumber: Int {
        get {
            switch mode {
            case .radial: return -1
            case .picker: return 1
            default: return 0
            }
        }
        set { mode = newValue < 0 ? .radial : (newValue > 0 ? .picker : .automatic) }
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
