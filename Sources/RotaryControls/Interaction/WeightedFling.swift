/// A prize-wheel fling that lands by the odds: the outcome is drawn first (by
/// ``WeightedOutcomes``), then the fling is aimed at it with ``AimedMotion`` — it coasts like any
/// fling, only slightly faster or slower than it would have, and rests exactly on the drawn
/// item. A fling must also *count*: one that would not travel ``SpinRules/minimumTurns`` is no
/// spin (no cheating with a nudge).
///
/// Positions are in slots (one item per slot, as ``AimedMotion``'s); item `k` sits at every slot
/// `k + n·itemCount`.
public enum WeightedFling {
    /// What a release turns into.
    public enum Aim: Hashable, Sendable {
        /// A spin, aimed at `item` (at slot ``AimedMotion/target``).
        case spin(AimedMotion, item: Int)
        /// The release would coast less than the minimum (or less than half a slot): not a spin.
        /// The caller settles it back where it was, and no prize is drawn.
        case tooShort
        /// No item can come up (every weight 0, or no items): the caller lands the fling where
        /// its physics takes it.
        case nothingToPick
    }

    /// Aims a release at a drawn item.
    ///
    /// The fling from `position` at `velocity` (slots per second) with decay time constant
    /// `timeConstant` would come to rest at R. If R is less than `rules.minimumTurns ×
    /// slotsPerTurn` slots away (and at least ``AimedMotion/coastThreshold``), the answer is
    /// ``Aim/tooShort`` and the generator is not used. Otherwise one item is drawn from
    /// `outcomes` with `generator`, and the fling is aimed at that item's slot nearest to R
    /// among those at least the minimum away in the fling's direction: the wheel turns the
    /// way it was flung, at least the minimum, and about as far as the hand sent it.
    ///
    /// `itemCount` below 1 or fewer outcomes than items give ``Aim/nothingToPick`` (items past
    /// the outcomes cannot come up); non-finite inputs are taken as 0 (NaN `slotsPerTurn`: one
    /// turn is `itemCount` slots).
    public static func aim<Generator: RandomNumberGenerator>(
        from position: Double, velocity: Double, at time: Double, timeConstant: Double,
        itemCount: Int, slotsPerTurn: Double, rules: SpinRules, outcomes: WeightedOutcomes,
        using generator: inout Generator
    ) -> Aim {
        let start = position.isFinite ? position : 0
        let natural = Inertia(
            position: start, velocity: velocity, time: time.isFinite ? time : 0, timeConstant: timeConstant)
        let travel = natural.restingPosition - start
        let perTurn = slotsPerTurn.isFinite && slotsPerTurn > 0 ? slotsPerTurn : Double(Swift.max(itemCount, 1))
        let minimum = Swift.max(rules.minimumTurns * perTurn, AimedMotion.coastThreshold)
        guard travel.isFinite, Swift.abs(travel) >= minimum else { return .tooShort }
        guard itemCount > 0, outcomes.count >= itemCount, outcomes.canPick,
            let item = outcomes.pick(using: &generator), item < itemCount
        else { return .nothingToPick }
        let target = slot(
            of: item, itemCount: itemCount, near: natural.restingPosition,
            beyond: start + (travel > 0 ? minimum : -minimum), forward: travel > 0)
        guard
            let motion = AimedMotion.fling(
                from: start, velocity: natural.startVelocity, at: natural.startTime,
                timeConstant: natural.timeConstant, nearestAllowed: { _ in target })
        else { return .nothingToPick }
        return .spin(motion, item: item)
    }

    /// The slot of `item` nearest to `rest` among those at or past `bound` (above it when
    /// `forward`, below it otherwise).
    static func slot(of item: Int, itemCount: Int, near rest: Double, beyond bound: Double, forward: Bool) -> Int {
        let count = Double(itemCount)
        let k = Double(item)
        let below = k + count * ((rest - k) / count).rounded(.down)
        let candidates = [below, below + count].filter { forward ? $0 >= bound : $0 <= bound }
        let nearest = candidates.min { Swift.abs($0 - rest) < Swift.abs($1 - rest) }
        let chosen =
            nearest
            ?? (forward
                ? k + count * ((bound - k) / count).rounded(.up)
                : k + count * ((bound - k) / count).rounded(.down))
        return AimedMotion.slot(at: chosen)
    }
}

/// What makes a fling of a prize wheel count as a spin.
public struct SpinRules: Hashable, Sendable {
    /// How many whole turns (fractions allowed) a fling must be worth to count as a spin
    /// (default 0: every fling that coasts). NaN and negative values are 0; at most 1 000.
    public var minimumTurns: Double {
        get { storedMinimumTurns }
        set { storedMinimumTurns = SpinRules.clean(newValue) }
    }
    private var storedMinimumTurns: Double

    /// Creates rules.
    public init(minimumTurns: Double = 0) {
        storedMinimumTurns = SpinRules.clean(minimumTurns)
    }

    private static func clean(_ turns: Double) -> Double {
        turns.isNaN || turns < 0 ? 0 : Swift.min(turns, 1000)
    }
}
