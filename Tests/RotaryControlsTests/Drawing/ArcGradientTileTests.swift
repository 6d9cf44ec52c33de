import PropertyBased
import RotaryControls
import Testing

/// An angular gradient as a conic gradient's stops, and as linear gradients on pixel tiles:
/// every point of the band in exactly one tile, painted the colour the gradient has there.
@Suite struct ArcGradientTileTests {
    private let gradient = ArcGradient(colors: [.red, DrawingColor(red: 0, green: 1, blue: 0, alpha: 0.4), .blue])

    /// The largest difference of one channel.
    private static func distance(_ a: DrawingColor, _ b: DrawingColor) -> Double {
        Swift.max(
            Swift.abs(a.red - b.red), Swift.abs(a.green - b.green), Swift.abs(a.blue - b.blue),
            Swift.abs(a.alpha - b.alpha))
    }

    /// The colour a tile's linear gradient paints at `point`.
    private static func color(of tile: ArcGradient.Tile, at point: Point) -> DrawingColor {
        let dx = tile.end.x - tile.start.x, dy = tile.end.y - tile.start.y
        let along = ((point.x - tile.start.x) * dx + (point.y - tile.start.y) * dy) / (dx * dx + dy * dy)
        return ArcGradient.color(at: along, in: tile.stops)
    }

    /// A clockwise arc of a quarter turn from 3 o'clock: the conic starts at the arc's start, its
    /// colours cover a quarter of the turn, and the gap is split in the middle by a hard stop
    /// from the end colour back to the start colour.
    @Test func conicStopsOfAClockwiseArc() {
        let arc = Arc(start: Bearing(radians: .pi / 2), sweep: Rotation(degrees: 90))
        let conic = ArcGradient(colors: [.red, .blue]).conicStops(along: arc)
        #expect(Swift.abs(conic.start.degrees - 90) < 1e-9)
        #expect(conic.stops.map(\.offset) == [0, 0.25, 0.625, 0.625, 1])
        #expect(conic.stops.map(\.color) == [.red, .blue, .blue, .red, .red])
    }

    /// A counter-clockwise arc runs the conic from the arc's end, colours reversed.
    @Test func conicStopsOfACounterClockwiseArc() {
        let arc = Arc(start: .top, sweep: Rotation(degrees: 90), direction: .counterClockwise)
        let conic = ArcGradient(colors: [.red, .blue]).conicStops(along: arc)
        #expect(Swift.abs(conic.start.degrees - 270) < 1e-9)
        #expect(conic.stops.map(\.color) == [.blue, .red, .red, .blue, .blue])
    }

    /// A full circle has no gap: the colours cover the whole turn and nothing is added.
    @Test func conicStopsOfAFullCircle() {
        let conic = ArcGradient(colors: [.red, .white, .blue]).conicStops(along: .fullCircle())
        #expect(conic.stops.map(\.offset) == [0, 0.5, 1])
    }

    @Test func colourBetweenStopsBeyondThemAndAtAHardStop() {
        let stops = [
            ArcGradient.Stop(offset: 0.2, color: .red), ArcGradient.Stop(offset: 0.6, color: .blue),
            ArcGradient.Stop(offset: 0.6, color: .white),
        ]
        #expect(ArcGradient.color(at: 0, in: stops) == .red)
        #expect(
            Self.distance(ArcGradient.color(at: 0.4, in: stops), DrawingColor.red.mixed(with: .blue, fraction: 0.5))
                < 1e-12)
        #expect(ArcGradient.color(at: 0.6, in: stops) == .white)
        #expect(ArcGradient.color(at: 0.9, in: stops) == .white)
        #expect(ArcGradient.color(at: 0.5, in: []) == .clear)
        #expect(ArcGradient.color(at: .nan, in: stops) == .white)
    }

    @Test func everyPointOfTheBandIsInExactlyOneTileOfTheGradientsColourThere() async {
        await propertyCheck(
            count: 150,
            input: Gen.double(in: 0..<360), Gen.double(in: 60...330), Gen.bool, Gen.double(in: 1...30),
            Gen.int(in: 1...3), Gen.double(in: 0..<1).array(of: 16)
        ) { start, sweep, clockwise, width, scale, samples in
            let arc = Arc(
                start: Bearing(degrees: start), sweep: Rotation(degrees: sweep),
                direction: clockwise ? .clockwise : .counterClockwise)
            let center = Point(x: 300.25, y: 200.5)
            let radius = 10 * width + 24
            let tiles = gradient.tiles(along: arc, center: center, radius: radius, width: width, scale: Double(scale))
            #expect(tiles != nil)
            guard let tiles else { return }
            for tile in tiles {
                for edge in [tile.rect.minX, tile.rect.minY, tile.rect.maxX, tile.rect.maxY] {
                    let pixels = edge * Double(scale)
                    #expect(Swift.abs(pixels - pixels.rounded()) < 1e-6, "tiles lie on the pixel grid")
                }
                #expect(tile.stops.first?.offset == 0 && tile.stops.last?.offset == 1)
                #expect(zip(tile.stops, tile.stops.dropFirst()).allSatisfy { $0.offset <= $1.offset })
            }
            // Just beyond each end, inside a round cap: the end's colour.
            for (end, fraction) in [(arc.start, -1.0), (arc.end, 1.0)] {
                let beyond = Rotation(radians: arc.direction.sign * fraction * 0.45 * width / radius)
                let point = Point(center: center, radius: radius, bearing: end.turned(by: beyond))
                let holders = tiles.filter {
                    point.x >= $0.rect.minX && point.x < $0.rect.maxX && point.y >= $0.rect.minY
                        && point.y < $0.rect.maxY
                }
                #expect(holders.count == 1, "a point of a cap is in exactly one tile")
                guard let holder = holders.first else { continue }
                let expected = gradient.color(at: fraction > 0 ? 1 : 0)
                #expect(Self.distance(Self.color(of: holder, at: point), expected) <= 0.01)
            }
            for (index, sample) in samples.enumerated() {
                // A point of the band along the arc, from its inner edge to its outer one.
                let distance = radius - width / 2 + width * Double(index) / Double(samples.count - 1)
                let bearing = arc.start.turned(by: Rotation(radians: arc.direction.sign * sample * arc.sweep.radians))
                let point = Point(center: center, radius: distance, bearing: bearing)
                let holders = tiles.filter {
                    point.x >= $0.rect.minX && point.x < $0.rect.maxX && point.y >= $0.rect.minY
                        && point.y < $0.rect.maxY
                }
                #expect(holders.count == 1, "a point of the band is in exactly one tile")
                guard let holder = holders.first else { continue }
                // A point at an angle a from the tile's middle and w/2 off the ring is placed at
                // an angle off by about a · (w/2) / r, plus a³/2 from the tangent: 3 colours over
                // the sweep turn that into colour.
                let inner = radius - width / 2
                let a =
                    (holder.rect.width * holder.rect.width + holder.rect.height * holder.rect.height).squareRoot()
                    / 2 / inner
                let slope = 2 / (sweep * .pi / 180)
                let tolerance = 0.002 + slope * (a * width / 2 / inner + a * a * a)
                let painted = Self.color(of: holder, at: point)
                #expect(Self.distance(painted, gradient.color(at: sample)) <= tolerance)
            }
        }
    }

    @Test func badInputPaintsTheConicGradientItself() {
        let arc = Arc.knob
        let center = Point(x: 50, y: 50)
        #expect(gradient.tiles(along: arc, center: center, radius: 40, width: 4, scale: 2) != nil)
        #expect(ArcGradient(colors: [.red]).tiles(along: arc, center: center, radius: 40, width: 4, scale: 2) == nil)
        for scale in [0, -1, .nan, .infinity] {
            #expect(gradient.tiles(along: arc, center: center, radius: 40, width: 4, scale: scale) == nil)
        }
        for (radius, width) in [(0.0, 4.0), (40, 0), (.nan, 4), (40, .infinity), (-5, 4)] {
            #expect(gradient.tiles(along: arc, center: center, radius: radius, width: width, scale: 2) == nil)
        }
        #expect(gradient.tiles(along: arc, center: Point(x: .nan, y: 0), radius: 40, width: 4, scale: 2) == nil)
        #expect(gradient.tiles(along: arc, center: Point(x: 1e308, y: 0), radius: 40, width: 4, scale: 2) == nil)
        #expect(gradient.tiles(along: arc, center: center, radius: 1e300, width: 4, scale: 2) == nil)
        // However large the ring, at most 33 tiles a row.
        let huge = gradient.tiles(along: .fullCircle(), center: center, radius: 1e9, width: 1, scale: 3)
        #expect(huge != nil && huge!.count <= 33 * 33)
        // A band reaching its centre: a tile there would span every angle.
        #expect(gradient.tiles(along: arc, center: center, radius: 6, width: 10, scale: 1) == nil)
    }
}
