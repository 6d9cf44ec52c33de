/// The state of one touch on a ``CircularSliderModel`` (internal).
///
/// The finger is tracked by a ``RotationTracker`` around the slider's centre, in the scale's
/// signed rotations (``ValueScale/rotation(for:)``): each sample adds the shortest signed change
/// of bearing, so the finger can never jump across the gap or the 12 o'clock seam. Its
/// ``RotationLimits/Behavior/hold`` limits at the range's ends are the slider's rule that past
/// an end the handle waits until the finger comes back; ``finger`` is where the finger would be
/// without them.
struct CircularSliderDrag: Equatable, Sendable {
    enum Target: Equatable, Sendable {
        case handle(CircularSliderHandle)
        case range
        /// Both handles were under the touch at the same distance: the first movement decides.
        case undecided
    }

    var target: Target
    var tracker: RotationTracker
    var hasBegun: Bool
    var reportedFirst: Double
    var reportedSecond: Double?
    var isAtLimit = false
    var detent: Int?
    /// The model's ``CircularSliderModel/minimumValueDistance`` when the touch went down (or
    /// the drag restarted), so that an event does not lay the slider out again.
    var valueDistance = 0.0
    /// The settings and values the tracker was last fitted to (see ``refit(to:)``).
    var fit: Fit?

    /// What fitting the tracker depends on: while a setting leaves all of it as it was, a drag
    /// goes on untouched (the finger keeps the part of a step it has turned, and its hold past an end).
    struct Fit: Equatable, Sendable {
        var scale: ValueScale
        var taper: ValueTaper
        var revolutions: CircularSliderRevolutions
        var minimumDistance: Double
        var first: Double
        var second: Double?

        init(_ model: CircularSliderModel) {
            scale = model.scale
            taper = model.trackConfiguration.taper
            revolutions = model.maximumRevolutions
            minimumDistance = model.minimumDistance
            first = model.storedValue
            second = model.storedSecondValue
        }
    }

    /// Starts tracking `event` (a `began`) for `target` on `model`.
    init(target: Target, began event: PointerEvent, center: Point, model: CircularSliderModel) {
        self.target = target
        tracker = RotationTracker(anchor: center, deadZoneRadius: CircularSliderModel.deadZoneRadius)
        hasBegun = target != .undecided
        reportedFirst = model.storedValue
        reportedSecond = model.storedSecondValue
        restart(from: model)
        tracker.handle(event)
    }

    /// The handle that reports, `nil` for the whole range or while undecided.
    var handle: CircularSliderHandle? {
        if case let .handle(handle) = target { return handle }
        return nil
    }

    /// Where the finger has turned to, before the limits: the tracker's rotation when the touch
    /// went down plus the finger's rotation since.
    var finger: Rotation { tracker.startRotation + tracker.fingerRotation }

    /// Puts the tracker where the dragged handle is (after a touch-down, a decision or a value
    /// set in code), with hold limits at the range's ends (none in endless mode); the values
    /// now count as reported.
    mutating func restart(from model: CircularSliderModel) {
        reportedFirst = model.storedValue
        reportedSecond = model.storedSecondValue
        fit = nil
        refit(to: model)
    }

    /// Takes the range's ends, the handles' minimum distance and the dragged handle's place
    /// anew from `model` (after a setting changed them mid-drag), keeping what is unreported;
    /// nothing when none of them changed since the last fit.
    mutating func refit(to model: CircularSliderModel) {
        let now = Fit(model)
        guard now != fit else { return }
        fit = now
        valueDistance = model.isRange ? model.minimumValueDistance : 0
        let value = model.value(of: handle ?? .first) ?? model.storedValue
        var rotation = model.taperedRotation(for: value)
        if model.isEndless {
            tracker.limits = nil
            if target == .handle(.first) {
                rotation += model.rotation(atPosition: Double(model.revolutions) * model.totalPosition)
            }
        } else {
            let ends = (model.rotation(atPosition: 0), model.rotation(atPosition: model.totalPosition))
            tracker.limits = RotationLimits(
                minimum: Swift.min(ends.0, ends.1), maximum: Swift.max(ends.0, ends.1),
                behavior: .hold)
        }
        tracker.rotation = rotation
    }
}
