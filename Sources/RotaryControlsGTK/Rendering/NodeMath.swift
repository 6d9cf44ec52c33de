import CGtk4
import Glibc
import RotaryControls

/// The numbers a render node may hold, and GTK's geometry types made from the core's.
enum NodeMath {
    /// The largest coordinate drawn; anything beyond (or not finite) draws nothing.
    static let limit = 1e7

    static func isDrawable(_ value: Double) -> Bool { value.isFinite && Swift.abs(value) < limit }

    static func isDrawable(_ point: Point) -> Bool { isDrawable(point.x) && isDrawable(point.y) }

    static func isDrawable(_ rect: Rect) -> Bool {
        isDrawable(rect.origin) && isDrawable(rect.width) && isDrawable(rect.height) && rect.width >= 0
            && rect.height >= 0
    }

    /// Whether `t` is finite and not singular (it would squash everything to a line).
    static func isDrawable(_ t: Transform) -> Bool {
        guard isDrawable(t.a), isDrawable(t.b), isDrawable(t.c), isDrawable(t.d), isDrawable(t.tx), isDrawable(t.ty)
        else { return false }
        let determinant = t.a * t.d - t.b * t.c
        return determinant.isFinite && Swift.abs(determinant) > 1e-12
    }

    static func isDrawable(_ command: DrawingPath.Command) -> Bool {
        switch command {
        case let .move(to), let .line(to): return isDrawable(to)
        case let .quadCurve(to, control): return isDrawable(to) && isDrawable(control)
        case let .curve(to, c1, c2): return isDrawable(to) && isDrawable(c1) && isDrawable(c2)
        case .close: return true
        }
    }

    /// How much `t` enlarges at most: the longer of its two axes.
    static func scale(of t: Transform) -> Double {
        Swift.max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
    }

    /// Whether `t` only moves, by whole device pixels at `scale` pixels per unit.
    static func movesByWholePixels(_ t: Transform, scale: Double) -> Bool {
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return false }
        let x = t.tx * scale, y = t.ty * scale
        return Swift.abs(x - x.rounded()) < 1e-6 && Swift.abs(y - y.rounded()) < 1e-6
    }

    /// `scale` rounded up to a quarter octave (2^(k/4)), at least 1/16 and at most 64.
    static func layerScale(_ scale: Double) -> Double {
        let clamped = Swift.min(Swift.max(scale, 1.0 / 16), 64)
        return pow(2, (log2(clamped) * 4 - 1e-9).rounded(.up) / 4)
    }

    /// Multiplies the snapshot's coordinates by `t` (applied first): a translation, a turn and a
    /// uniform scale as such (GSK draws those without offscreens), anything else as a matrix.
    static func apply(_ t: Transform, to snapshot: OpaquePointer) {
        if t.isIdentity { return }
        var origin = graphene_point_t(x: Float(t.tx), y: Float(t.ty))
        if t.b == 0, t.c == 0 {
            if t.tx != 0 || t.ty != 0 { gtk_snapshot_translate(snapshot, &origin) }
            if t.a != 1 || t.d != 1 { gtk_snapshot_scale(snapshot, Float(t.a), Float(t.d)) }
            return
        }
        let uniform = (t.a * t.a + t.b * t.b).squareRoot()
        if Swift.abs(t.a - t.d) <= 1e-12 * uniform, Swift.abs(t.b + t.c) <= 1e-12 * uniform {
            if t.tx != 0 || t.ty != 0 { gtk_snapshot_translate(snapshot, &origin) }
            gtk_snapshot_rotate(snapshot, Float(atan2(t.b, t.a) * 180 / .pi))
            if Swift.abs(uniform - 1) > 1e-12 { gtk_snapshot_scale(snapshot, Float(uniform), Float(uniform)) }
            return
        }
        var matrix = graphene_matrix_t()
        graphene_matrix_init_from_2d(&matrix, t.a, t.b, t.c, t.d, t.tx, t.ty)
        gtk_snapshot_transform_matrix(snapshot, &matrix)
    }

    static func point(_ point: Point) -> graphene_point_t {
        graphene_point_t(x: Float(point.x), y: Float(point.y))
    }

    static func rect(x: Double, y: Double, width: Double, height: Double) -> graphene_rect_t {
        graphene_rect_t(
            origin: graphene_point_t(x: Float(x), y: Float(y)),
            size: graphene_size_t(width: Float(width), height: Float(height)))
    }

    /// The square around a circle.
    static func square(around center: Point, radius: Double) -> graphene_rect_t {
        rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }

    /// A circle as a rounded rectangle (a square whose corners are quarter circles).
    static func roundedRect(circle center: Point, radius: Double) -> GskRoundedRect {
        var bounds = square(around: center, radius: radius)
        var outline = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&outline, &bounds, Float(radius))
        return outline
    }
}
