#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// The latest feedback a control's model asked for, as a value that changes every time — the
/// trigger of `sensoryFeedback`. *When* feedback happens is decided (and tested) in the core;
/// this only carries it to SwiftUI.
struct FeedbackPulse: Equatable {
    /// Counts requests, so two equal requests in a row still change the value.
    private(set) var count = 0
    /// The latest request.
    private(set) var feedback: Feedback?

    /// Records a request.
    mutating func send(_ feedback: Feedback) {
        count &+= 1
        self.feedback = feedback
    }
}

/// Plays a ``FeedbackPulse`` with `sensoryFeedback` where the system has it (iOS 17, macOS 14,
/// watchOS 10, tvOS 17; not on visionOS), and hands every request to `onFeedback` (for sounds).
///
/// - `.selectionTick` → `.selection`; `.lightImpact` → `.impact(weight: .light)`;
///   `.limitReached` → `.impact(weight: .medium)`; `.click` → nothing (a sound: use the hook).
struct FeedbackModifier: ViewModifier {
    let pulse: FeedbackPulse
    let isEnabled: Bool

    @ViewBuilder
    func body(content: Content) -> some View {
        #if os(visionOS)
        content
        #else
        if #available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *) {
            content.sensoryFeedback(trigger: pulse) { _, latest in
                guard isEnabled, let feedback = latest.feedback else { return nil }
                switch feedback {
                case .selectionTick: return .selection
                case .lightImpact: return .impact(weight: .light)
                case .limitReached: return .impact(weight: .medium)
                case .click: return nil
                }
            }
        } else {
            content
        }
        #endif
    }
}
#endif
