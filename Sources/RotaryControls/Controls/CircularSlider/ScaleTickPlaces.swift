/// The places of a slider's scale ticks, kept in position order, so that the ticks that fall on
/// one place (see ``CircularSliderModel/scaleTicks()``) are found by a binary search instead of
/// comparing each tick with every one before it (the scale's markers alone may be hundreds).
///
/// Two places are one when their distance, modulo a full turn, is within a millionth of a
/// radian (``isSamePlace(_:_:)``). A place `p` can only be one with places near `p + k` turns,
/// for the few `k` the ticks' span allows: those windows are searched, each wider than the
/// tolerance by far more than a rounding of positions under a million radians. Ticks farther
/// out than that are not indexed (``init(positions:)`` answers `nil`) and are compared one by one.
struct ScaleTickPlaces {
    /// A full turn, and the distance under which two places are one.
    static let turn = 2 * Double.pi, tolerance = 1e-6

    /// Whether `a` and `b` are one place: their distance, modulo a full turn, within the tolerance.
    static func isSamePlace(_ a: Double, _ b: Double) -> Bool {
        let distance = Swift.abs(a - b)
        // A distance under a turn is its own remainder (`fmod` is exact), found without dividing.
        let difference = distance < turn ? distance : distance.truncatingRemainder(dividingBy: turn)
        return difference <= tolerance || turn - difference <= tolerance
    }

    /// The places kept: a position, and the index of the tick kept there; in position order,
    /// ties in the order they were added.
    private(set) var places: [(position: Double, index: Int)] = []
    /// How many turns apart two of the ticks' places can be (and still be one place).
    private let turns: Int

    /// Places for ticks at `positions` (the finite ones count), or `nil` when a position lies
    /// beyond a million radians or the ticks span more than a thousand turns.
    init?<Positions: Sequence<Double>>(positions: Positions) {
        var low = Double.infinity, high = -Double.infinity
        for position in positions where position.isFinite {
            guard Swift.abs(position) <= 1e6 else { return nil }
            low = Swift.min(low, position)
            high = Swift.max(high, position)
        }
        // Two places `m` turns apart are one only when `m` turns are within the span and the
        // tolerance (twice it, for the rounding of the distance).
        let span = high >= low ? high - low : 0
        turns = Int((span + 4 * Self.tolerance) / Self.turn)
        guard turns <= 1000 else { return nil }
    }

    /// The smallest index kept at a place that is one with `position`, or `nil`.
    func firstIndex(samePlaceAs position: Double) -> Int? {
        guard let lowest = places.first?.position, let highest = places.last?.position else { return nil }
        let margin = 4 * Self.tolerance
        var first: Int?
        for turn in -turns...turns {
            let center = position + Double(turn) * Self.turn
            // (A window beyond every place kept holds none.)
            guard center + margin >= lowest, center - margin <= highest else { continue }
            var slot = lowerBound(center - margin)
            while slot < places.count, places[slot].position <= center + margin {
                let place = places[slot]
                if Self.isSamePlace(place.position, position), first.map({ place.index < $0 }) ?? true {
                    first = place.index
                }
                slot += 1
            }
        }
        return first
    }

    /// Keeps the tick `index` at `position`, after every place at or before it.
    mutating func add(_ position: Double, index: Int) {
        var slot = lowerBound(position)
        while slot < places.count, places[slot].position <= position { slot += 1 }
        places.insert((position, index), at: slot)
    }

    /// The first slot whose position is not below `position`.
    private func lowerBound(_ position: Double) -> Int {
        var low = 0, high = places.count
        while low < high {
            let middle = (low + high) / 2
            if places[middle].position < position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
