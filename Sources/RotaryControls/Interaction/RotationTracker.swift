import RealModule

/// A single-touch rotation recogniser: turns one finger moving around an anchor into a
/// signed, multi-turn rotation, like `UIRotationGestureRecognizer` does for two fingers.
///
/// It tracks an anchor, the start bearing, the current bearing and a count of completed turns,
/// and reports `fingerRotation = turns · 2π + (currentBearing − startBearing)`.
/// Turns are counted where the bearing crosses 12 o'clock (the branch cut of ``Bearing``):
/// the quadrant rule of one-finger rotation recognisers (top-left → top-right adds one turn,
/// the reverse subtracts one) made robust: each sample's change is the shortest signed difference, so
/// samples up to 180° apart and the atan2 branch cut are handled correctly.
///
/// On top of that:
/// - **Dead zone**: samples within ``deadZoneRadius`` of the anchor are ignored (the angle
///   is meaningless there). When the finger leaves the dead zone again it re-grips: the turn
///   it made while passing the centre is not counted.
/// - **Jump guard**: a sample whose change exceeds ``jumpGuard`` is discarded (the finger
///   re-grips at the new bearing), as MHRotaryKnob does with 45° — unless it continues the
///   finger's recent motion (a fast whip whose samples the system coalesced; see
///   ``jumpGuard``).
/// - **Limits**: ``rotation`` stays within ``limits`` with `.slip` or `.hold` behaviour.
/// - **Velocity** in radians per second of ``rotation``, smoothed exponentially over
///   ``velocitySmoothingTime`` seconds of event time by a ``VelocityEstimator`` (so the same
///   smoothing at any sample rate), never computed from a negative or zero duration.
///
/// Discarded samples (jump guard, re-grip) move ``startBearing`` by the discarded amount, so
/// the formula above always holds exactly.
///
/// ```swift
/// var tracker = RotationTracker(anchor: Point(x: 100, y: 100))
/// tracker.handle(.began(x: 100, y: 20, at: 0))   // .possible
/// tracker.handle(.moved(x: 180, y: 100, at: 0.1)) // .began; rotation is +π/2
/// ```
public struct RotationTracker: Hashable, Sendable {
    /// The recogniser's state, shaped like `UIGestureRecognizer.State`.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// No touch is being tracked.
        case idle
        /// A touch is down but has not turned anything yet.
        case possible
        /// The first sample that changed the rotation.
        case began
        /// A later sample changed the rotation.
        case changed
        /// The touch was lifted after the rotation had begun.
        case ended
        /// The touch was taken away by the system after the rotation had begun. The rotation
        /// keeps the value it had (nothing is restored).
        case cancelled
        /// The touch ended or was cancelled before any rotation happened (a tap).
        case failed

        /// Whether a touch is currently down.
        public var isTracking: Bool { self == .possible || self == .began || self == .changed }
    }

    // MARK: - Configuration

    /// The centre the finger turns around.
    public var anchor: Point
    /// Samples closer than this to the anchor are ignored. Negative and NaN act as 0.
    public var deadZoneRadius: Double
    /// The largest change one sample may make; a larger one is discarded. `nil` (the default)
    /// accepts any change up to 180°.
    ///
    /// The guard is against wrap-around jumps (a finger passing near the centre, a sample from
    /// elsewhere), not against speed: a larger sample is still taken when it *continues the
    /// finger's recent motion*, as when a platform coalesces a fast whip into a few samples.
    /// That is: the previous accepted sample turned the same way, at most
    /// ``jumpContinuationWindow`` seconds earlier; this one is no faster than
    /// ``jumpContinuationSpeedRatio`` times that sample's speed; and it turns at most
    /// ``largestContinuedJump``. A large sample from rest, against the motion, after a pause
    /// or after a re-grip is discarded.
    public var jumpGuard: Rotation?
    /// Bounds on ``rotation``; `nil` (the default) means none. Setting limits clamps the
    /// current rotation into them at once (an initial rotation of zero included).
    public var limits: RotationLimits? {
        didSet { rotation = storedRotation }
    }
    /// The time constant, in seconds, of the velocity's exponential smoothing (default 0.05,
    /// about `0.75·previous + 0.25·current` at 60 Hz). Non-positive or NaN means no smoothing.
    public var velocitySmoothingTime: Double {
        get { speed.smoothingTime }
        set { speed.smoothingTime = newValue }
    }

    // MARK: - State

    /// The recogniser's state after the last event.
    public private(set) var phase: Phase = .idle
    /// The bearing the rotation is measured from: where the finger first left the dead zone,
    /// moved by any discarded samples. `nil` until the finger has been outside the dead zone.
    public private(set) var startBearing: Bearing?
    /// The bearing of the last accepted sample, or `nil` when there is none yet.
    public private(set) var currentBearing: Bearing?
    /// Completed turns: crossings of 12 o'clock, clockwise positive.
    public private(set) var turns: Int = 0
    /// The velocity of ``rotation`` in radians per second (clockwise positive). Kept after
    /// the touch ends, for a fling; zeroed by cancel.
    public var velocity: Double { speed.velocity }
    /// The value of ``rotation`` when the current touch went down.
    public private(set) var startRotation: Rotation = .zero

    private var storedRotation: Rotation = .zero
    private var speed: VelocityEstimator
    private var isInDeadZone = false
    /// When the last accepted sample (or the touch-down) happened, if its time was finite.
    var lastSampleTime: Double?
    /// The speed of the last accepted sample in radians per second (0 from rest or unknown).
    var lastSampleRate: Double = 0

    /// Creates a tracker.
    public init(
        anchor: Point,
        deadZoneRadius: Double = 4,
        jumpGuard: Rotation? = nil,
        limits: RotationLimits? = nil,
        velocitySmoothingTime: Double = 0.05
    ) {
        self.anchor = anchor
        self.deadZoneRadius = deadZoneRadius
        self.jumpGuard = jumpGuard
        self.limits = limits
        speed = VelocityEstimator(smoothingTime: velocitySmoothingTime, time: .nan)
        rotation = .zero
    }

    /// The rotation the finger has made since it went down, before limits:
    /// `turns · 2π + (currentBearing − startBearing)`; zero until there are two bearings.
    public var fingerRotation: Rotation {
        guard let start = startBearing, let current = currentBearing else { return .zero }
        return Rotation(radians: Double(turns) * 2 * .pi + current.radians - start.radians)
    }

    /// The reported rotation: ``startRotation`` plus the finger's rotation, within ``limits``.
    ///
    /// Set it (for example from a control's value) before or during a touch; during a touch
    /// the new value becomes the base that further turning adds to. NaN and infinities are
    /// ignored; the value is clamped into ``limits``.
    public var rotation: Rotation {
        get { storedRotation }
        set {
            guard newValue.radians.isFinite else { return }
            let value = limits?.clamp(newValue) ?? newValue
            storedRotation = value
            startRotation = phase.isTracking ? value - fingerRotation : value
        }
    }

    // MARK: - Events

    /// Feeds one pointer event; returns the new phase when the event changed it in a way a
    /// host reports (`possible` on touch-down, `began`/`changed` when the rotation changed,
    /// `ended`, `cancelled` or `failed`), or `nil` when nothing reportable happened.
    ///
    /// A `began` while a touch is already tracked is ignored; `moved`, `ended` and `cancelled`
    /// without a touch are ignored. An `ended` event's location counts as a last sample once
    /// the rotation has begun; a lift while still `possible` is a tap: `failed`, the rotation
    /// untouched, velocity 0.
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> Phase? {
        switch event.phase {
        case .began:
            guard !phase.isTracking else { return nil }
            begin(event)
            return phase
        case .moved:
            guard phase.isTracking else { return nil }
            return sample(event) ? advancePhase() : nil
        case .ended:
            guard phase.isTracking else { return nil }
            guard phase != .possible else {
                // Nothing turned before the lift: a tap. It fails, and changes nothing.
                phase = .failed
                speed.stop()
                return phase
            }
            _ = sample(event)
            phase = .ended
            return phase
        case .cancelled:
            guard phase.isTracking else { return nil }
            phase = phase == .possible ? .failed : .cancelled
            speed.stop()
            return phase
        }
    }

    // MARK: - Private

    private mutating func begin(_ event: PointerEvent) {
        phase = .possible
        turns = 0
        speed = VelocityEstimator(smoothingTime: speed.smoothingTime, time: event.timestamp)
        lastSampleTime = event.timestamp.isFinite ? event.timestamp : nil
        lastSampleRate = 0
        startRotation = storedRotation
        let bearing = bearingOutsideDeadZone(event.location)
        startBearing = bearing
        currentBearing = bearing
        isInDeadZone = bearing == nil
    }

    /// Takes one sample; returns whether ``rotation`` changed.
    private mutating func sample(_ event: PointerEvent) -> Bool {
        let before = storedRotation
        accept(event.location, at: event.timestamp)
        let change = storedRotation.radians - before.radians
        speed.add(change: change, at: event.timestamp)
        return change != 0
    }

    private mutating func accept(_ location: Point, at time: Double) {
        guard let bearing = bearingOutsideDeadZone(location) else {
            isInDeadZone = true
            return
        }
        guard let previous = currentBearing, let start = startBearing else {
            startBearing = bearing
            currentBearing = bearing
            isInDeadZone = false
            noteSample(change: .zero, at: time)
            return
        }
        let change = previous.rotation(to: bearing)
        turns += RotationTracker.crossings(from: previous.radians, by: change.radians, to: bearing)
        currentBearing = bearing
        let regrip = isInDeadZone
        isInDeadZone = false
        let isJump = jumpGuard.map { change.magnitude > $0.magnitude } ?? false
        if regrip || (isJump && !continuesRecentMotion(change, at: time)) {
            let movedStart = start.turned(by: change)
            turns -= RotationTracker.crossings(from: start.radians, by: change.radians, to: movedStart)
            startBearing = movedStart
            noteSample(change: .zero, at: time) // a re-grip: the finger starts again from rest
            return
        }
        updateRotation(by: change)
        noteSample(change: change, at: time)
    }

    private mutating func updateRotation(by change: Rotation) {
        guard let limits else {
            storedRotation = startRotation + fingerRotation
            return
        }
        switch limits.behavior {
        case .slip: storedRotation = limits.clamp(storedRotation + change)
        case .hold: storedRotation = limits.clamp(startRotation + fingerRotation)
        }
    }

    private mutating func advancePhase() -> Phase {
        phase = phase == .possible ? .began : .changed
        return phase
    }

    private func bearingOutsideDeadZone(_ location: Point) -> Bearing? {
        guard location.isFinite else { return nil }
        let radius = deadZoneRadius.isNaN ? 0 : deadZoneRadius
        guard anchor.distance(to: location) > radius else { return nil }
        return Bearing(from: anchor, to: location)
    }

    /// How many times turning `change` from `origin` crossed 12 o'clock, given where it
    /// landed (+1 clockwise, −1 counter-clockwise, 0 otherwise).
    private static func crossings(from origin: Double, by change: Double, to landed: Bearing) -> Int {
        Int(((origin + change - landed.radians) / (2 * .pi)).rounded())
    }
}
