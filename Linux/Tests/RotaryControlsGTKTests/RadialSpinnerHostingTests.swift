import RotaryControls
import RotaryControlsGTK
import Testing

/// The spinner's `HostableModel` adapters: keys, wheel notches, the accessible value.
@Suite("Radial spinner hosting")
struct RadialSpinnerHostingTests {
    private func spinner(selected: Int = 2) -> RadialSpinnerModel {
        let icons = ["star", "heart", "bolt", "leaf", "moon", "sun"]
        let items = icons.enumerated().map { SpinnerItem(icon: ImageReference(name: $1), title: $1, isEnabled: $0 != 4) }
        return RadialSpinnerModel(items: items, selectedIndex: selected, mode: .radialOnly)
    }

    @Test(arguments: [(ControlKey.increment, 3), (.decrement, 1)])
    func arrowsStepOneItem(_ key: ControlKey, _ expected: Int) {
        var model = spinner()
        var events: [RadialSpinnerModel.Event] = []
        #expect(model.hostKey(key, at: 0) { events.append($0) })
        #expect(model.selectedIndex == expected)
        #expect(events == [.valueChanged(expected, fromUser: true)])
    }

    @Test func arrowsSkipDisabledItemsAndStopAtTheEnds() {
        var model = spinner(selected: 3)
        var events: [RadialSpinnerModel.Event] = []
        #expect(model.hostKey(.increment, at: 0) { events.append($0) })
        #expect(model.selectedIndex == 5 && events == [.valueChanged(5, fromUser: true)])
        #expect(model.hostKey(.increment, at: 0) { events.append($0) })
        #expect(model.selectedIndex == 5 && events.count == 1)
    }

    /// Six items page by one (a tenth, at least one); Home/End go to the first and last
    /// enabled items.
    @Test(arguments: [(ControlKey.pageUp, 3), (.pageDown, 1), (.home, 0), (.end, 5)])
    func pageAndEndKeys(_ key: ControlKey, _ expected: Int) {
        var model = spinner()
        var events: [RadialSpinnerModel.Event] = []
        #expect(model.hostKey(key, at: 0) { events.append($0) })
        #expect(model.selectedIndex == expected && events == [.valueChanged(expected, fromUser: true)])
    }

    @Test func activateOpensAndClosesLikeACentreTap() {
        var model = spinner()
        var events: [RadialSpinnerModel.Event] = []
        #expect(model.hostKey(.activate, at: 0) { events.append($0) })
        #expect(model.isOpen && events == [.opened, .feedback(.lightImpact), .feedback(.click)])
        events.removeAll()
        #expect(model.hostKey(.activate, at: 1) { events.append($0) })
        #expect(!model.isOpen && events == [.closed, .feedback(.lightImpact), .feedback(.click)])
    }

    @Test func wheelNotchesStepPerNotch() {
        var model = spinner(selected: 0)
        var events: [RadialSpinnerModel.Event] = []
        #expect(model.hostScroll(steps: 2, at: 0) { events.append($0) })
        #expect(model.selectedIndex == 2 && events == [.valueChanged(1, fromUser: true), .valueChanged(2, fromUser: true)])
        events.removeAll()
        #expect(model.hostScroll(steps: -5, at: 0) { events.append($0) })
        #expect(model.selectedIndex == 0 && events == [.valueChanged(1, fromUser: true), .valueChanged(0, fromUser: true)])
        #expect(!model.hostScroll(steps: 0, at: 0) { _ in Issue.record("no event expected") })
    }

    @Test func hostedValue() {
        #expect(spinner().hostedValue == HostedValue(minimum: 0, maximum: 5, current: 2, text: "bolt"))
        #expect(RadialSpinnerModel().hostedValue == nil)
    }
}

/// The close veto the widget passes (`ModelWidget.shouldClose`).
@Suite("Radial spinner close veto")
struct RadialSpinnerVetoTests {
    @Test func clickAndActivateAskTheVeto() {
        var model = RadialSpinnerModel(items: ["star", "heart", "bolt"].map { SpinnerItem(icon: ImageReference(name: $0)) },
                                       selectedIndex: 1, mode: .radialOnly)
        model.isOpen = true
        var asked: [Int?] = []
        var events: [RadialSpinnerModel.Event] = []
        let centre = model.layout.center
        model.hostHandle(PointerEvent(phase: .began, location: centre, timestamp: 0), report: { events.append($0) },
                         shouldClose: { asked.append($0); return false })
        model.hostHandle(PointerEvent(phase: .ended, location: centre, timestamp: 0.05), report: { events.append($0) },
                         shouldClose: { asked.append($0); return false })
        #expect(model.isOpen && events.isEmpty && asked == [1])
        let vetoed = model.hostKey(.activate, at: 1, report: { events.append($0) },
                                   shouldClose: { asked.append($0); return false })
        #expect(vetoed && model.isOpen && events.isEmpty && asked == [1, 1])
        let agreed = model.hostKey(.activate, at: 2, report: { events.append($0) }, shouldClose: { _ in true })
        #expect(agreed && !model.isOpen && events.first == .closed)
    }

    @Test func controlsThatCannotCloseNeverAsk() {
        var knob = RotaryKnobModel()
        var events: [RotaryKnobModel.Event] = []
        let used = knob.hostKey(.increment, at: 0, report: { events.append($0) },
                                shouldClose: { _ in Issue.record("the knob never asks"); return true })
        #expect(used)
        knob.hostHandle(PointerEvent(phase: .began, location: Point(x: 100, y: 20), timestamp: 0), report: { events.append($0) },
                        shouldClose: { _ in Issue.record("the knob never asks"); return true })
        #expect(abs(knob.value - 0.6) < 1e-12 && knob.isTracking, "\(events)")
        #expect(events.count == 2 && events.last == .editingBegan, "\(events)")
    }
}
