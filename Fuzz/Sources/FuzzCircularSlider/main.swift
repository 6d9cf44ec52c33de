import FuzzSupport
import RotaryControls

// MARK: - Entry point

/// libFuzzer entry: a random `CircularSliderModel` configuration (NaN, infinities, inverted
/// ranges, empty or huge label lists, zero sizes, every mode), then a random stream of
/// pointer events, keys, scrolling, adjustments of either handle, focus moves, enabling and
/// disabling, values set in code (one or both), animations and frames. Traps on any broken
/// invariant: values in range, the user never bringing the handles closer than the minimum
/// distance, balanced editing, a disabled slider ignoring every input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCircularSlider(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size: size)
    var slider = makeSlider(&input)
    var time = 0.0
    var editing = 0
    var events = 0
    while !input.isExhausted {
        let report: (CircularSliderModel.Event) -> Void = { event in
            events += 1
            switch event {
            case .editingBegan: editing += 1
            case .editingEnded: editing -= 1
            case let .valueChanged(value, _, _): precondition(value.isFinite, "reported values are finite")
            default: break
            }
            precondition(editing == 0 || editing == 1, "editing began/ended alternate")
        }
        let before = slider
        let eventsBefore = events
        var isUserInput = true
        switch input.byte() & 31 {
        case 0: slider.value = input.double(in: -200...200); isUserInput = false
        case 1: slider.secondValue = input.bool() ? input.double(in: -200...200) : nil; isUserInput = false
        case 2:
            _ = slider.setValue(input.double(in: -200...200), for: input.pick(), animated: input.bool(),
                                duration: input.double(in: 0...2), at: time, report: report)
            isUserInput = false
        case 3:
            _ = slider.setValues(input.double(in: -200...200), input.double(in: -200...200), animated: input.bool(),
                                 duration: input.double(in: 0...2), at: time, report: report)
            isUserInput = false
        case 4:
            slider.advance(to: time + input.double(in: 0...1), report: report)
            precondition(!slider.isReduceMotionEnabled || !slider.needsFrames, "Reduce Motion: no animation after a frame")
            isUserInput = false
        case 5, 6: _ = slider.adjust(makeAdjustment(&input), part: input.int(in: -1...2), at: time, report: report)
        case 7, 8: _ = slider.handle(input.pick(ControlKey.self), at: time, report: report)
        case 9: _ = slider.scroll(input.bool() ? .notches(input.double(in: -5...5)) : .points(input.double(in: -300...300)),
                                  at: time, report: report)
        case 10: _ = slider.moveFocus(forward: input.bool())
        case 11: slider.setEnabled(input.byte() < 160, report: report); isUserInput = false
        case 12: slider.minimumValue = input.double(in: -200...200); isUserInput = false
        case 13: slider.maximumAngle = input.double(in: -10...400); isUserInput = false
        case 14: slider.isReduceMotionEnabled = input.bool(); isUserInput = false
        case 15: slider.isRightToLeft = input.bool(); isUserInput = false
        default:
            slider.handle(makeEvent(&input, slider: slider, time: &time), report: report)
        }
        if isUserInput { checkUserInput(slider, before: before, reported: events != eventsBefore) }
        checkInvariants(slider, editing: editing)
    }
    slider.setEnabled(false) { event in
        if case .editingEnded = event { editing -= 1 }
    }
    precondition(editing == 0 && !slider.isTracking, "disabling ends every drag")
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

private func makeAdjustment(_ input: inout FuzzInput) -> ControlAdjustment {
    switch input.int(in: 0...3) {
    case 0: return .steps(input.int(in: -3...3) * (input.bool() ? 1 : 1_000_000_000))
    case 1: return .pages(input.int(in: -3...3))
    case 2: return .toMinimum
    default: return .toMaximum
    }
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

/// What input may change: values, focus, the touch, turns, direction, scrolling, animation.
private struct SliderState: Equatable {
    var value: Double
    var secondValue: Double?
    var focusedPart: Int
    var isTracking: Bool
    var activeHandle: CircularSliderHandle?
    var isDraggingRange: Bool
    var revolutions: Int
    var slidingDirection: RotationDirection?
    var scrollRemainder: Double
    var needsFrames: Bool
}

private func state(of slider: CircularSliderModel) -> SliderState {
    SliderState(value: slider.value, secondValue: slider.secondValue, focusedPart: slider.focusedPart,
                isTracking: slider.isTracking, activeHandle: slider.activeHandle, isDraggingRange: slider.isDraggingRange,
                revolutions: slider.revolutions, slidingDirection: slider.slidingDirection,
                scrollRemainder: slider.scrollAccumulator.remainder, needsFrames: slider.needsFrames)
}

/// After a pointer event, key, scroll, adjustment or focus move: a disabled slider changed
/// nothing and reported nothing; an enabled one never brought the handles closer than the
/// minimum distance (nor closer than they were).
private func checkUserInput(_ slider: CircularSliderModel, before: CircularSliderModel, reported: Bool) {
    guard before.isEnabled else {
        // (The whole model is not compared: a fuzzed style may hold NaN, which is never equal.)
        precondition(state(of: slider) == state(of: before) && !reported, "a disabled slider ignores every input")
        return
    }
    guard let second = slider.secondValue, let secondBefore = before.secondValue else { return }
    let low = slider.minimumValue, high = slider.maximumValue
    let slack = 1e-9 * Swift.max(1, abs(low), abs(high))
    let kept = Swift.min(slider.minimumValueDistance, secondBefore - before.value)
    precondition(second - slider.value >= kept - slack, "the user keeps the handles apart")
}

private func checkInvariants(_ slider: CircularSliderModel, editing: Int) {
    let low = slider.minimumValue, high = slider.maximumValue
    precondition(low.isFinite && high.isFinite && low <= high, "the range stays valid")
    precondition(slider.value.isFinite && slider.value >= low && slider.value <= high, "value within range")
    if let second = slider.secondValue {
        precondition(second.isFinite && second >= low && second <= high, "second value within range")
        precondition(second >= slider.value, "the handles stay in order")
        precondition(slider.focusedPart == 0 || slider.focusedPart == 1, "a handle has the focus")
    } else {
        precondition(slider.focusedPart == 0, "a single handle has the focus")
    }
    if !slider.isEnabled { precondition(!slider.isTracking, "a disabled slider tracks nothing") }
    precondition(slider.accessibilityElements.count == (slider.isRange ? 2 : 1), "one element per handle")
    precondition(slider.maximumAngle > 0 && slider.maximumAngle <= 360, "maximum angle in (0, 360]")
    let layout = slider.layout
    precondition(layout.radius.isFinite && layout.radius >= 0 && layout.labelRadius.isFinite, "layout is finite")
    if editing == 1 { precondition(slider.isTracking, "editing means a touch is tracked") }
    let text = slider.drawing().description
    precondition(!text.contains("nan") && !text.contains("inf"), "no NaN or infinity in the drawing:\n\(text)")
}
