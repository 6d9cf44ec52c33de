import CCairo
import RotaryControls

/// Paints a run of small filled and outlined ellipses (a slider's markers) pixel by pixel into
/// one image and blits it once.
///
/// Cairo scan-converts each marker's fill and outline (15 sub-rows a pixel row, a cell list per
/// row): about 10 µs a fill and 20 µs an outline for a 3 × 9 pt marker at 2×, whether drawn one
/// by one or as one path. Here each pixel near an ellipse gets its coverage from its distance to
/// the rim — `(g − 1) / |∇g|` with `g = √((x/a)² + (y/b)²)`, exact along both axes and close
/// elsewhere — as the pixel's area on the inside of the rim taken as straight across it (see
/// ``area(below:_:_:)``): the fill inside the rim, the outline within half its width of it,
/// painted over the fill. Where the rim curves tighter than the outline is wide (a marker's
/// tips) a pixel may differ from Cairo's by up to a quarter.
///
/// The ellipses must lie apart by more than the outline and a pixel (the caller checks), so no
/// pixel takes colour from two of them. Only where user space lands on the pixel grid as a
/// similarity; otherwise ``draw(in:pixelScale:)`` answers `false` and draws nothing.
struct CairoEllipseRunImage {
    /// The ellipses, in the context's user space.
    let ellipses: [CairoRunEllipse]
    /// The fill and outline colours, resolved.
    let fill: DrawingColor
    let stroke: DrawingColor
    /// The outline's width in user units.
    let strokeWidth: Double

    /// The largest image, in pixels (a side).
    static let maximumSide = 2_048.0

    /// Blits the run into `context`; `false` (nothing drawn) when it cannot be drawn this way.
    func draw(in context: OpaquePointer, pixelScale: Double?, keeping images: CairoFrameImages? = nil) -> Bool {
        let grid = CairoPixelGrid(context, pixelScale: pixelScale)
        guard grid.isKnown, grid.similarityRotation != nil, !ellipses.isEmpty else { return false }
        let perUnit = grid.scale.x
        guard perUnit.isFinite, perUnit > 0 else { return false }
        // The pixel box of every ellipse with its outline and a pixel of antialiasing.
        var box = DrawingBounds()
        for ellipse in ellipses {
            let reach = (Swift.max(ellipse.rect.width, ellipse.rect.height) / 2 + strokeWidth / 2) * perUnit + 1
            box.include(grid.pixel(ellipse.center), margin: reach)
        }
        guard box.isFinite, !box.isEmpty, Swift.abs(box.minX) < 1e7, Swift.abs(box.minY) < 1e7 else { return false }
        let left = box.minX.rounded(.down), top = box.minY.rounded(.down)
        let width = box.maxX.rounded(.up) - left, height = box.maxY.rounded(.up) - top
        guard width >= 1, height >= 1, width <= Self.maximumSide, height <= Self.maximumSide,
              let image = CairoPixelImage.make(width: Int(width), height: Int(height), paint: { pixels, stride in
                  for ellipse in ellipses {
                      paint(ellipse, into: pixels, stride: stride, size: (Int(width), Int(height)), origin: (left, top),
                            grid: grid, perUnit: perUnit)
                  }
              }) else { return false }
        defer { cairo_surface_destroy(image) }
        CairoPixelImage.blit(image, left: left, top: top, grid: grid, keeping: images, in: context)
        return true
    }

    /// Writes the pixels one ellipse covers (others are left as they are).
    private func paint(
        _ ellipse: CairoRunEllipse, into pixels: UnsafeMutablePointer<UInt32>, stride: Int, size: (Int, Int),
        origin: (Double, Double), grid: CairoPixelGrid, perUnit: Double
    ) {
        // Pixel → the ellipse's own frame (points, centred): the inverse of grid ∘ transform.
        let t = ellipse.transform
        let m = (a: grid.a * t.a + grid.c * t.b, b: grid.b * t.a + grid.d * t.b,
                 c: grid.a * t.c + grid.c * t.d, d: grid.b * t.c + grid.d * t.d)
        let determinant = m.a * m.d - m.b * m.c
        guard determinant.isFinite, Swift.abs(determinant) > 1e-12 else { return }
        let inverse = (a: m.d / determinant, b: -m.b / determinant, c: -m.c / determinant, d: m.a / determinant)
        let middle = grid.pixel(ellipse.center)
        let (a, b) = (ellipse.rect.width / 2, ellipse.rect.height / 2)
        let (a2, b2) = (1 / (a * a), 1 / (b * b))
        let halfLine = strokeWidth * perUnit / 2
        let lineWidth = strokeWidth * perUnit
        let reach = (Swift.max(a, b) + strokeWidth / 2) * perUnit + 1
        let fromX = Swift.max(0, Int((middle.x - reach - origin.0).rounded(.down)))
        let toX = Swift.min(size.0, Int((middle.x + reach - origin.0).rounded(.up)))
        let fromY = Swift.max(0, Int((middle.y - reach - origin.1).rounded(.down)))
        let toY = Swift.min(size.1, Int((middle.y + reach - origin.1).rounded(.up)))
        let fillColour = CairoPixelImage.premultiplied(fill), strokeColour = CairoPixelImage.premultiplied(stroke)
        let packedFill = CairoPixelImage.pack(fill)
        // Each row only where it crosses the ellipse grown by half the outline and a pixel and a
        // half: `α·x² + β·x + γ ≤ 0` in the row's pixel x (from the centre).
        let grown = (a + (halfLine + 1.5) / perUnit, b + (halfLine + 1.5) / perUnit)
        let (ga2, gb2) = (1 / (grown.0 * grown.0), 1 / (grown.1 * grown.1))
        let alpha = inverse.a * inverse.a * ga2 + inverse.b * inverse.b * gb2
        for row in fromY..<Swift.max(fromY, toY) {
            let py = origin.1 + Double(row) + 0.5 - middle.y
            let line = pixels + row * stride
            let beta = 2 * py * (inverse.a * inverse.c * ga2 + inverse.b * inverse.d * gb2)
            let gamma = py * py * (inverse.c * inverse.c * ga2 + inverse.d * inverse.d * gb2) - 1
            let discriminant = beta * beta - 4 * alpha * gamma
            guard alpha > 0, discriminant > 0 else { continue }
            let root = discriminant.squareRoot()
            let first = Swift.max(fromX, Int(((-beta - root) / (2 * alpha) + middle.x - origin.0 - 0.5).rounded(.down)))
            let last = Swift.min(toX, Int(((-beta + root) / (2 * alpha) + middle.x - origin.0 - 0.5).rounded(.up)) + 1)
            // Single precision from here: a marker is a few pixels across.
            let (ia, ib, ic, id) = (Float(inverse.a), Float(inverse.b), Float(inverse.c), Float(inverse.d))
            let (fa2, fb2, scale) = (Float(a2), Float(b2), Float(perUnit))
            let (ma, mb, mc, md) = (Float(m.a) / scale, Float(m.b) / scale, Float(m.c) / scale, Float(m.d) / scale)
            let (half, line2, fy) = (Float(halfLine), Float(lineWidth), Float(py))
            let (yc, yd) = (ic * fy, id * fy)
            var px = Float(origin.0 + Double(first) + 0.5 - middle.x)
            for column in first..<Swift.max(first, last) {
                defer { px += 1 }
                let (x, y) = (ia * px + yc, ib * px + yd)
                let (xa, yb) = (x * fa2, y * fb2)
                let g = (x * xa + y * yb).squareRoot()
                let gradient = (xa * xa + yb * yb).squareRoot()
                guard gradient > 0 else {
                    line[column] = packedFill
                    continue
                }
                // Distance to the rim in pixels (negative inside), and the rim's normal on the grid.
                let distance = (g - 1) * g / gradient * scale
                guard distance < half + 1 else { continue }
                if distance < -half - 1 {
                    line[column] = packedFill
                    continue
                }
                let (nx, ny) = (xa / gradient, yb / gradient)
                let normal = (Swift.abs(ma * nx + mc * ny), Swift.abs(mb * nx + md * ny))
                let (u, v) = normal.0 >= normal.1 ? normal : (normal.1, normal.0)
                let fillCoverage = Self.area(below: -distance, u, v)
                let strokeCoverage = line2 > 0
                    ? Self.area(below: half - distance, u, v) - Self.area(below: -half - distance, u, v) : 0
                guard fillCoverage > 0 || strokeCoverage > 0 else { continue }
                line[column] = CairoPixelImage.pixel(fill: fillColour, fillCoverage, stroke: strokeColour, strokeCoverage)
            }
        }
    }

    /// How much of a pixel (a unit square centred on the origin) lies on the side `n · p ≤ t` of
    /// a straight edge whose unit normal has the absolute components `u ≥ v`: exact for a
    /// straight edge (a ramp with rounded ends, as wide as the square is along the normal).
    static func area(below t: Float, _ u: Float, _ v: Float) -> Float {
        let half = (u + v) / 2
        if t <= -half { return 0 }
        if t >= half { return 1 }
        if v < 1e-6 { return t + 0.5 }
        if t < v - half { return (t + half) * (t + half) / (2 * u * v) }
        if t > half - v { return 1 - (half - t) * (half - t) / (2 * u * v) }
        return 0.5 + t / u
    }
}
