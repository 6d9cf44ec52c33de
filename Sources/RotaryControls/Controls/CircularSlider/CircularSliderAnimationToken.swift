/// A token that identifies one `setValue(…animated: true…)` call; it comes back in
/// ``CircularSliderModel/Event/animationFinished(_:completed:)`` (the core's replacement for
/// a completion closure).
public struct CircularSliderAnimationToken: Hashable, Sendable {
    /// A number unique within one model.
    public let rawValue: Int

    /// Creates a token.
    public init(rawValue: Int) { self.rawValue = rawValue }
}
