import FuzzSupport
import RotaryControls

// MARK: - Entry point

/// libFuzzer entry: a random `RotationDialModel` configuration (bounds with NaN and infinities,
/// dead zone, key step, coasting, Reduce Motion, right-to-left), then a random stream of
/// pointer events (double-taps included), keys, scrolling, frames, rotations set in code, and
/// enabling and disabling. Beside the contract (``ContractHarness``), traps when the dial's
/// own invariants break: a finite rotation, one change per call, editing exactly while a touch
/// is tracked, no coasting under Reduce Motion or when disabled, finite accessibility values.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRotationDial(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size: size)
    var harness = ContractHarness(makeDial(&input))
    var time = 0.0
    let finiteRotations: (RotationDialModel.Event, Int) -> Void = { event, _ in
        if case let .valueChanged(rotation, _) = event {
            precondition(rotation.radians.isFinite, "reported rotations are finite")
        }
    }
    while !input.isExhausted {
        let wasEnabled = harness.model.isEnabled
        switch input.byte() & 15 {
        case 0: harness.step(.setting) { dial, _ in dial.rotation = Rotation(radians: input.double(in: -1e6...1e6)) }
        case 1:
            harness.step(.code(changes: 1), check: finiteRotations) { dial, report in
                dial.setRotation(Rotation(radians: input.double(in: -1e6...1e6)), report: report)
            }
        case 2:
            harness.step(.frame, check: finiteRotations) { dial, report in
                dial.advance(to: time + input.double(in: -1...1), report: report)
            }
        case 3:
            harness.step(.input, check: finiteRotations) { dial, report in
                let used = dial.handle(input.pick(ControlKey.self), at: time, report: report)
                precondition(!used || wasEnabled, "a disabled dial uses no key")
            }
        case 4:
            harness.step(.input, check: finiteRotations) { dial, report in
                let scroll: ScrollInput =
                    input.bool()
                    ? .notches(input.double(in: -5...5))
                    : .points(input.double(in: -500...500))
                _ = dial.scroll(scroll, at: time, report: report)
            }
        case 5:
            harness.step(.setting, check: finiteRotations) { dial, report in
                dial.setEnabled(input.byte() > 60, report: report)
            }
        case 6: harness.step(.setting) { dial, _ in dial.isReduceMotionEnabled = input.bool() }
        case 7: harness.step(.setting) { dial, _ in dial.keyStep = Rotation(radians: input.double(in: -10...10)) }
        case 8: harness.step(.setting) { dial, _ in dial.bounds = input.bounds() }
        default:
            harness.step(.input, check: finiteRotations) { dial, report in
                dial.handle(makeEvent(&input, dial: dial, time: &time), report: report)
            }
        }
        precondition(harness.last.userChanges <= 1 && harness.last.codeChanges <= 1, "one change per call at most")
        checkInvariants(harness.model, editing: harness.editing)
    }
    harness.step(.setting) { dial, report in dial.setEnabled(false, report: report) }
    harness.finish()
    precondition(!harness.model.needsFrames, "disabling ends coasting")
    return 0
}

// MARK: - Inputs

private func makeDial(_ input: inout FuzzInput) -> RotationDialModel {
    var dial = RotationDialModel(bounds: input.bounds(), deadZoneRadius: input.double(in: -5...100))
    dial.keyStep = Rotation(radians: input.double(in: -10...10))
    dial.coastsAfterRelease = input.bool()
    dial.minimumCoastingVelocity = input.double(in: -1...5)
    dial.isReduceMotionEnabled = input.bool()
    dial.isRightToLeft = input.bool()
    dial.style = RotationDialStyle(
        rimWidth: input.double(in: -5...50), turnWidth: input.double(in: -5...50),
        showsValueText: input.bool(), disabledOpacity: input.double(in: -1...2))
    return dial
}

/// A pointer event mostly around the dial, sometimes anywhere at all (NaN and infinities included).
private func makeEvent(_ input: inout FuzzInput, dial: RotationDialModel, time: inout Double) -> PointerEvent {
    let phase = input.pointerPhase()
    time = input.time(after: time)
    let center = dial.bounds.center.isFinite ? dial.bounds.center : .zero
    let location: Point
    if input.byte() < 200 {
        let bearing = input.bearing()
        location = Point(center: center, radius: input.finiteDouble(in: 0...300), bearing: bearing)
    } else {
        location = input.anywhere()
    }
    return PointerEvent(phase: phase, location: location, timestamp: time, tapCount: input.int(in: 0...3))
}

// MARK: - Invariants

private func checkInvariants(_ dial: RotationDialModel, editing: Int) {
    precondition(dial.rotation.radians.isFinite, "the rotation stays finite")
    precondition(editing == (dial.isTracking ? 1 : 0), "editing exactly while a touch is tracked")
    precondition(!dial.isReduceMotionEnabled || dial.coasting == nil, "Reduce Motion: no coasting")
    precondition(dial.isEnabled || !dial.needsFrames, "a disabled dial does not coast")
    for element in dial.accessibilityElements {
        let range = element.range
        precondition(
            range.map { $0.minimum.isFinite && $0.maximum.isFinite && $0.current.isFinite } ?? false,
            "the accessibility range is finite")
        precondition(
            element.frame.origin.isFinite && element.frame.size.width.isFinite, "the element's frame is finite")
    }
}
