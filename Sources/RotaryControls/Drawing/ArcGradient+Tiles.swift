import RealModule

/// Painting an angular gradient as a conic gradient, or as linear gradients on small tiles for
/// renderers whose conic gradients are slow (GSK's cairo renderer paints a conic gradient as a
/// mesh over all of its bounds, a linear one cheaply).
///
/// The tiles lie on the device pixel grid and share their edges, so they meet without seams. In
/// a tile the angle changes almost linearly along the tangent, so a linear gradient along it,
/// with the conic stops the tile spans, paints the conic gradient's colours within a few levels
/// of 255.
extension ArcGradient {
    /// A colour at a place along a gradient (0 at its start, 1 at its end).
    public struct Stop: Hashable, Sendable {
        /// Where, from 0 to 1.
        public var offset: Double
        /// Which colour.
        public var color: DrawingColor

        /// Creates a stop.
        public init(offset: Double, color: DrawingColor) {
            self.offset = offset
            self.color = color
        }
    }

    /// A square of the band and the linear gradient, from `start` to `end`, that paints it.
    public struct Tile: Hashable, Sendable {
        /// The square, on the device pixel grid.
        public var rect: Rect
        /// Where the gradient's offset 0 lies (its colour holds before).
        public var start: Point
        /// Where its offset 1 lies (its colour holds beyond).
        public var end: Point
        /// Its stops, offsets rising from 0 to 1 (two at one offset: a hard stop).
        public var stops: [Stop]
    }

    /// The colour `stops` (offsets rising) give at `offset`: between two stops mixed, beyond the
    /// ends the end colours, at a hard stop the later one. Empty stops give `clear`, a NaN offset
    /// the last colour.
    public static func color(at offset: Double, in stops: [Stop]) -> DrawingColor {
        guard var previous = stops.first else { return .clear }
        for stop in stops {
            if stop.offset > offset {
                let span = stop.offset - previous.offset
                let fraction = span > 0 ? (offset - previous.offset) / span : 1
                return previous.color.mixed(with: stop.color, fraction: fraction)
            }
            previous = stop
        }
        return previous.color
    }

    /// The gradient along `arc` as a conic gradient: the bearing where it starts and its stops
    /// clockwise over one turn (offset 1 is back at the start).
    ///
    /// A conic gradient runs clockwise, so a counter-clockwise arc starts it at the arc's end
    /// with the colours reversed. The gap of an arc that is not a full circle is split in the
    /// middle: the half after the arc's end keeps the end colour and the half before its start
    /// the start colour (a hard stop between them), so each cap reaching into the gap gets its
    /// own end's colour. Fewer than two colours give one stop, or none.
    public func conicStops(along arc: Arc) -> (start: Bearing, stops: [Stop]) {
        var colors = self.colors
        var start = arc.start
        if arc.direction == .counterClockwise {
            colors.reverse()
            start = arc.end
        }
        let covered = arc.isFullCircle ? 1 : Swift.min(Swift.max(arc.sweep.radians / (2 * .pi), 0), 1)
        let last = Double(Swift.max(colors.count - 1, 1))
        var stops = colors.enumerated().map { index, color in
            Stop(offset: covered * Double(index) / last, color: color)
        }
        if covered < 1, colors.count > 1, let first = colors.first, let end = colors.last {
            let middle = covered + (1 - covered) / 2
            stops += [
                Stop(offset: middle, color: end), Stop(offset: middle, color: first), Stop(offset: 1, color: first),
            ]
        }
        return (start, stops)
    }

    /// The conic gradient along `arc` (see ``conicStops(along:)``) on the band of `radius` around
    /// `center`, `width` wide with its caps, as the tiles that reach into it (not those only in
    /// the gap beyond the caps): squares of about one and a half band widths (at least 8 pixels
    /// and a 32nd of the ring's width) on the grid of `scale` pixels per unit, each with a linear
    /// gradient.
    ///
    /// Nil where tiles would be wrong, so paint the conic gradient itself: fewer than two
    /// colours, a scale, centre, radius or width that is not finite and positive, a band reaching
    /// beyond a trillion pixels, or a band so near its centre that a tile would span a wide angle.
    public func tiles(along arc: Arc, center: Point, radius: Double, width: Double, scale: Double) -> [Tile]? {
        guard colors.count > 1, scale.isFinite, scale > 0, center.x.isFinite, center.y.isFinite, radius.isFinite,
            width.isFinite, radius > 0, width > 0
        else { return nil }
        let conic = conicStops(along: arc)
        let inner = Swift.max(radius - width / 2, 0)
        let outer = ((radius + width / 2) * (radius + width / 2) + width * width / 4).squareRoot()
        let reach = (Swift.max(Swift.abs(center.x), Swift.abs(center.y)) + outer) * scale
        guard reach.isFinite, reach < 1e12 else { return nil }
        let step = Swift.max(((outer - inner) * 1.5 * scale).rounded(.up), 8, (outer * scale / 16).rounded(.up)) / scale
        let left = ((center.x - outer) * scale).rounded(.down) / scale
        let top = ((center.y - outer) * scale).rounded(.down) / scale
        let right = ((center.x + outer) * scale).rounded(.up) / scale
        let bottom = ((center.y + outer) * scale).rounded(.up) / scale
        // The bearings the band covers clockwise, and how far its caps reach beyond its ends.
        let from = arc.direction == .clockwise ? arc.start.radians : arc.end.radians
        let caps = inner > width ? Double.asin(width / inner) : .pi
        var tiles: [Tile] = []
        for y0 in stride(from: top, to: bottom, by: step) {
            for x0 in stride(from: left, to: right, by: step) {
                let rect = Rect(x: x0, y: y0, width: Swift.min(step, right - x0), height: Swift.min(step, bottom - y0))
                let dx = Swift.max(rect.minX - center.x, 0, center.x - rect.maxX)
                let dy = Swift.max(rect.minY - center.y, 0, center.y - rect.maxY)
                let nearest = (dx * dx + dy * dy).squareRoot()
                let fx = Swift.max(Swift.abs(rect.minX - center.x), Swift.abs(rect.maxX - center.x))
                let fy = Swift.max(Swift.abs(rect.minY - center.y), Swift.abs(rect.maxY - center.y))
                guard nearest <= outer, (fx * fx + fy * fy).squareRoot() >= inner else { continue }
                let diagonal = (rect.width * rect.width + rect.height * rect.height).squareRoot()
                guard nearest > diagonal else { return nil }
                if !arc.isFullCircle {
                    let x = rect.center.x - center.x, y = rect.center.y - center.y
                    let spread = Double.asin(Swift.min(diagonal / 2 / (x * x + y * y).squareRoot(), 1))
                    var turned = (Double.atan2(y: x, x: -y) - from).truncatingRemainder(dividingBy: 2 * .pi)
                    if turned < 0 { turned += 2 * .pi }
                    let outside =
                        turned <= arc.sweep.radians ? 0 : Swift.min(turned - arc.sweep.radians, 2 * .pi - turned)
                    if outside > spread + caps { continue }
                }
                tiles.append(Self.tile(rect, around: center, radius: radius, conic))
            }
        }
        return tiles
    }

    /// The linear gradient along the ring's tangent at the bearing of `rect`'s middle: a point
    /// of the band at an angle `a` from there lies about `radius · tan a` along it.
    private static func tile(
        _ rect: Rect, around center: Point, radius: Double, _ conic: (start: Bearing, stops: [Stop])
    ) -> Tile {
        let bearing = Double.atan2(y: rect.center.x - center.x, x: center.y - rect.center.y)
        let tangent = (x: Double.cos(bearing), y: Double.sin(bearing))
        let touch = Point(x: center.x + radius * tangent.y, y: center.y - radius * tangent.x)
        // How far along the tangent (from where it touches the ring) the rectangle reaches.
        let x0 = (rect.minX - touch.x) * tangent.x, x1 = (rect.maxX - touch.x) * tangent.x
        let y0 = (rect.minY - touch.y) * tangent.y, y1 = (rect.maxY - touch.y) * tangent.y
        let low = Swift.min(x0, x1) + Swift.min(y0, y1), high = Swift.max(x0, x1) + Swift.max(y0, y1)
        // Turns from the conic's start at those two reaches.
        var first = (bearing + Double.atan(low / radius) - conic.start.radians) / (2 * .pi)
        first -= first.rounded(.down)
        let last = first + (Double.atan(high / radius) - Double.atan(low / radius)) / (2 * .pi)
        var stops = [Stop(offset: 0, color: color(at: first, in: conic.stops))]
        stops.reserveCapacity(4)
        for lap in 0...1 {
            for stop in conic.stops where stop.offset + Double(lap) > first && stop.offset + Double(lap) < last {
                let angle = (stop.offset + Double(lap) - first) * 2 * .pi + Double.atan(low / radius)
                let offset = (radius * Double.tan(angle) - low) / (high - low)
                stops.append(Stop(offset: offset.clamped(to: 0...1, ifNaN: 0), color: stop.color))
            }
        }
        stops.append(Stop(offset: 1, color: color(at: last - last.rounded(.down), in: conic.stops)))
        return Tile(
            rect: rect, start: Point(x: touch.x + tangent.x * low, y: touch.y + tangent.y * low),
            end: Point(x: touch.x + tangent.x * high, y: touch.y + tangent.y * high), stops: stops)
    }
}
