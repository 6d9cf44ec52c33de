import CRotaryPixels
import RotaryControls

/// The circles of one ``CairoDiscImage`` as the C painter takes them (`rotary_disc`, device
/// pixels, in drawing order), with the colour tables of its gradients; owns the tables.
final class CairoDiscPlan {
    /// The annuli to paint, in order, centred in target pixels (moved to the image at painting).
    private(set) var discs: [rotary_disc] = []
    /// Straight strokes painted before the discs, in order, in target pixels.
    private(set) var segments: [rotary_segment] = []
    private var tables: [UnsafeMutablePointer<UInt32>] = []

    deinit {
        for table in tables { table.deallocate() }
    }

    /// Colours in a gradient's table: two a pixel of its radius (a step of half a pixel), within
    /// 256…4 096.
    static func tableSize(radius: Double) -> Int {
        Int(Swift.min(4_096, Swift.max(256, (radius * 2).rounded(.up))))
    }

    /// Adds an annulus of one colour (`inner` ≤ 0: a disc); a transparent colour adds nothing.
    func addFlat(center: Point, inner: Double, outer: Double, color: DrawingColor) {
        let colour = CairoPixelImage.pack(color)
        guard colour != 0 else { return }
        var disc = rotary_disc()
        disc.kind = Int32(ROTARY_DISC_FLAT)
        (disc.cx, disc.cy, disc.inner, disc.outer, disc.colour) = (center.x, center.y, inner, outer, colour)
        discs.append(disc)
    }

    /// Adds a straight stroke from `from` to `to` (pixels), `halfWidth` pixels each side, painted
    /// before the discs; `false` (nothing added) when the C painter cannot paint it (bad numbers,
    /// too wide or too long: `rotary_segment_is_paintable`). A transparent colour adds nothing.
    func addSegment(from: Point, to: Point, halfWidth: Double, cap: LineCap, color: DrawingColor) -> Bool {
        var segment = rotary_segment()
        (segment.x0, segment.y0, segment.x1, segment.y1, segment.half_width) = (from.x, from.y, to.x, to.y, halfWidth)
        switch cap {
        case .butt: segment.cap = Int32(ROTARY_SEGMENT_BUTT)
        case .round: segment.cap = Int32(ROTARY_SEGMENT_ROUND)
        case .square: segment.cap = Int32(ROTARY_SEGMENT_SQUARE)
        }
        segment.colour = CairoPixelImage.pack(color)
        guard rotary_segment_is_paintable(&segment) != 0 else { return false }
        if segment.colour != 0 { segments.append(segment) }
        return true
    }

    /// Adds an annulus (`outer` infinite: every pixel) filled with the radial gradient of `stops`
    /// centred at `gradientCenter` (pixels) reaching its last stop `radius` pixels away.
    func addRadial(center: Point, inner: Double, outer: Double, gradient stops: [RadialGradient.Stop], at gradientCenter: Point,
                   radius: Double) {
        let size = Self.tableSize(radius: radius)
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: size + 1)
        tables.append(table)
        let sorted = stops.sorted { $0.location < $1.location }
        let locations = sorted.map(\.location)
        let colours = sorted.flatMap { [$0.color.red, $0.color.green, $0.color.blue, $0.color.alpha] }
        rotary_discs_radial_table(locations, colours, Int32(sorted.count), table, Int32(size))
        var disc = rotary_disc()
        disc.kind = Int32(ROTARY_DISC_RADIAL)
        (disc.cx, disc.cy, disc.inner, disc.outer) = (center.x, center.y, inner, outer)
        (disc.gx, disc.gy, disc.per_pixel) = (gradientCenter.x, gradientCenter.y, Double(size) / radius)
        disc.table = UnsafePointer(table)
        disc.table_size = Int32(size)
        discs.append(disc)
    }

    /// Whether disc `index` is a whole disc of one opaque colour.
    private func isOpaqueDisc(_ index: Int) -> Bool {
        let disc = discs[index]
        return disc.kind == Int32(ROTARY_DISC_FLAT) && disc.inner <= 0 && disc.colour >> 24 == 255
    }

    /// Links each disc to the opaque discs around it: the largest later one hides its pixels;
    /// a gradient gets its table composed over the last opaque disc before it, and where that
    /// disc (same centre) lies wholly under it with nothing in between but rings around the
    /// place, the gradient paints those pixels from the composed table alone and the disc leaves
    /// them to it.
    private func link() {
        for index in discs.indices {
            if let hider = discs.indices.filter({ $0 > index && isOpaqueDisc($0) }).max(by: { discs[$0].outer < discs[$1].outer }) {
                (discs[index].hx, discs[index].hy, discs[index].hidden_radius) = (discs[hider].cx, discs[hider].cy, discs[hider].outer)
            }
        }
        for index in discs.indices {
            guard discs[index].kind == Int32(ROTARY_DISC_RADIAL), discs[index].table_over == nil,
                  let under = discs.indices.last(where: { $0 < index && isOpaqueDisc($0) }) else { continue }
            let count = Int(discs[index].table_size) + 1
            let composed = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
            tables.append(composed)
            rotary_discs_compose_table(discs[index].table, Int32(count), discs[under].colour, composed)
            discs[index].table_over = UnsafePointer(composed)
            discs[index].under = discs[under].colour
            let known = knownRadius(of: index, over: under)
            guard known > 1 else { continue }
            (discs[index].kx, discs[index].ky, discs[index].known_radius) = (discs[under].cx, discs[under].cy, known)
            if discs[under].hidden_radius < known {
                (discs[under].hx, discs[under].hy, discs[under].hidden_radius) = (discs[under].cx, discs[under].cy, known)
            }
        }
    }

    /// The radius (pixels) around the opaque disc `under` within which gradient `index` can
    /// paint over it unread: within both discs, and inside every disc between them, each of
    /// which must be a ring with the same centre; 0 when there is none.
    private func knownRadius(of index: Int, over under: Int) -> Double {
        let (disc, base) = (discs[index], discs[under])
        guard disc.cx == base.cx, disc.cy == base.cy, disc.inner <= 0 else { return 0 }
        var radius = Swift.min(disc.outer, base.outer)
        for between in (under + 1)..<index {
            let ring = discs[between]
            guard ring.cx == base.cx, ring.cy == base.cy, ring.inner > 0 else { return 0 }
            radius = Swift.min(radius, ring.inner)
        }
        return radius.isFinite ? radius : 0
    }

    /// Writes every pixel of a `width` × `height` image whose corner sits on target pixel `origin`:
    /// with the vector code (built for AVX2 where the processor has it, unless `sse2Only`) or
    /// the portable code; the same bytes either way. `over`: composes the discs over what the
    /// pixels hold instead, clearing nothing (for a plan without segments; its segments are
    /// left out).
    func paint(into pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, origin: (Double, Double),
               vector: Bool = true, sse2Only: Bool = false, over: Bool = false) {
        link()
        let moved = discs.map { disc in
            var disc = disc
            (disc.cx, disc.cy, disc.gx, disc.gy) = (disc.cx - origin.0, disc.cy - origin.1, disc.gx - origin.0, disc.gy - origin.1)
            (disc.hx, disc.hy, disc.kx, disc.ky) = (disc.hx - origin.0, disc.hy - origin.1, disc.kx - origin.0, disc.ky - origin.1)
            return disc
        }
        let level: Int32 = vector ? (sse2Only ? 2 : 1) : 0
        if over {
            rotary_discs_paint_over(pixels, Int32(width), Int32(height), Int32(stride), moved, Int32(moved.count), level)
            return
        }
        let lines = segments.map { segment in
            var segment = segment
            (segment.x0, segment.y0) = (segment.x0 - origin.0, segment.y0 - origin.1)
            (segment.x1, segment.y1) = (segment.x1 - origin.0, segment.y1 - origin.1)
            return segment
        }
        rotary_discs_paint_over_segments(pixels, Int32(width), Int32(height), Int32(stride), lines, Int32(lines.count), moved,
                                         Int32(moved.count), level)
    }
}
