/// A signed amount of turning, of any size: several turns are fine.
///
/// Positive is clockwise on screen, negative is counter-clockwise. `Rotation` is not
/// wrapped: `Rotation(turns: 2)` is two whole clockwise turns, not zero.
public struct Rotation: Hashable, Comparable, Sendable {
    /// The amount of turning in radians.
    public var radians: Double

    /// Creates a rotation from radians.
    public init(radians: Double) {
        self.radians = radians
    }

    /// Creates a rotation from degrees.
    public init(degrees: Double) {
        self.radians = degrees * .pi / 180
    }

    /// Creates a rotation from whole or fractional turns (1 turn = 2π).
    public init(turns: Double) {
        self.radians = turns * 2 * .pi
    }

    /// No rotation.
    public static let zero = Rotation(radians: 0)

    /// One full clockwise turn.
    public static let fullTurn = Rotation(radians: 2 * .pi)

    /// The rotation in degrees.
    public var degrees: Double { radians * 180 / .pi }

    /// The rotation in turns.
    public var turns: Double { radians / (2 * .pi) }

    /// The size of the rotation, without its direction.
    public var magnitude: Rotation { Rotation(radians: Swift.abs(radians)) }

    /// Compares two rotations by their signed amount.
    public static func < (lhs: Rotation, rhs: Rotation) -> Bool { lhs.radians < rhs.radians }

    /// The sum of two rotations.
    public static func + (lhs: Rotation, rhs: Rotation) -> Rotation {
        Rotation(radians: lhs.radians + rhs.radians)
    }

    /// The difference of two rotations.
    public static func - (lhs: Rotation, rhs: Rotation) -> Rotation {
        Rotation(radians: lhs.radians - rhs.radians)
    }

    /// The opposite rotation.
    public static prefix func - (rotation: Rotation) -> Rotation {
        Rotation(radians: -rotation.radians)
    }

    /// A rotation scaled by a factor.
    public static func * (lhs: Rotation, rhs: Double) -> Rotation {
        Rotation(radians: lhs.radians * rhs)
    }

    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Rotation, rhs: Rotation) { lhs.radians += rhs.radians }

    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout Rotation, rhs: Rotation) { lhs.radians -= rhs.radians }
}
