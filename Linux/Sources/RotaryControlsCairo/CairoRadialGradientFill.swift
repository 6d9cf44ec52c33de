import CCairo
import Glibc
import RotaryControls

/// Fills the current path with a radial gradient computed pixel by pixel at the device's own
/// resolution, then composed as one unscaled blit.
///
/// Pixman computes a radial gradient at ~20 ns a pixel (its general two-circle formula in
/// doubles), and a gradient drawn at a quarter of the resolution and scaled up costs as much
/// again in pixman's transformed bilinear fetch. Here each pixel's colour is looked up in a
/// table of ``tableSize`` premultiplied colours by its squared distance from the centre, the colours
/// between stops interpolated unpremultiplied and then premultiplied (as pixman does); where a
/// row crosses the flat inside of the first stop or the flat outside of the last stop, its
/// pixels are one colour. The path's edge is antialiased by Cairo's fill, as before.
///
/// A disc (a `.circle` element) is covered analytically too: each pixel's colour is weighted by
/// how much of it the disc covers (its distance from the rim, antialiased over one pixel), and
/// the image is composed as one rectangle — no path to scan-convert and no mask, which cost
/// Cairo more than the colours themselves. Any other path is filled by Cairo with the image.
///
/// Only where user space lands on the pixel grid as a similarity (a radial gradient and a disc
/// look the same turned); otherwise ``fill(in:pixelScale:)`` answers `false` and draws nothing.
struct CairoRadialGradientFill {
    /// Colours in the lookup table, from the centre (0) to the radius (1).
    static let tableSize = 4_096
    /// The largest image, in pixels (a side).
    static let maximumSide = 4_096.0
    /// The smallest, in pixels (a side): a smaller fill is left to pixman, whose per-pixel cost
    /// there is less than building the table.
    static let minimumSide = 96.0

    let gradient: RadialGradient
    /// The disc being filled (user space), when the path is one; `nil` for any other path.
    var disc: (center: Point, radius: Double)?

    /// Fills the current path (kept) with the gradient; `false` (nothing drawn) when the pixel
    /// grid is unknown or not a similarity, or the fill is empty or too large.
    func fill(in context: OpaquePointer, pixelScale: Double?, keeping images: CairoFrameImages? = nil) -> Bool {
        let grid = CairoPixelGrid(context, pixelScale: pixelScale)
        guard grid.isKnown, grid.similarityRotation != nil, !gradient.stops.isEmpty else { return false }
        let perUnit = grid.scale.x
        let center = grid.pixel(gradient.center)
        let radius = gradient.radius * perUnit
        guard perUnit.isFinite, perUnit > 0, center.x.isFinite, center.y.isFinite, radius.isFinite, radius > 0 else {
            return false
        }
        let discPixels = disc.map { (center: grid.pixel($0.center), radius: $0.radius * perUnit) }
        if let discPixels {
            guard discPixels.center.x.isFinite, discPixels.center.y.isFinite, discPixels.radius.isFinite,
                  discPixels.radius >= 1 else { return false }
        }
        guard let box = pixelBox(of: context, grid: grid, disc: discPixels),
              box.maxX - box.minX >= Self.minimumSide, box.maxY - box.minY >= Self.minimumSide else { return false }
        let width = Int32(box.maxX - box.minX), height = Int32(box.maxY - box.minY)
        let table = colourTable()
        guard let image = CairoPixelImage.make(width: Int(width), height: Int(height), paint: { pixels, stride in
            table.withUnsafeBufferPointer { colours in
                paint(pixels, stride: stride, width: Int(width), height: Int(height),
                      center: (center.x - box.minX, center.y - box.minY), radius: radius,
                      disc: discPixels.map { ($0.center.x - box.minX, $0.center.y - box.minY, $0.radius) }, table: colours)
            }
        }) else { return false }
        defer { cairo_surface_destroy(image) }
        if discPixels != nil {
            // The image holds the disc's coverage: one rectangle (replacing the current path).
            CairoPixelImage.blit(image, left: box.minX, top: box.minY, grid: grid, keeping: images, in: context)
            return true
        }
        images?.keep(image)
        cairo_save(context)
        grid.usePixelSpace(context)
        cairo_set_source_surface(context, image, box.minX, box.minY)
        cairo_fill_preserve(context)
        cairo_restore(context)
        return true
    }

    /// The whole pixels the fill can touch (the disc's, or the current path's), within the clip;
    /// `nil` when empty, not finite or larger than ``maximumSide``.
    private func pixelBox(of context: OpaquePointer, grid: CairoPixelGrid, disc: (center: Point, radius: Double)?)
        -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var fill = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        if disc == nil { cairo_fill_extents(context, &fill.x1, &fill.y1, &fill.x2, &fill.y2) }
        cairo_clip_extents(context, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
        func pixels(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> DrawingBounds {
            var user = DrawingBounds(), pixels = DrawingBounds()
            user.include(Point(x: x1, y: y1))
            user.include(Point(x: x2, y: y2))
            pixels.include(user, transformedBy: Transform(a: grid.a, b: grid.b, c: grid.c, d: grid.d, tx: grid.tx, ty: grid.ty))
            return pixels
        }
        var area = pixels(clip.x1, clip.y1, clip.x2, clip.y2)
        if let disc {
            var box = DrawingBounds()
            box.include(disc.center, margin: disc.radius + 1)
            area = area.intersection(box)
        } else {
            area = area.intersection(pixels(fill.x1, fill.y1, fill.x2, fill.y2))
        }
        guard !area.isEmpty, area.isFinite, Swift.abs(area.minX) < 1e7, Swift.abs(area.minY) < 1e7 else { return nil }
        let box = ((area.minX - 1).rounded(.down), (area.minY - 1).rounded(.down),
                   (area.maxX + 1).rounded(.up), (area.maxY + 1).rounded(.up))
        guard box.2 - box.0 <= Self.maximumSide, box.3 - box.1 <= Self.maximumSide else { return nil }
        return box
    }

    /// The gradient's colours by squared distance: entry `i` is the colour at
    /// `t = √((i + ½) / tableSize)` of the radius (the last, `tableSize`, at and beyond it),
    /// premultiplied ARGB32; stops are padded at both ends. Indexing by the squared distance
    /// spares a square root per pixel; the steps stay below a 1 500th of the radius but at the
    /// very centre.
    func colourTable() -> [UInt32] {
        let stops = gradient.stops
        return (0...Self.tableSize).map { index in
            let t = Swift.min(1, ((Double(index) + 0.5) / Double(Self.tableSize)).squareRoot())
            var color = stops[stops.count - 1].color
            if t <= stops[0].location {
                color = stops[0].color
            } else if let next = stops.firstIndex(where: { $0.location >= t }) {
                let (from, to) = (stops[next - 1], stops[next])
                let span = to.location - from.location
                let f = span > 0 ? (t - from.location) / span : 1
                color = DrawingColor(red: from.color.red + (to.color.red - from.color.red) * f,
                                     green: from.color.green + (to.color.green - from.color.green) * f,
                                     blue: from.color.blue + (to.color.blue - from.color.blue) * f,
                                     alpha: from.color.alpha + (to.color.alpha - from.color.alpha) * f)
            }
            return CairoPixelImage.pack(color)
        }
    }

    /// Writes the image's pixels: each the colour at its centre's distance from `center` (image
    /// pixels) — within `disc` (centre and radius in image pixels) weighted by the disc's
    /// coverage of the pixel (its area inside the rim, the rim taken as straight across the
    /// pixel) and transparent outside
    /// it; without a disc, every pixel. Runs inside the first stop get its colour unlooked-up.
    private func paint(
        _ pixels: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int,
        center: (x: Double, y: Double), radius: Double, disc: (x: Double, y: Double, radius: Double)?,
        table: UnsafeBufferPointer<UInt32>
    ) {
        let size = Float(Self.tableSize)
        let perSquare = radius > 0 ? Float(Double(Self.tableSize) / (radius * radius)) : Float.infinity
        let inner = gradient.stops[0].location * radius - 1
        let first = table[0]
        for row in 0..<height {
            let line = pixels + row * stride
            let y = Double(row) + 0.5
            let dy = y - center.y
            let dy2 = Float(dy * dy)
            // The columns to write, and within them those the disc covers fully.
            var (from, to) = (0, width)
            var (fullFrom, fullTo) = (0, width)
            if let disc {
                let ry = y - disc.y, outer = disc.radius + 0.5, full = disc.radius - 0.5
                guard ry * ry < outer * outer else { continue }
                let half = (outer * outer - ry * ry).squareRoot()
                from = Swift.max(0, Int((disc.x - half).rounded(.down)))
                to = Swift.min(width, Int((disc.x + half).rounded(.up)))
                (fullFrom, fullTo) = (from, from)
                if full > 0, ry * ry + 1 < full * full {
                    let halfFull = (full * full - ry * ry).squareRoot() - 1
                    fullFrom = Swift.min(to, Swift.max(from, Int((disc.x - halfFull).rounded(.up))))
                    fullTo = Swift.max(fullFrom, Swift.min(to, Int((disc.x + halfFull).rounded(.down))))
                }
                let ry2 = Float(ry * ry), (gx, rim) = (Float(disc.x), Float(disc.radius) + 0.5)
                func edge(_ columns: Range<Int>) {
                    for column in columns {
                        let x = Float(column) + 0.5
                        let reach = ((x - gx) * (x - gx) + ry2).squareRoot()
                        guard rim - reach > 0 else { continue }
                        // The pixel's area inside the rim, taken as straight across the pixel.
                        let normal: (Float, Float) = reach > 0 ? (Swift.abs(x - gx) / reach, ry2.squareRoot() / reach) : (1, 0)
                        let coverage = CairoEllipseRunImage.area(below: rim - reach - 0.5, Swift.max(normal.0, normal.1),
                                                                 Swift.min(normal.0, normal.1))
                        guard coverage > 0 else { continue }
                        let dx = x - Float(center.x)
                        let colour = table[Int(Swift.min((dx * dx + dy2) * perSquare, size))]
                        let weight = UInt32(Swift.min(coverage, 1) * 256)
                        line[column] = (((colour & 0x00ff_00ff) &* weight) >> 8) & 0x00ff_00ff
                            | (((colour >> 8) & 0x00ff_00ff) &* weight) & 0xff00_ff00
                    }
                }
                edge(from..<fullFrom)
                edge(fullTo..<to)
            }
            // Fully covered: a flat run inside the first stop, looked-up colours either side.
            var (flatFrom, flatTo) = (fullFrom, fullFrom)
            if inner > 0, dy * dy + 1 < inner * inner {
                let half = (inner * inner - dy * dy).squareRoot()
                flatFrom = Swift.min(fullTo, Swift.max(fullFrom, Int((center.x - half).rounded(.up))))
                flatTo = Swift.max(flatFrom, Swift.min(fullTo, Int((center.x + half).rounded(.down))))
            }
            func shade(_ columns: Range<Int>) {
                var dx = Float(columns.lowerBound) + 0.5 - Float(center.x)
                for column in columns {
                    line[column] = table[Int(Swift.min((dx * dx + dy2) * perSquare, size))]
                    dx += 1
                }
            }
            shade(fullFrom..<flatFrom)
            (line + flatFrom).update(repeating: first, count: flatTo - flatFrom)
            shade(flatTo..<fullTo)
        }
    }
}
