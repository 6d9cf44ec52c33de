import RotaryControls
import Testing

/// The jump guard against wrap-around jumps, which must not eat a fast whip whose samples the
/// platform coalesced (issue: a 180° knob turn in 60 ms gave 0.40 instead of 0.67).
@Suite struct RotationTrackerJumpGuardTests {
    static func guarded() -> RotationTracker {
        RotationTracker(anchor: testAnchor, jumpGuard: Rotation(degrees: 45))
    }

    @Test func aCoalescedWhipKeepsEveryDegree() {
        var tracker = Self.guarded()
        run(
            &tracker,
            [
                TrackerStep(
                    event: .at(.began, degrees: 0, time: 0), reported: .possible, phase: .possible, rotationDegrees: 0,
                    turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 30, time: 0.015), reported: .began, phase: .began, rotationDegrees: 30,
                    turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 70, time: 0.030), reported: .changed, phase: .changed,
                    rotationDegrees: 70, turns: 0),
                // 72° in one coalesced sample, the same way, 1.8× the last sample's speed: kept.
                TrackerStep(
                    event: .at(.moved, degrees: 142, time: 0.045), reported: .changed, phase: .changed,
                    rotationDegrees: 142, turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 180, time: 0.060), reported: .changed, phase: .changed,
                    rotationDegrees: 180, turns: 0),
                TrackerStep(
                    event: .at(.ended, degrees: 180, time: 0.060), reported: .ended, phase: .ended,
                    rotationDegrees: 180, turns: 0),
            ])
    }

    @Test func aWhipAcrossTwelveOClockCountsItsTurn() {
        var tracker = Self.guarded()
        run(
            &tracker,
            [
                TrackerStep(
                    event: .at(.began, degrees: 250, time: 0), reported: .possible, phase: .possible,
                    rotationDegrees: 0, turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 290, time: 0.016), reported: .began, phase: .began, rotationDegrees: 40,
                    turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 20, time: 0.032), reported: .changed, phase: .changed,
                    rotationDegrees: 130, turns: 1),
                TrackerStep(
                    event: .at(.moved, degrees: 120, time: 0.048), reported: .changed, phase: .changed,
                    rotationDegrees: 230, turns: 1),
            ])
    }

    @Test func aLargeJumpFromRestIsStillDiscarded() {
        var tracker = Self.guarded()
        run(
            &tracker,
            [
                TrackerStep(
                    event: .at(.began, degrees: 0, time: 0), reported: .possible, phase: .possible, rotationDegrees: 0,
                    turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 170, time: 0.015), reported: nil, phase: .possible, rotationDegrees: 0,
                    turns: 0),
                // …and the sample after it starts from rest again: a second large one is discarded too.
                TrackerStep(
                    event: .at(.moved, degrees: 230, time: 0.030), reported: nil, phase: .possible, rotationDegrees: 0,
                    turns: 0),
                TrackerStep(
                    event: .at(.moved, degrees: 240, time: 0.045), reported: .began, phase: .began, rotationDegrees: 10,
                    turns: 0),
            ])
    }

    /// After 40° clockwise in 16 ms (2500°/s), a second large sample 16 ms later that…
    @Test(arguments: [
        (-60.0, 0.032, "turns back"),
        (100, 0.024, "is too fast (12 500°/s, 5× the last sample’s speed)"),
        (60, 0.1, "comes after a pause"),
        (160, 0.07, "turns more than 150°"),
    ])
    func aLargeSampleThatDoesNotContinueTheMotionIsDiscarded(change: Double, time: Double, _ why: String) {
        var tracker = Self.guarded()
        tracker.handle(.at(.began, degrees: 0, time: 0))
        tracker.handle(.at(.moved, degrees: 40, time: 0.016))
        #expect(isClose(tracker.rotation.degrees, 40, 1e-9))
        tracker.handle(.at(.moved, degrees: 40 + change, time: time))
        #expect(isClose(tracker.rotation.degrees, 40, 1e-9), "discarded because it \(why)")
    }

    @Test func equalOrMissingTimesNeverContinueAMotion() {
        var tracker = Self.guarded()
        tracker.handle(.at(.began, degrees: 0, time: 0))
        tracker.handle(.at(.moved, degrees: 40, time: 0.016))
        tracker.handle(.at(.moved, degrees: 100, time: 0.016))
        #expect(isClose(tracker.rotation.degrees, 40, 1e-9))
        tracker.handle(.at(.moved, degrees: 120, time: .nan))
        tracker.handle(.at(.moved, degrees: 180, time: .nan))
        #expect(isClose(tracker.rotation.degrees, 60, 1e-9))
    }

    @Test func aReGripThroughTheDeadZoneStartsFromRest() {
        var tracker = RotationTracker(anchor: testAnchor, deadZoneRadius: 10, jumpGuard: Rotation(degrees: 45))
        tracker.handle(.at(.began, degrees: 0, time: 0))
        tracker.handle(.at(.moved, degrees: 40, time: 0.016))
        tracker.handle(.at(.moved, degrees: 60, radius: 2, time: 0.024)) // in the dead zone
        tracker.handle(.at(.moved, degrees: 230, time: 0.032)) // re-grip: not counted
        tracker.handle(.at(.moved, degrees: 290, time: 0.040)) // large, but from rest
        #expect(isClose(tracker.rotation.degrees, 40, 1e-9))
    }
}
