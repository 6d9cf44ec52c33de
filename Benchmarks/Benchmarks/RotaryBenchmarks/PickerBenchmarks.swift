import Benchmark
import RotaryControls

// MARK: - PickerWheelModel

/// Registers the `PickerWheelModel` benchmarks.
///
/// `PickerWheelMoved` measures one `moved` event dragging a 10 000-row picker up and down
/// (rows pass the centre, so `rowPassed` and ticks are reported), per event
/// (`scalingFactor: .kilo`, 1000 events a sample). It must allocate nothing:
/// `Thresholds/RotaryBenchmarks.PickerWheelMoved.p90.json` holds a static p90 of 0 for
/// `mallocCountTotal`.
///
/// `PickerWheelDrawing10` and `PickerWheelDrawing10000` build the full `Drawing` of a 10-row
/// and a 10 000-row picker, per drawing (`scalingFactor: .kilo`; wall clock reported, not
/// gated): they should cost the same, as only the visible rows are drawn.
func pickerBenchmarks() {
    Benchmark(
        "PickerWheelMoved",
        configuration: .init(
            // No `.instructions`: reading the perf counters allocates inside the measured region.
            metrics: [.wallClock, .mallocCountTotal],
            scalingFactor: .kilo,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])]
        )
    ) { benchmark in
        var picker = benchmarkPicker(10_000)
        picker.handle(PointerEvent(phase: .began, location: Point(x: 100, y: 100), timestamp: 0)) { blackHole($0) }
        var events = [PointerEvent]()
        events.reserveCapacity(benchmark.scaledIterations.count)
        for index in benchmark.scaledIterations {
            // Up and down over ±4 rows, 3 points a sample, one sample every 1/240 s.
            let phase = Double(index % 120)
            let y = 100 + (phase < 60 ? phase : 120 - phase) * 3 - 90
            events.append(PointerEvent(phase: .moved, location: Point(x: 100, y: y), timestamp: Double(index) / 240))
        }
        benchmark.startMeasurement()
        for event in events {
            picker.handle(event) { blackHole($0) }
        }
        benchmark.stopMeasurement()
        blackHole(picker.offset)
    }

    for count in [10, 10_000] {
        Benchmark(
            "PickerWheelDrawing\(count)",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo)
        ) { benchmark in
            let picker = benchmarkPicker(count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(picker.drawing())
            }
            benchmark.stopMeasurement()
        }
    }
}

/// A 200 × 200 picker of `count` rows resting in the middle.
private func benchmarkPicker(_ count: Int) -> PickerWheelModel {
    let items = (0..<count).map { SpinnerItem(icon: "star", title: "Row \($0)") }
    return PickerWheelModel(items: items, selectedIndex: count / 2, bounds: Rect(x: 0, y: 0, width: 200, height: 200))
}
