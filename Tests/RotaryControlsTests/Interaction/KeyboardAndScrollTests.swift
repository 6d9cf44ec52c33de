import RotaryControls
import Testing

@Suite struct ScrollAccumulatorTests {
    @Test func smallDeltasAddUpAndKeepTheRemainder() {
        var scroll = ScrollAccumulator(pointsPerStep: 20)
        #expect(scroll.steps(forDelta: 12) == 0)
        #expect(isClose(scroll.remainder, 12))
        #expect(scroll.steps(forDelta: 12) == 1)
        #expect(isClose(scroll.remainder, 4))
        #expect(scroll.steps(forDelta: -30) == -1)
        #expect(isClose(scroll.remainder, -6))
    }

    @Test func largeDeltaGivesSeveralSteps() {
        var scroll = ScrollAccumulator(pointsPerStep: 10)
        #expect(scroll.steps(forDelta: 35) == 3)
        #expect(isClose(scroll.remainder, 5))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteDeltaIsIgnored(delta: Double) {
        var scroll = ScrollAccumulator(pointsPerStep: 10)
        _ = scroll.steps(forDelta: 4)
        #expect(scroll.steps(forDelta: delta) == 0)
        #expect(isClose(scroll.remainder, 4))
    }

    @Test(arguments: [0.0, -5, .nan, .infinity])
    func badStepSizeUsesTwenty(size: Double) {
        var scroll = ScrollAccumulator(pointsPerStep: size)
        #expect(scroll.steps(forDelta: 45) == 2)
        #expect(isClose(scroll.remainder, 5))
    }

    @Test func hugeDeltaIsCappedAndDropsTheRest() {
        var scroll = ScrollAccumulator(pointsPerStep: 1)
        #expect(scroll.steps(forDelta: 1e300) == 1000)
        #expect(scroll.remainder == 0)
        #expect(scroll.steps(forDelta: -1e300) == -1000)
    }

    @Test func resetForgetsTheRemainder() {
        var scroll = ScrollAccumulator(pointsPerStep: 10)
        _ = scroll.steps(forDelta: 9)
        scroll.reset()
        #expect(scroll.remainder == 0)
        #expect(scroll.steps(forDelta: 9) == 0)
    }
}
