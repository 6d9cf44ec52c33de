import RealModule

/// A 2-D affine transform: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Core Graphics' layout).
public struct Transform: Hashable, Sendable {
    /// Matrix entries, as in `CGAffineTransform`.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// A translation.
    public static func translation(x: Double, y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A uniform or non-uniform scale about the origin.
    public static func scale(x: Double, y: Double) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation about `center`, clockwise on screen for a positive rotation.
    public static func rotation(_ rotation: Rotation, around center: Point = .zero) -> Transform {
        let cos = Double.cos(rotation.radians)
        let sin = Double.sin(rotation.radians)
        // In a y-down space, (cos, sin; −sin, cos) turns clockwise on screen.
        let turn = Transform(a: cos, b: sin, c: -sin, d: cos, tx: 0, ty: 0)
        return translation(x: -center.x, y: -center.y)
            .concatenating(turn)
            .concatenating(translation(x: center.x, y: center.y))
    }

    /// This transform followed by `other`.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// `point` transformed.
    public func apply(_ point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
