import RealModule

/// A release-velocity estimate from the vertical samples, without allocating.
///
/// Each sample's instantaneous speed is blended in with weight `1 − e^(−Δt/τ)`, so the
/// estimate follows the same curve whatever the event rate; the first speed is taken as is.
struct PickerWheelVelocity: Equatable, Sendable {
    /// The smoothing time constant τ, seconds.
    static let smoothing = 0.03
    /// A finger resting longer than this (seconds) before the release has no velocity.
    static let staleAfter = 0.1

    private var lastY: Double
    private var lastTime: Double
    private var speed = 0.0
    private var hasSpeed = false

    init(y: Double, time: Double) {
        lastY = y.isFinite ? y : 0
        lastTime = time.isFinite ? time : 0
    }

    /// Adds a sample; non-finite samples and samples not later than the last are ignored
    /// (a sample at the same time replaces the position only).
    mutating func add(y: Double, time: Double) {
        guard y.isFinite, time.isFinite else { return }
        let elapsed = time - lastTime
        guard elapsed > 0 else {
            if elapsed == 0 { lastY = y }
            return
        }
        let instant = (y - lastY) / elapsed
        if instant.isFinite {
            if hasSpeed {
                let weight = 1 - Double.exp(-elapsed / PickerWheelVelocity.smoothing)
                speed += weight * (instant - speed)
            } else {
                speed = instant
                hasSpeed = true
            }
        }
        lastY = y
        lastTime = time
    }

    /// Points per second (positive downward) at `time`; 0 when the finger has rested longer
    /// than ``staleAfter`` or never moved.
    func velocity(at time: Double) -> Double {
        guard hasSpeed, time.isFinite, time - lastTime <= PickerWheelVelocity.staleAfter,
              speed.isFinite else { return 0 }
        return speed
    }
}
