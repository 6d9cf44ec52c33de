import RotaryControls
import Testing

/// Keyboard activation (Space / Return): the same as a tap on the centre.
@Suite struct RadialSpinnerActivationTests {
    @Test func activateOpensThenClosesWithFeedback() {
        var spinner = RadialSpinnerModel(items: spinnerItems(6), selectedIndex: 3, mode: .radialOnly)
        #expect(spinner.activated(at: 0) == [.opened] + impact)
        #expect(spinner.isOpen && !spinner.isTracking && !spinner.isEditing && spinner.selectedIndex == 3)
        #expect(spinner.activated(at: 1) == [.closed] + impact)
        #expect(!spinner.isOpen && !spinner.isTracking && spinner.selectedIndex == 3)
    }

    @Test func closeCanBeVetoed() {
        var spinner = openSpinner(6, selected: 2)
        var asked: [Int?] = []
        var events: [SpinnerEvent] = []
        spinner.activate(at: 0, report: { events.append($0) }, shouldClose: { asked.append($0); return false })
        #expect(events == [] && asked == [2] && spinner.isOpen)
    }

    @Test func singleItemActsAsAButton() {
        var spinner = RadialSpinnerModel(items: spinnerItems(1))
        #expect(spinner.activated(at: 0) == [.singleValueSelected(0)] + impact)
        #expect(!spinner.isOpen)
    }

    @Test func ignoredWhenEmptyDisabledTrackingOrTimeless() {
        var empty = RadialSpinnerModel()
        #expect(empty.activated(at: 0) == [] && !empty.isOpen)

        var disabled = RadialSpinnerModel(items: spinnerItems(6))
        disabled.isEnabled = false
        #expect(disabled.activated(at: 0) == [] && !disabled.isOpen)

        var tracking = RadialSpinnerModel(items: spinnerItems(6))
        #expect(tracking.send(centerEvent(.began, time: 0)) == [])
        #expect(tracking.activated(at: 0.05) == [] && !tracking.isOpen && tracking.isTracking)
        #expect(tracking.send(centerEvent(.ended, time: 0.1)) == [.opened] + impact)

        for time in [Double.nan, .infinity, -.infinity] {
            var spinner = RadialSpinnerModel(items: spinnerItems(6))
            #expect(spinner.activated(at: time) == [] && !spinner.isOpen && !spinner.isTracking)
        }
    }

    @Test func activateOnAMovingRingSettlesItWithoutClosing() {
        var spinner = openSpinner(6)
        #expect(spinner.tap(at: Point(x: 250, y: 150), time: 0) == [.editingBegan])
        #expect(spinner.needsFrames && spinner.isEditing)
        let events = spinner.activated(at: 0.1)
        #expect(!events.contains(.closed) && spinner.isOpen && !spinner.isTracking)
        let rest = spinner.runFrames(from: 0.1, hertz: 60)
        #expect((events + rest).last == .editingEnded)
        #expect(!spinner.needsFrames && !spinner.isEditing)
        #expect(spinner.ringPosition == Double(spinner.selectedIndex ?? -1))
    }
}

extension RadialSpinnerModel {
    /// Activates at `time` (no veto) and returns the events.
    mutating func activated(at time: Double) -> [SpinnerEvent] {
        var events: [SpinnerEvent] = []
        activate(at: time) { events.append($0) }
        return events
    }
}
