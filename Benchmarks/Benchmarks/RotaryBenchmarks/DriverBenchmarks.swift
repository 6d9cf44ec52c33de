import Benchmark
import RotaryControls

// MARK: - ControlDriver

/// Registers the `ControlDriver` benchmarks: the host driver's share of one pointer event.
///
/// `ControlDriverMoved` measures one `moved` sample through a knob's driver (monotonic time, the
/// touch's tap count, the model's handling) and the draining of the events it queued, per event
/// (`scalingFactor: .kilo`). It must allocate nothing once the queue has grown:
/// `Thresholds/RotaryBenchmarks.ControlDriverMoved.p90.json` holds a static p90 of 0 for
/// `mallocCountTotal`.
///
/// `ControlDriverHitTest` measures `takesPointer(at:)` and `letsContainerPan(from:dx:dy:)` on a
/// range slider (two handle squares and a band), per pair of questions, gated at 0 mallocs too.
func driverBenchmarks() {
    Benchmark(
        "ControlDriverMoved",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])])
    ) { benchmark in
        var driver = ControlDriver(
            model: RotaryKnobModel(
                minimumValue: 0, maximumValue: 100, value: 0,
                bounds: Rect(x: 0, y: 0, width: 200, height: 200)))
        driver.model.isEndless = true
        driver.model.detentsPerTurn = 48
        let center = driver.model.layout.center
        driver.pointer(.began, at: Point(x: center.x, y: 0), time: 0)
        // Warm up: the queue grows to its largest burst, runtime metadata is instantiated.
        for index in 0..<8 {
            driver.pointer(
                .moved, at: Point(center: center, radius: 80, bearing: Bearing(degrees: Double(index) * 3)),
                time: 0)
            while let event = driver.nextEvent() { blackHole(event) }
        }
        var points = [Point]()
        points.reserveCapacity(benchmark.scaledIterations.count)
        for index in benchmark.scaledIterations {
            points.append(Point(center: center, radius: 80, bearing: Bearing(degrees: Double(index) * 3)))
        }
        benchmark.startMeasurement()
        for (index, point) in points.enumerated() {
            driver.pointer(.moved, at: point, time: Double(index + 1) / 240)
            while let event = driver.nextEvent() { blackHole(event) }
        }
        benchmark.stopMeasurement()
        blackHole(driver)
    }

    Benchmark(
        "ControlDriverHitTest",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])])
    ) { benchmark in
        var slider = CircularSliderModel(value: 20, secondValue: 60)
        slider.allowsRangeDrag = true
        let driver = ControlDriver(model: slider)
        var points = [Point]()
        points.reserveCapacity(benchmark.scaledIterations.count)
        for index in benchmark.scaledIterations {
            points.append(Point(x: Double(index % 200), y: Double((index * 7) % 200)))
        }
        benchmark.startMeasurement()
        for point in points {
            blackHole(driver.takesPointer(at: point))
            blackHole(driver.letsContainerPan(from: point, dx: 0, dy: 10))
        }
        benchmark.stopMeasurement()
    }
}
