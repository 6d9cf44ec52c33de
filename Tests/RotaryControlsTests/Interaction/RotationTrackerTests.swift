import RotaryControls
import Testing

/// One step of a tracker script: the event, then what must hold after it.
struct TrackerStep: CustomStringConvertible {
    var event: PointerEvent
    var reported: RotationTracker.Phase?
    var phase: RotationTracker.Phase
    var rotationDegrees: Double
    var turns: Int
    var description: String { "\(event.phase) at t=\(event.timestamp)" }
}

/// Runs a script, checking the reported phase, state, rotation and turns after every event,
/// and the seed's identity `fingerRotation == turns·2π + (current − start)`.
func run(_ tracker: inout RotationTracker, _ steps: [TrackerStep], sourceLocation: SourceLocation = #_sourceLocation) {
    for step in steps {
        let reported = tracker.handle(step.event)
        #expect(reported == step.reported, "reported after \(step)", sourceLocation: sourceLocation)
        #expect(tracker.phase == step.phase, "phase after \(step)", sourceLocation: sourceLocation)
        #expect(
            isClose(tracker.rotation.degrees, step.rotationDegrees, 1e-7),
            "rotation \(tracker.rotation.degrees) after \(step)", sourceLocation: sourceLocation)
        #expect(tracker.turns == step.turns, "turns after \(step)", sourceLocation: sourceLocation)
        if let start = tracker.startBearing, let current = tracker.currentBearing {
            let formula = Double(tracker.turns) * 2 * .pi + current.radians - start.radians
            #expect(isClose(tracker.fingerRotation.radians, formula, 1e-12), sourceLocation: sourceLocation)
        }
    }
}

/// A script that walks around the anchor through `degrees`, one sample each 1/60 s.
func walk(_ degrees: [Double], radius: Double = 100) -> [PointerEvent] {
    degrees.enumerated().map { index, angle in
        let phase: PointerEvent.Phase = index == 0 ? .began : (index == degrees.count - 1 ? .ended : .moved)
        return .at(phase, degrees: angle, radius: radius, time: Double(index) / 60)
    }
}

@Suite struct RotationTrackerTests {
    @Test func clockwiseFullTurn() {
        var tracker = RotationTracker(anchor: testAnchor)
        let angles = stride(from: 0.0, through: 360, by: 45).map { $0 }
        let events = walk(angles)
        var steps = [TrackerStep(event: events[0], reported: .possible, phase: .possible, rotationDegrees: 0, turns: 0)]
        for index in 1..<(events.count - 1) {
            steps.append(
                TrackerStep(
                    event: events[index], reported: index == 1 ? .began : .changed,
                    phase: index == 1 ? .began : .changed, rotationDegrees: angles[index], turns: 0))
        }
        steps.append(TrackerStep(event: events.last!, reported: .ended, phase: .ended, rotationDegrees: 360, turns: 1))
        run(&tracker, steps)
        #expect(isClose(tracker.rotation.radians, 2 * .pi, 1e-9))
        #expect(tracker.velocity > 0)
    }

    @Test func counterClockwiseFullTurn() {
        var tracker = RotationTracker(anchor: testAnchor)
        run(
            &tracker,
            [
                TrackerStep(
                    event: .at(.began, degrees: 90, time: 0), reported: .possible, phase: .possible, rotationDegrees: 0,
                    turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 0, time: 0.1), reported: .began, phase: .began, rotationDegrees: -90,
                    turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 270, time: 0.2), reported: .changed, phase: .changed,
                    rotationDegrees: -180, turns: -1),
                TrackerStep(
                    event: .at(.moved, degrees: 180, time: 0.3), reported: .changed, phase: .changed,
                    rotationDegrees: -270, turns: -1),
                TrackerStep(
                    event: .at(.ended, degrees: 90, time: 0.4), reported: .ended, phase: .ended, rotationDegrees: -360,
                    turns: -1),
            ])
        #expect(tracker.velocity < 0)
    }

    @Test func threeTurnsBothWays() {
        for sign in [1.0, -1.0] {
            var tracker = RotationTracker(anchor: testAnchor)
            let angles = stride(from: 0.0, through: 1080, by: 30).map { 10 + sign * $0 }
            for event in walk(angles) { tracker.handle(event) }
            #expect(isClose(tracker.rotation.degrees, sign * 1080, 1e-7))
            #expect(tracker.turns == (sign > 0 ? 3 : -3))
            #expect(tracker.phase == .ended)
        }
    }

    @Test func crossingTwelveOClockBothWays() {
        var tracker = RotationTracker(anchor: testAnchor)
        run(
            &tracker,
            [
                TrackerStep(
                    event: .at(.began, degrees: 350, time: 0), reported: .possible, phase: .possible,
                    rotationDegrees: 0, turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 10, time: 0.1), reported: .began, phase: .began, rotationDegrees: 20,
                    turns: 1),
                TrackerStep(
                    event: .at(.moved, degrees: 350, time: 0.2), reported: .changed, phase: .changed,
                    rotationDegrees: 0, turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 330, time: 0.3), reported: .changed, phase: .changed,
                    rotationDegrees: -20, turns: 0),
                TrackerStep(
                    event: .at(.ended, degrees: 330, time: 0.4), reported: .ended, phase: .ended, rotationDegrees: -20,
                    turns: 0),
            ])
    }

    @Test func crossingNineOClockBothWays() {
        // 9 o'clock is atan2's branch cut; nothing special may happen there.
        var tracker = RotationTracker(anchor: testAnchor)
        run(
            &tracker,
            [
                TrackerStep(
                    event: .at(.began, degrees: 260, time: 0), reported: .possible, phase: .possible,
                    rotationDegrees: 0, turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 280, time: 0.1), reported: .began, phase: .began, rotationDegrees: 20,
                    turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 250, time: 0.2), reported: .changed, phase: .changed,
                    rotationDegrees: -10, turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 270, time: 0.3), reported: .changed, phase: .changed,
                    rotationDegrees: 10, turns: 0),
                TrackerStep(
                    event: .at(.ended, degrees: 265, time: 0.4), reported: .ended, phase: .ended, rotationDegrees: 5,
                    turns: 0),
            ])
    }

    @Test func tapFailsAndCancelKeepsTheRotation() {
        var tap = RotationTracker(anchor: testAnchor)
        run(
            &tap,
            [
                TrackerStep(
                    event: .at(.began, degrees: 30, time: 0), reported: .possible, phase: .possible, rotationDegrees: 0,
                    turns: 0),
                TrackerStep(
                    event: .at(.ended, degrees: 30, time: 0.1), reported: .failed, phase: .failed, rotationDegrees: 0,
                    turns: 0),
            ])
        // Found by the fuzzer: a lift far from the touch-down, with no move between, is
        // still a tap — it must not turn anything or leave a velocity behind.
        var jumpyTap = RotationTracker(anchor: testAnchor)
        run(
            &jumpyTap,
            [
                TrackerStep(
                    event: .at(.began, degrees: 30, time: 0), reported: .possible, phase: .possible, rotationDegrees: 0,
                    turns: 0),
                TrackerStep(
                    event: .at(.ended, degrees: 120, time: 0.05), reported: .failed, phase: .failed, rotationDegrees: 0,
                    turns: 0),
            ])
        #expect(jumpyTap.velocity == 0)
        var cancelled = RotationTracker(anchor: testAnchor)
        run(
            &cancelled,
            [
                TrackerStep(
                    event: .at(.began, degrees: 30, time: 0), reported: .possible, phase: .possible, rotationDegrees: 0,
                    turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 60, time: 0.1), reported: .began, phase: .began, rotationDegrees: 30,
                    turns: 0),
                TrackerStep(
                    event: .at(.cancelled, degrees: 90, time: 0.2), reported: .cancelled, phase: .cancelled,
                    rotationDegrees: 30, turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 120, time: 0.3), reported: nil, phase: .cancelled, rotationDegrees: 30,
                    turns: 0),
            ])
        #expect(cancelled.velocity == 0)
        var early = RotationTracker(anchor: testAnchor)
        early.handle(.at(.began, degrees: 30, time: 0))
        #expect(early.handle(.at(.cancelled, degrees: 30, time: 0.1)) == .failed)
    }

    @Test func eventsWithoutATouchAndDoubleBeganAreIgnored() {
        var tracker = RotationTracker(anchor: testAnchor)
        #expect(tracker.handle(.at(.moved, degrees: 30, time: 0)) == nil)
        #expect(tracker.handle(.at(.ended, degrees: 30, time: 0)) == nil)
        #expect(tracker.phase == .idle)
        tracker.handle(.at(.began, degrees: 0, time: 0))
        #expect(tracker.handle(.at(.began, degrees: 90, time: 0.1)) == nil)
        #expect(tracker.startBearing == Bearing.top)
    }

    @Test func deadZoneIgnoresSamplesAndRegrips() {
        var tracker = RotationTracker(anchor: testAnchor, deadZoneRadius: 10)
        run(
            &tracker,
            [
                // Touch-down in the dead zone: no start bearing yet.
                TrackerStep(
                    event: .at(.began, degrees: 90, radius: 5, time: 0), reported: .possible, phase: .possible,
                    rotationDegrees: 0, turns: 0),
                // Leaving it sets the start; nothing turns.
                TrackerStep(
                    event: .at(.moved, degrees: 0, radius: 50, time: 0.1), reported: nil, phase: .possible,
                    rotationDegrees: 0, turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 40, radius: 50, time: 0.2), reported: .began, phase: .began,
                    rotationDegrees: 40, turns: 0),
                // Through the centre: ignored inside, and the 180° jump on the far side is not counted.
                TrackerStep(
                    event: .at(.moved, degrees: 40, radius: 9.9, time: 0.3), reported: nil, phase: .began,
                    rotationDegrees: 40, turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 220, radius: 50, time: 0.4), reported: nil, phase: .began,
                    rotationDegrees: 40, turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 250, radius: 50, time: 0.5), reported: .changed, phase: .changed,
                    rotationDegrees: 70, turns: 0),
            ])
        #expect(tracker.startBearing.map { isClose($0.degrees, 180, 1e-9) } == true)
    }

    @Test func jumpGuardDiscardsLargeSamples() {
        var tracker = RotationTracker(anchor: testAnchor, jumpGuard: Rotation(degrees: 45))
        run(
            &tracker,
            [
                TrackerStep(
                    event: .at(.began, degrees: 0, time: 0), reported: .possible, phase: .possible, rotationDegrees: 0,
                    turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 30, time: 0.1), reported: .began, phase: .began, rotationDegrees: 30,
                    turns: 0),
                // A 60° single-sample jump is discarded…
                TrackerStep(
                    event: .at(.moved, degrees: 90, time: 0.2), reported: nil, phase: .began, rotationDegrees: 30,
                    turns: 0),
                // …and turning goes on from where the finger is now.
                TrackerStep(
                    event: .at(.moved, degrees: 100, time: 0.3), reported: .changed, phase: .changed,
                    rotationDegrees: 40, turns: 0),
                // A jump back across 12 o'clock is discarded too, with the turn count kept exact.
                TrackerStep(
                    event: .at(.moved, degrees: 340, time: 0.4), reported: nil, phase: .changed, rotationDegrees: 40,
                    turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 350, time: 0.5), reported: .changed, phase: .changed,
                    rotationDegrees: 50, turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 10, time: 0.6), reported: .changed, phase: .changed,
                    rotationDegrees: 70, turns: 1),
            ])
    }
}
