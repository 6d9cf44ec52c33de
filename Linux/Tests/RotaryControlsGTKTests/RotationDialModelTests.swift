import RotaryControls
import RotaryControlsGTK
import Testing

@Suite("Rotation dial model")
struct RotationDialModelTests {
    typealias Event = RotationDialModel.Event

    /// Sends one event and returns exactly what was reported.
    static func send(_ event: PointerEvent, to model: inout RotationDialModel) -> [Event] {
        var events: [Event] = []
        model.handle(event) { events.append($0) }
        return events
    }

    static func near(_ rotation: Rotation, _ degrees: Double) -> Bool { Swift.abs(rotation.degrees - degrees) < 1e-6 }

    @Test func quarterTurnScript() {
        var model = RotationDialModel()  // 200×200, centre (100, 100)
        #expect(Self.send(.began(x: 100, y: 20, at: 0), to: &model) == [.editingBegan])
        #expect(model.tracker.phase.isTracking)
        #expect(model.rotation == .zero)
        let moved = Self.send(.moved(x: 180, y: 20, at: 0.1), to: &model)
        #expect(moved.count == 1)
        #expect(Self.near(model.rotation, 45))
        #expect(Self.send(.moved(x: 180, y: 100, at: 0.2), to: &model).count == 1)
        #expect(Self.near(model.rotation, 90))
        #expect(Self.send(.ended(x: 180, y: 100, at: 0.3), to: &model) == [.editingEnded])
        #expect(!model.tracker.phase.isTracking)
        #expect(Self.near(model.rotation, 90))
    }

    @Test func cancelEndsEditingWithoutChange() {
        var model = RotationDialModel()
        #expect(Self.send(.began(x: 100, y: 20, at: 0), to: &model) == [.editingBegan])
        #expect(Self.send(.cancelled(x: 100, y: 20, at: 0.1), to: &model) == [.editingEnded])
        #expect(model.rotation == .zero)
        #expect(Self.send(.moved(x: 180, y: 100, at: 0.2), to: &model).isEmpty)
    }

    @Test func anchorFollowsBoundsAtEachPress() {
        var model = RotationDialModel()
        model.bounds = Rect(x: 0, y: 0, width: 400, height: 400)
        _ = Self.send(.began(x: 200, y: 100, at: 0), to: &model)
        #expect(model.tracker.anchor == Point(x: 200, y: 200))
        _ = Self.send(.moved(x: 300, y: 200, at: 0.1), to: &model)
        #expect(Self.near(model.rotation, 90))
    }

    @Test func keysAndScrollTurnBySteps() {
        var model = RotationDialModel()
        var events: [Event] = []
        #expect(model.hostKey(.increment, at: 0) { events.append($0) })
        #expect(Self.near(model.rotation, 15))
        #expect(model.hostKey(.pageDown, at: 0) { events.append($0) })
        #expect(Self.near(model.rotation, -75))
        #expect(model.hostScroll(steps: 3, at: 0) { events.append($0) })
        #expect(Self.near(model.rotation, -30))
        #expect(model.hostKey(.home, at: 0) { events.append($0) })
        #expect(model.rotation == .zero)
        #expect(!model.hostKey(.end, at: 0) { events.append($0) })
        #expect(events.count == 4)
        events = []
        #expect(model.hostKey(.home, at: 0) { events.append($0) })
        #expect(events.isEmpty)  // already at 0: no change, no event
    }

    @Test func programmaticChangesSendNothingAndIgnoreNaN() {
        var model = RotationDialModel()
        model.rotation = Rotation(degrees: 30)
        model.rotation = Rotation(radians: .nan)
        #expect(Self.near(model.rotation, 30))
        #expect(model.hostedValue?.text == "30°, 0 turns")
        #expect(!model.needsFrames)
    }
}

@Suite("Rotation dial model: double tap and coasting")
struct RotationDialCoastingTests {
    typealias Event = RotationDialModel.Event

    @Test func doubleTapResetsToZero() {
        var model = RotationDialModel()
        model.rotation = Rotation(degrees: 120)
        var events: [Event] = []
        model.handle(.began(x: 100, y: 20, at: 0, tapCount: 2)) { events.append($0) }
        #expect(events == [.editingBegan, .rotationChanged(.zero)])
        #expect(model.rotation == .zero)
        events = []
        model.handle(.ended(x: 100, y: 20, at: 0.05)) { events.append($0) }
        #expect(events == [.editingEnded])
    }

    @Test func flingCoastsToTheInertiaRestingPositionThenStops() {
        var model = RotationDialModel()
        model.coastsAfterRelease = true
        var events: [Event] = []
        model.handle(.began(x: 100, y: 20, at: 0)) { events.append($0) }
        model.handle(.moved(x: 180, y: 20, at: 0.05)) { events.append($0) }
        model.handle(.moved(x: 180, y: 100, at: 0.1)) { events.append($0) }
        model.handle(.ended(x: 180, y: 100, at: 0.1)) { events.append($0) }
        #expect(events.last == .editingEnded)
        let coasting = model.coasting
        #expect(coasting != nil)
        #expect(model.needsFrames)
        var time = 0.1
        var changes = 0
        while model.needsFrames, time < 20 {
            time += 1.0 / 60
            model.advance(to: time) { if case .rotationChanged = $0 { changes += 1 } }
        }
        #expect(!model.needsFrames)
        #expect(changes > 10)
        #expect(Swift.abs(model.rotation.radians - (coasting?.restingPosition ?? .nan)) < 1e-3)
        #expect(model.rotation.degrees > 90)
    }

    @Test func slowReleaseAndDisabledCoastingDoNotCoast() {
        var model = RotationDialModel()
        model.handle(.began(x: 100, y: 20, at: 0)) { _ in }
        model.handle(.moved(x: 180, y: 100, at: 0.1)) { _ in }
        model.handle(.ended(x: 180, y: 100, at: 0.1)) { _ in }
        #expect(model.coasting == nil)  // coastsAfterRelease is off by default
        model.coastsAfterRelease = true
        model.handle(.began(x: 180, y: 100, at: 1)) { _ in }
        model.handle(.ended(x: 180, y: 100, at: 5)) { _ in }
        #expect(model.coasting == nil)  // no speed
    }

    @Test func aPressStopsCoasting() {
        var model = RotationDialModel()
        model.coastsAfterRelease = true
        model.handle(.began(x: 100, y: 20, at: 0)) { _ in }
        model.handle(.moved(x: 180, y: 100, at: 0.05)) { _ in }
        model.handle(.ended(x: 180, y: 100, at: 0.05)) { _ in }
        #expect(model.needsFrames)
        model.handle(.began(x: 180, y: 100, at: 0.1)) { _ in }
        #expect(!model.needsFrames)
    }
}
