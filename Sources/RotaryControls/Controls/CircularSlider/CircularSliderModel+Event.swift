/// What a ``CircularSliderModel`` reports, and how it maps onto the shared vocabulary.
extension CircularSliderModel {
    /// What the slider reports to its host.
    ///
    /// One rule for values set in code (``setValue(_:for:animated:duration:curve:at:report:)``,
    /// ``setValues(_:_:animated:duration:curve:at:report:)``): they report
    /// `valueChanged(…, fromUser: false)` once per handle that changed — at once without animation,
    /// when the animation ends with one — and never as the user's. Drags, keys, scrolling and
    /// assistive adjustments report `fromUser: true`.
    public enum Event: Hashable, Sendable {
        /// A drag started; the handle dragged, or `nil` when the whole range is dragged.
        case editingBegan(CircularSliderHandle?)
        /// The value of `handle` changed; `fromUser` is `false` for a change made in code.
        case valueChanged(Double, handle: CircularSliderHandle, fromUser: Bool)
        /// The drag ended (after the final snap), was cancelled, or the slider was disabled.
        case editingEnded(CircularSliderHandle?)
        /// The count of completed turns changed (multi-turn and endless modes).
        case revolutionsChanged(Int)
        /// The finger's turning direction changed (first movement included).
        case directionChanged(RotationDirection)
        /// Feedback to play: a tick on a magnetic detent, a bump at an end stop.
        case feedback(Feedback)
        /// A value animation ended: `completed` is `false` when a touch, an adjustment or
        /// another set interrupted it. The token is the one the set returned.
        case animationFinished(CircularSliderAnimationToken, completed: Bool)
    }
}

extension CircularSliderModel.Event: ControlModelEvent {
    /// `editingBegan`, `valueChanged`, `editingEnded` and `feedback` in the shared vocabulary;
    /// revolutions, direction and animation tokens are the slider's own (`nil`).
    public var controlEvent: ControlEvent? {
        switch self {
        case .editingBegan: return .editingBegan
        case let .valueChanged(_, _, fromUser): return .valueChanged(fromUser: fromUser)
        case .editingEnded: return .editingEnded
        case let .feedback(feedback): return .feedback(feedback)
        case .revolutionsChanged, .directionChanged, .animationFinished: return nil
        }
    }
}
