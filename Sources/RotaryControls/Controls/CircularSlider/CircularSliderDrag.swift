/// The state of one touch on a ``CircularSliderModel`` (internal).
///
/// `finger` is the continuous position the finger has turned to, in radians along the arc
/// from its start, never wrapped: it grows by the shortest signed change of bearing between
/// samples, so it can never jump across the gap or the 12 o'clock seam. The handle sits at
/// `finger` clamped to what it may reach ("hold": past an end the handle waits until the
/// finger comes back), so a finger that goes round the gap leaves the handle at the end.
struct CircularSliderDrag: Equatable, Sendable {
    enum Target: Equatable, Sendable {
        case handle(CircularSliderHandle)
        case range
        /// Both handles were under the touch at the same distance: the first movement decides
        /// (growing values take the second handle, shrinking ones the first).
        case undecided
    }

    var target: Target
    var lastBearing: Bearing?
    var finger: Double = 0
    var hasBegun: Bool
    var reportedFirst: Double
    var reportedSecond: Double?
    var isAtLimit = false
    var detent: Int?

    init(target: Target, lastBearing: Bearing?, model: CircularSliderModel) {
        self.target = target
        self.lastBearing = lastBearing
        hasBegun = target != .undecided
        reportedFirst = model.storedValue
        reportedSecond = model.storedSecondValue
        restart(from: model)
    }

    /// The handle that reports, `nil` for the whole range or while undecided.
    var handle: CircularSliderHandle? {
        if case let .handle(handle) = target { return handle }
        return nil
    }

    /// Puts the finger where the dragged handle is (after a touch-down or a value set in code).
    mutating func restart(from model: CircularSliderModel) {
        reportedFirst = model.storedValue
        reportedSecond = model.storedSecondValue
        let value = model.value(of: handle ?? .first) ?? model.storedValue
        finger = model.position(of: value)
        if model.isEndless, target == .handle(.first) {
            finger += Double(model.revolutions) * model.totalPosition
        }
    }
}
