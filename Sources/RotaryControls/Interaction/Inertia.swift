import RealModule

/// Frame-rate independent coasting: a velocity that decays exponentially with time.
///
/// With `τ` the ``timeConstant``, `v(t) = v₀·e^(−t/τ)` and
/// `x(t) = x₀ + v₀·τ·(1 − e^(−t/τ))`, so the resting position `x₀ + v₀·τ` is known the moment
/// the finger lifts. Positions come from that closed form, so the motion is the same whether
/// a host advances it at 30, 60, 120 or 240 Hz. The motion ends (``isResting``) once it is
/// within ``restTolerance`` of the resting position, and then sits exactly on it.
///
/// Units are whatever the host uses (radians for a ring, points for a picker): velocity is
/// units per second and time is seconds. Positions and velocities are never NaN or infinite:
/// a distance `v₀·τ` that would overflow (velocity 1e200 with a time constant of 1e200) is
/// shortened so that the motion rests on the largest finite `Double` in its direction.
///
/// ```swift
/// var coast = Inertia(position: 0, velocity: 6, time: 1.0)
/// coast.restingPosition       // 6 × 0.325
/// let aimed = coast.aimed(at: 2) // same start, velocity chosen to rest exactly on 2
/// ```
public struct Inertia: Hashable, Sendable {
    /// The position when the coasting started.
    public let startPosition: Double
    /// The velocity when the coasting started, units per second.
    public let startVelocity: Double
    /// The time the coasting started, seconds.
    public let startTime: Double
    /// The decay time constant `τ` in seconds: the velocity falls to 1/e in this time.
    public let timeConstant: Double
    /// How close to the resting position the motion must come before it stops there.
    public let restTolerance: Double

    /// The position after the last ``advance(to:)``.
    public private(set) var position: Double
    /// The velocity after the last ``advance(to:)`` (0 once resting).
    public private(set) var velocity: Double
    /// Whether the motion has come to rest (exactly on ``restingPosition``).
    public private(set) var isResting: Bool
    /// The whole distance travelled, `v₀·τ`, made finite (see the type's discussion).
    private let travel: Double

    /// The default time constant, 0.325 s: UIScrollView's normal deceleration rate.
    public static let defaultTimeConstant = 0.325

    /// Starts coasting.
    ///
    /// NaN or infinite position, velocity or time are taken as 0; a non-positive or NaN time
    /// constant means no coasting at all (rest at once); a non-positive or NaN tolerance is
    /// taken as 1e-6.
    public init(
        position: Double,
        velocity: Double,
        time: Double,
        timeConstant: Double = Inertia.defaultTimeConstant,
        restTolerance: Double = 1e-4
    ) {
        let start = position.isFinite ? position : 0
        startPosition = start
        let tau = timeConstant.isFinite && timeConstant > 0 ? timeConstant : 0
        let speed = velocity.isFinite && tau > 0 ? velocity : 0
        let travel = Inertia.finiteTravel(from: start, velocity: speed, timeConstant: tau)
        self.travel = travel
        // A shortened distance gives a smaller velocity: travel / τ ≤ |v₀|.
        let shortened = travel / tau
        startVelocity = travel == speed * tau || !shortened.isFinite ? speed : shortened
        startTime = time.isFinite ? time : 0
        self.timeConstant = tau
        self.restTolerance = restTolerance > 0 ? restTolerance : 1e-6
        self.position = startPosition
        self.velocity = startVelocity
        isResting = false
        isResting = remainingDistance(after: 0) <= self.restTolerance
        if isResting { settle() }
    }

    /// A time constant matching a per-millisecond deceleration rate (UIScrollView's
    /// `decelerationRate`: 0.998 normal, 0.99 fast). Rates outside `(0, 1)` give 0 (no coasting).
    public static func timeConstant(decelerationRate: Double) -> Double {
        guard decelerationRate > 0, decelerationRate < 1 else { return 0 }
        return -0.001 / Double.log(decelerationRate)
    }

    /// A time constant matching a per-frame velocity factor at a frame rate (RVS_Spinner
    /// multiplies by 0.994 per frame at 60 fps). Invalid inputs give 0 (no coasting).
    public static func timeConstant(perFrameFactor factor: Double, framesPerSecond: Double) -> Double {
        guard factor > 0, factor < 1, framesPerSecond > 0, framesPerSecond.isFinite else { return 0 }
        return -1 / (framesPerSecond * Double.log(factor))
    }

    // MARK: - Closed form

    /// Where the motion comes to rest: `x₀ + v₀·τ` (always finite).
    public var restingPosition: Double { startPosition + travel }

    /// The time at which the motion comes to rest.
    public var restTime: Double {
        let total = Swift.abs(travel)
        guard total > restTolerance else { return startTime }
        return startTime + timeConstant * Double.log(total / restTolerance)
    }

    /// The position at `time` (the start position before the start, the resting position
    /// after the rest time).
    public func position(at time: Double) -> Double {
        guard time.isFinite else { return time > 0 ? restingPosition : startPosition }
        if time <= startTime { return startPosition }
        if time >= restTime { return restingPosition }
        let decay = Double.exp(-(time - startTime) / timeConstant)
        return startPosition + travel * (1 - decay)
    }

    /// The velocity at `time` (0 once at rest).
    public func velocity(at time: Double) -> Double {
        guard time.isFinite else { return time > 0 ? 0 : startVelocity }
        if time <= startTime { return startVelocity }
        if time >= restTime { return 0 }
        return startVelocity * Double.exp(-(time - startTime) / timeConstant)
    }

    /// The same start, with the velocity changed so that the motion rests exactly on `target`
    /// (like UIScrollView's target content offset). A non-finite target is ignored; a target
    /// farther than the largest `Double` from the start is aimed at as far as a finite
    /// distance goes.
    public func aimed(at target: Double) -> Inertia {
        guard target.isFinite, timeConstant > 0 else { return self }
        // In halves, so that a distance wider than the largest `Double` does not overflow.
        let half = (target / 2 - startPosition / 2) / timeConstant
        let velocity = (half + half).isFinite ? half + half : (half < 0 ? -1 : 1) * Double.greatestFiniteMagnitude
        return Inertia(
            position: startPosition,
            velocity: velocity,
            time: startTime,
            timeConstant: timeConstant,
            restTolerance: restTolerance
        )
    }

    // MARK: - Stepping

    /// Moves the motion to `time` (from the host's frame clock) and returns the position.
    /// Times earlier than a previous call are allowed: the state is a function of time only.
    @discardableResult
    public mutating func advance(to time: Double) -> Double {
        position = position(at: time)
        velocity = velocity(at: time)
        isResting = time.isFinite ? time >= restTime : time > 0
        if isResting { settle() }
        return position
    }

    private mutating func settle() {
        position = restingPosition
        velocity = 0
        isResting = true
    }

    private func remainingDistance(after elapsed: Double) -> Double {
        Swift.abs(travel) * Double.exp(-elapsed / Swift.max(timeConstant, .leastNonzeroMagnitude))
    }

    /// `velocity × timeConstant`, shortened when needed so that it, and `start` plus it, are
    /// finite: the resting position is then the largest `Double` in the velocity's direction.
    private static func finiteTravel(from start: Double, velocity: Double, timeConstant: Double) -> Double {
        let limit = velocity < 0 ? -Double.greatestFiniteMagnitude : Double.greatestFiniteMagnitude
        var travel = velocity * timeConstant
        if !travel.isFinite { travel = limit }
        if (start + travel).isFinite { return travel }
        // Only a start on the travel's side overflows, so this difference is finite.
        travel = limit - start
        if !(start + travel).isFinite { travel = velocity < 0 ? travel.nextUp : travel.nextDown }
        return travel
    }
}
