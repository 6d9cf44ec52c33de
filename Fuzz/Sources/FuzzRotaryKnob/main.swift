import FuzzSupport
import RotaryControls

// MARK: - Entry point

/// libFuzzer entry: a random `RotaryKnobModel` configuration (NaN, infinities, inverted and
/// empty ranges, zero sizes, every style, endless mode, steps, detents), then a random stream
/// of pointer events (double-taps included), programmatic sets, animations, enabling and
/// disabling, Reduce Motion, keys, scrolling and adjustments. Traps on any broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRotaryKnob(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size: size)
    var knob = makeKnob(&input)
    var time = 0.0
    var editing = 0
    while !input.isExhausted {
        let detents = knob.detentsPerTurn ?? 0
        let wasEnabled = knob.isEnabled
        // A running animation set in code still owes its report, made first when something cuts
        // it short (a new value set in code reports after it, in the same call).
        let owesAReport = knob.needsFrames
        var ticks = 0
        var userChanges = 0
        var codeChanges = 0
        let report: (RotaryKnobModel.Event) -> Void = { event in
            switch event {
            case .editingBegan: editing += 1
            case .editingEnded: editing -= 1
            case let .valueChanged(value, fromUser):
                precondition(value.isFinite, "reported values are finite")
                if fromUser { userChanges += 1 } else { codeChanges += 1 }
            case .feedback: ticks += 1
            }
            precondition(editing == 0 || editing == 1, "editing began/ended alternate")
        }
        var isInput = false
        switch input.byte() & 15 {
        case 0: knob.value = input.double(in: -200...200)
        case 1:
            knob.setValue(input.double(in: -200...200), animated: input.bool(),
                          duration: input.double(in: -1...2), at: time, report: report)
            precondition(!knob.isReduceMotionEnabled || !knob.needsFrames, "Reduce Motion: no animation")
            precondition(userChanges == 0, "a value set in code is never the user's")
        case 2: knob.advance(to: time + input.double(in: -1...1), report: report)
        case 3:
            isInput = true
            let key = ControlKey.allCases[input.int(in: 0...(ControlKey.allCases.count - 1))]
            let used = knob.handle(key, at: time, report: report)
            precondition(!used || wasEnabled, "a disabled knob uses no key")
        case 4: knob.minimumValue = input.double(in: -200...200)
        case 5: knob.maximumAngle = input.double(in: -800...800)
        case 6: knob.setEnabled(input.byte() > 60, report: report)
        case 7: knob.isEndless = input.bool()
        case 8:
            isInput = true
            _ = knob.scroll(input.bool() ? .notches(input.double(in: -5...5)) : .points(input.double(in: -500...500)),
                            at: time, report: report)
        case 9: knob.isReduceMotionEnabled = input.bool()
        default:
            isInput = true
            knob.handle(makeEvent(&input, knob: knob, time: &time), report: report)
        }
        precondition(ticks <= detents + 1, "at most one turn of detents per event")
        precondition(userChanges <= 1 && codeChanges <= (owesAReport ? 2 : 1),
                     "one value change of each kind per call at most (plus an interrupted animation's)")
        if isInput, !wasEnabled { precondition(userChanges == 0 && ticks == 0, "a disabled knob takes no input") }
        checkInvariants(knob, editing: editing)
    }
    knob.setEnabled(true) { _ in }
    knob.handle(.cancelled(x: 0, y: 0, at: time)) { event in
        if case .editingEnded = event { editing -= 1 }
    }
    precondition(editing == 0 && !knob.isTracking, "a cancel ends every touch")
    return 0
}

// MARK: - Inputs

private func makeKnob(_ input: inout FuzzInput) -> RotaryKnobModel {
    var knob = RotaryKnobModel(
        minimumValue: input.double(in: -100...100),
        maximumValue: input.double(in: -100...200),
        value: input.double(in: -100...200),
        defaultValue: input.double(in: -100...200),
        bounds: Rect(x: input.double(in: -50...50), y: input.double(in: -50...50),
                     width: input.double(in: 0...600), height: input.double(in: 0...600))
    )
    knob.maximumAngle = input.double(in: -10...800)
    knob.interaction = RotaryKnobInteraction(
        kind: input.pick(), scalingFactor: input.double(in: -2...50), dragDistance: input.double(in: -10...500),
        fineAdjustmentDistance: input.optionalDouble(in: -10...200))
    knob.isEndless = input.bool()
    knob.step = input.optionalDouble(in: -5...50)
    knob.detentsPerTurn = input.bool() ? input.int(in: -5...5000) : nil
    knob.isContinuous = input.bool()
    knob.resetsToDefault = input.bool()
    knob.isReduceMotionEnabled = input.bool()
    knob.isRightToLeft = input.bool()
    knob.style = RotaryKnobStyle(tickCount: input.int(in: -2...400))
    return knob
}

private func makeEvent(_ input: inout FuzzInput, knob: RotaryKnobModel, time: inout Double) -> PointerEvent {
    let phases: [PointerEvent.Phase] = [.moved, .moved, .moved, .moved, .began, .ended, .cancelled]
    let phase = phases[input.int(in: 0...(phases.count - 1))]
    time = input.byte() < 240 ? time + input.finiteDouble(in: 0...0.1) : input.double(in: -10...10)
    // Mostly around the knob, sometimes anywhere at all (NaN and infinities included).
    let layout = knob.layout
    let location: Point
    if input.byte() < 200 {
        let bearing = Bearing(degrees: input.finiteDouble(in: 0...360))
        location = Point(center: layout.center, radius: input.finiteDouble(in: 0...(layout.radius + 100)), bearing: bearing)
    } else {
        location = Point(x: input.double(in: -1000...1000), y: input.double(in: -1000...1000))
    }
    return PointerEvent(phase: phase, location: location, timestamp: time, tapCount: input.int(in: 0...3))
}

// MARK: - Invariants

private func checkInvariants(_ knob: RotaryKnobModel, editing: Int) {
    let low = knob.minimumValue, high = knob.maximumValue
    precondition(low.isFinite && high.isFinite && low <= high, "the range stays valid")
    for value in [knob.value, knob.displayedValue, knob.defaultValue] {
        precondition(value.isFinite && value >= low && value <= high, "values within range: \(value) \(low) \(high) \(knob)")
    }
    if knob.isEndless, high > low { precondition(knob.value < high, "endless values wrap below the maximum") }
    precondition(knob.maximumAngle >= 0 && knob.maximumAngle <= 360, "maximum angle in 0...360")
    precondition(knob.isHighlighted == (knob.isTracking && knob.isEnabled), "highlighted while tracking")
    precondition(!knob.isTracking || knob.isEnabled, "a disabled knob tracks nothing")
    if editing == 1 { precondition(knob.isTracking, "editing means a touch is tracked") }
    if editing == 0 { precondition(!knob.isTracking, "a touch means editing") }
    let layout = knob.layout
    precondition(layout.radius.isFinite && layout.radius >= 0 && layout.center.isFinite, "layout is finite")
    precondition(knob.pointerRotation.radians.isFinite, "the pointer angle is finite")
    for element in knob.accessibilityElements {
        let range = element.range
        precondition(range.map { $0.minimum.isFinite && $0.maximum.isFinite && $0.current.isFinite } ?? false,
                     "the accessibility range is finite")
    }
    let text = knob.drawing().description
    precondition(!text.contains("nan") && !text.contains("inf"), "no NaN or infinity in the drawing:\n\(text)")
}
