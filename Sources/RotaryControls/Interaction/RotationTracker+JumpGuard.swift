/// The jump guard's exception for fast whips: a sample larger than ``RotationTracker/jumpGuard``
/// is kept when it continues the finger's recent motion (a platform coalesced a fast turn into
/// a few large samples), and discarded as a wrap-around jump otherwise.
extension RotationTracker {
    /// How long after the previous accepted sample a sample larger than ``jumpGuard`` may still
    /// continue its motion (0.05 s: three frames at 60 Hz).
    public static let jumpContinuationWindow = 0.05
    /// How much faster than the previous accepted sample a sample larger than ``jumpGuard`` may
    /// turn and still count as the same motion (3×).
    public static let jumpContinuationSpeedRatio = 3.0
    /// The largest single sample that can continue a motion (150°): near 180° the direction of
    /// a sample is ambiguous.
    public static let largestContinuedJump = Rotation(degrees: 150)

    // MARK: - Recent motion

    /// Whether a sample larger than the jump guard continues the finger's recent motion: same
    /// direction as the last accepted sample, soon after it, at a plausible speed.
    func continuesRecentMotion(_ change: Rotation, at time: Double) -> Bool {
        guard let last = lastSampleTime, time.isFinite, lastSampleRate != 0,
            change.magnitude <= RotationTracker.largestContinuedJump,
            (change.radians > 0) == (lastSampleRate > 0)
        else { return false }
        let elapsed = time - last
        guard elapsed > 0, elapsed <= RotationTracker.jumpContinuationWindow else { return false }
        return change.radians.magnitude / elapsed <= RotationTracker.jumpContinuationSpeedRatio
            * lastSampleRate.magnitude
    }

    /// Remembers an accepted sample (or a re-grip, `change` zero) for the jump guard.
    mutating func noteSample(change: Rotation, at time: Double) {
        guard time.isFinite else {
            lastSampleRate = 0
            lastSampleTime = nil
            return
        }
        let elapsed = lastSampleTime.map { time - $0 } ?? 0
        let rate = elapsed > 0 ? change.radians / elapsed : 0
        lastSampleRate = rate.isFinite ? rate : 0
        lastSampleTime = time
    }
}
