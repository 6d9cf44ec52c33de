import CCairo
import CRotaryPixels
import Glibc
import RotaryControls

/// Paints an arc stroked in one flat colour with butt or round caps (a knob's track) pixel by
/// pixel, instead of Cairo's stroker, writing and blitting only tiles along its band.
///
/// Cairo 1.16 strokes an arc by turning it into a polygon of many short edges and
/// scan-converting that: a knob's 270° track (r = 148 pt, 4 pt wide, round caps) costs about
/// 0.14 ms at 2×. Here the ring the arc lies on is cut into square tiles of ``tileRows`` pixels
/// (whole snaps, ``CairoBoxedImage/snap(_:)``); a tile away from the ring's band, or within the
/// band but wholly outside the arc's sector and its caps, is left out; one wholly within the
/// sector is painted as the ring (`rotary_marks_paint_ring`); one near an end or crossed by a
/// cut line is painted pixel by pixel (`rotary_arcs_paint_ends`: the ring's coverage times the
/// area within the sector, or a cap's disc where larger). An arc symmetric about the column
/// boundary through its centre (a knob's track) is painted right of it and copied mirrored.
/// The tiles kept are blitted through their boxes (``CairoBoxedImage``, an image a quadrant).
///
/// Only where user space lands on the pixel grid as a similarity, the arc sweeps at least
/// ``minimumSweep``, the ring's hole is at least ``minimumHole`` pixels and both the arc and
/// the gap it leaves are at least ``minimumLength`` pixels along the hole's rim (so no tile
/// holds both ends or the centre); otherwise ``draw(in:pixelScale:keeping:)`` answers `false`
/// and draws nothing.
struct CairoArcImage {
    /// The centre and the radius of the arc's middle line, in user space.
    let center: Point
    let radius: Double
    /// The arc.
    let arc: Arc
    /// The stroke's width, in user units.
    let width: Double
    /// Whether the ends are round (else butt).
    let hasRoundCaps: Bool
    /// Its colour, resolved.
    let color: DrawingColor

    /// The smallest radius of the ring's hole, in pixels.
    static let minimumHole = 64.0
    /// The shortest arc (and gap), in pixels along the hole's rim.
    static let minimumLength = 96.0
    /// The smallest sweep drawn this way: measured, Cairo strokes a short arc (a knob's value
    /// at 54°) as fast as this painter or faster; the painter pays on long ones.
    static let minimumSweep = Double.pi
    /// The pixel rows (and columns) of a tile.
    static let tileRows = 16

    /// How a tile is painted.
    private enum Kind { case ring, ends }

    /// Blits the arc into `context`; `false` (nothing drawn) when it cannot be drawn this way.
    func draw(in context: OpaquePointer, pixelScale: Double?, keeping images: CairoFrameImages? = nil) -> Bool {
        let grid = CairoPixelGrid(context, pixelScale: pixelScale)
        guard grid.isKnown, grid.similarityRotation != nil, !arc.isFullCircle else { return false }
        let perUnit = grid.scale.x
        let middle = grid.pixel(center)
        let ring = radius * perUnit, half = width * perUnit / 2, sweep = arc.sweep.radians
        guard perUnit.isFinite, perUnit > 0, middle.x.isFinite, middle.y.isFinite, ring.isFinite, half.isFinite,
              sweep.isFinite, sweep >= Self.minimumSweep, half > 0, ring - half - 1 >= Self.minimumHole,
              Swift.min(sweep, 2 * .pi - sweep) * (ring - half - 1) >= Self.minimumLength,
              ring + half < Double(CairoBoxedImage.maximumSide) / 2 - 4,
              Swift.abs(middle.x) < 1e7, Swift.abs(middle.y) < 1e7 else { return false }
        // The sector from `low` to `low + sweep`, in the pixels' angles (the grid may turn and mirror).
        let start = grid.pixel(Point(center: center, radius: radius, bearing: arc.start))
        let finish = grid.pixel(Point(center: center, radius: radius, bearing: arc.end))
        let startAngle = atan2(start.y - middle.y, start.x - middle.x)
        let finishAngle = atan2(finish.y - middle.y, finish.x - middle.x)
        // Which way round the pixels see it (the grid may mirror): the arc's middle lies a
        // half sweep clockwise (y down) of its start, or a half sweep the other way.
        let halfway = grid.pixel(Point(center: center, radius: radius, bearing: arc.bearing(atFraction: 0.5)))
        var turn = atan2(halfway.y - middle.y, halfway.x - middle.x) - startAngle
        turn -= (turn / (2 * .pi)).rounded(.down) * 2 * .pi
        let clockwise = turn < .pi
        let (low, high) = clockwise ? (start, finish) : (finish, start)
        let (lowAngle, highAngle) = clockwise ? (startAngle, finishAngle) : (finishAngle, startAngle)
        let band = rotary_arcs_band(
            center_x: middle.x, center_y: middle.y, radius: ring, line_width: 2 * half,
            start_normal_x: -sin(lowAngle), start_normal_y: cos(lowAngle),
            finish_normal_x: sin(highAngle), finish_normal_y: -cos(highAngle),
            start_x: low.x, start_y: low.y, finish_x: high.x, finish_y: high.y,
            is_wide: sweep > .pi ? 1 : 0, has_round_caps: hasRoundCaps ? 1 : 0)
        // An arc symmetric about the column boundary through its centre (a knob's track) is
        // painted right of it and copied mirrored to the left: the same numbers (|dx| alike).
        let snap = CairoBoxedImage.snap(grid)
        let axis = middle.x.rounded()
        let mirrored = middle.x == axis && Int(axis) % snap == 0 && Swift.abs(low.x + high.x - 2 * axis) < 1e-6 &&
            Swift.abs(low.y - high.y) < 1e-6
        guard let (painted, tiles) = plan(band: band, snap: snap, axis: mirrored ? Int(axis) : nil) else { return false }
        let copies = mirrored ? painted.map { CairoBoxedImage.Box(x0: 2 * Int(axis) - $0.x1, y0: $0.y0, x1: 2 * Int(axis) - $0.x0,
                                                                  y1: $0.y1) } : []
        let boxes = painted + copies
        let groups = CairoBoxedImage.quadrants(boxes, around: middle)
        guard var made = CairoBoxedImage.make(covering: groups.map { CairoBoxedImage.union($0.lazy.map { boxes[$0] }) }) else {
            return false
        }
        var holder = [Int](repeating: 0, count: boxes.count)
        for (number, group) in groups.enumerated() { for index in group { holder[index] = number } }
        let color = CairoPixelImage.premultiplied(self.color)
        for (index, run) in tiles.enumerated() {
            let image = made[holder[index]]
            let (x0, y0) = (Double(image.area.x0), Double(image.area.y0))
            var shape = rotary_marks_ring(center_x: middle.x - x0, center_y: middle.y - y0, radius: ring,
                                          line_width: 2 * half)
            var local = band
            (local.center_x, local.center_y) = (middle.x - x0, middle.y - y0)
            (local.start_x, local.start_y, local.finish_x, local.finish_y) = (low.x - x0, low.y - y0, high.x - x0, high.y - y0)
            // Consecutive tiles painted the same way are painted in one call.
            var head = 0
            while head < run.count {
                var tail = head + 1
                while tail < run.count, run[tail].1 == run[head].1 { tail += 1 }
                let (top, bottom) = (Int32(run[head].0.y0 - image.area.y0), Int32(run[head].0.y1 - image.area.y0))
                let (left, right) = (Int32(run[head].0.x0 - image.area.x0), Int32(run[tail - 1].0.x1 - image.area.x0))
                switch run[head].1 {
                case .ring:
                    rotary_marks_paint_ring(image.pixels, Int32(image.stride), top, bottom, left, right, &shape,
                                            color.red, color.green, color.blue, color.alpha)
                case .ends:
                    rotary_arcs_paint_ends(image.pixels, Int32(image.stride), top, bottom, left, right, &local,
                                           color.red, color.green, color.blue, color.alpha)
                }
                head = tail
            }
        }
        for (index, copy) in copies.enumerated() {
            let (source, target) = (made[holder[index]], made[holder[painted.count + index]])
            for row in copy.y0 ..< copy.y1 {
                let from = source.pixels + (row - source.area.y0) * source.stride + (painted[index].x1 - 1 - source.area.x0)
                let to = target.pixels + (row - target.area.y0) * target.stride + (copy.x0 - target.area.x0)
                for column in 0 ..< copy.x1 - copy.x0 { to[column] = from[-column] }
            }
        }
        for index in boxes.indices { made[holder[index]].add(boxes[index]) }
        for image in made { image.blit(grid: grid, keeping: images, in: context) }
        return true
    }

    /// The boxes to blit (runs of kept tiles along a row of tiles) and, for each, its tiles and
    /// how each is painted; `nil` when none is kept. Only the tiles of the arc's bounding box
    /// that reach the ring's band are looked at.
    private func plan(band: rotary_arcs_band, snap: Int, axis: Int?)
        -> ([CairoBoxedImage.Box], [[(CairoBoxedImage.Box, Kind)]])? {
        let side = (Self.tileRows + snap - 1) / snap * snap
        // Columns of tiles from `axis` (when the left half is a mirrored copy), else from 0.
        let origin = axis ?? 0
        func downX(_ value: Double) -> Int {
            let whole = Int(value.rounded(.down)) - origin
            return whole - ((whole % side) + side) % side + origin
        }
        let (inner, outer) = (band.radius - band.line_width / 2 - 1, band.radius + band.line_width / 2 + 1)
        let near = band.line_width / 2 + 2
        func down(_ value: Double) -> Int {
            let whole = Int(value.rounded(.down))
            return whole - ((whole % side) + side) % side
        }
        // The bounding box: the ends' discs and the band's outermost points within the sector.
        var (minX, minY, maxX, maxY) = (Swift.min(band.start_x, band.finish_x) - near,
                                        Swift.min(band.start_y, band.finish_y) - near,
                                        Swift.max(band.start_x, band.finish_x) + near,
                                        Swift.max(band.start_y, band.finish_y) + near)
        for (dx, dy) in [(outer, 0.0), (-outer, 0), (0, outer), (0, -outer)]
        where isInSector(band.center_x + dx, band.center_y + dy, band: band) {
            (minX, minY) = (Swift.min(minX, band.center_x + dx), Swift.min(minY, band.center_y + dy))
            (maxX, maxY) = (Swift.max(maxX, band.center_x + dx), Swift.max(maxY, band.center_y + dy))
        }
        var boxes: [CairoBoxedImage.Box] = [], tiles: [[(CairoBoxedImage.Box, Kind)]] = []
        for top in Swift.stride(from: down(minY), to: down(maxY) + side, by: side) {
            // The columns a row of tiles may hold the band in: within the outer rim's reach, not
            // wholly within the hole's.
            let (first, last) = (Double(top) - band.center_y, Double(top + side) - band.center_y)
            let nearest = first <= 0 && last >= 0 ? 0 : Swift.min(Swift.abs(first), Swift.abs(last))
            let across = Self.reach(outer, nearest), hole = Self.reach(inner, Swift.max(Swift.abs(first), Swift.abs(last)))
            guard across > 0 else { continue }
            let spans = hole > 0
                ? [(band.center_x - across, band.center_x - hole), (band.center_x + hole, band.center_x + across)]
                : [(band.center_x - across, band.center_x + across)]
            for (from, to) in spans {
                var run: [(CairoBoxedImage.Box, Kind)] = []
                func close() {
                    guard let head = run.first, let tail = run.last else { return }
                    boxes.append(CairoBoxedImage.Box(x0: head.0.x0, y0: top, x1: tail.0.x1, y1: top + side))
                    tiles.append(run)
                    run = []
                }
                let first = Swift.max(downX(Swift.max(from, minX)), axis ?? .min)
                for x in Swift.stride(from: first, to: downX(Swift.min(to, maxX)) + side, by: side) {
                    let tile = CairoBoxedImage.Box(x0: x, y0: top, x1: x + side, y1: top + side)
                    if let kind = classify(tile, inner: inner, outer: outer, near: near, band: band) {
                        run.append((tile, kind))
                    } else {
                        close()
                    }
                }
                close()
            }
        }
        return boxes.isEmpty ? nil : (boxes, tiles)
    }

    /// Whether a point (pixels) lies within the arc's sector.
    private func isInSector(_ x: Double, _ y: Double, band: rotary_arcs_band) -> Bool {
        let (dx, dy) = (x - band.center_x, y - band.center_y)
        let first = dx * band.start_normal_x + dy * band.start_normal_y >= 0
        let second = dx * band.finish_normal_x + dy * band.finish_normal_y >= 0
        return band.is_wide != 0 ? first || second : first && second
    }

    /// How far along a row `dy` from the centre a circle of radius `rho` reaches (0: not at all).
    private static func reach(_ rho: Double, _ dy: Double) -> Double {
        let squared = rho * rho - dy * dy
        return rho > 0 && squared > 0 ? squared.squareRoot() : 0
    }

    /// How `tile` is painted, or `nil` when it holds no pixel of the arc.
    private func classify(
        _ tile: CairoBoxedImage.Box, inner: Double, outer: Double, near: Double, band: rotary_arcs_band
    ) -> Kind? {
        let (x0, y0, x1, y1) = (Double(tile.x0), Double(tile.y0), Double(tile.x1), Double(tile.y1))
        func nearest(_ x: Double, _ y: Double) -> Double {
            let dx = Swift.max(x0 - x, 0, x - x1), dy = Swift.max(y0 - y, 0, y - y1)
            return (dx * dx + dy * dy).squareRoot()
        }
        let dx = Swift.max(Swift.abs(band.center_x - x0), Swift.abs(band.center_x - x1))
        let dy = Swift.max(Swift.abs(band.center_y - y0), Swift.abs(band.center_y - y1))
        guard nearest(band.center_x, band.center_y) <= outer, (dx * dx + dy * dy).squareRoot() >= inner else {
            return nil
        }
        if nearest(band.start_x, band.start_y) <= near || nearest(band.finish_x, band.finish_y) <= near { return .ends }
        let inside = (isInSector(x0, y0, band: band) ? 1 : 0) + (isInSector(x1, y0, band: band) ? 1 : 0) +
            (isInSector(x0, y1, band: band) ? 1 : 0) + (isInSector(x1, y1, band: band) ? 1 : 0)
        return inside == 4 ? .ring : inside > 0 ? .ends : nil
    }
}
