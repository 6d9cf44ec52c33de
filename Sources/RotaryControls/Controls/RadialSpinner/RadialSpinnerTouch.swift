/// The touch a ``RadialSpinnerModel`` is following, from `began` to `ended` or `cancelled`.
struct RadialSpinnerTouch: Hashable, Sendable {
    /// Where a touch went down, which decides what a tap does.
    enum Zone: Hashable, Sendable {
        /// On the centre circle.
        case center
        /// On the open ring (between the centre circle and the ring's outer edge).
        case ring
        /// Outside the open ring.
        case outside
    }

    /// Where the touch went down.
    var start: Point
    /// What a tap with this touch does.
    var zone: Zone
    /// Whether the ring was open when the touch went down (only then does it turn).
    var turnsRing: Bool
    /// The ring position when the touch went down (moved when the selection is set in code).
    var startPosition: Double
    /// Whether the touch went down on a spinning ring and stopped it.
    var caughtSpin: Bool
    /// Whether the touch moved further than the tap slop: it is a drag, not a tap.
    var hasMoved = false
    /// Turns the finger's movement around the centre into a rotation.
    var tracker: RotationTracker
}

/// A running animation of a ``RadialSpinnerModel``'s ring: a fling, a step, a settle or a spin
/// in code, aimed so that it rests exactly on its slot.
struct RadialSpinnerMotion: Hashable, Sendable {
    /// The closed-form motion of the ring position, in items.
    var aimed: AimedMotion
    /// Whether this is a spin started in code (not the user's).
    var isSpin = false

    /// The slot (an unwrapped item position) the ring comes to rest on.
    var targetSlot: Int { aimed.target }
}
