/// One point of a custom ``ValueTaper``: at `position` along the track (0…1) the value is at
/// `fraction` of its range (0…1).
public struct TaperPoint: Hashable, Sendable {
    /// Where along the track, 0 (the minimum's end) to 1.
    public var position: Double
    /// How far into the range the value is there, 0 (the minimum) to 1.
    public var fraction: Double

    /// Creates a point. Points outside 0…1 or with NaN are dropped by the taper.
    public init(position: Double, fraction: Double) {
        self.position = position
        self.fraction = fraction
    }

    /// `points` inside the unit square, in position order, each strictly above and right of the
    /// one before, between the ends (0, 0) and (1, 1).
    static func cleaned(_ points: [TaperPoint]) -> [TaperPoint] {
        let inside =
            points
            .filter { $0.position > 0 && $0.position < 1 && $0.fraction > 0 && $0.fraction < 1 }
            .sorted { $0.position < $1.position }
        var result = [TaperPoint(position: 0, fraction: 0)]
        for point in inside {
            guard let last = result.last, point.position > last.position, point.fraction > last.fraction else {
                continue
            }
            result.append(point)
        }
        result.append(TaperPoint(position: 1, fraction: 1))
        return result
    }

    /// The straight-line interpolation of `x` (read through `from`) onto `to` along the
    /// cleaned, strictly increasing `points`; clamped to 0…1, NaN gives 0.
    static func interpolate(
        _ x: Double, in points: [TaperPoint], from: KeyPath<TaperPoint, Double>, to: KeyPath<TaperPoint, Double>
    ) -> Double {
        guard !x.isNaN, x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        var low = 0, high = points.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if points[middle][keyPath: from] <= x { low = middle } else { high = middle }
        }
        let a = points[low], b = points[high]
        let t = (x - a[keyPath: from]) / (b[keyPath: from] - a[keyPath: from])
        return a[keyPath: to] + t * (b[keyPath: to] - a[keyPath: to])
    }
}
