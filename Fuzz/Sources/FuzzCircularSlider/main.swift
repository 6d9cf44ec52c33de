import FuzzSupport
import RotaryControls

// MARK: - Entry point

/// libFuzzer entry: a random `CircularSliderModel` configuration (NaN, infinities, inverted
/// ranges, empty or huge label lists, zero sizes, every mode), then a random stream of
/// pointer events, programmatic sets, animations and accessibility adjustments. Traps on any
/// broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCircularSlider(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size: size)
    var slider = makeSlider(&input)
    var time = 0.0
    var editing = 0
    while !input.isExhausted {
        let report: (CircularSliderModel.Event) -> Void = { event in
            switch event {
            case .editingBegan: editing += 1
            case .editingEnded: editing -= 1
            case let .valueChanged(value, _, _): precondition(value.isFinite, "reported values are finite")
            default: break
            }
            precondition(editing == 0 || editing == 1, "editing began/ended alternate")
        }
        switch input.byte() & 15 {
        case 0: slider.value = input.double(in: -200...200)
        case 1: slider.secondValue = input.bool() ? input.double(in: -200...200) : nil
        case 2: _ = slider.setValue(input.double(in: -200...200), for: input.pick(), animated: input.bool(),
                                    duration: input.double(in: 0...2), at: time, report: report)
        case 3: slider.advance(to: time + input.double(in: 0...1), report: report)
        case 4: input.bool() ? slider.increment(input.pick(), report: report) : slider.decrement(input.pick(), report: report)
        case 5: slider.minimumValue = input.double(in: -200...200)
        case 6: slider.maximumAngle = input.double(in: -10...400)
        default:
            slider.handle(makeEvent(&input, slider: slider, time: &time), report: report)
        }
        checkInvariants(slider, editing: editing)
    }
    slider.handle(.cancelled(x: 0, y: 0, at: time)) { event in
        if case .editingEnded = event { editing -= 1 }
    }
    precondition(editing == 0 && !slider.isTracking, "a cancel ends every drag")
    return 0
}

// MARK: - Inputs

private func makeSlider(_ input: inout FuzzInput) -> CircularSliderModel {
    var slider = CircularSliderModel(
        minimumValue: input.double(in: -100...100),
        maximumValue: input.double(in: -100...200),
        value: input.double(in: -100...200),
        secondValue: input.bool() ? input.double(in: -100...200) : nil,
        bounds: Rect(x: input.double(in: -50...50), y: input.double(in: -50...50),
                     width: input.double(in: 0...600), height: input.double(in: 0...600))
    )
    slider.maximumAngle = input.double(in: -10...400)
    slider.rotationAngle = input.optionalDouble(in: -720...720)
    slider.direction = input.pick()
    switch input.int(in: 0...3) {
    case 1: slider.maximumRevolutions = .turns(input.int(in: -2...5))
    case 2: slider.maximumRevolutions = .endless
    default: break
    }
    slider.step = input.optionalDouble(in: -5...50)
    slider.isContinuous = input.bool()
    slider.minimumDistance = input.double(in: -10...300)
    slider.markerCount = input.int(in: -5...120)
    slider.labels = (0..<input.int(in: 0...14)).map { "L\($0)" }
    slider.snapToLabels = input.bool()
    slider.snapToMarkers = input.bool()
    slider.magneticDetentDegrees = input.optionalDouble(in: -5...30)
    slider.touchPolicy = input.pick()
    slider.allowsRangeDrag = input.bool()
    slider.style.lineWidth = input.double(in: -5...60)
    slider.style.labelOffset = input.double(in: -100...100)
    slider.style.firstHandle.kind = input.pick()
    slider.style.firstHandle.enlargementPoints = input.double(in: -10...80)
    slider.style.minimumTouchSize = input.double(in: -10...100)
    return slider
}

private func makeEvent(_ input: inout FuzzInput, slider: CircularSliderModel, time: inout Double) -> PointerEvent {
    let phases: [PointerEvent.Phase] = [.moved, .moved, .moved, .moved, .began, .ended, .cancelled]
    let phase = phases[input.int(in: 0...(phases.count - 1))]
    time = input.byte() < 240 ? time + input.finiteDouble(in: 0...0.1) : input.double(in: -10...10)
    // Mostly on the track near the handle, sometimes anywhere at all.
    let layout = slider.layout
    let location: Point
    if input.byte() < 200 {
        let bearing = Bearing(degrees: input.finiteDouble(in: 0...360))
        location = Point(center: layout.center, radius: layout.radius + input.finiteDouble(in: -20...20), bearing: bearing)
    } else {
        location = Point(x: input.double(in: -1000...1000), y: input.double(in: -1000...1000))
    }
    return PointerEvent(phase: phase, location: location, timestamp: time)
}

// MARK: - Invariants

private func checkInvariants(_ slider: CircularSliderModel, editing: Int) {
    let low = slider.minimumValue, high = slider.maximumValue
    precondition(low.isFinite && high.isFinite && low <= high, "the range stays valid")
    precondition(slider.value.isFinite && slider.value >= low && slider.value <= high, "value within range")
    if let second = slider.secondValue {
        precondition(second.isFinite && second >= low && second <= high, "second value within range")
        let slack = 1e-9 * Swift.max(1, abs(low), abs(high))
        precondition(second - slider.value >= Swift.min(slider.minimumDistance, high - low) - slack,
                     "handles keep their distance")
    }
    precondition(slider.maximumAngle > 0 && slider.maximumAngle <= 360, "maximum angle in (0, 360]")
    let layout = slider.layout
    precondition(layout.radius.isFinite && layout.radius >= 0 && layout.labelRadius.isFinite, "layout is finite")
    if editing == 1 { precondition(slider.isTracking, "editing means a touch is tracked") }
    let text = slider.drawing().description
    precondition(!text.contains("nan") && !text.contains("inf"), "no NaN or infinity in the drawing:\n\(text)")
}
