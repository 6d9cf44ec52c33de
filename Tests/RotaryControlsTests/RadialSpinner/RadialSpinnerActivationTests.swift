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

    @Test func closeAsksWhenTheHostWantsToBeAsked() {
        var spinner = openSpinner(6, selected: 2)
        spinner.asksBeforeClosing = true
        #expect(spinner.activated(at: 0) == [.closeRequested(2)])
        #expect(spinner.isOpen && spinner.isCloseRequestPending)
        spinner.keepOpen()
        #expect(spinner.isOpen && !spinner.isCloseRequestPending)
    }

    @Test func escapeClosesAnOpenSpinnerOnly() {
        var spinner = openSpinner(6, selected: 2)
        #expect(spinner.pressed(.escape) == (true, [.closed] + impact))
        #expect(!spinner.isOpen)
        #expect(spinner.pressed(.escape) == (false, []))
        #expect(spinner.pressed(.activate) == (true, [.opened] + impact))
        #expect(spinner.pressed(.activate) == (true, [.closed] + impact))
    }

    @Test func escapeOnAMovingRingLandsThenCloses() {
        var spinner = openSpinner(6)
        #expect(spinner.tap(at: Point(x: 250, y: 150), time: 0) == [.editingBegan])
        let (used, events) = spinner.pressed(.escape, time: 0.05)
        #expect(used)
        #expect(events == [.valueChanged(1, fromUser: true)] + passed + [.valueSelected(1), .editingEnded, .closed] + impact)
        #expect(!spinner.isOpen && spinner.ringPosition == 1)
        #expect(spinner.runFrames(from: 0.05, hertz: 60) == [] && !spinner.needsFrames) // the closing animation
    }

    @Test func singleItemActsAsAButton() {
        var spinner = RadialSpinnerModel(items: spinnerItems(1))
        #expect(spinner.activated(at: 0) == [.singleValueSelected(0)] + impact)
        #expect(!spinner.isOpen)
        // One enabled item among disabled ones is a button too (the DocC's promise).
        var single = RadialSpinnerModel(items: spinnerItems(5, disabled: [0, 1, 3, 4]))
        #expect(single.activated(at: 0) == [.singleValueSelected(2)] + impact)
        #expect(!single.isOpen)
    }

    @Test func ignoredWhenEmptyDisabledTrackingOrTimeless() {
        var empty = RadialSpinnerModel()
        #expect(empty.activated(at: 0) == [] && !empty.isOpen)

        var disabled = RadialSpinnerModel(items: spinnerItems(6))
        _ = disabled.enabled(false)
        #expect(disabled.activated(at: 0) == [] && !disabled.isOpen)
        #expect(disabled.pressed(.activate) == (false, []) && disabled.pressed(.up) == (false, []))

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
    /// Activates at `time` and returns the events.
    mutating func activated(at time: Double) -> [SpinnerEvent] {
        var events: [SpinnerEvent] = []
        _ = activate(at: time) { events.append($0) }
        return events
    }
}
