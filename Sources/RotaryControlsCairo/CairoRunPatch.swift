import CRotaryPixels
import RotaryControls

/// The pixels of one mark of a run (``CairoEllipseRunImage``), computed once into a small
/// transparent square around it, and placed in the run's image for it and for every mark that
/// repeats it through a symmetry of the pixel grid.
struct CairoRunPatch {
    /// The square's pixels (premultiplied ARGB32), `side` a row.
    private var pixels: [UInt32]
    private let side: Int
    /// The device pixel of the square's first pixel.
    private let origin: (x: Double, y: Double)
    /// The centre of the mark it was computed for, and that mark's symmetry (its key's).
    private let center: Point
    private let symmetry: CairoGridSymmetry
    /// The square's pixels that are not transparent: columns `used.x0 ..< used.x1`, rows `used.y0 ..< used.y1`.
    private let used: (x0: Int, y0: Int, x1: Int, y1: Int)

    /// Where a mark's pixels go: patch pixel (i, j) onto device pixel `(x0 + map.xx·i + map.xy·j,
    /// y0 + map.yx·i + map.yy·j)`, and the box of device pixels they cover.
    struct Placement {
        let patch: Int
        let map: CairoGridSymmetry
        let x0: Int, y0: Int
        let box: CairoBoxedImage.Box
    }

    /// Computes `mark`'s pixels (`rotary_marks_paint_ellipse`).
    init(_ mark: CairoRunMark, symmetry: CairoGridSymmetry, perUnit: Double, strokeWidth: Double,
         colors: inout rotary_marks_colors) {
        side = Int((2 * mark.reach).rounded(.up)) + 2
        origin = ((mark.center.x - mark.reach).rounded(.down), (mark.center.y - mark.reach).rounded(.down))
        center = mark.center
        self.symmetry = symmetry
        pixels = [UInt32](repeating: 0, count: side * side)
        let determinant = mark.a * mark.d - mark.b * mark.c
        var ellipse = rotary_marks_ellipse(
            center_x: mark.center.x - origin.x, center_y: mark.center.y - origin.y,
            inverse_a: mark.d / determinant, inverse_b: -mark.b / determinant, inverse_c: -mark.c / determinant,
            inverse_d: mark.a / determinant,
            grid_a: mark.a / perUnit, grid_b: mark.b / perUnit, grid_c: mark.c / perUnit, grid_d: mark.d / perUnit,
            semi_x: mark.semiX, semi_y: mark.semiY, pixels_per_point: perUnit, line_width: strokeWidth * perUnit)
        let side = side
        pixels.withUnsafeMutableBufferPointer { buffer in
            rotary_marks_paint_ellipse(buffer.baseAddress, Int32(side), Int32(side), Int32(side), &ellipse, &colors)
        }
        var used = (x0: side, y0: side, x1: 0, y1: 0)
        for row in 0..<side {
            for column in 0..<side where pixels[row * side + column] != 0 {
                used = (Swift.min(used.x0, column), Swift.min(used.y0, row), Swift.max(used.x1, column + 1), row + 1)
            }
        }
        self.used = used
    }

    /// Where `mark` (whose key's symmetry is `markSymmetry`) takes these pixels, when it repeats
    /// this patch's mark (the patch `index`) moved by whole pixels; `nil` otherwise.
    func placement(index: Int, for mark: CairoRunMark, symmetry markSymmetry: CairoGridSymmetry) -> Placement? {
        let map = markSymmetry.inverse.after(symmetry)
        let moved = map.apply(center.x, center.y)
        let shift = (x: mark.center.x - moved.0, y: mark.center.y - moved.1)
        guard Swift.abs(shift.x - shift.x.rounded()) < 1e-4, Swift.abs(shift.y - shift.y.rounded()) < 1e-4 else { return nil }
        // The first pixel's centre, moved, less half a pixel: that pixel's corner in the image.
        let first = map.apply(origin.x + 0.5, origin.y + 0.5)
        let x0 = Int((first.0 + shift.x.rounded() - 0.5).rounded())
        let y0 = Int((first.1 + shift.y.rounded() - 0.5).rounded())
        guard used.x1 > used.x0, used.y1 > used.y0 else {
            return Placement(patch: index, map: map, x0: x0, y0: y0, box: CairoBoxedImage.Box(x0: 0, y0: 0, x1: 0, y1: 0))
        }
        // The used pixels' corners, moved (a turn or a mirror keeps the box a box).
        let (i0, j0, i1, j1) = (used.x0, used.y0, used.x1 - 1, used.y1 - 1)
        let xs = (x0 + map.xx * i0 + map.xy * j0, x0 + map.xx * i1 + map.xy * j1)
        let ys = (y0 + map.yx * i0 + map.yy * j0, y0 + map.yx * i1 + map.yy * j1)
        let box = CairoBoxedImage.Box(x0: Swift.min(xs.0, xs.1), y0: Swift.min(ys.0, ys.1), x1: Swift.max(xs.0, xs.1) + 1,
                                      y1: Swift.max(ys.0, ys.1) + 1)
        return Placement(patch: index, map: map, x0: x0, y0: y0, box: box)
    }

    /// Writes the patch's non-transparent pixels where `placement` puts them in `image`.
    func place(_ placement: Placement, into image: CairoBoxedImage) {
        let map = placement.map
        let (width, height) = (image.area.x1 - image.area.x0, image.area.y1 - image.area.y0)
        guard used.x1 > used.x0, used.y1 > used.y0 else { return }
        // Only the used pixels: patch pixel (used.x0, used.y0) is where the placement puts it.
        let x0 = placement.x0 + map.xx * used.x0 + map.xy * used.y0 - image.area.x0
        let y0 = placement.y0 + map.yx * used.x0 + map.yy * used.y0 - image.area.y0
        pixels.withUnsafeBufferPointer { buffer in
            rotary_marks_place(buffer.baseAddress.map { $0 + used.y0 * side + used.x0 }, Int32(side), Int32(used.x1 - used.x0),
                               Int32(used.y1 - used.y0), image.pixels, Int32(image.stride), Int32(width), Int32(height),
                               Int32(map.xx), Int32(map.xy), Int32(map.yx), Int32(map.yy), Int32(x0), Int32(y0))
        }
    }
}
