#if canImport(SwiftUI)
import RotaryControls
import SwiftUI
#if os(iOS)
import UIKit
#endif

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

/// The haptic a ``Feedback`` request plays on the SwiftUI host — the one mapping, played by
/// `sensoryFeedback` on iOS 17 and later and by UIKit's generators before.
enum FeedbackHaptic {
    /// A selection tick.
    case selection
    /// A light impact.
    case lightImpact
    /// A firmer (medium) impact: an end stop.
    case mediumImpact

    /// `.selectionTick` → a selection tick; `.lightImpact` → a light impact; `.limitReached`
    /// → a medium impact; `.click` → none (a sound: the app plays it in `onFeedback`).
    init?(_ feedback: Feedback) {
        switch feedback {
        case .selectionTick: self = .selection
        case .lightImpact: self = .lightImpact
        case .limitReached: self = .mediumImpact
        case .click: return nil
        }
    }
}

/// Plays a ``FeedbackPulse``'s haptics (``FeedbackHaptic``): with `sensoryFeedback` where the
/// system has it (iOS 17, macOS 14, watchOS 10, tvOS 17; not on visionOS), with UIKit's
/// feedback generators on iOS 15 and 16, and not at all elsewhere. Neither has a location:
/// SwiftUI gives a view no `UIView` to attach a generator to.
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
                guard isEnabled, let haptic = latest.feedback.flatMap(FeedbackHaptic.init) else { return nil }
                switch haptic {
                case .selection: return .selection
                case .lightImpact: return .impact(weight: .light)
                case .mediumImpact: return .impact(weight: .medium)
                }
            }
        } else {
            #if os(iOS)
            content.onChange(of: pulse) { latest in
                guard isEnabled, let haptic = latest.feedback.flatMap(FeedbackHaptic.init) else { return }
                GeneratorHaptics.play(haptic)
            }
            #else
            content
            #endif
        }
        #endif
    }
}

#if os(iOS)
/// UIKit's feedback generators for iOS 15 and 16, where SwiftUI has no `sensoryFeedback`: one
/// of each, shared by every control (as `sensoryFeedback` shares the system's).
@MainActor
enum GeneratorHaptics {
    private static let selection = UISelectionFeedbackGenerator()
    private static let lightImpact = UIImpactFeedbackGenerator(style: .light)
    private static let mediumImpact = UIImpactFeedbackGenerator(style: .medium)

    /// Plays `haptic` at once.
    static func play(_ haptic: FeedbackHaptic) {
        switch haptic {
        case .selection:
            selection.selectionChanged()
            selection.prepare()
        case .lightImpact: lightImpact.impactOccurred()
        case .mediumImpact: mediumImpact.impactOccurred()
        }
    }
}
#endif
#endif
