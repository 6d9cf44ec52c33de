import FuzzSupport
import RotaryControls

// MARK: - Entry point

/// libFuzzer entry: a random `RotaryKnobModel` configuration (NaN, infinities, inverted and
/// empty ranges, zero sizes, every style, endless mode, steps, detents), then a random stream
/// of pointer events (double-taps included), programmatic sets, animations, enabling and
/// disabling, Reduce Motion, keys, scrolling and adjustments. Beside the contract
/// (``ContractHarness``), traps when the knob's own invariants break: values within range,
/// at most one turn of detents and one change of each kind per call, Reduce Motion never
/// animating, editing exactly while a touch is tracked.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRotaryKnob(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size: size)
    var harness = ContractHarness(makeKnob(&input))
    var time = 0.0
    let finiteValues: (RotaryKnobModel.Event, Int) -> Void = { event, _ in
        if case let .valueChanged(value, _) = event { precondition(value.isFinite, "reported values are finite") }
    }
    while !input.isExhausted {
        let detents = harness.model.detentsPerTurn ?? 0
        let wasEnabled = harness.model.isEnabled
        // A running animation set in code still owes its report, made first when something cuts
        // it short (a new value set in code reports after it, in the same call).
        let owesAReport = harness.model.needsFrames
        switch input.byte() & 15 {
        case 0: harness.step(.setting) { knob, _ in knob.value = input.double(in: -200...200) }
        case 1:
            harness.step(.code(changes: owesAReport ? 2 : 1), check: finiteValues) { knob, report in
                knob.setValue(
                    input.double(in: -200...200), animated: input.bool(),
                    duration: input.double(in: -1...2), at: time, report: report)
            }
            precondition(
                !harness.model.isReduceMotionEnabled || !harness.model.needsFrames, "Reduce Motion: no animation")
        case 2:
            harness.step(.frame, check: finiteValues) { knob, report in
                knob.advance(to: time + input.double(in: -1...1), report: report)
            }
        case 3:
            harness.step(.input, check: finiteValues) { knob, report in
                let used = knob.handle(input.pick(ControlKey.self), at: time, report: report)
                precondition(!used || wasEnabled, "a disabled knob uses no key")
            }
        case 4: harness.step(.setting) { knob, _ in knob.minimumValue = input.double(in: -200...200) }
        case 5: harness.step(.setting) { knob, _ in knob.maximumAngle = input.double(in: -800...800) }
        case 6:
            harness.step(.setting, check: finiteValues) { knob, report in
                knob.setEnabled(input.byte() > 60, report: report)
            }
        case 7: harness.step(.setting) { knob, _ in knob.isEndless = input.bool() }
        case 8:
            harness.step(.input, check: finiteValues) { knob, report in
                let scroll: ScrollInput =
                    input.bool()
                    ? .notches(input.double(in: -5...5))
                    : .points(input.double(in: -500...500))
                _ = knob.scroll(scroll, at: time, report: report)
            }
        case 9: harness.step(.setting) { knob, _ in knob.isReduceMotionEnabled = input.bool() }
        default:
            harness.step(.input, check: finiteValues) { knob, report in
                knob.handle(makeEvent(&input, knob: knob, time: &time), report: report)
            }
        }
        let step = harness.last
        precondition(step.feedback <= detents + 1, "at most one turn of detents per event")
        precondition(
            step.userChanges <= 1 && step.codeChanges <= (owesAReport ? 2 : 1),
            "one value change of each kind per call at most (plus an interrupted animation's)")
        checkInvariants(harness.model, editing: harness.editing)
    }
    harness.step(.setting) { knob, report in knob.setEnabled(true, report: report) }
    harness.step(.input) { knob, report in knob.handle(.cancelled(x: 0, y: 0, at: time), report: report) }
    harness.finish()
    return 0
}

// MARK: - Inputs

private func makeKnob(_ input: inout FuzzInput) -> RotaryKnobModel {
    var knob = RotaryKnobModel(
        minimumValue: input.double(in: -100...100),
        maximumValue: input.double(in: -100...200),
        value: input.double(in: -100...200),
        defaultValue: input.double(in: -100...200),
        bounds: input.bounds()
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

/// A pointer event mostly around the knob, sometimes anywhere at all (NaN and infinities included).
private func makeEvent(_ input: inout FuzzInput, knob: RotaryKnobModel, time: inout Double) -> PointerEvent {
    let phase = input.pointerPhase()
    time = input.time(after: time)
    let layout = knob.layout
    let location: Point
    if input.byte() < 200 {
        let bearing = input.bearing()
        location = Point(
            center: layout.center, radius: input.finiteDouble(in: 0...(layout.radius + 100)), bearing: bearing)
    } else {
        location = input.anywhere()
    }
    return PointerEvent(phase: phase, location: location, timestamp: time, tapCount: input.int(in: 0...3))
}

// MARK: - Invariants

private func checkInvariants(_ knob: RotaryKnobModel, editing: Int) {
    let low = knob.minimumValue, high = knob.maximumValue
    precondition(low.isFinite && high.isFinite && low <= high, "the range stays valid")
    for value in [knob.value, knob.displayedValue, knob.defaultValue] {
        precondition(
            value.isFinite && value >= low && value <= high, "values within range: \(value) \(low) \(high) \(knob)")
    }
    if knob.isEndless, high > low { precondition(knob.value < high, "endless values wrap below the maximum") }
    precondition(knob.maximumAngle >= 0 && knob.maximumAngle <= 360, "maximum angle in 0...360")
    precondition(knob.isHighlighted == (knob.isTracking && knob.isEnabled), "highlighted while tracking")
    precondition(editing == (knob.isTracking ? 1 : 0), "editing exactly while a touch is tracked")
    let layout = knob.layout
    precondition(layout.radius.isFinite && layout.radius >= 0 && layout.center.isFinite, "layout is finite")
    precondition(knob.pointerRotation.radians.isFinite, "the pointer angle is finite")
    for element in knob.accessibilityElements {
        let range = element.range
        precondition(
            range.map { $0.minimum.isFinite && $0.maximum.isFinite && $0.current.isFinite } ?? false,
            "the accessibility range is finite")
    }
}
