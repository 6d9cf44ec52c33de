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
