import RotaryControls
import Testing

@Suite struct TapCounterTests {
    let here = Point(x: 50, y: 50)

    @Test func quickNearTapsCountUp() {
        var taps = TapCounter()
        #expect(taps.touchDown(at: here, time: 1) == 1)
        #expect(taps.touchDown(at: here.offsetBy(dx: 5, dy: 5), time: 1.2) == 2)
        #expect(taps.touchDown(at: here, time: 1.5) == 3)
    }

    @Test func slowTapStartsANewSeries() {
        var taps = TapCounter()
        _ = taps.touchDown(at: here, time: 1)
        #expect(taps.touchDown(at: here, time: 1.36) == 1)
    }

    @Test func farTapStartsANewSeries() {
        var taps = TapCounter()
        _ = taps.touchDown(at: here, time: 1)
        #expect(taps.touchDown(at: here.offsetBy(dx: 13, dy: 0), time: 1.1) == 1)
    }

    @Test func timeGoingBackwardsStartsANewSeries() {
        var taps = TapCounter()
        _ = taps.touchDown(at: here, time: 5)
        #expect(taps.touchDown(at: here, time: 4.9) == 1)
    }

    @Test func nonFiniteInputStartsANewSeriesAndIsForgotten() {
        var taps = TapCounter()
        _ = taps.touchDown(at: here, time: 1)
        #expect(taps.touchDown(at: here, time: .nan) == 1)
        #expect(taps.touchDown(at: here, time: 1.1) == 1)
        #expect(taps.touchDown(at: Point(x: .infinity, y: 0), time: 1.2) == 1)
        #expect(taps.touchDown(at: here, time: 1.3) == 1)
        #expect(taps.touchDown(at: here, time: 1.4) == 2)
    }

    @Test func equalityIncludesTheLastTouch() {
        var a = TapCounter()
        let b = TapCounter()
        #expect(a == b)
        _ = a.touchDown(at: here, time: 1)
        #expect(a != b)
    }
}
