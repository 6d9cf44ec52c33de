/// One of the (at most two) handles of a ``CircularSliderModel``.
public enum CircularSliderHandle: String, Hashable, Sendable, CaseIterable {
    /// The handle of ``CircularSliderModel/value`` (the only one of a single-handle slider,
    /// the lower one of a range).
    case first
    /// The handle of ``CircularSliderModel/secondValue`` (the upper one of a range).
    case second
}
