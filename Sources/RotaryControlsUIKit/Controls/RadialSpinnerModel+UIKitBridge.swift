#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

// Where the UIKit spinner control meets `RadialSpinnerModel`, `RadialSpinnerStyle` and `SpinnerItem`:
// checked member by member against the spinner core (branch `spinner` at 7cc4bb9) with
// scripts/ios-build.
//
// Relies on:
// - `RadialSpinnerModel(items:selectedIndex:)`; `bounds`, `needsFrames`, `advance(to:report:)`,
//   `handle(_:report:shouldClose:)` (`hostHandle` passes `shouldClose` always true; the UIKit
//   control asks its delegate), `style` (kept by the model: hit testing uses it), `drawing()`;
// - `items: [SpinnerItem]`, `selectedIndex: Int?` / `selectedItem` (`nil` exactly when no item
//   is enabled; programmatic, no events), `isOpen` (get/set, no events, no animation),
//   `mode: RadialSpinnerMode` (`.radialOnly`, `.pickerOnly`, `.automatic`), `threshold`,
//   `isSoundOn`, `isHapticsOn`, `isReduceMotionEnabled`, `layout.centerContains(_:)`;
// - `increment(report:)` / `decrement(report:)` (accessibility: next / previous enabled item,
//   no wrap);
// - `accessibilityElements(label:) -> [AccessibilityElement]` (one element);
// - `Event`: `.editingBegan`, `.valueChanged(Int, fromUser:)`, `.editingEnded`, `.opened`,
//   `.closed`, `.singleValueSelected(Int)`, `.feedback(Feedback)` (all seven);
// - `SpinnerItem(icon:title:…)` (the icon comes first).

extension RadialSpinnerModel: HostedModel {
    /// Pointer events with closing allowed; hosts that let their delegate veto a close call
    /// `handle(_:report:shouldClose:)` themselves.
    mutating func hostHandle(_ event: PointerEvent, report: (Event) -> Void) {
        handle(event, report: report, shouldClose: { _ in true })
    }
}

/// A spinner model event in the control's terms.
enum RadialSpinnerSignal {
    case editingBegan
    case valueChanged(Int, fromUser: Bool)
    case editingEnded
    case opened
    case closed
    case singleValueSelected(Int)
    case feedback(Feedback)
}

extension RadialSpinnerModel {
    static func hostSignal(_ event: Event) -> RadialSpinnerSignal {
        switch event {
        case .editingBegan: return .editingBegan
        case let .valueChanged(index, fromUser): return .valueChanged(index, fromUser: fromUser)
        case .editingEnded: return .editingEnded
        case .opened: return .opened
        case .closed: return .closed
        case let .singleValueSelected(index): return .singleValueSelected(index)
        case let .feedback(feedback): return .feedback(feedback)
        }
    }

    /// The seed's integer modes: −1 spinner only, 0 both (by threshold), 1 picker only.
    var hostModeNumber: Int {
        get {
            switch mode {
            case .radialOnly: return -1
            case .pickerOnly: return 1
            case .automatic: return 0
            }
        }
        set { mode = newValue < 0 ? .radialOnly : (newValue > 0 ? .pickerOnly : .automatic) }
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
