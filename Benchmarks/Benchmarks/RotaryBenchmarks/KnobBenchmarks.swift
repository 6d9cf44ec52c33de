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
    let knobCenter = benchmarkKnob().layout.center
    movedEventBenchmark("RotaryKnobMoved", makeModel: benchmarkKnob, touchDown: { _ in Point(x: knobCenter.x, y: 0) }) {
        index in
        // Round and round, 3° a sample.
        Point(center: knobCenter, radius: 80, bearing: Bearing(degrees: Double(index) * 3))
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
    var knob = RotaryKnobModel(
        minimumValue: 0, maximumValue: 100, value: 0,
        bounds: Rect(x: 0, y: 0, width: 200, height: 200))
    knob.isEndless = true
    knob.step = 0.5
    knob.detentsPerTurn = 48
    return knob
}
