import FuzzSupport
import RotaryControls

// MARK: - Entry point

/// libFuzzer entry: a random `RotationDialModel` configuration (bounds with NaN and infinities,
/// dead zone, key step, coasting, Reduce Motion, right-to-left), then a random stream of
/// pointer events (double-taps included), keys, scrolling, frames, rotations set in code, and
/// enabling and disabling. Traps on any broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRotationDial(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size: size)
    var dial = makeDial(&input)
    var time = 0.0
    var editing = 0
    while !input.isExhausted {
        let wasEnabled = dial.isEnabled
        var userChanges = 0
        var codeChanges = 0
        let report: (RotationDialModel.Event) -> Void = { event in
            switch event {
            case .editingBegan: editing += 1
            case .editingEnded: editing -= 1
            case let .valueChanged(rotation, fromUser):
                precondition(rotation.radians.isFinite, "reported rotations are finite")
                if fromUser { userChanges += 1 } else { codeChanges += 1 }
            }
            precondition(editing == 0 || editing == 1, "editing began/ended alternate")
        }
        var isInput = false
        switch input.byte() & 15 {
        case 0: dial.rotation = Rotation(radians: input.double(in: -1e6...1e6))
        case 1:
            dial.setRotation(Rotation(radians: input.double(in: -1e6...1e6)), report: report)
            precondition(userChanges == 0 && codeChanges <= 1, "a rotation set in code is reported once, not as the user's")
        case 2: dial.advance(to: time + input.double(in: -1...1), report: report)
        case 3:
            isInput = true
            let key = ControlKey.allCases[input.int(in: 0...(ControlKey.allCases.count - 1))]
            let used = dial.handle(key, at: time, report: report)
            precondition(!used || wasEnabled, "a disabled dial uses no key")
        case 4:
            isInput = true
            _ = dial.scroll(input.bool() ? .notches(input.double(in: -5...5)) : .points(input.double(in: -500...500)),
                            at: time, report: report)
        case 5: dial.setEnabled(input.byte() > 60, report: report)
        case 6: dial.isReduceMotionEnabled = input.bool()
        case 7: dial.keyStep = Rotation(radians: input.double(in: -10...10))
        case 8: dial.bounds = makeBounds(&input)
        default:
            isInput = true
            dial.handle(makeEvent(&input, dial: dial, time: &time), report: report)
        }
        precondition(userChanges <= 1 && codeChanges <= 1, "one change per call at most")
        if isInput, !wasEnabled { precondition(userChanges == 0, "a disabled dial takes no input") }
        checkInvariants(dial, editing: editing)
    }
    dial.setEnabled(false) { event in
        if case .editingEnded = event { editing -= 1 }
    }
    precondition(editing == 0 && !dial.isTracking && !dial.needsFrames, "disabling ends every touch and coasting")
    return 0
}

// MARK: - Inputs

private func makeBounds(_ input: inout FuzzInput) -> Rect {
    Rect(x: input.double(in: -50...50), y: input.double(in: -50...50),
         width: input.double(in: 0...600), height: input.double(in: 0...600))
}

private func makeDial(_ input: inout FuzzInput) -> RotationDialModel {
    var dial = RotationDialModel(bounds: makeBounds(&input), deadZoneRadius: input.double(in: -5...100))
    dial.keyStep = Rotation(radians: input.double(in: -10...10))
    dial.coastsAfterRelease = input.bool()
    dial.minimumCoastingVelocity = input.double(in: -1...5)
    dial.isReduceMotionEnabled = input.bool()
    dial.isRightToLeft = input.bool()
    dial.style = RotationDialStyle(rimWidth: input.double(in: -5...50), turnWidth: input.double(in: -5...50),
                                   showsValueText: input.bool(), disabledOpacity: input.double(in: -1...2))
    return dial
}

private func makeEvent(_ input: inout FuzzInput, dial: RotationDialModel, time: inout Double) -> PointerEvent {
    let phases: [PointerEvent.Phase] = [.moved, .moved, .moved, .moved, .began, .ended, .cancelled]
    let phase = phases[input.int(in: 0...(phases.count - 1))]
    time = input.byte() < 240 ? time + input.finiteDouble(in: 0...0.1) : input.double(in: -10...10)
    // Mostly around the dial, sometimes anywhere at all (NaN and infinities included).
    let center = dial.bounds.center.isFinite ? dial.bounds.center : .zero
    let location: Point
    if input.byte() < 200 {
        let bearing = Bearing(degrees: input.finiteDouble(in: 0...360))
        location = Point(center: center, radius: input.finiteDouble(in: 0...300), bearing: bearing)
    } else {
        location = Point(x: input.double(in: -1000...1000), y: input.double(in: -1000...1000))
    }
    return PointerEvent(phase: phase, location: location, timestamp: time, tapCount: input.int(in: 0...3))
}

// MARK: - Invariants

private func checkInvariants(_ dial: RotationDialModel, editing: Int) {
    precondition(dial.rotation.radians.isFinite, "the rotation stays finite")
    precondition(!dial.isTracking || dial.isEnabled, "a disabled dial tracks nothing")
    precondition(editing == (dial.isTracking ? 1 : 0), "editing exactly while a touch is tracked")
    precondition(!dial.isReduceMotionEnabled || dial.coasting == nil, "Reduce Motion: no coasting")
    precondition(dial.isEnabled || !dial.needsFrames, "a disabled dial does not coast")
    for element in dial.accessibilityElements {
        let range = element.range
        precondition(range.map { $0.minimum.isFinite && $0.maximum.isFinite && $0.current.isFinite } ?? false,
                     "the accessibility range is finite")
        precondition(element.frame.origin.isFinite && element.frame.size.width.isFinite, "the element's frame is finite")
    }
    let text = dial.drawing().description
    precondition(!text.contains("nan") && !text.contains("inf"), "no NaN or infinity in the drawing:\n\(text)")
}
