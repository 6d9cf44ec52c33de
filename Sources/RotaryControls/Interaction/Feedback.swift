/// Feedback a control asks its host to play: haptics and sounds are platform business, but
/// *when* they happen is decided (and tested) in the core.
public enum Feedback: String, Hashable, Sendable, CaseIterable {
    /// A light selection tick: a detent passed, an item or row reached
    /// (`UISelectionFeedbackGenerator`).
    case selectionTick
    /// A light impact: a spinner opened or closed (`UIImpactFeedbackGenerator(style: .light)`).
    case lightImpact
    /// A firmer impact: a limit or end stop reached (`UIImpactFeedbackGenerator(style: .medium)`).
    /// The knob and the slider report it once when the user's drag or key brings the value to
    /// the minimum or the maximum (of the enabled sub-range), and not again while the finger
    /// keeps pushing past it; leaving the end and coming back reports it again.
    case limitReached
    /// A faint click sound: a spinner opened, closed or stepped (the system input click).
    case click
}
