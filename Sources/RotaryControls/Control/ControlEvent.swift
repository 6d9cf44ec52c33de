/// What every control reports, in one vocabulary, so that a host maps these once for all models.
///
/// Each model's own `Event` enum has more (which handle, which item, the spinner opening); its
/// ``ControlModelEvent/controlEvent`` says which of these it is, if any.
public enum ControlEvent: Hashable, Sendable {
    /// A user interaction started (`UIControl.Event.editingDidBegin`).
    case editingBegan
    /// The value changed; `fromUser` is `false` for changes made in code (never sent as the
    /// user's, as with `UISlider`).
    case valueChanged(fromUser: Bool)
    /// The interaction ended, after any final snap (`.editingDidEnd`).
    case editingEnded
    /// Haptic or sound feedback to play now.
    case feedback(Feedback)
}

/// A model's own event type, which tells its host which shared ``ControlEvent`` it is.
public protocol ControlModelEvent: Sendable {
    /// The shared meaning of this event, or `nil` for events only the model's own host cares about.
    var controlEvent: ControlEvent? { get }
}
