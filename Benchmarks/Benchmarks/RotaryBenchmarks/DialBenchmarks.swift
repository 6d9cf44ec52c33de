import Benchmark
import RotaryControls

// MARK: - RotationDialModel

/// Registers the `RotationDialModel` benchmarks.
///
/// `RotationDialMoved` measures one `moved` event on a dial that is already tracking a touch
/// (the tracker, the change report and the shared event vocabulary), per event
/// (`scalingFactor: .kilo`, 1000 events a sample). It must allocate nothing:
/// `Thresholds/RotaryBenchmarks.RotationDialMoved.p90.json` holds a static p90 of 0 for
/// `mallocCountTotal`.
///
/// `RotationDialDrawing` measures building the dial's full `Drawing` (wall clock reported, not
/// gated: a drawing is made of arrays).
func dialBenchmarks() {
    let dialCenter = RotationDialModel().bounds.center
    movedEventBenchmark(
        "RotationDialMoved", makeModel: { RotationDialModel() }, touchDown: { _ in Point(x: dialCenter.x, y: 20) }
    ) { index in
        // Round and round, 3° a sample.
        Point(center: dialCenter, radius: 80, bearing: Bearing(degrees: Double(index) * 3))
    }

    Benchmark(
        "RotationDialDrawing",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal])
    ) { benchmark in
        var dial = RotationDialModel()
        dial.rotation = Rotation(degrees: 450)
        for _ in benchmark.scaledIterations {
            blackHole(dial.drawing())
        }
    }
}
