import PropertyBased
import Testing

@testable import RotaryControls

/// The scale's ticks on one place are found through ``ScaleTickPlaces``; the answer is the one
/// comparing every tick with every other gives.
@Suite struct CircularSliderScaleMergeTests {
    typealias Tick = CircularSliderModel.ScaleTick

    /// A tick from one number: a place among a few (the start, a quarter, a turn's end, another
    /// turn, a random spot), moved by nothing, by a little under, at or a little over the
    /// tolerance, either way; sometimes NaN, infinite or far out; a title, an image or neither;
    /// a mark or none.
    static func tick(_ seed: Int) -> Tick {
        let turn = 2 * Double.pi, tolerance = 1e-6
        let places = [0, turn / 4, turn, 3 * turn, -turn, Double(seed % 997) / 997 * turn, 5 * turn + 1]
        let nudges = [
            0, tolerance / 2, tolerance, tolerance.nextUp, 1.5 * tolerance, 3 * tolerance, 5 * tolerance,
            -tolerance / 2, -tolerance, -tolerance.nextUp, -3 * tolerance, 1e-3,
        ]
        var position = places[seed % places.count] + nudges[(seed / 7) % nudges.count]
        switch (seed / 84) % 40 {
        case 0: position = .nan
        case 1: position = .infinity
        case 2: position = 2e6
        default: break
        }
        let titles: [String?] = [nil, "a", "b", nil]
        let image: ImageReference? = (seed / 3360) % 5 == 0 ? "dot" : nil
        return Tick(
            position: position, title: titles[(seed / 3) % titles.count], image: image, hasMark: seed % 2 == 0)
    }

    @Test func mergingThroughThePlacesMatchesComparingEveryPair() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...1_000_000).array(of: 0...80)) { seeds in
            let ticks = seeds.map(Self.tick)
            #expect(CircularSliderModel.merged(ticks) == CircularSliderModel.mergedOneByOne(ticks))
        }
    }

    @Test func aSliderWithManyMarkersAndLabelsMergesTheirCommonPlaces() {
        var slider = CircularSliderModel(minimumValue: 0, maximumValue: 100, value: 10)
        slider.markerCount = 120
        slider.labels = (0..<12).map { "L\($0)" }
        let ticks = slider.scaleTicks()
        // Every label sits on a marker (12 divides 120): 120 places, the labels' titled and marked.
        #expect(ticks.count == 120)
        #expect(ticks.filter { $0.title != nil }.map(\.title) == slider.labels)
        #expect(ticks.allSatisfy { $0.hasMark })
        #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.position < $1.position })
    }
}
