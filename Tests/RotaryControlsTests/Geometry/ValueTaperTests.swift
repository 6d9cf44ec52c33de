import PropertyBased
import RotaryControls
import Testing

@Suite struct ValueTaperTests {
    static let tapers: [ValueTaper] = [
        .linear, .logarithmic, .exponential(curvature: 5), .exponential(curvature: -3),
        .custom([TaperPoint(position: 0.75, fraction: 0.9), TaperPoint(position: 0.25, fraction: 0.1)]),
    ]

    @Test func logarithmicPutsEqualRatiosAtEqualDistances() {
        let taper = ValueTaper.logarithmic
        #expect(isClose(taper.position(for: 200, minimum: 20, maximum: 20_000), 1.0 / 3))
        #expect(isClose(taper.position(for: 2_000, minimum: 20, maximum: 20_000), 2.0 / 3))
        #expect(isClose(taper.value(atPosition: 0.5, minimum: 20, maximum: 20_000), 632.455532, 1e-5))
        #expect(taper.value(atPosition: 1, minimum: 20, maximum: 20_000) == 20_000)
        #expect(taper.value(atPosition: 0, minimum: 20, maximum: 20_000) == 20)
    }

    @Test(arguments: [(0.0, 100.0), (-10.0, 10.0), (-20.0, -1.0)])
    func logarithmicOverARangeNotPositiveIsLinear(low: Double, high: Double) {
        let taper = ValueTaper.logarithmic
        #expect(taper.isLinear(minimum: low, maximum: high))
        #expect(isClose(taper.position(for: (low + high) / 2, minimum: low, maximum: high), 0.5))
        #expect(isClose(taper.value(atPosition: 0.25, minimum: low, maximum: high), low + (high - low) / 4))
    }

    @Test func exponentialSpreadsTheLowValues() {
        let taper = ValueTaper.exponential(curvature: 5)
        // Half the track is far less than half the range: (e^2.5 − 1) / (e^5 − 1).
        #expect(isClose(taper.value(atPosition: 0.5, minimum: 0, maximum: 1), 0.075858, 1e-6))
        #expect(isClose(taper.position(for: 0.075858180, minimum: 0, maximum: 1), 0.5, 1e-8))
        #expect(ValueTaper.exponential(curvature: 0) == .linear)
        #expect(ValueTaper.exponential(curvature: .nan) == .linear)
        #expect(ValueTaper.exponential(curvature: 1e9).shape == .exponential(curvature: ValueTaper.maximumCurvature))
    }

    @Test func customCurveGoesStraightBetweenItsPoints() {
        let taper = ValueTaper.custom([TaperPoint(position: 0.75, fraction: 0.9)])
        #expect(isClose(taper.value(atPosition: 0.75, minimum: -60, maximum: 6), -60 + 0.9 * 66))
        #expect(isClose(taper.value(atPosition: 0.375, minimum: 0, maximum: 1), 0.45))
        #expect(isClose(taper.position(for: 0.95, minimum: 0, maximum: 1), 0.875))
    }

    @Test func customPointsThatWouldFallAreDropped() {
        let taper = ValueTaper.custom([
            TaperPoint(position: 0.5, fraction: 0.5), TaperPoint(position: 0.6, fraction: 0.4),
            TaperPoint(position: .nan, fraction: 0.2), TaperPoint(position: 1.5, fraction: 0.7),
        ])
        #expect(
            taper.shape
                == .custom([
                    TaperPoint(position: 0, fraction: 0), TaperPoint(position: 0.5, fraction: 0.5),
                    TaperPoint(position: 1, fraction: 1),
                ]))
        #expect(ValueTaper.custom([TaperPoint(position: 2, fraction: 2)]) == .linear)
    }

    @Test(arguments: tapers)
    func edgesAreDefined(taper: ValueTaper) {
        #expect(taper.position(for: .nan, minimum: 1, maximum: 10) == 0)
        #expect(taper.position(for: 99, minimum: 1, maximum: 10) == 1)
        #expect(taper.position(for: -99, minimum: 1, maximum: 10) == 0)
        #expect(taper.value(atPosition: .nan, minimum: 1, maximum: 10) == 1)
        #expect(taper.value(atPosition: 7, minimum: 1, maximum: 10) == 10)
        // Empty range: everything at the minimum's end.
        #expect(taper.position(for: 5, minimum: 5, maximum: 5) == 0)
        #expect(taper.value(atPosition: 0.5, minimum: 5, maximum: 5) == 5)
        // Inverted range: read with the ends swapped.
        #expect(
            isClose(taper.position(for: 4, minimum: 10, maximum: 1), taper.position(for: 4, minimum: 1, maximum: 10)))
        // Non-finite ends.
        #expect(taper.position(for: 3, minimum: .nan, maximum: 10) == 0)
        #expect(taper.value(atPosition: 0.5, minimum: -.infinity, maximum: 10) == 10)
        #expect(taper.value(atPosition: 0.5, minimum: .nan, maximum: .infinity) == 0)
        // A range wider than the largest double.
        #expect(taper.position(for: 0, minimum: -1e308, maximum: 1e308).isFinite)
        #expect(taper.value(atPosition: 0.5, minimum: -1e308, maximum: 1e308).isFinite)
    }

    // MARK: - Properties

    @Test func roundTripsAndIsMonotonic() async {
        let shapes = Gen.int(in: 0...(Self.tapers.count - 1))
        let lows = Gen.double(in: 0.001...1_000)
        let widths = Gen.double(in: 0.001...1e6)
        let positions = Gen.double(in: 0...1)
        await propertyCheck(count: 400, input: shapes, lows, widths, positions, positions) { shape, low, width, p, q in
            let taper = Self.tapers[shape]
            let high = low + width
            let v = taper.value(atPosition: p, minimum: low, maximum: high)
            let w = taper.value(atPosition: q, minimum: low, maximum: high)
            #expect(v >= low && v <= high)
            // Round trip value → position → value within a relative tolerance.
            let back = taper.value(
                atPosition: taper.position(for: v, minimum: low, maximum: high), minimum: low, maximum: high)
            #expect(Swift.abs(back - v) <= 1e-9 * Swift.max(Swift.abs(high), 1))
            // Position → value → position (the taper never flattens to a plateau).
            #expect(Swift.abs(taper.position(for: v, minimum: low, maximum: high) - p) <= 1e-6)
            // Monotonic.
            if p < q { #expect(v <= w) }
            if p > q { #expect(v >= w) }
        }
    }

    @Test func neverNaN() async {
        let doubles = Gen.oneOf(
            Gen.double(in: -1e6...1e6), Gen.always(Double.nan), Gen.always(Double.infinity),
            Gen.always(-Double.infinity), Gen.always(0))
        let shapes = Gen.int(in: 0...(Self.tapers.count - 1))
        await propertyCheck(count: 400, input: shapes, doubles, doubles, doubles) { shape, low, high, x in
            let taper = Self.tapers[shape]
            #expect(!taper.position(for: x, minimum: low, maximum: high).isNaN)
            #expect(!taper.value(atPosition: x, minimum: low, maximum: high).isNaN)
        }
    }
}
