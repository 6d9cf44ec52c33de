import RealModule

/// A direction around a centre: radians clockwise from 12 o'clock, always in `[0, 2π)`.
///
/// Any input is normalised into that range: `Bearing(degrees: -90)` is 9 o'clock
/// (`270°`), `Bearing(degrees: 720)` is 12 o'clock. A NaN or infinite input gives 12 o'clock
/// (`0`), so a bearing is never NaN.
public struct Bearing: Hashable, Sendable {
    /// The direction in radians, in `[0, 2π)`.
    public let radians: Double

    /// Creates a bearing from radians clockwise from 12 o'clock; any value is normalised.
    public init(radians: Double) {
        self.radians = Bearing.normalize(radians)
    }

    /// Creates a bearing from degrees clockwise from 12 o'clock; any value is normalised.
    public init(degrees: Double) {
        self.init(radians: degrees * .pi / 180)
    }

    /// The direction from `center` to `point`, or `nil` when it has none.
    ///
    /// Returns `nil` when the two points coincide or either is not finite: there is no
    /// meaningful direction then (the NaN that `atan(dy/dx)` gives at the centre).
    public init?(from center: Point, to point: Point) {
        let dx = point.x - center.x
        let dy = point.y - center.y
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
        // Clockwise from "up" in a y-down space: atan2(east, north) with north = -dy.
        self.init(radians: Double.atan2(y: dx, x: -dy))
    }

    /// 12 o'clock.
    public static let top = Bearing(radians: 0)
    /// 3 o'clock.
    public static let right = Bearing(radians: .pi / 2)
    /// 6 o'clock.
    public static let bottom = Bearing(radians: .pi)
    /// 9 o'clock.
    public static let left = Bearing(radians: 3 * .pi / 2)

    /// The direction in degrees, in `[0, 360)`.
    public var degrees: Double { radians * 180 / .pi }

    /// The shortest signed rotation from this bearing to `other`, in `(−π, π]`.
    ///
    /// This is the only way from two bearings to a rotation. Exactly opposite bearings give
    /// `+π` (clockwise).
    public func rotation(to other: Bearing) -> Rotation {
        Rotation(radians: Bearing.wrapSigned(other.radians - radians))
    }

    /// This bearing turned by `rotation` (clockwise when positive).
    public func turned(by rotation: Rotation) -> Bearing {
        Bearing(radians: radians + rotation.radians)
    }

    // MARK: - Normalisation

    /// Wraps any angle into `[0, 2π)`; NaN and infinities give 0.
    ///
    /// Guards against the classic slip where `x < 0 ? x + 2π : x` returns exactly `2π` for a
    /// tiny negative `x`.
    static func normalize(_ radians: Double) -> Double {
        guard radians.isFinite else { return 0 }
        let twoPi = 2 * Double.pi
        var wrapped = radians.truncatingRemainder(dividingBy: twoPi)
        if wrapped < 0 { wrapped += twoPi }
        return wrapped >= twoPi ? 0 : wrapped
    }

    /// Wraps any angle difference into `(−π, π]`; NaN and infinities give 0.
    static func wrapSigned(_ radians: Double) -> Double {
        let positive = normalize(radians)
        return positive > .pi ? positive - 2 * .pi : positive
    }
}
