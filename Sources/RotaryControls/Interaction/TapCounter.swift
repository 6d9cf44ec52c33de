/// Counts taps in quick succession for hosts whose pointer events carry no tap count (SwiftUI's
/// `DragGesture`): a touch-down soon after and near the previous one continues the series.
///
/// ```swift
/// var taps = TapCounter()
/// taps.touchDown(at: Point(x: 10, y: 10), time: 0)     // 1
/// taps.touchDown(at: Point(x: 12, y: 11), time: 0.2)   // 2: a double-tap
/// ```
public struct TapCounter: Hashable, Sendable {
    /// The longest pause between two touch-downs of one series, in seconds (default 0.35).
    public var maximumInterval: Double
    /// The farthest two touch-downs of one series may be apart, in points (default 12).
    public var maximumDistance: Double

    private var last: (point: Point, time: Double, count: Int)?

    /// Creates a counter.
    public init(maximumInterval: Double = 0.35, maximumDistance: Double = 12) {
        self.maximumInterval = maximumInterval
        self.maximumDistance = maximumDistance
    }

    /// Records a touch-down and answers its tap count: one more than the previous touch-down's
    /// when it came within ``maximumInterval`` seconds (not before it) and ``maximumDistance``
    /// points of it, else 1. Non-finite points or times start a new series.
    public mutating func touchDown(at point: Point, time: Double) -> Int {
        var count = 1
        if let last, point.isFinite, time.isFinite,
            time >= last.time, time - last.time <= maximumInterval,
            point.distance(to: last.point) <= maximumDistance
        {
            count = last.count + 1
        }
        last = point.isFinite && time.isFinite ? (point, time, count) : nil
        return count
    }

    // MARK: - Hashable (the last touch-down is part of the state)

    /// Whether two counters have the same settings and the same last touch-down.
    public static func == (lhs: TapCounter, rhs: TapCounter) -> Bool {
        lhs.maximumInterval == rhs.maximumInterval && lhs.maximumDistance == rhs.maximumDistance
            && lhs.last?.point == rhs.last?.point && lhs.last?.time == rhs.last?.time
            && lhs.last?.count == rhs.last?.count
    }

    /// Hashes the settings and the last touch-down.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(maximumInterval)
        hasher.combine(maximumDistance)
        hasher.combine(last?.point)
        hasher.combine(last?.time)
        hasher.combine(last?.count)
    }
}
