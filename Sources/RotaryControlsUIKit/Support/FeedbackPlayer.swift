#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import AudioToolbox
import RotaryControls
import UIKit

/// Plays the core's ``Feedback`` requests on UIKit: *when* a tick or a click happens is decided
/// (and tested) in the core; this class only maps each request to a system generator.
///
/// - `.selectionTick` → `UISelectionFeedbackGenerator.selectionChanged()`
/// - `.lightImpact` → `UIImpactFeedbackGenerator(style: .light).impactOccurred()`
/// - `.limitReached` → `UIImpactFeedbackGenerator(style: .medium).impactOccurred()`
/// - `.click` → ``clickSound`` (by default the system keyboard click)
///
/// Haptics and sounds can be turned off separately; devices without a Taptic Engine (and
/// visionOS, which has no feedback generators) simply play no haptics.
@MainActor
public final class FeedbackPlayer {
    /// Whether haptic requests are played (default `true`).
    public var isHapticsEnabled = true
    /// Whether `.click` requests are played (default `true`).
    public var isSoundEnabled = true
    /// Plays one click. The default plays the system keyboard click (system sound 1104,
    /// "Tock") through AudioToolbox; replace it to use your own sound, or set it to `nil` for
    /// silence.
    public var clickSound: (@MainActor () -> Void)? = FeedbackPlayer.systemClick

    #if !os(visionOS)
    // Feedback generators exist on iOS, iPadOS and Mac Catalyst only.
    private let selection = UISelectionFeedbackGenerator()
    private let lightImpact = UIImpactFeedbackGenerator(style: .light)
    private let mediumImpact = UIImpactFeedbackGenerator(style: .medium)
    #endif

    /// Creates a player.
    public init() {}

    // MARK: - Playing

    /// Wakes the Taptic Engine ahead of feedback that is about to come (call on touch-down).
    public func prepare() {
        guard isHapticsEnabled else { return }
        #if !os(visionOS)
        selection.prepare()
        lightImpact.prepare()
        mediumImpact.prepare()
        #endif
    }

    /// Plays one feedback request (nothing when the matching kind is disabled).
    public func play(_ feedback: Feedback) {
        switch feedback {
        case .selectionTick, .lightImpact, .limitReached:
            guard isHapticsEnabled else { return }
            playHaptic(feedback)
        case .click:
            guard isSoundEnabled else { return }
            clickSound?()
        }
    }

    private func playHaptic(_ feedback: Feedback) {
        #if !os(visionOS)
        switch feedback {
        case .selectionTick:
            selection.selectionChanged()
            selection.prepare()
        case .lightImpact:
            lightImpact.impactOccurred()
        case .limitReached:
            mediumImpact.impactOccurred()
        case .click:
            break
        }
        #endif
    }

    /// The system keyboard click.
    public static let systemClick: @MainActor @Sendable () -> Void = {
        AudioServicesPlaySystemSound(SystemSoundID(1104))
    }
}
#endif
