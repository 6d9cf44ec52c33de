import RotaryControls
import Testing

@Suite struct ValueAnimationTests {
    @Test func longWayThroughEveryValue() {
        // A knob from minimum to maximum passes through the middle (never the short way).
        var animation = ValueAnimation(from: 0, to: 1, startTime: 2, duration: 0.5, curve: .linear)
        var values: [Double] = []
        for frame in 0...30 { values.append(animation.advance(to: 2 + Double(frame) / 60)) }
        #expect(values.first == 0)
        #expect(values.last == 1)
        #expect(animation.isFinished)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(values.contains { isClose($0, 0.5, 1e-9) })
        #expect(isClose(animation.value(at: 2.25), 0.5, 1e-12))
    }

    @Test(arguments: [
        TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .cubicBezier(x1: 0.2, y1: 0.8, x2: 0.3, y2: 1),
    ])
    func curvesStartAtZeroEndAtOneAndRise(curve: TimingCurve) {
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -3) == 0 && curve.progress(at: 7) == 1)
        #expect(curve.progress(at: .nan) == 0)
        var last = 0.0
        for step in 1...100 {
            let p = curve.progress(at: Double(step) / 100)
            #expect(p >= last - 1e-12)
            last = p
        }
    }

    @Test func easeInOutIsSymmetric() {
        for t in stride(from: 0.05, to: 1, by: 0.05) {
            let a = TimingCurve.easeInOut.progress(at: t)
            let b = TimingCurve.easeInOut.progress(at: 1 - t)
            #expect(isClose(a + b, 1, 1e-9))
        }
        #expect(isClose(TimingCurve.easeInOut.progress(at: 0.5), 0.5, 1e-9))
        #expect(TimingCurve.easeIn.progress(at: 0.5) < 0.5)
        #expect(TimingCurve.easeOut.progress(at: 0.5) > 0.5)
    }

    @Test func badInputs() {
        let zero = ValueAnimation(from: 0, to: 1, startTime: 0, duration: 0)
        #expect(zero.isFinished && zero.value == 1)
        let nanDuration = ValueAnimation(from: 0, to: 1, startTime: 0, duration: .nan)
        #expect(nanDuration.isFinished && nanDuration.value == 1)
        let nanTarget = ValueAnimation(from: 0.25, to: .nan, startTime: 0)
        #expect(nanTarget.isFinished && nanTarget.value == 0.25)
        let nanStart = ValueAnimation(from: .infinity, to: 0.75, startTime: 0)
        #expect(nanStart.isFinished && nanStart.value == 0.75)
        var running = ValueAnimation(from: 0, to: 1, startTime: 0, duration: 1, curve: .linear)
        running.advance(to: 0.5)
        #expect(running.advance(to: .nan) == 0.5)
        #expect(!running.isFinished)
        #expect(ValueAnimation.defaultDuration == 0.75)
    }

    @Test func aDistanceWiderThanTheLargestDoubleStaysFinite() {
        // −1e308 → 1e308: `to − from` overflows; the halves of the distance do not.
        var animation = ValueAnimation(from: -1e308, to: 1e308, startTime: 0, duration: 1, curve: .linear)
        for (time, expected) in [(0.0, -1e308), (0.25, -0.5e308), (0.5, 0.0), (0.75, 0.5e308), (1, 1e308)] {
            let value = animation.advance(to: time)
            #expect(value.isFinite && isClose(value / 1e308, expected / 1e308, 1e-12), "at \(time): \(value)")
        }
        var back = ValueAnimation(from: 1.7e308, to: -1.7e308, startTime: 0, duration: 1, curve: .easeInOut)
        #expect(back.advance(to: 0.5) == 0 && back.advance(to: 0.2).isFinite)
    }
}
