import Benchmark
import RotaryControls

// MARK: - RotationTracker

/// Registers the `RotationTracker` benchmarks.
///
/// `RotationTrackerMoved` measures one `moved` event handled by a tracker that is already
/// tracking a touch: the hot path of every rotary control. Each sample handles 1000 events
/// (`scalingFactor: .kilo`) so the clock's own cost does not swamp an event, which takes tens
/// of nanoseconds (measured: `Benchmarks/NOTES.md`); the table shows per-event figures
/// (`--scale` shows per-sample ones).
///
/// It must allocate nothing: `Thresholds/RotaryBenchmarks.RotationTrackerMoved.p90.json`
/// holds a static p90 of 0 for `mallocCountTotal` (per sample, so one malloc per event reads
/// 1000), with an allowed deviation of 0, gated by `scripts/bench-check`
/// (`swift package benchmark thresholds check`).
///
/// `.instructions` is left out on purpose: on this kind of Linux VM the hardware counter is
/// unavailable, and asking for it adds 16 mallocs of the harness's own to every sample,
/// which would break the 0-malloc gate.
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
