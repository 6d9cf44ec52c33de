import Benchmark
import RotaryControls

// MARK: - One moved event, gated at zero allocations

/// Registers a benchmark of one pointer `moved` event on a control that is already tracking a
/// touch, per event (`scalingFactor: .kilo`, 1000 events a sample), gated at zero mallocs:
/// `Thresholds/RotaryBenchmarks.<name>.p90.json` holds a static p90 of 0 for
/// `mallocCountTotal`. Every control's event path is measured this way.
///
/// No `.instructions` metric: reading the perf counters allocates inside the measured region
/// (16–18 times a sample under `benchmark thresholds check` on Linux) and would fail the gate.
///
/// - Parameters:
///   - name: The benchmark's name (no spaces).
///   - makeModel: The control, set up (bounds, items, style).
///   - touchDown: Where the touch goes down, given the control.
///   - warmUp: Moves made before the measurement, at time 0: the first events of a process
///     instantiate runtime metadata (the event enum, the report closure), which allocates once.
///   - location: Where the finger is at sample `index`; samples are 1/240 s apart.
func movedEventBenchmark<Model: ControlModel>(
    _ name: String,
    makeModel: @escaping () -> Model,
    touchDown: @escaping (Model) -> Point,
    warmUp: [Point] = [],
    location: @escaping (Int) -> Point
) {
    Benchmark(
        name,
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal],
            scalingFactor: .kilo,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])]
        )
    ) { benchmark in
        var model = makeModel()
        model.handle(PointerEvent(phase: .began, location: touchDown(model), timestamp: 0)) { blackHole($0) }
        for point in warmUp {
            model.handle(PointerEvent(phase: .moved, location: point, timestamp: 0)) { blackHole($0) }
        }
        var events = [PointerEvent]()
        events.reserveCapacity(benchmark.scaledIterations.count)
        for index in benchmark.scaledIterations {
            events.append(PointerEvent(phase: .moved, location: location(index), timestamp: Double(index + 1) / 240))
        }
        benchmark.startMeasurement()
        for event in events {
            model.handle(event) { blackHole($0) }
        }
        benchmark.stopMeasurement()
        blackHole(model)
    }
}

/// `index` swung back and forth: 0, 1, … 199, 200, 199, … 1, 0, 1, … (a period of 400 samples).
func swing(_ index: Int) -> Double {
    Double(index % 400) < 200 ? Double(index % 200) : Double(200 - index % 200)
}
