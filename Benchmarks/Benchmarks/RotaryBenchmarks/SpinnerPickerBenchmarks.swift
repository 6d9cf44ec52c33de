import Benchmark
import RotaryControls

// MARK: - RadialSpinnerModel in picker mode

/// Registers `RadialSpinnerPickerMoved`: one `moved` event dragging the picker wheel of a
/// spinner open in picker mode over 10 000 items up and down (rows pass, so ticks and clicks
/// are reported on many events), per event (`scalingFactor: .kilo`). It must allocate nothing:
/// `Thresholds/RotaryBenchmarks.RadialSpinnerPickerMoved.p90.json` holds a static p90 of 0 for
/// `mallocCountTotal`.
func spinnerPickerBenchmarks() {
    movedEventBenchmark(
        "RadialSpinnerPickerMoved",
        makeModel: {
            let names = ["star", "heart", "bolt", "leaf", "moon", "sun"]
            let items = (0..<10_000).map { index in
                SpinnerItem(
                    icon: ImageReference(name: names[index % names.count]), title: "Item \(index)",
                    isEnabled: index % 4 != 3)
            }
            var spinner = RadialSpinnerModel(
                items: items, selectedIndex: 5_000, mode: .pickerOnly,
                bounds: Rect(x: 0, y: 0, width: 400, height: 400))
            spinner.isOpen = true
            return spinner
        }, touchDown: { _ in Point(x: 200, y: 200) }, warmUp: [190.0, 150, 200].map { Point(x: 200, y: $0) }
    ) { index in
        // Up and down over 200 points (about 4.5 rows).
        Point(x: 200, y: 100 + swing(index))
    }
}
