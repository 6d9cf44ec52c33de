/// Unequal slices for the prize wheel: how wide each item's slice of the ring is, where its
/// spoke sits and which slice the pointer at the top marks. (How *likely* each item is to come
/// up is ``weightedLanding``'s business; slice sizes are about the drawing and the landing.)
///
/// The ring position stays in items (``ringPosition``): position `i` puts the centre of item
/// `i`'s slice under the pointer, and positions `i − ½` and `i + ½` put its edges there, with
/// the angle in between linear across the slice. So the item at the top is always the one whose
/// slice is under the pointer, a step moves one slice, and ticks, the pointer's flex and
/// landings count slice edges.
extension RadialSpinnerModel {
    /// The relative widths of the items' slices, in item order (default empty: equal slices).
    /// Only the ratios matter (`[2, 1, 1]` gives the first item half the ring). Items past the
    /// end of the list, and sizes that are NaN, infinite, zero or negative, count as 1.
    /// The sizes apply while the ring shows every item (``count`` at most
    /// ``maximumVisibleSpokes``); a ring that is a window onto a longer list keeps equal slots.
    public var sliceSizes: [Double] {
        get { storedSliceSizes }
        set { storedSliceSizes = newValue }
    }

    /// Whether the slices are unequal right now (sizes set, every item on the ring, and not
    /// all the same).
    var hasUnequalSlices: Bool {
        let count = storedItems.count
        guard !storedSliceSizes.isEmpty, count > 1, count <= storedMaximumVisibleSpokes else { return false }
        let first = sliceSize(0)
        return (1..<count).contains { sliceSize($0) != first }
    }

    /// The sanitised relative size of item `index`'s slice.
    private func sliceSize(_ index: Int) -> Double {
        guard storedSliceSizes.indices.contains(index) else { return 1 }
        let size = storedSliceSizes[index]
        return size.isFinite && size > 0 ? size : 1
    }

    /// The angle, in radians clockwise, that the ring turns from position 0 to `position`: for
    /// equal slices `position × spokeSpacing`; otherwise through the slices' widths (a whole
    /// turn per ``count`` items). Costs O(1) for equal slices, O(count) otherwise.
    func ringAngle(atPosition position: Double) -> Double {
        guard hasUnequalSlices, position.isFinite else { return position * spokeSpacing.radians }
        let count = storedItems.count
        let laps = ((position + 0.5) / Double(count)).rounded(.down)
        let within = position - laps * Double(count) // in −½ ..< count − ½
        let slice = Swift.min(Swift.max(Int((within + 0.5).rounded(.down)), 0), count - 1)
        let total = (0..<count).reduce(0) { $0 + sliceSize($1) }
        var start = -sliceSize(0) / 2
        for index in 0..<slice { start += sliceSize(index) }
        let into = (within - (Double(slice) - 0.5)) * sliceSize(slice)
        return 2 * .pi * (laps + (start + into) / total)
    }

    /// The ring position at which the ring has turned `angle` radians clockwise from position
    /// 0: the inverse of ``ringAngle(atPosition:)``.
    func ringPosition(atAngle angle: Double) -> Double {
        guard hasUnequalSlices, angle.isFinite else { return angle / spokeSpacing.radians }
        let count = storedItems.count
        let total = (0..<count).reduce(0) { $0 + sliceSize($1) }
        let turn = angle / (2 * .pi)
        var along = (turn - turn.rounded(.down)) * total + sliceSize(0) / 2 // 0 ..< total from slice 0's start
        var laps = turn.rounded(.down)
        if along >= total {
            along -= total
            laps += 1
        }
        var slice = 0
        while slice < count - 1, along >= sliceSize(slice) {
            along -= sliceSize(slice)
            slice += 1
        }
        let fraction = Swift.min(along / sliceSize(slice), 1)
        return laps * Double(count) + Double(slice) - 0.5 + fraction
    }

    /// Radians per item at `position`: the width of the slice there (``spokeSpacing`` for
    /// equal slices), to turn an angular speed into items per second.
    func sliceAngle(atPosition position: Double) -> Double {
        guard hasUnequalSlices, position.isFinite else { return spokeSpacing.radians }
        let count = storedItems.count
        let index = wrapped(AimedMotion.slot(at: position))
        let total = (0..<count).reduce(0) { $0 + sliceSize($1) }
        return 2 * .pi * sliceSize(Swift.min(Swift.max(index, 0), count - 1)) / total
    }

    /// The narrowest slice's angle (``spokeSpacing`` for equal slices): the icons are sized so
    /// that neighbours in it do not touch.
    var narrowestSliceAngle: Rotation {
        guard hasUnequalSlices else { return spokeSpacing }
        let count = storedItems.count
        let sizes = (0..<count).map(sliceSize)
        let total = sizes.reduce(0, +)
        return Rotation(radians: 2 * .pi * (sizes.min() ?? total) / total)
    }
}
