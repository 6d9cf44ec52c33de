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
/// Haptics where the finger is: on iOS 17.5 and later, once a control gives the player its
/// ``view``, the generators are attached to it (`UIFeedbackGenerator(view:)`) and each haptic is
/// played at the touch's location (`selectionChanged(at:)`, `impactOccurred(at:)`), so that
/// the system can play it from the nearest part of the device. Earlier systems play the
/// same haptics without a place.
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

    /// The view the haptics come from (a ``ModelControl`` sets itself): on iOS 17.5 and later
    /// the generators are attached to it and play at locations in its coordinates. `nil` (the
    /// default for a player of your own) plays without a place.
    public weak var view: UIView? {
        didSet { if view !== oldValue { makeGenerators() } }
    }

    #if !os(visionOS)
    // Feedback generators exist on iOS, iPadOS and Mac Catalyst only.
    private var selection = UISelectionFeedbackGenerator()
    private var lightImpact = UIImpactFeedbackGenerator(style: .light)
    private var mediumImpact = UIImpactFeedbackGenerator(style: .medium)
    #endif

    /// Creates a player.
    public init() {}

    /// Attaches new generators to ``view`` (iOS 17.5 and later).
    private func makeGenerators() {
        #if !os(visionOS)
        guard #available(iOS 17.5, macCatalyst 17.5, *), let view else { return }
        selection = UISelectionFeedbackGenerator(view: view)
        lightImpact = UIImpactFeedbackGenerator(style: .light, view: view)
        mediumImpact = UIImpactFeedbackGenerator(style: .medium, view: view)
        #endif
    }

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

    /// Plays one feedback request (nothing when the matching kind is disabled); a haptic at
    /// `location` in ``view``'s coordinates on iOS 17.5 and later when both are given.
    public func play(_ feedback: Feedback, at location: CGPoint? = nil) {
        switch feedback {
        case .selectionTick, .lightImpact, .limitReached:
            guard isHapticsEnabled else { return }
            if #available(iOS 17.5, macCatalyst 17.5, *), let location, view != nil {
                playHaptic(feedback, at: location)
            } else {
                playHaptic(feedback)
            }
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

    /// A haptic at `location` (the generators are attached to ``view``).
    @available(iOS 17.5, macCatalyst 17.5, *)
    private func playHaptic(_ feedback: Feedback, at location: CGPoint) {
        #if !os(visionOS)
        switch feedback {
        case .selectionTick:
            selection.selectionChanged(at: location)
            selection.prepare()
        case .lightImpact:
            lightImpact.impactOccurred(at: location)
        case .limitReached:
            mediumImpact.impactOccurred(at: location)
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
