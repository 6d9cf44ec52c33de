import RealModule

/// A motion that comes to rest exactly on a slot (a spinner's item, a picker's row): it may
/// coast with ``Inertia`` first, then clicks into place along a short curve that ends with zero
/// speed at a known time. Position is a closed-form function of time, so the same motion passes
/// the same slots and rests at the same moment at 30, 60, 120 or 240 Hz.
///
/// Three shapes, one mechanism:
/// - ``fling(from:velocity:at:timeConstant:nearestAllowed:)`` — a release: it coasts like a
///   prize wheel, aimed at the allowed slot nearest its natural resting point, and once within
///   ``snapDistance`` of it clicks into place in ``clickDuration``. A release while holding
///   still (a coast shorter than half a slot) settles in ``settleDuration`` instead.
/// - ``settle(from:velocity:at:to:)`` — a tap, a step or a caught spin: into place in
///   ``settleDuration``.
/// - ``spin(from:to:at:duration:)`` — a timed ease-out (a prize-wheel spin in code).
///
/// Every shape is monotonic: it never passes its target and comes back, so the slots passed
/// are exactly those between the start and the target.
///
/// ```swift
/// var motion = AimedMotion.settle(from: 2.3, at: 0, to: 2)
/// motion.advance(to: 0.1)   // between 2.3 and 2
/// motion.advance(to: 0.25)  // exactly 2; motion.isFinished
/// ```
public struct AimedMotion: Hashable, Sendable {
    // MARK: - Constants

    /// How close (in slots) a coast comes to its target before it clicks into place, 0.1.
    public static let snapDistance = 0.1
    /// How long the click into place after a coast takes, 0.2 s.
    public static let clickDuration = 0.2
    /// How long a settle takes (a release while holding still, a tap, a step), 0.25 s.
    public static let settleDuration = 0.25
    /// A release whose natural coast is shorter than this (in slots) settles instead, 0.5.
    public static let coastThreshold = 0.5

    // MARK: - State

    /// The slot the motion rests on.
    public let target: Int
    /// When the motion started, seconds.
    public let startTime: Double
    /// Where the motion started, in slots.
    public let startPosition: Double
    /// The coast before the click into place (aimed at ``target``), if any.
    let coast: Inertia?
    /// When the final approach starts (``startTime`` without a coast).
    let approachStart: Double
    /// Where the final approach starts.
    let approachFrom: Double
    /// The final approach's starting slope, in slots over the whole approach (Hermite tangent).
    let approachTangent: Double
    /// How long the final approach takes, seconds (0: it lands at once).
    let approachDuration: Double

    /// The position after the last ``advance(to:)``, in slots.
    public private(set) var position: Double
    /// Whether the motion has come to rest exactly on ``target``.
    public private(set) var isFinished: Bool

    /// When the motion rests on ``target``.
    public var endTime: Double { approachStart + approachDuration }

    // MARK: - Creating

    private init(
        target: Int, from position: Double, at time: Double, coast: Inertia?,
        approachStart: Double, approachFrom: Double, tangent: Double, duration: Double
    ) {
        self.target = target
        startPosition = position
        startTime = time
        self.coast = coast
        self.approachStart = approachStart
        self.approachFrom = approachFrom
        let distance = Double(target) - approachFrom
        // Same direction as the distance and at most three times it: the curve never overshoots.
        approachTangent =
            tangent.isFinite && distance != 0 && (tangent > 0) == (distance > 0)
            ? (Swift.abs(tangent) < Swift.abs(3 * distance) ? tangent : 3 * distance) : 0
        approachDuration = duration.isFinite && duration > 0 ? duration : 0
        self.position = position
        isFinished = false
        if approachDuration == 0, coast == nil { land() }
        if position == Double(target), coast == nil { land() }
    }

    /// A release at `velocity` (slots per second) from `position` at `time`: coasts with a
    /// decay time constant `timeConstant` towards the slot `nearestAllowed` answers for the
    /// natural resting point, then clicks into place. `nil` when `nearestAllowed` has no slot.
    /// A release whose natural coast is shorter than ``coastThreshold`` settles instead. Non-finite
    /// inputs are taken as 0.
    public static func fling(
        from position: Double, velocity: Double, at time: Double, timeConstant: Double,
        nearestAllowed: (Double) -> Int?
    ) -> AimedMotion? {
        let start = position.isFinite ? position : 0
        let now = time.isFinite ? time : 0
        let natural = Inertia(position: start, velocity: velocity, time: now, timeConstant: timeConstant)
        guard let target = nearestAllowed(natural.restingPosition) else { return nil }
        let travel = natural.restingPosition - start
        guard Swift.abs(travel) >= coastThreshold, natural.timeConstant > 0 else {
            return settle(from: start, velocity: natural.startVelocity, at: now, to: target)
        }
        let aimed = natural.aimed(at: Double(target))
        let distance = Swift.abs(Double(target) - start)
        guard distance > snapDistance else {
            return AimedMotion(
                target: target, from: start, at: now, coast: nil, approachStart: now,
                approachFrom: start, tangent: aimed.startVelocity * clickDuration, duration: clickDuration)
        }
        // The aimed coast's remaining distance is distance·e^(−t/τ): it reaches the snap distance at
        // t = τ·ln(distance / snapDistance).
        let tau = aimed.timeConstant
        let snapTime = now + tau * Double.log(distance / snapDistance)
        return AimedMotion(
            target: target, from: start, at: now, coast: aimed, approachStart: snapTime,
            approachFrom: aimed.position(at: snapTime),
            tangent: aimed.velocity(at: snapTime) * clickDuration, duration: clickDuration)
    }

    /// Into place on `target` from `position` in ``settleDuration``, leaving with `velocity`
    /// (slots per second; ignored when it points away from the target).
    public static func settle(from position: Double, velocity: Double = 0, at time: Double, to target: Int)
        -> AimedMotion
    {
        let start = position.isFinite ? position : 0
        return AimedMotion(
            target: target, from: start, at: time.isFinite ? time : 0, coast: nil,
            approachStart: time.isFinite ? time : 0, approachFrom: start,
            tangent: velocity * settleDuration, duration: settleDuration)
    }

    /// A timed ease-out from `position` to `target` in `duration` seconds: fastest at the start,
    /// at rest at the end (a prize wheel). A non-positive or NaN duration lands at once.
    public static func spin(from position: Double, to target: Int, at time: Double, duration: Double) -> AimedMotion {
        let start = position.isFinite ? position : 0
        let now = time.isFinite ? time : 0
        return AimedMotion(
            target: target, from: start, at: now, coast: nil, approachStart: now, approachFrom: start,
            tangent: 3 * (Double(target) - start), duration: duration)
    }

    // MARK: - Time

    /// The position at `time`: the start before the start (and for NaN), the target from
    /// ``endTime`` on (and for +∞).
    public func position(at time: Double) -> Double {
        guard !time.isNaN, time > startTime else { return startPosition }
        if time >= endTime { return Double(target) }
        if let coast, time < approachStart { return coast.position(at: time) }
        let u = (time - approachStart) / approachDuration
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = 3 * u2 - 2 * u3
        let value = h00 * approachFrom + h10 * approachTangent + h01 * Double(target)
        return value.isFinite ? value : Double(target)
    }

    /// Moves the motion to `time` (the host's frame clock) and returns the position. Earlier
    /// times are allowed (the state is a function of time only); NaN leaves it at the start.
    @discardableResult
    public mutating func advance(to time: Double) -> Double {
        position = position(at: time)
        isFinished = !time.isNaN && time >= endTime
        if isFinished { land() }
        return position
    }

    /// Puts the motion on its target, finished.
    public mutating func land() {
        position = Double(target)
        isFinished = true
    }

    // MARK: - Slots

    /// The largest slot, 2⁵⁰: far beyond any list, and exact as a `Double`.
    static let slotLimit = 1 << 50

    /// The slot a position rounds to (halves away from zero): the one rule for every spinner
    /// ring position and picker row. The edges: NaN gives 0; positions beyond ±2⁵⁰, ±∞
    /// included, give ±2⁵⁰, so the conversion never traps and a position far
    /// out stays on its side.
    public static func slot(at position: Double) -> Int {
        let limit = Double(slotLimit)
        return Int(position.clamped(to: -limit...limit, ifNaN: 0).rounded(.toNearestOrAwayFromZero))
    }
}
