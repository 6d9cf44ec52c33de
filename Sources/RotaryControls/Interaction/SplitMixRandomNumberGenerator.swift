/// A small, fast random number generator that gives the same numbers from the same starting
/// state (SplitMix64): reproducible spins for tests, demos and replays.
///
/// The core never makes random numbers by itself: whatever picks at random (a weighted spin,
/// ``WeightedOutcomes/pick(using:)``) takes a generator from the app. In an app, pass
/// `SystemRandomNumberGenerator()` for unpredictable spins; pass this one, from a fixed
/// starting state, where the same spins must come out every time. It is not cryptographically secure: a prize worth
/// cheating for is drawn on a server (then spun to with ``RadialSpinnerModel/spin(to:turns:duration:at:report:)``).
///
/// ```swift
/// var random = SplitMixRandomNumberGenerator(state: 42)
/// let index = outcomes.pick(using: &random)
/// ```
public struct SplitMixRandomNumberGenerator: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's state; each number advances it.
    public private(set) var state: UInt64

    /// Creates a generator starting from `state` (every value is valid, 0 included): the same
    /// starting state gives the same numbers.
    public init(state: UInt64) {
        self.state = state
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension RandomNumberGenerator {
    /// A uniform number in 0..<1 from 53 random bits (never 1).
    mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
