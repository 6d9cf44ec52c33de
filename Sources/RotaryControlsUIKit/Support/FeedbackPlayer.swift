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
/// Haptics and sounds can be turned off separately; devices without a Taptic Engine simply
/// play nothing.
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

    private let selection = UISelectionFeedbackGenerator()
    private let lightImpact = UIImpactFeedbackGenerator(style: .light)
    private let mediumImpact = UIImpactFeedbackGenerator(style: .medium)

    /// Creates a player.
    public init() {}

    // MARK: - Playing

    /// Wakes the Taptic Engine ahead of feedback that is about to come (call on touch-down).
    public func prepare() {
        guard isHapticsEnabled else { return }
        selection.prepare()
        lightImpact.prepare()
        mediumImpact.prepare()
    }

    /// Plays one feedback request (nothing when the matching kind is disabled).
    public func play(_ feedback: Feedback) {
        switch feedback {
        case .selectionTick:
            guard isHapticsEnabled else { return }
            selection.selectionChanged()
            selection.prepare()
        case .lightImpact:
            guard isHapticsEnabled else { return }
            lightImpact.impactOccurred()
        case .limitReached:
            guard isHapticsEnabled else { return }
            mediumImpact.impactOccurred()
        case .click:
            guard isSoundEnabled else { return }
            clickSound?()
        }
    }

    /// The system keyboard click.
    public static let systemClick: @MainActor @Sendable () -> Void = {
        AudioServicesPlaySystemSound(SystemSoundID(1104))
    }
}
#endif
