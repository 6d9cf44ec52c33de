import CCairo
import CRotaryPixels
import RotaryControls

/// Paints a full circle stroked in one flat colour (a ring: a slider's track) pixel by pixel,
/// instead of Cairo's stroker.
///
/// Cairo 1.16 strokes a circle by turning it into a polygon of many short edges and
/// scan-converting that at 15 sub-rows a pixel row: a slider's track (r = 135.5 pt, 5 pt wide)
/// costs about 0.5 ms at 2×. Here the ring is cut into bands of ``bandRows`` pixel rows, each
/// band into one box, or two where the ring's hole crosses all of its rows, and only those boxes
/// are painted (`rotary_marks_paint_ring`: the pixels within a pixel of a rim get the colour
/// times their area between the rims, taken as straight across the pixel; those between the
/// colour) and blitted (``CairoBoxedImage``, an image for each quadrant).
///
/// Only where user space lands on the pixel grid as a similarity and the radius is at least
/// ``minimumRadius`` pixels; otherwise ``draw(in:pixelScale:keeping:)`` answers `false` and
/// draws nothing.
struct CairoRingImage {
    /// The centre and the radius of the ring's middle line, in user space.
    let center: Point
    let radius: Double
    /// The ring's width, in user units.
    let width: Double
    /// Its colour, resolved.
    let color: DrawingColor

    /// The smallest radius drawn this way, in pixels (Cairo strokes a small circle quickly).
    static let minimumRadius = 24.0
    /// The pixel rows of a band.
    static let bandRows = 16

    /// Blits the ring into `context`; `false` (nothing drawn) when it cannot be drawn this way.
    func draw(in context: OpaquePointer, pixelScale: Double?, keeping images: CairoFrameImages? = nil) -> Bool {
        let grid = CairoPixelGrid(context, pixelScale: pixelScale)
        guard grid.isKnown, grid.similarityRotation != nil else { return false }
        let perUnit = grid.scale.x
        let middle = grid.pixel(center)
        let ring = radius * perUnit, half = width * perUnit / 2
        guard perUnit.isFinite, perUnit > 0, middle.x.isFinite, middle.y.isFinite, ring.isFinite, half.isFinite,
              ring >= Self.minimumRadius, half > 0, ring + half < Double(CairoBoxedImage.maximumSide) / 2 - 4,
              Swift.abs(middle.x) < 1e7, Swift.abs(middle.y) < 1e7 else { return false }
        // Bands of whole snaps of rows, each one box across the ring or two (the hole between).
        let snap = CairoBoxedImage.snap(grid)
        let rows = (Self.bandRows + snap - 1) / snap * snap
        let (outer, hole) = (ring + half + 0.75, ring - half - 0.75)
        let firstRow = Int((middle.y - outer).rounded(.down)), lastRow = Int((middle.y + outer).rounded(.up))
        var boxes: [CairoBoxedImage.Box] = []
        for top in Swift.stride(from: firstRow - ((firstRow % rows) + rows) % rows, to: lastRow, by: rows) {
            let bottom = top + rows
            let (first, last) = (Double(top) + 0.5 - middle.y, Double(bottom) - 0.5 - middle.y)
            let nearest = first <= 0 && last >= 0 ? 0 : Swift.min(Swift.abs(first), Swift.abs(last))
            let across = Self.reach(outer, nearest)
            guard across > 0 else { continue }
            let inside = Self.reach(hole, Swift.max(Swift.abs(first), Swift.abs(last)))
            let whole = CairoBoxedImage.Box(x0: Self.column(middle.x - across), y0: top, x1: Self.column(middle.x + across),
                                            y1: bottom).aligned(snap)
            let left = CairoBoxedImage.Box(x0: whole.x0, y0: top, x1: Self.column(middle.x - inside), y1: bottom).aligned(snap)
            let right = CairoBoxedImage.Box(x0: Self.column(middle.x + inside), y0: top, x1: whole.x1, y1: bottom).aligned(snap)
            boxes += inside > 0 && left.x1 < right.x0 ? [left, right] : [whole]
        }
        let groups = CairoBoxedImage.quadrants(boxes, around: middle)
        guard let made = CairoBoxedImage.make(covering: groups.map { CairoBoxedImage.union($0.lazy.map { boxes[$0] }) }) else {
            return false
        }
        let color = CairoPixelImage.premultiplied(self.color)
        for (group, made) in zip(groups, made) {
            var image = made
            var shape = rotary_marks_ring(center_x: middle.x - Double(image.area.x0), center_y: middle.y - Double(image.area.y0),
                                          radius: ring, line_width: 2 * half)
            for index in group {
                let box = boxes[index]
                rotary_marks_paint_ring(image.pixels, Int32(image.stride), Int32(box.y0 - image.area.y0),
                                        Int32(box.y1 - image.area.y0), Int32(box.x0 - image.area.x0),
                                        Int32(box.x1 - image.area.x0), &shape, color.red, color.green, color.blue, color.alpha)
                image.add(box)
            }
            image.blit(grid: grid, keeping: images, in: context)
        }
        return true
    }

    /// How far along a row `dy` from the centre a circle of radius `rho` reaches (0: not at all).
    private static func reach(_ rho: Double, _ dy: Double) -> Double {
        let squared = rho * rho - dy * dy
        return rho > 0 && squared > 0 ? squared.squareRoot() : 0
    }

    /// The first column whose pixel centre lies at or right of `x`.
    private static func column(_ x: Double) -> Int { Int((x - 0.5).rounded(.up)) }
}
