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
    movedEventBenchmark(
        "PickerWheelMoved", makeModel: { benchmarkPicker(10_000) }, touchDown: { _ in Point(x: 100, y: 100) }
    ) { index in
        // Up and down over ±4 rows, 3 points a sample.
        let phase = Double(index % 120)
        return Point(x: 100, y: 100 + (phase < 60 ? phase : 120 - phase) * 3 - 90)
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
