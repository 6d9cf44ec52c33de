/// Scrolling as a host receives it: wheel notches or a trackpad's distance.
///
/// The model keeps the remainder (``ScrollAccumulator``), so slow, fine scrolling adds up; one
/// notch is one step, and 20 points of trackpad travel are one step. Positive is up (away from the
/// user), which increments.
public enum ScrollInput: Hashable, Sendable {
    /// Wheel notches (fractional for smooth wheels): 1 is one notch up.
    case notches(Double)
    /// A continuous distance in points (trackpads, Magic Mouse): positive up.
    case points(Double)

    /// How many points of trackpad travel make one step.
    public static let pointsPerStep = 20.0

    /// The input in notches (steps): points are divided by ``pointsPerStep``; non-finite input is 0.
    public var notchCount: Double {
        switch self {
        case .notches(let count): return count.isFinite ? count : 0
        case .points(let distance): return distance.isFinite ? distance / Self.pointsPerStep : 0
        }
    }
}
