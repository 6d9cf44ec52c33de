import FuzzSupport
import RotaryControls

// MARK: - Entry point

/// libFuzzer entry: a random `RotationTracker` configuration, then a random stream of
/// pointer events (any phase, any location including NaN and infinities, any timestamp),
/// then an `Inertia` started from the tracker's release. Traps on any broken invariant. (The
/// tracker is a gesture recogniser, not a control: it has no events, editing or enabling, so
/// the contract harness does not apply; it shares the input reads.)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRotationTracker(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size: size)
    var tracker = makeTracker(&input)
    var time = 0.0
    while !input.isExhausted {
        if input.byte() & 15 == 0 {
            tracker.rotation = Rotation(radians: input.double(in: -50...50))
        }
        let before = tracker.phase
        let event = makeEvent(&input, time: &time)
        let reported = tracker.handle(event)
        checkInvariants(tracker, before: before, event: event, reported: reported)
    }
    checkInertia(
        Inertia(
            position: tracker.rotation.radians, velocity: tracker.velocity, time: time,
            timeConstant: input.double(in: 0...2)))
    return 0
}

// MARK: - Inputs

private func makeTracker(_ input: inout FuzzInput) -> RotationTracker {
    let anchor = Point(x: input.double(in: -500...500), y: input.double(in: -500...500))
    let jumpGuard = input.optionalDouble(in: 0...7).map { Rotation(radians: $0) }
    var limits: RotationLimits?
    if input.bool() {
        limits = RotationLimits(
            minimum: Rotation(radians: input.double(in: -40...40)),
            maximum: Rotation(radians: input.double(in: -40...40)),
            behavior: input.bool() ? .hold : .slip
        )
    }
    return RotationTracker(
        anchor: anchor,
        deadZoneRadius: input.double(in: 0...50),
        jumpGuard: jumpGuard,
        limits: limits,
        velocitySmoothingTime: input.double(in: 0...1)
    )
}

private func makeEvent(_ input: inout FuzzInput, time: inout Double) -> PointerEvent {
    let phase = input.pointerPhase()
    time = input.time(after: time)
    return PointerEvent(phase: phase, location: input.anywhere(), timestamp: time, tapCount: input.int(in: 0...3))
}

// MARK: - Invariants

private func checkInvariants(
    _ tracker: RotationTracker,
    before: RotationTracker.Phase,
    event: PointerEvent,
    reported: RotationTracker.Phase?
) {
    precondition(tracker.rotation.radians.isFinite, "rotation must stay finite")
    precondition(tracker.startRotation.radians.isFinite, "start rotation must stay finite")
    precondition(tracker.fingerRotation.radians.isFinite, "finger rotation must stay finite")
    precondition(tracker.velocity.isFinite, "velocity must stay finite")
    if let limits = tracker.limits {
        let radians = tracker.rotation.radians
        let slack = 1e-9 * Swift.max(1, abs(limits.maximum.radians), abs(limits.minimum.radians))
        precondition(
            radians >= limits.minimum.radians - slack && radians <= limits.maximum.radians + slack,
            "rotation must stay within limits")
    }
    if let reported {
        precondition(reported == tracker.phase, "the reported phase is the new phase")
    }
    if !tracker.phase.isTracking {
        precondition(tracker.velocity == 0 || tracker.phase == .ended, "no velocity without a touch, but at release")
    }
    if before.isTracking == false, event.phase != .began {
        precondition(reported == nil, "events without a touch report nothing")
    }
    if let bearing = tracker.currentBearing {
        precondition(bearing.radians >= 0 && bearing.radians < 2 * .pi, "bearings stay in [0, 2π)")
    }
}

private func checkInertia(_ start: Inertia) {
    var inertia = start
    precondition(inertia.restingPosition.isFinite, "resting position must be finite")
    var time = start.startTime
    var previousDistance = abs(inertia.restingPosition - inertia.position)
    for _ in 0..<400 where !inertia.isResting {
        time += 1.0 / 60
        let position = inertia.advance(to: time)
        precondition(position.isFinite && inertia.velocity.isFinite, "inertia must stay finite")
        let distance = abs(inertia.restingPosition - position)
        precondition(distance <= previousDistance + 1e-9 * Swift.max(1, abs(position)), "inertia only approaches rest")
        previousDistance = distance
    }
}
