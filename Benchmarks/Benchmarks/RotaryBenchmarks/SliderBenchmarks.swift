import Benchmark
import RotaryControls

// MARK: - CircularSliderModel

/// Registers the `CircularSliderModel` benchmarks.
///
/// `CircularSliderMoved` measures one `moved` event on a dragged slider with 100 markers,
/// 12 labels, magnetic detents and snapping on (so the slot search runs on every event), per
/// event (`scalingFactor: .kilo`, 1000 events a sample). It must allocate nothing:
/// `Thresholds/RotaryBenchmarks.CircularSliderMoved.p90.json` holds a static p90 of 0 for
/// `mallocCountTotal`.
///
/// `CircularSliderRangeMoved` is the same drag on the upper handle of a range slider (the
/// minimum distance in points is converted through the layout on every event), and
/// `CircularSliderKeys` one arrow key on the focused handle of a range; both are gated at 0
/// mallocs too.
///
/// `CircularSliderDrawing` measures building the full `Drawing` of the same slider (wall
/// clock reported, not gated: a drawing is made of arrays and strings).
func sliderBenchmarks() {
    let center = Point(x: 200, y: 200)
    movedEventBenchmark(
        "CircularSliderMoved", makeModel: benchmarkSlider,
        touchDown: { slider in
            slider.handleCenter(.first, in: slider.layout)
        }
    ) { index in
        // Back and forth over a third of the arc.
        Point(center: center, radius: 150, bearing: Bearing(degrees: swing(index) * 0.6))
    }

    movedEventBenchmark(
        "CircularSliderRangeMoved",
        makeModel: {
            var slider = benchmarkSlider()
            slider.makeRange(secondValue: 50)
            return slider
        }, touchDown: { slider in slider.handleCenter(.second, in: slider.layout) }
    ) { index in
        // Back and forth between 60° and 240°, pushing against the first handle at 0.
        Point(center: center, radius: 150, bearing: Bearing(degrees: 60 + swing(index) * 0.9))
    }

    Benchmark(
        "CircularSliderKeys",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal],
            scalingFactor: .kilo,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])]
        )
    ) { benchmark in
        var slider = benchmarkSlider()
        slider.makeRange(secondValue: 50)
        _ = slider.moveFocus(forward: true)
        var keys = [ControlKey]()
        keys.reserveCapacity(benchmark.scaledIterations.count)
        for index in benchmark.scaledIterations {
            // Up and down across the upper half, one key press at a time.
            keys.append(index % 100 < 50 ? .up : .down)
        }
        var time = 0.0
        benchmark.startMeasurement()
        for key in keys {
            time += 1.0 / 30
            blackHole(slider.handle(key, at: time) { blackHole($0) })
        }
        benchmark.stopMeasurement()
        blackHole(slider.secondValue)
    }

    Benchmark(
        "CircularSliderDrawing",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal])
    ) { benchmark in
        let slider = benchmarkSlider()
        for _ in benchmark.scaledIterations {
            blackHole(slider.drawing())
        }
    }
}

/// A 400 × 400 slider with 100 markers, 12 labels, a gradient, detents and snapping.
private func benchmarkSlider() -> CircularSliderModel {
    var slider = CircularSliderModel(value: 0, bounds: Rect(x: 0, y: 0, width: 400, height: 400))
    slider.markerCount = 100
    slider.labels = (1...12).map { "\($0)" }
    slider.snapToLabels = true
    slider.snapToMarkers = true
    slider.magneticDetentDegrees = 1
    slider.style.usesGradient = true
    return slider
}
