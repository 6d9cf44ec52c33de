import Benchmark
import RotaryControls

// MARK: - RotaryKnobModel

/// Registers the `RotaryKnobModel` benchmarks.
///
/// `RotaryKnobMoved` measures one `moved` event on a turned knob in endless mode with a step
/// and 48 detents (so wrapping, stepping and detent counting run on every event), per event
/// (`scalingFactor: .kilo`, 1000 events a sample). It must allocate nothing:
/// `Thresholds/RotaryBenchmarks.RotaryKnobMoved.p90.json` holds a static p90 of 0 for
/// `mallocCountTotal`.
///
/// `RotaryKnobDrawing` measures building the knob's full `Drawing` with 11 tick marks (wall
/// clock reported, not gated: a drawing is made of arrays).
func knobBenchmarks() {
    Benchmark(
        "RotaryKnobMoved",
        configuration: .init(
            // No `.instructions`: reading the perf counters allocates about 18 times per sample
            // (1000 events) inside the measured region, which would break the 0-malloc gate.
            metrics: [.wallClock, .mallocCountTotal],
            scalingFactor: .kilo,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])]
        )
    ) { benchmark in
        var knob = benchmarkKnob()
        let center = knob.layout.center
        knob.handle(PointerEvent(phase: .began, location: Point(x: center.x, y: 0), timestamp: 0)) { blackHole($0) }
        var events = [PointerEvent]()
        events.reserveCapacity(benchmark.scaledIterations.count)
        for index in benchmark.scaledIterations {
            // Round and round, 3° a sample, one sample every 1/240 s.
            let location = Point(center: center, radius: 80, bearing: Bearing(degrees: Double(index) * 3))
            events.append(PointerEvent(phase: .moved, location: location, timestamp: Double(index) / 240))
        }
        benchmark.startMeasurement()
        for event in events {
            knob.handle(event) { blackHole($0) }
        }
        benchmark.stopMeasurement()
        blackHole(knob.value)
    }

    Benchmark(
        "RotaryKnobDrawing",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal])
    ) { benchmark in
        var knob = benchmarkKnob()
        knob.style = RotaryKnobStyle(tickCount: 11)
        for _ in benchmark.scaledIterations {
            blackHole(knob.drawing())
        }
    }
}

/// A 200 × 200 endless knob with a step and 48 detents per turn.
private func benchmarkKnob() -> RotaryKnobModel {
    var knob = RotaryKnobModel(minimumValue: 0, maximumValue: 100, value: 0,
                               bounds: Rect(x: 0, y: 0, width: 200, height: 200))
    knob.isEndless = true
    knob.step = 0.5
    knob.detentsPerTurn = 48
    return knob
}
