import RotaryControls
import Testing

/// A prize wheel's flings: drawn by the app's weights, aimed at the drawn item, and only when
/// they count as a spin.
@Suite struct RadialSpinnerWeightedLandingTests {
    /// A fast fling of `sweep` degrees in a tenth of a second from 12 o'clock, released at `start`.
    static func fling(_ spinner: inout RadialSpinnerModel, sweep: Double, start: Double) -> [SpinnerEvent] {
        var events = spinner.send(spinnerEvent(.began, 0, time: start))
        for step in 1...5 {
            events += spinner.send(spinnerEvent(.moved, sweep * Double(step) / 5, time: start + 0.02 * Double(step)))
        }
        events += spinner.send(spinnerEvent(.ended, sweep, time: start + 0.1))
        return events + spinner.runFrames(from: start + 0.1, hertz: 60)
    }

    @Test func aFlingLandsOnTheOnlyItemThatCanComeUp() {
        var spinner = openSpinner(8)
        spinner.weightedLanding = SpinnerWeightedLanding(
            weights: [0, 0, 0, 0, 0, 1], random: SplitMixRandomNumberGenerator(state: 1))
        let events = Self.fling(&spinner, sweep: 120, start: 0)
        #expect(events.first == .editingBegan)
        #expect(Array(events.suffix(2)) == [.valueSelected(5), .editingEnded])
        #expect(spinner.selectedIndex == 5 && spinner.ringPosition == 5 && !spinner.needsFrames)
        // Every item passed ticked once, and the selection followed the top item on the way.
        #expect(changes(events).last == 5)
    }

    @Test func seededFlingsLandByTheWeightsAndNeverOnADisabledItem() {
        var spinner = openSpinner(6, disabled: [2])
        spinner.weightedLanding = SpinnerWeightedLanding(
            weights: [1, 3, 50, 0, 1, 1], random: SplitMixRandomNumberGenerator(state: 42))
        var counts = [Int](repeating: 0, count: 6)
        var time = 0.0
        for round in 0..<300 {
            _ = Self.fling(&spinner, sweep: round % 2 == 0 ? 150 : -150, start: time)
            counts[spinner.selectedIndex ?? 0] += 1
            time += 30
        }
        #expect(counts[2] == 0 && counts[3] == 0, "\(counts)")
        // Item 1 weighs half of the 6 that can come up: 150 of 300, give or take.
        #expect(counts[1] > 110 && counts[1] < 190, "\(counts)")
        #expect(counts[0] + counts[1] + counts[4] + counts[5] == 300)
    }

    @Test func theSameSeedGivesTheSameSpins() {
        func run() -> [Int?] {
            var spinner = openSpinner(12)
            spinner.weightedLanding = SpinnerWeightedLanding(
                weights: Array(repeating: 1, count: 12),
                random: SplitMixRandomNumberGenerator(state: 7))
            return (0..<10).map { round in
                _ = Self.fling(&spinner, sweep: 140, start: Double(round) * 30)
                return spinner.selectedIndex
            }
        }
        let first = run()
        #expect(first == run() && Set(first).count > 3)
    }

    @Test func aNudgeIsNoSpinAndSettlesBack() {
        var spinner = openSpinner(8, selected: 3)
        spinner.weightedLanding = SpinnerWeightedLanding(
            weights: [0, 1], rules: SpinRules(minimumTurns: 1),
            random: SplitMixRandomNumberGenerator(state: 9))
        // Dragged by hand two items along, then released holding still.
        var events = spinner.send(spinnerEvent(.began, 0, time: 0))
        events += spinner.send(spinnerEvent(.moved, 30, time: 0.5))
        events += spinner.send(spinnerEvent(.moved, 90, time: 1))
        events += spinner.send(spinnerEvent(.moved, 90, time: 1.5))
        events += spinner.send(spinnerEvent(.ended, 90, time: 2))
        events += spinner.runFrames(from: 2, hertz: 60)
        #expect(spinner.selectedIndex == 3 && spinner.ringPosition == 3)
        #expect(Array(events.suffix(2)) == [.valueSelected(3), .editingEnded])
        #expect(spinner.weightedLanding?.random == SplitMixRandomNumberGenerator(state: 9), "nothing drawn")
    }

    @Test func withoutAnyWeightTheFlingIsPlain() {
        var weighted = openSpinner(8)
        weighted.weightedLanding = SpinnerWeightedLanding(
            weights: [0, 0, .nan], random: SplitMixRandomNumberGenerator(state: 3))
        var plain = openSpinner(8)
        #expect(Self.fling(&weighted, sweep: 120, start: 0) == Self.fling(&plain, sweep: 120, start: 0))
        #expect(weighted.selectedIndex == plain.selectedIndex)
    }
}
