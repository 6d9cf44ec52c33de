import CCairo
import Glibc
import RotaryControls

/// Paints a gradient arc (an angular gradient stroked, with its caps) pixel by pixel into a
/// small image and blits it once: every pixel gets the gradient's colour at its own angle, and
/// its coverage of the band (radially and at the two ends, antialiased over one pixel), so the
/// colour changes smoothly where flat segments would step. Round and square caps are part of
/// the same pixels, in the end colours: at an end, a pixel's coverage is the band's and the
/// cap's, each weighted by the complementary ramps across the end line, so no pixel is painted
/// twice (a cap drawn over the band made a darker half disc with translucent colours).
///
/// One blit instead of one stroke per 2° segment (up to 180 strokes a frame for a full turn,
/// each a path to scan-convert and composite — and to record and replay in GTK 4's drawing
/// area). Only for a user space that lands on the pixel grid as a similarity (a scale and a
/// turn, no mirror or shear) and a band at least a pixel wide; otherwise ``draw`` answers `false`
/// and the caller draws segments.
///
/// The pixels of the ring (bearing, radial coverage, radius) are computed once per ring
/// geometry, row by row as rows are first needed, and kept by ``CairoGradientBandScratch``; a
/// frame only looks colours up and writes the sector's pixels.
struct CairoGradientBand {
    let center: Point
    let radius: Double
    let arc: Arc
    let width: Double
    let gradient: ArcGradient
    /// The stroke's caps, painted with the band.
    var cap: LineCap = .butt

    /// Colours in the lookup table (premultiplied, 0...255 per channel).
    static let tableSize = 1_024
    /// The largest band image, in pixels (a side).
    static let maximumSide = 4_096.0

    /// Draws the band into `context` with `scratch`'s image; `false` (nothing drawn) when it
    /// cannot be drawn this way.
    func draw(in context: OpaquePointer, pixelScale: Double?, scratch: CairoGradientBandScratch) -> Bool {
        let grid = CairoPixelGrid(context, pixelScale: pixelScale)
        guard grid.isKnown, let turn = grid.similarityRotation, gradient.colors.count > 1, arc.sweep.radians.isFinite,
              arc.sweep.radians > 0, arc.start.radians.isFinite, turn.radians.isFinite else { return false }
        let k = grid.scale.x
        let middle = grid.pixel(center)
        let ring = radius * k, half = width * k / 2
        guard half >= 0.5, ring - half > 0.5, middle.x.isFinite, middle.y.isFinite, ring.isFinite, half.isFinite else {
            return false
        }
        // The image covers the whole ring; only the sector's box is painted and blitted.
        let outer = ring + half + 1
        let left = (middle.x - outer).rounded(.down), top = (middle.y - outer).rounded(.down)
        let right = (middle.x + outer).rounded(.up), bottom = (middle.y + outer).rounded(.up)
        guard right - left <= Self.maximumSide, bottom - top <= Self.maximumSide, Swift.abs(left) < 1e7, Swift.abs(top) < 1e7
        else { return false }
        var box = (minX: 0, minY: 0, maxX: Int(right - left), maxY: Int(bottom - top))
        let ends = arc.isFullCircle || cap == .butt ? nil : capEnds(middle: Point(x: middle.x - left, y: middle.y - top),
                                                                     ring: ring, turn: turn)
        if !arc.isFullCircle {
            var sector = sectorBox(middle: middle, inner: ring - half - 1, outer: outer, turn: turn)
            for end in ends.map({ [$0.start, $0.finish] }) ?? [] {
                sector = (Swift.min(sector.minX, end.point.x + left - half - 1), Swift.min(sector.minY, end.point.y + top - half - 1),
                          Swift.max(sector.maxX, end.point.x + left + half + 1), Swift.max(sector.maxY, end.point.y + top + half + 1))
            }
            box = (Swift.max(box.minX, Int((sector.minX - left).rounded(.down))),
                   Swift.max(box.minY, Int((sector.minY - top).rounded(.down))),
                   Swift.min(box.maxX, Int((sector.maxX - left).rounded(.up))),
                   Swift.min(box.maxY, Int((sector.maxY - top).rounded(.up))))
        }
        let map = scratch.polarMap(size: (Int(right - left), Int(bottom - top)),
                                   middle: Point(x: middle.x - left, y: middle.y - top), ring: ring, half: half)
        guard box.maxX > box.minX, box.maxY > box.minY,
              let canvas = scratch.canvas(width: Int(right - left), height: Int(bottom - top), box: box) else { return false }
        scratch.colours(of: gradient).withUnsafeBufferPointer { table in
            fill(canvas.data, stride: canvas.stride, box: box, turn: turn.radians, table: table, map: map,
                 caps: ends.map { (ends: $0, half: half) })
        }
        cairo_surface_mark_dirty(canvas.surface)
        cairo_save(context)
        grid.usePixelSpace(context)
        cairo_set_source_surface(context, canvas.surface, left, top)
        cairo_rectangle(context, left + Double(box.minX), top + Double(box.minY), Double(box.maxX - box.minX),
                        Double(box.maxY - box.minY))
        cairo_fill(context)
        cairo_restore(context)
        return true
    }

    /// The pixel box of the sector: its four corners and the compass points it sweeps over.
    private func sectorBox(middle: Point, inner: Double, outer: Double, turn: Rotation)
        -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var box = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        func include(_ point: Point) {
            box = (Swift.min(box.minX, point.x), Swift.min(box.minY, point.y), Swift.max(box.maxX, point.x),
                   Swift.max(box.maxY, point.y))
        }
        for bearing in [arc.start, arc.end] {
            let screen = bearing.turned(by: turn)
            include(Point(center: middle, radius: Swift.max(inner, 0), bearing: screen))
            include(Point(center: middle, radius: outer, bearing: screen))
        }
        for quarter in 0..<4 {
            let compass = Bearing(degrees: Double(quarter) * 90)
            if arc.contains(compass.turned(by: Rotation(radians: -turn.radians))) {
                include(Point(center: middle, radius: outer, bearing: compass))
            }
        }
        // A pixel of margin for the antialiased ends.
        return (box.minX - 1, box.minY - 1, box.maxX + 1, box.maxY + 1)
    }

    private func fill(
        _ data: UnsafeMutablePointer<UInt32>, stride: Int, box: (minX: Int, minY: Int, maxX: Int, maxY: Int), turn: Double,
        table: UnsafeBufferPointer<UInt32>, map: CairoGradientBandScratch.PolarMap,
        caps: (ends: CapEnds, half: Double)?
    ) {
        let full = arc.isFullCircle
        let turnUnits = 4_294_967_296.0
        let unitsPerRadian = turnUnits / (2 * Double.pi)
        let sweep = full ? turnUnits - 1 : Swift.min(arc.sweep.radians * unitsPerRadian, turnUnits - 1)
        let clockwise = arc.direction == .clockwise
        // Bearings on screen start at 12 o'clock, clockwise; the arc's start, turned with user space.
        var startRadians = (arc.start.radians + turn).truncatingRemainder(dividingBy: 2 * .pi)
        if startRadians < 0 { startRadians += 2 * .pi }
        let start = UInt32(truncatingIfNeeded: Int64(startRadians * unitsPerRadian))
        let sweepUnits = UInt32(sweep)
        let indexPerUnit = Double(table.count - 1) / sweep
        // A pixel at radius r lies (offset in turn units) · radiansPerUnit · r pixels along the band.
        let radiansPerUnit = 1 / unitsPerRadian
        let last = UInt32(table.count - 1)
        for row in box.minY..<box.maxY {
            for pixel in map.row(row) {
                guard pixel.column >= box.minX, pixel.column < box.maxX else { continue }
                let offset = clockwise ? pixel.bearing &- start : start &- pixel.bearing
                var coverage = Double(pixel.coverage) / 255
                var index: UInt32
                if full {
                    index = UInt32(Double(offset) * indexPerUnit + 0.5)
                } else if offset <= sweepUnits {
                    index = UInt32(Double(offset) * indexPerUnit + 0.5)
                    let r = Double(pixel.radius)
                    let fromStart = Double(offset), fromFinish = Double(sweepUnits - offset)
                    let fromEnds = Swift.min(fromStart, fromFinish) * radiansPerUnit * r
                    if fromEnds < 0.5 {
                        // Across the end line the band fades out as its cap fades in.
                        let cap = caps.map { caps in
                            (fromStart <= fromFinish ? caps.ends.start : caps.ends.finish)
                                .coverage(column: pixel.column, row: row, radial: coverage, half: caps.half, round: self.cap == .round)
                        } ?? 0
                        coverage = coverage * (0.5 + fromEnds) + cap * (0.5 - fromEnds)
                    }
                } else {
                    let r = Double(pixel.radius)
                    let pastEnd = Double(offset - sweepUnits), beforeStart = Double(0 &- offset)
                    let outside = Swift.min(pastEnd, beforeStart) * radiansPerUnit * r
                    let band = outside < 0.5 ? coverage * (0.5 - outside) : 0
                    var cap = 0.0
                    if let caps, outside < caps.half + 1.5 {
                        cap = (pastEnd < beforeStart ? caps.ends.finish : caps.ends.start)
                            .coverage(column: pixel.column, row: row, radial: coverage, half: caps.half, round: self.cap == .round)
                            * Swift.min(1, 0.5 + outside)
                    }
                    coverage = band + cap
                    guard coverage > 0 else { continue }
                    index = pastEnd < beforeStart ? last : 0
                }
                guard coverage > 0 else { continue }
                let colour = table[Int(Swift.min(index, last))]
                data[row * stride + Int(pixel.column)] = coverage >= 1 ? colour : Self.scaled(colour, by: coverage)
            }
        }
    }

    /// The band's pixels in one row of an image of `size` around `middle` (in the image's
    /// pixels): for each, its bearing (a turn is 2³² units), its radial coverage and its
    /// distance from the middle.
    static func polarRow(
        _ row: Int, size: (w: Int, h: Int), middle: Point, ring: Double, half: Double
    ) -> [CairoGradientBandScratch.RingPixel] {
        var pixels: [CairoGradientBandScratch.RingPixel] = []
        let reachOut = ring + half + 0.5, reachIn = Swift.max(ring - half - 0.5, 0)
        let unitsPerRadian = 4_294_967_296.0 / (2 * Double.pi)
        let dy = Double(row) + 0.5 - middle.y
        guard dy.magnitude < reachOut else { return pixels }
        let outerX = (reachOut * reachOut - dy * dy).squareRoot()
        let innerX = dy.magnitude < reachIn ? (reachIn * reachIn - dy * dy).squareRoot() : 0
        // The row meets the band in up to two runs: [-outer, -inner] and [inner, outer].
        var previous = -1
        for run in 0..<2 {
            let (from, to) = run == 0 ? (-outerX, -innerX) : (innerX, outerX)
            let first = Swift.max(0, previous + 1, Int((middle.x + from - 0.5).rounded(.down)))
            let last = Swift.min(size.w - 1, Int((middle.x + to - 0.5).rounded(.up)))
            guard first <= last else { continue }
            previous = last
            for column in first...last {
                let dx = Double(column) + 0.5 - middle.x
                let r = (dx * dx + dy * dy).squareRoot()
                let coverage = Swift.min(Swift.max(half + 0.5 - Swift.abs(r - ring), 0), 1)
                guard coverage > 0 else { continue }
                var bearing = Self.bearing(dx: dx, dy: dy)
                if bearing < 0 { bearing += 2 * .pi }
                pixels.append(CairoGradientBandScratch.RingPixel(
                    column: Int32(column), bearing: UInt32(truncatingIfNeeded: Int64(bearing * unitsPerRadian)),
                    radius: Float(r), coverage: UInt8((coverage * 255).rounded())))
            }
        }
        return pixels
    }

    /// A premultiplied ARGB32 pixel with every channel multiplied by `coverage` (`0...1`).
    @inline(__always)
    static func scaled(_ pixel: UInt32, by coverage: Double) -> UInt32 {
        let c = UInt32(coverage * 256 + 0.5)
        let redBlue = (((pixel & 0x00FF_00FF) &* c) >> 8) & 0x00FF_00FF
        let alphaGreen = (((pixel >> 8) & 0x00FF_00FF) &* c) & 0xFF00_FF00
        return redBlue | alphaGreen
    }

    /// The bearing of the offset (dx, dy) on a y-down screen: clockwise from 12 o'clock, in
    /// radians, within about 1e-5 (a polynomial arctangent).
    @inline(__always)
    static func bearing(dx: Double, dy: Double) -> Double {
        // atan2(dx, -dy)
        let y = dx, x = -dy
        let ax = Swift.abs(x), ay = Swift.abs(y)
        let big = Swift.max(ax, ay)
        guard big > 0 else { return 0 }
        let z = Swift.min(ax, ay) / big
        let s = z * z
        var angle = z * (0.99997726 + s * (-0.33262347 + s * (0.19354346 + s * (-0.11643287 + s * (0.05265332
            + s * -0.01172120)))))
        if ay > ax { angle = .pi / 2 - angle }
        if x < 0 { angle = .pi - angle }
        return y < 0 ? -angle : angle
    }
}
