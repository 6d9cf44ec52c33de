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

    @Test func escapeOnAMovingRingGoesBackToTheItemItOpenedOn() {
        // Escape cancels: the step under way is dropped, not landed (it used to land on 1).
        var spinner = openSpinner(6)
        #expect(spinner.tap(at: Point(x: 250, y: 150), time: 0) == [.editingBegan])
        #expect(spinner.advanced(to: 0.2).first == .valueChanged(1, fromUser: true))
        let (used, events) = spinner.pressed(.escape, time: 0.2)
        #expect(used)
        #expect(events == [.valueChanged(0, fromUser: true), .editingEnded, .closed] + impact)
        #expect(!spinner.isOpen && spinner.selectedIndex == 0 && spinner.ringPosition == 0)
        #expect(spinner.runFrames(from: 0.2, hertz: 60) == [] && !spinner.needsFrames) // the closing animation
    }

    @Test func escapeUndoesTheArrowsButNotTheApp() {
        var spinner = RadialSpinnerModel(items: spinnerItems(8, disabled: [4]), selectedIndex: 2, mode: .radialOnly)
        #expect(spinner.pressed(.activate) == (true, [.opened] + impact))
        _ = spinner.pressed(.up)
        _ = spinner.pressed(.up)
        #expect(spinner.selectedIndex == 5) // 3, then 5 (4 is disabled)
        #expect(spinner.pressed(.escape) == (true, [.valueChanged(2, fromUser: true), .closed] + impact))
        #expect(!spinner.isOpen && spinner.selectedIndex == 2 && spinner.ringPosition == 2)
        // Nothing moved: Escape just closes.
        #expect(spinner.pressed(.activate) == (true, [.opened] + impact))
        #expect(spinner.pressed(.escape) == (true, [.closed] + impact))
        // A selection set in code while open is the app's: Escape goes back to it.
        #expect(spinner.pressed(.activate) == (true, [.opened] + impact))
        var events: [SpinnerEvent] = []
        spinner.setSelectedIndex(6) { events.append($0) }
        _ = spinner.pressed(.down)
        #expect(spinner.selectedIndex == 5)
        #expect(spinner.pressed(.escape) == (true, [.valueChanged(6, fromUser: true), .closed] + impact))
        // The item it opened on was disabled meanwhile: the nearest enabled one (the later on a tie).
        #expect(spinner.pressed(.activate) == (true, [.opened] + impact))
        _ = spinner.pressed(.home)
        spinner.items = spinnerItems(8, disabled: [6])
        #expect(spinner.pressed(.escape) == (true, [.valueChanged(7, fromUser: true), .closed] + impact))
    }

    @Test func escapeWithAskingReportsTheRestoredItem() {
        var spinner = openSpinner(6, selected: 3)
        spinner.asksBeforeClosing = true
        _ = spinner.pressed(.up)
        #expect(spinner.pressed(.escape) == (true, [.valueChanged(3, fromUser: true), .closeRequested(3)]))
        #expect(spinner.isOpen && spinner.isCloseRequestPending && spinner.selectedIndex == 3)
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
