import Benchmark

// MARK: - Entry point

/// Every benchmark suite of RotaryControls. Each component adds a file defining a
/// `func xxxBenchmarks()` that registers its `Benchmark`s, and calls it from here.
let benchmarks: @Sendable () -> Void = {
    trackerBenchmarks()
    sliderBenchmarks()
    knobBenchmarks()
    dialBenchmarks()
    spinnerBenchmarks()
    spinnerPickerBenchmarks()
    pickerBenchmarks()
    driverBenchmarks()
}
