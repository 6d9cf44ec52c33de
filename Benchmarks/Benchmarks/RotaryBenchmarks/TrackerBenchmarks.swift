import Benchmark
import RotaryControls

// MARK: - RotationTracker

/// Registers the `RotationTracker` benchmarks.
///
/// `RotationTrackerMoved` measures one `moved` event handled by a tracker that is already
/// tracking a touch: the hot path of every rotary control. It must allocate nothing, which
/// the static threshold of 0 mallocs (p90) gates (`swift package benchmark thresholds check`).
func trackerBenchmarks() {
    Benchmark(
        "RotationTrackerMoved",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal],
            scalingFactor: .kilo,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])]
        )
    ) { benchmark in
        // Prepared outside the measured region: a tracker mid-turn around (100, 100).
        var tracker = RotationTracker(anchor: Point(x: 100, y: 100), jumpGuard: Rotation(radians: 1))
        tracker.handle(.began(x: 100, y: 20, at: 0))
        tracker.handle(.moved(x: 120, y: 22, at: 0.01))
        var events = [PointerEvent]()
        events.reserveCapacity(benchmark.scaledIterations.count)
        for index in benchmark.scaledIterations {
            // Small steps round the circle, clockwise, one every 1/240 s.
            let bearing = Bearing(radians: 0.25 + Double(index) * 0.02)
            let location = Point(center: Point(x: 100, y: 100), radius: 80, bearing: bearing)
            events.append(PointerEvent(phase: .moved, location: location, timestamp: 0.02 + Double(index) / 240))
        }
        benchmark.startMeasurement()
        for event in events {
            blackHole(tracker.handle(event))
        }
        benchmark.stopMeasurement()
        blackHole(tracker.rotation)
    }
}
