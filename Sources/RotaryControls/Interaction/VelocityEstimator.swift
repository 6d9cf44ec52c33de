import RealModule

/// A speed estimate from a stream of changes, smoothed exponentially over event time so that it
/// follows the same curve at any sample rate, without allocating. The rotation tracker feeds it
/// angles, the picker wheel vertical distances.
///
/// Each sample's instantaneous speed (the change since the last measured sample over the time
/// since) is blended in with weight `1 − e^(−Δt/τ)`, starting from rest — at 60 Hz with
/// τ = 0.05 s that is about `0.72·previous + 0.28·current`, close to UIKit's
/// `0.75·previous + 0.25·current`. Samples at the same time, at an earlier time or at a
/// non-finite time are not measured: their change is kept and measured with the next good
/// sample, so no duration is ever zero or negative. An instant speed that is not finite (two
/// samples a femtosecond apart) is dropped.
///
/// ```swift
/// var speed = VelocityEstimator(smoothingTime: 0.05, time: 0)
/// speed.add(change: 1, at: 0.1)   // 10 units/s, blended from rest
/// speed.velocity                  // ≈ 8.6
/// ```
public struct VelocityEstimator: Hashable, Sendable {
    /// The smoothing time constant τ in seconds; non-positive or NaN means none (each measured
    /// sample's speed is taken as is).
    public var smoothingTime: Double
    /// A last sample older than this (seconds) before ``velocity(at:)`` means the finger rested:
    /// speed 0. `nil` (the default) never goes stale.
    public var staleAfter: Double?

    /// The smoothed speed, units per second.
    public private(set) var velocity: Double = 0
    private var lastTime: Double?
    private var unmeasured: Double = 0

    /// Starts at rest, measuring from `time` (a non-finite time: from the first finite sample).
    public init(smoothingTime: Double, staleAfter: Double? = nil, time: Double) {
        self.smoothingTime = smoothingTime
        self.staleAfter = staleAfter
        lastTime = time.isFinite ? time : nil
    }

    /// Adds a change (units) that happened by `time`.
    public mutating func add(change: Double, at time: Double) {
        if change.isFinite { unmeasured += change }
        guard time.isFinite else { return }
        guard let last = lastTime else {
            lastTime = time
            return
        }
        let elapsed = time - last
        guard elapsed > 0 else { return }
        let instant = unmeasured / elapsed
        let weight = smoothingTime > 0 ? 1 - Double.exp(-elapsed / smoothingTime) : 1
        let smoothed = velocity + weight * (instant - velocity)
        if smoothed.isFinite { velocity = smoothed }
        unmeasured = 0
        lastTime = time
    }

    /// The speed at `time`: ``velocity``, or 0 when the last measured sample is older than
    /// ``staleAfter`` (the finger rested before lifting).
    public func velocity(at time: Double) -> Double {
        if let staleAfter, let lastTime, time.isFinite, time - lastTime > staleAfter { return 0 }
        return velocity
    }

    /// Back to rest (a cancelled touch); the measuring time stays.
    public mutating func stop() {
        velocity = 0
        unmeasured = 0
    }
}
