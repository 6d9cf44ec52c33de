/// How a radial spinner's flings land when it is a prize wheel: by the app's odds, and only
/// when the fling counts as a spin (``RadialSpinnerModel/weightedLanding``).
///
/// The random numbers come from ``random``, a generator the model keeps (the model is a value
/// that must compare equal and cross threads, so it holds the generator's state, not a
/// reference to a source). The core never sets its state from a clock or the system: the app
/// does, once — `SplitMixRandomNumberGenerator(state: UInt64.random(in: .min ... .max))` in an
/// app, a fixed state in tests and replays.
public struct SpinnerWeightedLanding: Hashable, Sendable {
    /// One weight per item, in item order (see ``WeightedOutcomes`` for NaN, negative, zero
    /// and infinite weights). Items past the end weigh 0; disabled items weigh 0 whatever
    /// their weight.
    public var weights: [Double]
    /// What makes a fling a spin (default: every fling that coasts).
    public var rules: SpinRules
    /// The random numbers the draws use; each spin takes one.
    public var random: SplitMixRandomNumberGenerator

    /// Creates a landing rule.
    public init(weights: [Double], rules: SpinRules = SpinRules(), random: SplitMixRandomNumberGenerator) {
        self.weights = weights
        self.rules = rules
        self.random = random
    }
}
