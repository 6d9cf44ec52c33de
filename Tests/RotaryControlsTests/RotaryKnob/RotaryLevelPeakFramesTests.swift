import PropertyBased
import RotaryControls
import Testing

/// The level overlay's peak falls with time alone: the knob asks its host for frames while the
/// peak stands above the level, moves the overlay's clock on each, and stops when it is down.
@Suite struct RotaryLevelPeakFramesTests {
    /// Runs `driver`'s frame clock at 60 Hz from `start` while it needs frames (at most
    /// `limit` seconds), as a host's display link does; answers the time of the last frame and
    /// the peak mark after each frame.
    static func runFrames(
        _ driver: inout ControlDriver<RotaryKnobModel>, from start: Double,
        limit: Double = 60
    ) -> (stop: Double, peaks: [Double]) {
        var time = start
        var peaks: [Double] = []
        while driver.needsFrames, time < start + limit {
            time += 1.0 / 60
            driver.advance(to: time)
            peaks.append(driver.model.levelOverlay?.peakMark ?? .nan)
        }
        return (time, peaks)
    }

    @Test func aStillLevelLetsThePeakFallOnTheFrameClock() {
        var knob = RotaryKnobModel(value: 0.5)
        knob.levelOverlay = RotaryLevelOverlay() // holds 1.5 s, falls 0.5 per second
        #expect(!knob.needsFrames, "level 0, no peak: no frames")
        knob.levelOverlay?.update(level: 0.8, at: 0)
        #expect(!knob.needsFrames, "the peak is the level: nothing moves with time")
        knob.levelOverlay?.update(level: 0.2, at: 0.1)
        #expect(knob.needsFrames && !knob.isAnimating, "a held peak above the level needs frames; the value is still")
        var driver = ControlDriver(model: knob)
        let layerAtHold = RotaryLevelOverlayTests.levelLayer(driver.model)
        let (stop, peaks) = Self.runFrames(&driver, from: 0.1)
        // Held until 1.5 s, then falls 0.6 at 0.5 per second: down to the level at 2.7 s.
        #expect(stop >= 2.7 && stop < 2.7 + 1.0 / 60, "\(stop)")
        #expect(driver.model.levelOverlay?.peakMark == 0.2 && driver.model.levelOverlay?.level == 0.2)
        #expect(!driver.needsFrames && !driver.model.levelOverlay!.isPeakMoving)
        #expect(zip(peaks, peaks.dropFirst()).allSatisfy { $0 >= $1 }, "the peak never rises by itself")
        #expect(peaks.first == 0.8 && peaks.contains { $0 < 0.8 && $0 > 0.2 }, "held, then falling through the frames")
        #expect(RotaryLevelOverlayTests.levelLayer(driver.model) != layerAtHold, "the level layer followed the peak")
        #expect(driver.model.value == 0.5 && driver.model.displayedValue == 0.5)
        #expect(!driver.hasEvents, "frames of the peak report nothing")
    }

    @Test func aNewLevelAboveThePeakStopsTheFrames() {
        var knob = RotaryKnobModel()
        knob.levelOverlay = RotaryLevelOverlay()
        knob.levelOverlay?.update(level: 0.9, at: 0)
        knob.levelOverlay?.update(level: 0.1, at: 0.5)
        var driver = ControlDriver(model: knob)
        driver.advance(to: 1)
        #expect(driver.needsFrames)
        driver.change { model, _ in model.levelOverlay?.update(level: 0.95, at: 1.1) }
        #expect(!driver.needsFrames, "the level is the new peak")
        driver.change { model, _ in model.levelOverlay?.holdsPeak = false }
        driver.change { model, _ in model.levelOverlay?.update(level: 0.1, at: 1.2) }
        #expect(!driver.needsFrames, "no peak hold: nothing moves with time")
    }

    @Test func theOverlaysClockOnlyMovesForward() {
        var meter = RotaryLevelOverlay()
        meter.update(level: 0.7, at: 10)
        meter.update(level: 0.3, at: 11)
        meter.advance(to: .nan)
        meter.advance(to: .infinity)
        meter.advance(to: 5)
        #expect(meter.time == 11 && meter.peakMark == 0.7 && meter.isPeakMoving)
        meter.advance(to: 12)
        #expect(meter.time == 12 && isClose(meter.peakMark ?? .nan, 0.7 - 0.5 * 0.5))
        meter.advance(to: 100)
        #expect(meter.peakMark == 0.3 && !meter.isPeakMoving && meter.level == 0.3)
    }

    @Test func aModulationPeakFallsTowardTheLevelEitherWay() {
        var lfo = RotaryLevelOverlay(kind: .modulation)
        lfo.update(level: -0.6, at: 0)
        lfo.update(level: 0.1, at: 0.2)
        #expect(lfo.isPeakMoving && lfo.peakMark == -0.6)
        lfo.advance(to: 2)
        #expect(isClose(lfo.peakMark ?? .nan, -0.35), "falls in magnitude, on its own side")
        lfo.advance(to: 3)
        #expect(lfo.peakMark == 0.1 && !lfo.isPeakMoving)
    }

    /// Whatever the levels and settings, frames stop within hold + fall time, the peak never
    /// rises between updates, and it ends on the level.
    @Test func framesAlwaysStopWithThePeakOnTheLevel() async {
        let levels = Gen.double(in: -1.2...1.2).array(of: 1...12)
        await propertyCheck(count: 200, input: levels, Gen.double(in: 0...3), Gen.double(in: 0.05...4), Gen.bool) {
            levels, hold, fall, modulation in
            var knob = RotaryKnobModel()
            knob.levelOverlay = RotaryLevelOverlay(
                kind: modulation ? .modulation : .meter, peakHoldDuration: hold,
                peakFallRate: fall)
            for (index, level) in levels.enumerated() {
                knob.levelOverlay?.update(level: level, at: Double(index) * 0.05)
            }
            let last = Double(levels.count - 1) * 0.05
            var driver = ControlDriver(model: knob)
            let (stop, peaks) = Self.runFrames(&driver, from: last, limit: hold + 2 / fall + 1)
            let overlay = driver.model.levelOverlay!
            #expect(!driver.needsFrames, "frames stopped by \(stop)")
            #expect(overlay.peakMark == overlay.level)
            let magnitudes = peaks.map(Swift.abs)
            #expect(zip(magnitudes, magnitudes.dropFirst()).allSatisfy { $0 >= $1 - 1e-12 })
        }
    }
}
