/// The one walk over a list of ``SpinnerItem``s of which only the enabled ones may be chosen:
/// the enabled item nearest a position, and the item n enabled items on. The spinner's ring
/// wraps round the list (positions are *slots*: any integer, slot `s` showing item
/// `s mod count`); the picker wheel, and every choice made in code or by an assistive
/// adjustment, stops at the ends (positions are indexes).
///
/// One rule for ties: of two enabled items equally near, the later one (higher index or slot)
/// wins. Each walk looks only as far as the nearest answer, so it costs O(distance), not
/// O(count), where items are enabled.
struct EnabledItemWalk {
    /// The list walked over.
    let items: [SpinnerItem]

    /// Whether the item at index `index` exists and is enabled.
    func isEnabled(_ index: Int) -> Bool {
        items.indices.contains(index) && items[index].isEnabled
    }

    /// The item index of a slot: the slot modulo the count (0 for an empty list).
    func wrapped(_ slot: Int) -> Int {
        let count = items.count
        guard count > 0 else { return 0 }
        let remainder = slot % count
        return remainder < 0 ? remainder + count : remainder
    }

    /// Whether the item at `position` (a slot when `wrapping`, else an index) is enabled.
    private func isEnabled(at position: Int, wrapping: Bool) -> Bool {
        isEnabled(wrapping ? wrapped(position) : position)
    }

    // MARK: - Nearest

    /// The enabled position nearest `position`, or `nil` when no item is enabled (an empty list
    /// included). Wrapping, the answer is a slot near `position`; otherwise `position` is first
    /// clamped into `0...(count − 1)` (NaN counts as 0) and the answer is an index. On an exact
    /// tie the later position wins. Positions beyond ±2⁵⁰ count as ±2⁵⁰ (``AimedMotion/slot(at:)``).
    func nearest(to position: Double, wrapping: Bool) -> Int? {
        let count = items.count
        guard count > 0 else { return nil }
        let target = wrapping ? position : position.clamped(to: 0...Double(count - 1), ifNaN: 0)
        let base = AimedMotion.slot(at: target)
        var best: Int?
        var bestDistance = Double.infinity
        var distance = 0
        // Wrapping, half a lap each way meets every item; otherwise both ends bound the walk.
        while wrapping ? distance <= count / 2 + 1 : distance < count {
            for side in 0..<2 {
                let candidate = side == 0 ? base + distance : base - distance
                guard isEnabled(at: candidate, wrapping: wrapping) else { continue }
                let gap = Swift.abs(Double(candidate) - target)
                if gap < bestDistance || (gap == bestDistance && candidate > (best ?? .min)) {
                    best = candidate
                    bestDistance = gap
                }
            }
            // Once something is found, the next candidates are further than it.
            if best != nil, Double(distance) > bestDistance + 1 { break }
            distance += 1
        }
        return best
    }

    // MARK: - Steps

    /// The position `count` enabled items on from `position` (a slot when `wrapping`, else an
    /// index), towards higher positions when `forward`, else lower.
    ///
    /// Wrapping, the walk goes round the list and answers `nil` when no item other than the one
    /// at `position` is enabled. Otherwise it stops at the last enabled item in that direction
    /// (answering `position` itself when there is none): the end of the list is heard, not
    /// jumped over. Zero steps answer `position`.
    func stepped(from position: Int, by count: UInt, forward: Bool, wrapping: Bool) -> Int? {
        guard count > 0 else { return position }
        let step = forward ? 1 : -1
        var remaining = count
        var result = position
        var probe = position + step
        var missed = 0 // probes since the last enabled item (wrapping: a lap without one ends it)
        while remaining > 0 {
            if wrapping ? missed >= items.count - 1 : !items.indices.contains(probe) { break }
            if isEnabled(at: probe, wrapping: wrapping) {
                result = probe
                remaining -= 1
                missed = 0
            } else {
                missed += 1
            }
            probe += step
        }
        if wrapping, remaining == count { return nil }
        return result
    }
}
