import FuzzSupport
import RotaryControls

// MARK: - Entry point

/// libFuzzer entry: a random `CircularSliderModel` configuration (NaN, infinities, inverted
/// ranges, empty or huge label lists, zero sizes, every mode), then a random stream of
/// pointer events, keys, scrolling, adjustments of either handle, focus moves, enabling and
/// disabling, values set in code (one or both), animations and frames. Beside the contract
/// (``ContractHarness``), traps when the slider's own invariants break: values in range, the
/// user never bringing the handles closer than the minimum distance, a disabled slider's
/// state untouched by input, one accessibility element per handle, a thumbless slider (picked
/// by ``CircularSliderModel/handleVisibility``) taking touches on its track alone.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCircularSlider(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size: size)
    var harness = ContractHarness(makeSlider(&input))
    var time = 0.0
    let finiteValues: (CircularSliderModel.Event, Int) -> Void = { event, _ in
        if case let .valueChanged(value, _, _) = event { precondition(value.isFinite, "reported values are finite") }
    }
    while !input.isExhausted {
        // What input may change, read before the step (a copy of the whole model costs more).
        let before = state(of: harness.model)
        // Each handle's change made in code, and what an interrupted animation (in code too) still owed.
        let handles = before.secondValue != nil ? 2 : 1
        let code = FuzzStep.code(changes: before.needsFrames ? 2 * handles : handles)
        var isUserInput = true
        switch input.byte() & 31 {
        case 0:
            harness.step(.setting) { slider, _ in slider.value = input.double(in: -200...200) }
            isUserInput = false
        case 1:
            harness.step(.setting) { slider, _ in slider.secondValue = input.bool() ? input.double(in: -200...200) : nil
            }
            isUserInput = false
        case 2:
            harness.step(code, check: finiteValues) { slider, report in
                _ = slider.setValue(
                    input.double(in: -200...200), for: input.pick(), animated: input.bool(),
                    duration: input.double(in: 0...2), at: time, report: report)
            }
            isUserInput = false
        case 3:
            harness.step(code, check: finiteValues) { slider, report in
                _ = slider.setValues(
                    input.double(in: -200...200), input.double(in: -200...200), animated: input.bool(),
                    duration: input.double(in: 0...2), at: time, report: report)
            }
            isUserInput = false
        case 4:
            harness.step(.frame, check: finiteValues) { slider, report in
                slider.advance(to: time + input.double(in: 0...1), report: report)
            }
            let slider = harness.model
            precondition(
                !slider.isReduceMotionEnabled || !slider.needsFrames, "Reduce Motion: no animation after a frame")
            isUserInput = false
        case 5, 6:
            harness.step(.input, check: finiteValues) { slider, report in
                _ = slider.adjust(makeAdjustment(&input), part: input.int(in: -1...2), at: time, report: report)
            }
        case 7, 8:
            harness.step(.input, check: finiteValues) { slider, report in
                _ = slider.handle(input.pick(ControlKey.self), at: time, report: report)
            }
        case 9:
            harness.step(.input, check: finiteValues) { slider, report in
                let scroll: ScrollInput =
                    input.bool()
                    ? .notches(input.double(in: -5...5))
                    : .points(input.double(in: -300...300))
                _ = slider.scroll(scroll, at: time, report: report)
            }
        case 10:
            harness.step(.input) { slider, _ in _ = slider.moveFocus(forward: input.bool()) }
        case 11:
            harness.step(.setting, check: finiteValues) { slider, report in
                slider.setEnabled(input.byte() < 160, report: report)
            }
            isUserInput = false
        case 12:
            harness.step(.setting) { slider, _ in slider.minimumValue = input.double(in: -200...200) }
            isUserInput = false
        case 13:
            harness.step(.setting) { slider, _ in slider.maximumAngle = input.double(in: -10...400) }
            isUserInput = false
        case 14:
            harness.step(.setting) { slider, _ in slider.isReduceMotionEnabled = input.bool() }
            isUserInput = false
        case 15:
            harness.step(.setting) { slider, _ in slider.isRightToLeft = input.bool() }
            isUserInput = false
        case 16:
            harness.step(.setting) { slider, _ in slider.handleVisibility = input.pick() }
            isUserInput = false
        default:
            harness.step(.input, check: finiteValues) { slider, report in
                slider.handle(makeEvent(&input, slider: slider, time: &time), report: report)
            }
        }
        if isUserInput { checkUserInput(harness.model, before: before) }
        // The invariants read only the model: an equal model passed them when it was checked.
        if harness.isModelNew { checkInvariants(harness.model) }
        if harness.editing == 1 { precondition(harness.model.isTracking, "editing means a touch is tracked") }
    }
    harness.step(.setting) { slider, report in slider.setEnabled(false, report: report) }
    harness.finish()
    return 0
}

// MARK: - Inputs

private func makeSlider(_ input: inout FuzzInput) -> CircularSliderModel {
    var slider = CircularSliderModel(
        minimumValue: input.double(in: -100...100),
        maximumValue: input.double(in: -100...200),
        value: input.double(in: -100...200),
        secondValue: input.bool() ? input.double(in: -100...200) : nil,
        bounds: input.bounds()
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
    slider.handleVisibility = input.pick()
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

/// A pointer event mostly on the track near the handle, sometimes anywhere at all.
private func makeEvent(_ input: inout FuzzInput, slider: CircularSliderModel, time: inout Double) -> PointerEvent {
    let phase = input.pointerPhase()
    time = input.time(after: time)
    let layout = slider.layout
    let location: Point
    if input.byte() < 200 {
        let bearing = input.bearing()
        location = Point(
            center: layout.center, radius: layout.radius + input.finiteDouble(in: -20...20), bearing: bearing)
    } else {
        location = input.anywhere()
    }
    return PointerEvent(phase: phase, location: location, timestamp: time)
}

// MARK: - Invariants

/// What input may change: values, focus, the touch, turns, direction, scrolling, animation;
/// and whether the slider was enabled.
private struct SliderState: Equatable {
    var isEnabled: Bool
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
    SliderState(
        isEnabled: slider.isEnabled, value: slider.value, secondValue: slider.secondValue,
        focusedPart: slider.focusedPart,
        isTracking: slider.isTracking, activeHandle: slider.activeHandle, isDraggingRange: slider.isDraggingRange,
        revolutions: slider.revolutions, slidingDirection: slider.slidingDirection,
        scrollRemainder: slider.scrollAccumulator.remainder, needsFrames: slider.needsFrames)
}

/// After a pointer event, key, scroll, adjustment or focus move: a disabled slider changed
/// nothing (that it reported nothing is the contract's); an enabled one never brought the
/// handles closer than the minimum distance (nor closer than they were).
private func checkUserInput(_ slider: CircularSliderModel, before: SliderState) {
    guard before.isEnabled else {
        // (The whole model is not compared: a fuzzed style may hold NaN, which is never equal.)
        precondition(state(of: slider) == before, "a disabled slider ignores every input")
        return
    }
    guard let second = slider.secondValue, let secondBefore = before.secondValue else { return }
    let low = slider.minimumValue, high = slider.maximumValue
    let slack = 1e-9 * Swift.max(1, abs(low), abs(high))
    let kept = Swift.min(slider.minimumValueDistance, secondBefore - before.value)
    precondition(second - slider.value >= kept - slack, "the user keeps the handles apart")
}

private func checkInvariants(_ slider: CircularSliderModel) {
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
    precondition(slider.accessibilityElements.count == (slider.isRange ? 2 : 1), "one element per handle")
    precondition(slider.isThumbless == (slider.handleVisibility == .hidden && !slider.isRange), "thumbless: one value")
    if slider.isThumbless {
        var areas = 0
        slider.hitAreas { _ in areas += 1 }
        precondition(areas == 1, "a thumbless slider's one hit area is its track")
    }
    precondition(slider.maximumAngle > 0 && slider.maximumAngle <= 360, "maximum angle in (0, 360]")
    let layout = slider.layout
    precondition(layout.radius.isFinite && layout.radius >= 0 && layout.labelRadius.isFinite, "layout is finite")
}
