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
    Benchmark(
        "RotationDialMoved",
        configuration: .init(
            // No `.instructions`: reading the perf counters allocates inside the measured region.
            metrics: [.wallClock, .mallocCountTotal],
            scalingFactor: .kilo,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])]
        )
    ) { benchmark in
        var dial = RotationDialModel()
        let center = dial.bounds.center
        dial.handle(PointerEvent(phase: .began, location: Point(x: center.x, y: 20), timestamp: 0)) { blackHole($0) }
        var events = [PointerEvent]()
        events.reserveCapacity(benchmark.scaledIterations.count)
        for index in benchmark.scaledIterations {
            // Round and round, 3° a sample, one sample every 1/240 s.
            let location = Point(center: center, radius: 80, bearing: Bearing(degrees: Double(index) * 3))
            events.append(PointerEvent(phase: .moved, location: location, timestamp: Double(index) / 240))
        }
        benchmark.startMeasurement()
        for event in events {
            dial.handle(event) { blackHole($0) }
        }
        benchmark.stopMeasurement()
        blackHole(dial.rotation)
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
