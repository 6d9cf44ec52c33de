import Benchmark
import RotaryControls

// MARK: - RadialSpinnerModel in picker mode

/// Registers `RadialSpinnerPickerMoved`: one `moved` event dragging the picker wheel of a
/// spinner open in picker mode over 10 000 items up and down (rows pass, so ticks and clicks
/// are reported on many events), per event (`scalingFactor: .kilo`). It must allocate nothing:
/// `Thresholds/RotaryBenchmarks.RadialSpinnerPickerMoved.p90.json` holds a static p90 of 0 for
/// `mallocCountTotal`.
func spinnerPickerBenchmarks() {
    Benchmark(
        "RadialSpinnerPickerMoved",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal],
            scalingFactor: .kilo,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])]
        )
    ) { benchmark in
        let names = ["star", "heart", "bolt", "leaf", "moon", "sun"]
        let items = (0..<10_000).map { index in
            SpinnerItem(icon: ImageReference(name: names[index % names.count]), title: "Item \(index)",
                        isEnabled: index % 4 != 3)
        }
        var spinner = RadialSpinnerModel(items: items, selectedIndex: 5_000, mode: .pickerOnly,
                                         bounds: Rect(x: 0, y: 0, width: 400, height: 400))
        spinner.isOpen = true
        spinner.handle(PointerEvent(phase: .began, location: Point(x: 200, y: 200), timestamp: 0)) { blackHole($0) }
        // Warm up outside the measurement (runtime metadata of the events and closures).
        for y in [190.0, 150, 200] {
            spinner.handle(PointerEvent(phase: .moved, location: Point(x: 200, y: y), timestamp: 0)) { blackHole($0) }
        }
        var events = [PointerEvent]()
        events.reserveCapacity(benchmark.scaledIterations.count)
        for index in benchmark.scaledIterations {
            // Up and down over 200 points (about 4.5 rows), one sample every 1/240 s.
            let swing = Double(index % 400) < 200 ? Double(index % 200) : Double(200 - index % 200)
            events.append(PointerEvent(phase: .moved, location: Point(x: 200, y: 100 + swing),
                                       timestamp: Double(index + 1) / 240))
        }
        benchmark.startMeasurement()
        for event in events {
            spinner.handle(event) { blackHole($0) }
        }
        benchmark.stopMeasurement()
        blackHole(spinner.selectedIndex)
    }
}
