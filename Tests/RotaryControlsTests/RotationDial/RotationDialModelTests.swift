import RotaryControls
import Testing

/// Pointer scripts: after each event, the state and the exact events.
@Suite struct RotationDialModelTests {
    @Test func quarterTurnScript() {
        var dial = RotationDialModel() // 200 × 200, centre (100, 100)
        #expect(dial.send(.began(x: 100, y: 20, at: 0)) == [.editingBegan])
        #expect(dial.isTracking && dial.rotation == .zero)
        #expect(sameDialEvents(dial.send(.moved(x: 180, y: 20, at: 0.1)), [turned(45)]))
        #expect(sameDialEvents(dial.send(.moved(x: 180, y: 100, at: 0.2)), [turned(90)]))
        #expect(dial.send(.ended(x: 180, y: 100, at: 0.3)) == [.editingEnded])
        #expect(!dial.isTracking && isClose(dial.rotation.degrees, 90))
        #expect(!dial.needsFrames, "no coasting by default")
    }

    @Test func cancelEndsEditingWithoutChange() {
        var dial = RotationDialModel()
        #expect(dial.send(.began(x: 100, y: 20, at: 0)) == [.editingBegan])
        #expect(dial.send(.cancelled(x: 100, y: 20, at: 0.1)) == [.editingEnded])
        #expect(dial.rotation == .zero)
        #expect(dial.send(.moved(x: 180, y: 100, at: 0.2)).isEmpty)
    }

    @Test func anchorFollowsBoundsAtEachPress() {
        var dial = RotationDialModel()
        dial.bounds = Rect(x: 0, y: 0, width: 400, height: 400)
        _ = dial.send(.began(x: 200, y: 100, at: 0))
        #expect(dial.tracker.anchor == Point(x: 200, y: 200))
        #expect(sameDialEvents(dial.send(.moved(x: 300, y: 200, at: 0.1)), [turned(90)]))
    }

    @Test func doubleTapResetsToZeroAsTheUser() {
        var dial = RotationDialModel()
        dial.rotation = Rotation(degrees: 120)
        #expect(dial.send(.began(x: 100, y: 20, at: 0, tapCount: 2)) == [.editingBegan, turned(0)])
        #expect(dial.rotation == .zero)
        #expect(dial.send(.ended(x: 100, y: 20, at: 0.05)) == [.editingEnded])
    }

    @Test func codeChangesAreNeverTheUsers() {
        var dial = RotationDialModel()
        var events: [DialEvent] = []
        dial.setRotation(Rotation(degrees: 30)) { events.append($0) }
        #expect(events == [.valueChanged(Rotation(degrees: 30), fromUser: false)])
        events = []
        dial.setRotation(Rotation(degrees: 30)) { events.append($0) }
        dial.setRotation(Rotation(radians: .nan)) { events.append($0) }
        dial.rotation = Rotation(radians: .infinity)
        #expect(events.isEmpty && isClose(dial.rotation.degrees, 30))
        dial.rotation = Rotation(degrees: -45) // the plain setter reports nothing: no closure to report to
        #expect(isClose(dial.rotation.degrees, -45))
    }

    @Test func disablingMidTouchEndsItAndIgnoresEverything() {
        var dial = RotationDialModel()
        _ = dial.send(.began(x: 100, y: 20, at: 0))
        var events: [DialEvent] = []
        dial.setEnabled(false) { events.append($0) }
        #expect(events == [.editingEnded] && !dial.isTracking && !dial.isEnabled)
        #expect(dial.send(.moved(x: 180, y: 100, at: 0.1)).isEmpty)
        #expect(dial.send(.began(x: 100, y: 20, at: 0.2, tapCount: 2)).isEmpty)
        #expect(dial.rotation == .zero)
        events = []
        dial.setEnabled(false) { events.append($0) }
        dial.setEnabled(true) { events.append($0) }
        #expect(events.isEmpty && dial.isEnabled)
        #expect(dial.send(.began(x: 100, y: 20, at: 0.3)) == [.editingBegan])
    }
}

/// Coasting after a fling, frame by frame, and Reduce Motion.
@Suite struct RotationDialCoastingTests {
    static func fling(_ dial: inout RotationDialModel) -> [DialEvent] {
        var events: [DialEvent] = []
        events += dial.send(.began(x: 100, y: 20, at: 0))
        events += dial.send(.moved(x: 180, y: 20, at: 0.05))
        events += dial.send(.moved(x: 180, y: 100, at: 0.1))
        events += dial.send(.ended(x: 180, y: 100, at: 0.1))
        return events
    }

    @Test func flingCoastsToTheInertiaRestingPositionThenStops() {
        var dial = RotationDialModel()
        dial.coastsAfterRelease = true
        #expect(Self.fling(&dial).last == .editingEnded)
        let coasting = dial.coasting
        #expect(coasting != nil && dial.needsFrames)
        var time = 0.1
        var changes = 0
        var previous = dial.rotation
        while dial.needsFrames, time < 20 {
            time += 1.0 / 60
            for event in dial.advancing(to: time) {
                guard case let .valueChanged(rotation, fromUser) = event else {
                    Issue.record("\(event)")
                    continue
                }
                #expect(fromUser && rotation >= previous, "the user's fling, never turning back")
                previous = rotation
                changes += 1
            }
        }
        #expect(!dial.needsFrames && changes > 10)
        #expect(isClose(dial.rotation.radians, coasting?.restingPosition ?? .nan, 1e-3))
        #expect(dial.rotation.degrees > 90)
        #expect(dial.advancing(to: time + 1).isEmpty)
    }

    @Test func reduceMotionNeverCoasts() {
        var dial = RotationDialModel()
        dial.coastsAfterRelease = true
        dial.isReduceMotionEnabled = true
        _ = Self.fling(&dial)
        #expect(dial.coasting == nil && !dial.needsFrames && isClose(dial.rotation.degrees, 90))
        // Turning it on while coasting stops the dial where it is.
        dial.isReduceMotionEnabled = false
        _ = Self.fling(&dial)
        #expect(dial.needsFrames)
        let here = dial.rotation
        dial.isReduceMotionEnabled = true
        #expect(!dial.needsFrames && dial.rotation == here && dial.advancing(to: 1).isEmpty)
    }

    @Test func slowReleaseAndDisabledCoastingDoNotCoast() {
        var dial = RotationDialModel()
        _ = Self.fling(&dial)
        #expect(dial.coasting == nil) // coastsAfterRelease is off by default
        dial.coastsAfterRelease = true
        _ = dial.send(.began(x: 180, y: 100, at: 1))
        _ = dial.send(.ended(x: 180, y: 100, at: 5))
        #expect(dial.coasting == nil) // no speed
    }

    @Test func aPressAKeyOrACodeChangeStopsCoasting() {
        var dial = RotationDialModel()
        dial.coastsAfterRelease = true
        _ = Self.fling(&dial)
        #expect(dial.needsFrames)
        _ = dial.send(.began(x: 180, y: 100, at: 0.2))
        #expect(!dial.needsFrames)
        _ = dial.send(.cancelled(x: 180, y: 100, at: 0.2))
        _ = Self.fling(&dial)
        #expect(dial.pressing(.up).used && !dial.needsFrames)
        _ = Self.fling(&dial)
        dial.rotation = .zero
        #expect(!dial.needsFrames)
        _ = Self.fling(&dial)
        var events: [DialEvent] = []
        dial.setEnabled(false) { events.append($0) }
        #expect(!dial.needsFrames && events.isEmpty)
    }
}
