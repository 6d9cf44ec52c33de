/// How likely each item of a prize wheel is to come up: a spin lands on item `i` with
/// probability `weight(i) / total`.
///
/// Weights are relative (`[1, 1, 2]` gives ¼, ¼, ½) and cleaned once, here:
/// - NaN, negative and zero weights are 0: the item never comes up (a disabled item gets 0 —
///   see ``disabling(_:)``).
/// - An infinite weight makes its item certain; several infinite weights share the certainty
///   equally and every finite weight becomes 0.
/// - Very large weights are scaled down together (never overflowing to ∞), so only their ratios
///   matter.
/// - When no weight is positive (an empty list, all zero), nothing can be picked: ``pick(using:)``
///   answers `nil` and the caller decides (a spinner then lands where its physics takes it).
///
/// Random numbers come from the generator the caller passes; the type itself is pure.
///
/// ```swift
/// let odds = WeightedOutcomes(weights: [50, 30, 15, 5])
/// var random = SplitMixRandomNumberGenerator(state: 7)
/// odds.pick(using: &random)     // 0 half of the time, 3 one time in twenty
/// odds.probability(of: 3)       // 0.05
/// ```
public struct WeightedOutcomes: Hashable, Sendable {
    /// The cleaned weights, one per item, scaled so that the largest is 1 (all 0 when none is
    /// positive).
    public let weights: [Double]
    /// Running sums of ``weights``: `cumulative[i]` is the sum of the weights up to `i`.
    private let cumulative: [Double]

    /// Creates outcomes from relative weights (one per item), cleaned by the type's rules.
    public init(weights: [Double]) {
        let hasInfinite = weights.contains(.infinity)
        let cleaned = weights.map { weight -> Double in
            if hasInfinite { return weight == .infinity ? 1 : 0 }
            return weight.isFinite && weight > 0 ? weight : 0
        }
        let largest = cleaned.max() ?? 0
        self.weights = largest > 0 ? cleaned.map { $0 / largest } : cleaned
        var sum = 0.0
        cumulative = self.weights.map { weight in
            sum += weight
            return sum
        }
    }

    /// Equal odds for `count` items (none below 1).
    public static func uniform(count: Int) -> WeightedOutcomes {
        WeightedOutcomes(weights: Array(repeating: 1, count: Swift.max(count, 0)))
    }

    /// These outcomes with the items `isEnabled` refuses at weight 0 (a disabled spinner item
    /// never comes up). Items past the end of `isEnabled`'s answers keep their weights.
    public func disabling(_ isEnabled: (Int) -> Bool) -> WeightedOutcomes {
        WeightedOutcomes(weights: weights.indices.map { isEnabled($0) ? weights[$0] : 0 })
    }

    /// How many items there are (positive weight or not).
    public var count: Int { weights.count }

    /// Whether some item can come up.
    public var canPick: Bool { (cumulative.last ?? 0) > 0 }

    /// The probability that `index` comes up, 0…1; 0 for an index outside the items or when
    /// nothing can be picked.
    public func probability(of index: Int) -> Double {
        guard weights.indices.contains(index), let total = cumulative.last, total > 0 else { return 0 }
        return weights[index] / total
    }

    /// An item drawn at random by weight, with numbers from `generator`; `nil` when nothing can
    /// be picked. Takes one number from the generator per call (none when `nil`), and
    /// O(log count) time.
    public func pick<Generator: RandomNumberGenerator>(using generator: inout Generator) -> Int? {
        guard canPick else { return nil }
        return index(atUnit: generator.nextUnit())
    }

    /// The item whose share of 0..<1 holds `unit` (the shares in item order, each as wide as its
    /// probability): the deterministic half of ``pick(using:)``. `unit` is clamped into 0…1
    /// (NaN is 0); `nil` when nothing can be picked. An item of weight 0 is never answered.
    public func index(atUnit unit: Double) -> Int? {
        guard let total = cumulative.last, total > 0 else { return nil }
        let target = (unit.isNaN ? 0 : Swift.min(Swift.max(unit, 0), 1)) * total
        // The first item whose running sum passes the target.
        var low = 0, high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] > target { high = middle } else { low = middle + 1 }
        }
        // unit == 1 (or rounding) lands past the last running sum: the last item that can come up.
        while weights[low] == 0, low > 0 { low -= 1 }
        return low
    }
}
