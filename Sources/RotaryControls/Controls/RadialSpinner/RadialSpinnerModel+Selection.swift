/// Selection arithmetic: wrapping slots onto items, the nearest enabled item, steps.
extension RadialSpinnerModel {
    // MARK: - Slots and items

    /// The item index of a slot (an unwrapped ring position): the slot modulo the count
    /// (0 for an empty spinner).
    public func wrapped(_ slot: Int) -> Int {
        let count = storedItems.count
        guard count > 0 else { return 0 }
        let remainder = slot % count
        return remainder < 0 ? remainder + count : remainder
    }

    /// Whether the item at `index` exists and is enabled.
    func isSelectable(_ index: Int) -> Bool {
        storedItems.indices.contains(index) && storedItems[index].isEnabled
    }

    /// The slot a (finite) ring position rounds to; positions beyond ±2⁵⁰ are capped.
    static func slot(at position: Double) -> Int {
        let limit = 1_125_899_906_842_624.0 // 2⁵⁰
        guard position.isFinite else { return 0 }
        return Int(Swift.min(Swift.max(position, -limit), limit).rounded())
    }

    /// The enabled index nearest `index` after clamping it into `items` (the later one on a
    /// tie), or `nil` when no item is enabled. No wrapping: this is the rule for code.
    static func enabledIndex(near index: Int, in items: [SpinnerItem]) -> Int? {
        guard !items.isEmpty else { return nil }
        let start = Swift.min(Swift.max(index, 0), items.count - 1)
        var distance = 0
        while distance < items.count {
            let later = start + distance
            if later < items.count, items[later].isEnabled { return later }
            let earlier = start - distance
            if earlier >= 0, items[earlier].isEnabled { return earlier }
            distance += 1
        }
        return nil
    }

    /// The slot of the enabled item nearest the ring position `position` (the list wraps
    /// round), or `nil` when no item is enabled. On an exact tie the slot ahead (higher) wins.
    func nearestEnabledSlot(to position: Double) -> Int? {
        let count = storedItems.count
        guard count > 0 else { return nil }
        let base = RadialSpinnerModel.slot(at: position)
        var best: Int?
        var bestDistance = Double.infinity
        var distance = 0
        while distance <= count / 2 + 1 {
            for side in 0..<2 {
                let slot = side == 0 ? base + distance : base - distance
                guard isSelectable(wrapped(slot)) else { continue }
                let gap = Swift.abs(Double(slot) - position)
                if gap < bestDistance || (gap == bestDistance && slot > (best ?? .min)) {
                    best = slot
                    bestDistance = gap
                }
            }
            // Once something is found, one more ring of candidates can only tie or lose.
            if best != nil, Double(distance) > bestDistance + 1 { break }
            distance += 1
        }
        return best
    }

    /// The slot of the next enabled item after the one at `slot`, `direction` +1 (later) or −1
    /// (earlier), wrapping round the list; `nil` when no other item is enabled.
    func steppedSlot(from slot: Int, direction: Int) -> Int? {
        let count = storedItems.count
        guard count > 1 else { return nil }
        let step = direction < 0 ? -1 : 1
        var distance = 1
        while distance < count {
            let candidate = slot + step * distance
            if isSelectable(wrapped(candidate)) { return candidate }
            distance += 1
        }
        return nil
    }
}
