import PropertyBased
import RotaryControls
import Testing

/// The seed's quadrant-counting answer, written out as a reference: the rotation count goes
/// up when the touch moves from the top-left into the top-right quadrant and down for the
/// reverse; the rotation is `count · 2π + (current − start)`.
struct QuadrantCountingReference {
    private(set) var count = 0
    private var start: Double
    private var previousQuadrant: Int
    private(set) var current: Double

    init(startBearing: Double) {
        start = startBearing
        current = startBearing
        previousQuadrant = QuadrantCountingReference.quadrant(startBearing)
    }

    /// 0 top-right, 1 bottom-right, 2 bottom-left, 3 top-left.
    static func quadrant(_ bearing: Double) -> Int { Swift.min(3, Int(bearing / (Double.pi / 2))) }

    mutating func move(to bearing: Double) {
        let quadrant = QuadrantCountingReference.quadrant(bearing)
        if previousQuadrant == 3 && quadrant == 0 { count += 1 }
        if previousQuadrant == 0 && quadrant == 3 { count -= 1 }
        previousQuadrant = quadrant
        current = bearing
    }

    var rotation: Double { Double(count) * 2 * .pi + current - start }
}

@Suite struct RotationTrackerPropertyTests {
    @Test func agreesWithQuadrantCountingWhenSamplesAreUnder90Degrees() async {
        let steps = Gen.double(in: -89.9...89.9).array(of: 1...80)
        await propertyCheck(count: 300, input: Gen.double(in: 0..<360), steps) { startDegrees, steps in
            var tracker = RotationTracker(anchor: testAnchor)
            tracker.handle(.at(.began, degrees: startDegrees, time: 0))
            var reference = QuadrantCountingReference(startBearing: Bearing(degrees: startDegrees).radians)
            var degrees = startDegrees
            for (index, step) in steps.enumerated() {
                degrees += step
                tracker.handle(.at(.moved, degrees: degrees, radius: 80, time: Double(index + 1) / 60))
                reference.move(to: tracker.currentBearing?.radians ?? 0)
                #expect(isClose(tracker.rotation.radians, reference.rotation, 1e-9))
                #expect(isClose(tracker.rotation.degrees, degrees - startDegrees, 1e-7))
            }
        }
    }

    @Test(arguments: [100.0, 120, 150, 179])
    func staysCorrectWhereQuadrantCountingFails(jump: Double) {
        // From 350° (top-left) a clockwise jump lands in the bottom-right or bottom-left quadrant:
        // the quadrant rule misses the crossing of 12 o'clock and is off by a whole turn.
        var tracker = RotationTracker(anchor: testAnchor)
        tracker.handle(.at(.began, degrees: 350, time: 0))
        tracker.handle(.at(.moved, degrees: 350 + jump, time: 0.1))
        var reference = QuadrantCountingReference(startBearing: Bearing(degrees: 350).radians)
        reference.move(to: Bearing(degrees: 350 + jump).radians)
        #expect(isClose(tracker.rotation.degrees, jump, 1e-9))
        #expect(tracker.turns == 1)
        #expect(isClose(reference.rotation * 180 / .pi, jump - 360, 1e-9))
        // And the same jump counter-clockwise.
        var back = RotationTracker(anchor: testAnchor)
        back.handle(.at(.began, degrees: 10, time: 0))
        back.handle(.at(.moved, degrees: 10 - jump, time: 0.1))
        #expect(isClose(back.rotation.degrees, -jump, 1e-9))
        #expect(back.turns == -1)
    }

    /// A random event on a random path, including points at the anchor, NaN and backward time.
    static let eventGen = zip(
        Gen.int(in: 0...9), Gen.double(in: 0..<720), Gen.double(in: 0...150), Gen.double(in: -0.05...0.2)
    )

    @Test func invariantsHoldForRandomEventStreams() async {
        let config = zip(
            Gen.double(in: -2...20), Gen.double(in: 0...180), Gen.int(in: 0...2), Gen.double(in: -800...800))
        await propertyCheck(count: 300, input: config, RotationTrackerPropertyTests.eventGen.array(of: 1...60)) {
            config, events in
            let (deadZone, guardDegrees, limitKind, limitDegrees) = config
            let limits: RotationLimits? =
                limitKind == 0
                ? nil
                : RotationLimits(
                    minimum: Rotation(degrees: -Swift.abs(limitDegrees)),
                    maximum: Rotation(degrees: Swift.abs(limitDegrees) / 2),
                    behavior: limitKind == 1 ? .slip : .hold)
            var tracker = RotationTracker(
                anchor: testAnchor, deadZoneRadius: deadZone,
                jumpGuard: guardDegrees < 30 ? nil : Rotation(degrees: guardDegrees), limits: limits)
            var time = 0.0
            for (kind, degrees, radius, dt) in events {
                time += dt
                let phase: PointerEvent.Phase =
                    kind == 0 ? .began : kind == 1 ? .ended : kind == 2 ? .cancelled : .moved
                let location = kind == 9 ? Point(x: .nan, y: 1) : pointAt(degrees: degrees, radius: radius)
                let wasTracking = tracker.phase.isTracking
                let reported = tracker.handle(PointerEvent(phase: phase, location: location, timestamp: time))
                #expect(tracker.rotation.radians.isFinite)
                #expect(tracker.velocity.isFinite)
                if let limits {
                    #expect(tracker.rotation >= limits.minimum && tracker.rotation <= limits.maximum)
                }
                if let start = tracker.startBearing, let current = tracker.currentBearing {
                    let formula = Double(tracker.turns) * 2 * .pi + current.radians - start.radians
                    #expect(isClose(tracker.fingerRotation.radians, formula, 1e-9))
                    if limits == nil {
                        #expect(isClose(tracker.rotation.radians, tracker.startRotation.radians + formula, 1e-9))
                    }
                }
                if let reported { #expect(reported == tracker.phase) }
                if !wasTracking && phase != .began { #expect(reported == nil) }
            }
        }
    }
}
