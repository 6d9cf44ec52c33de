import Benchmark
import RotaryControls

// MARK: - RadialSpinnerModel

/// Registers the `RadialSpinnerModel` benchmarks.
///
/// `RadialSpinnerMoved` measures one `moved` event turning an open ring of 10 000 items back
/// and forth (so the top item changes, `valueChanged` and feedback are reported on many
/// events), per event (`scalingFactor: .kilo`). It must allocate nothing:
/// `Thresholds/RotaryBenchmarks.RadialSpinnerMoved.p90.json` holds a static p90 of 0 for
/// `mallocCountTotal`. (No `.instructions` metric on the gated benchmarks: under
/// `benchmark thresholds check` on Linux its counter set-up allocates 16 times inside the
/// measured region and fails the gate.)
///
/// `RadialSpinnerFlingFrame` measures one `advance(to:)` frame of a fling over 10 000 items
/// (reported, gated at 0 mallocs too); `RadialSpinnerSpinFrame` one frame of a spin in code
/// (`spin(to:turns:duration:at:report:)`, ten turns of 40 spokes over 10 000 items, gated at 0).
///
/// `RadialSpinnerDrawing10`, `…1000` and `…10000` build the full `Drawing` of an open daisy
/// ring with that many items (wall clock reported, not gated). The ring is windowed at 40
/// visible spokes, so 1 000 and 10 000 items cost the same; 10 items draw only 10 spokes.
/// `RadialSpinnerDrawing10000Window10` draws 10 000 items through 10 spokes, to compare with
/// the 10-item ring at an equal number of spokes.
func spinnerBenchmarks() {
    let center = Point(x: 200, y: 200)
    movedEventBenchmark(
        "RadialSpinnerMoved", makeModel: { benchmarkSpinner(10_000) }, touchDown: { _ in Point(x: 200, y: 50) },
        warmUp: [-20.0, -10, 0].map { Point(center: center, radius: 150, bearing: Bearing(degrees: $0)) }
    ) { index in
        // Back and forth over 120°.
        Point(center: center, radius: 150, bearing: Bearing(degrees: swing(index) * 0.6))
    }

    Benchmark(
        "RadialSpinnerFlingFrame",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal],
            scalingFactor: .kilo,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])]
        )
    ) { benchmark in
        var spinner = benchmarkSpinner(10_000)
        let center = Point(x: 200, y: 200)
        for step in 0...9 {
            let location = Point(center: center, radius: 150, bearing: Bearing(degrees: Double(step) * 10))
            spinner.handle(
                PointerEvent(
                    phase: step == 0 ? .began : .moved, location: location,
                    timestamp: Double(step) * 0.01)
            ) { blackHole($0) }
        }
        spinner.handle(PointerEvent(phase: .ended, location: Point(x: 350, y: 200), timestamp: 0.1)) { blackHole($0) }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            // 1000 frames at 240 Hz: about four seconds of the coast.
            spinner.advance(to: 0.1 + Double(index + 1) / 240) { blackHole($0) }
        }
        benchmark.stopMeasurement()
        blackHole(spinner.ringPosition)
    }

    Benchmark(
        "RadialSpinnerSpinFrame",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal],
            scalingFactor: .kilo,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])]
        )
    ) { benchmark in
        var spinner = benchmarkSpinner(10_000)
        spinner.spin(to: 1_234, turns: 10, duration: 1_000.0 / 240, at: 0) { blackHole($0) }
        spinner.advance(to: 0.001) { blackHole($0) } // warm-up outside the measurement
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            spinner.advance(to: Double(index + 1) / 240) { blackHole($0) }
        }
        benchmark.stopMeasurement()
        blackHole(spinner.ringPosition)
    }

    // The last case draws 10 000 items through a window of 10 spokes: the same number of
    // spokes as the 10-item ring, so the two should cost the same.
    for (count, window) in [(10, 40), (1_000, 40), (10_000, 40), (10_000, 10)] {
        Benchmark(
            "RadialSpinnerDrawing\(count)" + (window == 40 ? "" : "Window\(window)"),
            configuration: .init(metrics: [.wallClock, .mallocCountTotal, .instructions])
        ) { benchmark in
            var spinner = benchmarkSpinner(count)
            spinner.maximumVisibleSpokes = window
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(spinner.drawing())
            }
            benchmark.stopMeasurement()
            // Keeps the items alive past the measurement: freeing 10 000 of them is not drawing.
            blackHole(spinner)
        }
    }
}

/// An open 400 × 400 radial-only spinner of `count` items, a quarter of them disabled.
private func benchmarkSpinner(_ count: Int) -> RadialSpinnerModel {
    let names = ["star", "heart", "bolt", "leaf", "moon", "sun", "drop", "flame", "bell", "flag", "gift", "music"]
    let items = (0..<count).map { index in
        SpinnerItem(
            icon: ImageReference(name: names[index % names.count]), title: "Item \(index)",
            isEnabled: index % 4 != 3)
    }
    var spinner = RadialSpinnerModel(
        items: items, selectedIndex: count / 2, mode: .radialOnly,
        bounds: Rect(x: 0, y: 0, width: 400, height: 400))
    spinner.isOpen = true
    return spinner
}
