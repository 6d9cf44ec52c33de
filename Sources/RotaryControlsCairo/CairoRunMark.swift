import RotaryControls

/// One ellipse of a run (``CairoEllipseRunImage``) on the device pixels: its centre, the linear
/// map of its own centred frame (points) onto the pixels, its semi-axes and how far its pixels
/// reach; and the key under which marks that are the same pixels, moved through a symmetry of
/// the pixel grid, are found.
struct CairoRunMark {
    /// The centre, in device pixels.
    let center: Point
    /// The ellipse's frame (points, centred, axes along the rect's) → device pixels.
    let a: Double, b: Double, c: Double, d: Double
    /// The semi-axes, in points.
    let semiX: Double, semiY: Double
    /// How far from the centre its pixels reach (the larger semi-axis, half the outline and a pixel).
    let reach: Double
    /// The farthest reach, in pixels, of a mark drawn this way (a wider outline is left to Cairo).
    static let maximumReach = 128.0

    init?(_ ellipse: CairoRunEllipse, grid: CairoPixelGrid, perUnit: Double, strokeWidth: Double) {
        let t = ellipse.transform
        a = grid.a * t.a + grid.c * t.b
        b = grid.b * t.a + grid.d * t.b
        c = grid.a * t.c + grid.c * t.d
        d = grid.b * t.c + grid.d * t.d
        center = grid.pixel(ellipse.center)
        semiX = ellipse.rect.width / 2
        semiY = ellipse.rect.height / 2
        reach = Swift.max(semiX, semiY) * perUnit + strokeWidth * perUnit / 2 + 1
        let determinant = a * d - b * c
        guard determinant.isFinite, Swift.abs(determinant) > 1e-12, center.x.isFinite, center.y.isFinite,
              Swift.abs(center.x) < 1e7, Swift.abs(center.y) < 1e7, reach.isFinite, reach > 0, reach <= Self.maximumReach else { return nil }
    }

    /// Marks with equal keys are the same pixels moved by whole pixels after their symmetries:
    /// the frame's axes turned by the symmetry (each up to its sign, as an ellipse is symmetric
    /// about both), the centre's place within its pixel after it, and the semi-axes, each to
    /// about a millionth.
    struct Key: Hashable {
        let axisX: Int, axisY: Int, otherX: Int, otherY: Int, phaseX: Int, phaseY: Int, semiX: Int, semiY: Int

        /// Lexicographic order, to pick one of the eight keys a mark has.
        func precedes(_ other: Key) -> Bool {
            if axisX != other.axisX { return axisX < other.axisX }
            if axisY != other.axisY { return axisY < other.axisY }
            if otherX != other.otherX { return otherX < other.otherX }
            if otherY != other.otherY { return otherY < other.otherY }
            if phaseX != other.phaseX { return phaseX < other.phaseX }
            return phaseY < other.phaseY
        }
    }

    /// The smallest of the mark's eight keys (one for each symmetry of the grid applied to it),
    /// and the symmetry that gave it.
    func canonical(perUnit: Double) -> (Key, CairoGridSymmetry) {
        // Quantized once: a symmetry only swaps and negates the numbers (rounding is symmetric
        // about zero), and a negated phase is its complement in the pixel.
        let one = 1 << 20
        let axes = (Self.quantized(a / perUnit), Self.quantized(b / perUnit), Self.quantized(c / perUnit),
                    Self.quantized(d / perUnit))
        let phases = (Self.phase(center.x), Self.phase(center.y))
        let semi = (Self.quantized(semiX), Self.quantized(semiY))
        var best: (Key, CairoGridSymmetry)?
        for symmetry in CairoGridSymmetry.all {
            func moved(_ x: Int, _ y: Int) -> (Int, Int) {
                (symmetry.xx * x + symmetry.xy * y, symmetry.yx * x + symmetry.yy * y)
            }
            /// An axis direction up to its sign: the first non-zero component made positive.
            func unsigned(_ axis: (Int, Int)) -> (Int, Int) {
                axis.0 < 0 || (axis.0 == 0 && axis.1 < 0) ? (-axis.0, -axis.1) : axis
            }
            let axis = unsigned(moved(axes.0, axes.1)), other = unsigned(moved(axes.2, axes.3))
            let phase = moved(phases.0, phases.1)
            let key = Key(axisX: axis.0, axisY: axis.1, otherX: other.0, otherY: other.1,
                          phaseX: phase.0 < 0 ? (one + phase.0) % one : phase.0,
                          phaseY: phase.1 < 0 ? (one + phase.1) % one : phase.1, semiX: semi.0, semiY: semi.1)
            if let current = best, !key.precedes(current.0) { continue }
            best = (key, symmetry)
        }
        return best ?? (Key(axisX: 0, axisY: 0, otherX: 0, otherY: 0, phaseX: 0, phaseY: 0, semiX: 0, semiY: 0), .identity)
    }

    /// `value` in millionths (2⁻²⁰), half away from zero (`rounded()` is a library call without
    /// SSE4.1); 0 when out of range.
    private static func quantized(_ value: Double) -> Int {
        let scaled = value * 1_048_576
        return scaled.isFinite && Swift.abs(scaled) < 1e15 ? Int(scaled < 0 ? scaled - 0.5 : scaled + 0.5) : 0
    }

    /// Where `value` lies within its pixel, quantized (0 ..< 2²⁰).
    private static func phase(_ value: Double) -> Int {
        guard Swift.abs(value) < 1e9 else { return 0 }
        let whole = Double(Int(value)), floor = whole > value ? whole - 1 : whole
        let fraction = quantized(value - floor)
        return fraction >= 1_048_576 ? 0 : fraction
    }
}

/// A symmetry of the pixel grid about the origin: a quarter turn, a mirror, or a composition of
/// them, as a signed permutation `(x, y) → (xx·x + xy·y, yx·x + yy·y)`.
struct CairoGridSymmetry: Equatable {
    let xx: Int, xy: Int, yx: Int, yy: Int

    static let identity = CairoGridSymmetry(xx: 1, xy: 0, yx: 0, yy: 1)
    /// The eight: four turns, four mirrors.
    static let all = [
        identity, CairoGridSymmetry(xx: 0, xy: -1, yx: 1, yy: 0), CairoGridSymmetry(xx: -1, xy: 0, yx: 0, yy: -1),
        CairoGridSymmetry(xx: 0, xy: 1, yx: -1, yy: 0), CairoGridSymmetry(xx: -1, xy: 0, yx: 0, yy: 1),
        CairoGridSymmetry(xx: 1, xy: 0, yx: 0, yy: -1), CairoGridSymmetry(xx: 0, xy: 1, yx: 1, yy: 0),
        CairoGridSymmetry(xx: 0, xy: -1, yx: -1, yy: 0),
    ]

    func apply(_ x: Double, _ y: Double) -> (Double, Double) {
        (Double(xx) * x + Double(xy) * y, Double(yx) * x + Double(yy) * y)
    }

    /// The inverse (a signed permutation's transpose).
    var inverse: CairoGridSymmetry { CairoGridSymmetry(xx: xx, xy: yx, yx: xy, yy: yy) }

    /// `self` after `other`.
    func after(_ other: CairoGridSymmetry) -> CairoGridSymmetry {
        CairoGridSymmetry(xx: xx * other.xx + xy * other.yx, xy: xx * other.xy + xy * other.yy,
                          yx: yx * other.xx + yy * other.yx, yy: yx * other.xy + yy * other.yy)
    }
}
