import RotaryControls
import Testing

/// Event scripts for turning: drags, flings, steps, catching a spin, cancel.
@Suite struct RadialSpinnerTurningTests {
    /// Opens 12 items and drags a quarter turn clockwise from 12 o'clock, 10° every 10 ms,
    /// checking the events of each move; returns the tracker fed the same events.
    static func quarterTurn(_ spinner: inout RadialSpinnerModel) -> RotationTracker {
        var tracker = RotationTracker(anchor: spinnerCenter, deadZoneRadius: 10)
        func send(_ event: PointerEvent) -> [SpinnerEvent] {
            tracker.handle(event)
            return spinner.send(event)
        }
        #expect(send(spinnerEvent(.began, 0, time: 1)) == [])
        #expect(spinner.isTracking && !spinner.isEditing)
        // Clockwise turning brings earlier items to the top: 11 at 15°, 10 at 45°, 9 at 75°.
        let expected: [[SpinnerEvent]] = [
            [.editingBegan], [.valueChanged(11, fromUser: true)] + passed, [], [],
            [.valueChanged(10, fromUser: true)] + passed, [], [], [.valueChanged(9, fromUser: true)] + passed, [],
        ]
        for step in 1...9 {
            let events = send(spinnerEvent(.moved, Double(step) * 10, time: 1 + Double(step) * 0.01))
            #expect(events == expected[step - 1], "step \(step)")
            #expect(isClose(spinner.ringPosition, -Double(step) / 3, 1e-9))
            #expect(spinner.isEditing && !spinner.needsFrames && spinner.predictedRestingIndex == nil)
        }
        #expect(spinner.selectedIndex == 9)
        return tracker
    }

    @Test func quarterTurnFlingRestsOnThePredictionAtEveryFrameRate() throws {
        var spinner = openSpinner(12)
        var tracker = Self.quarterTurn(&spinner)
        let release = spinnerEvent(.ended, 90, time: 1.10)
        tracker.handle(release)
        #expect(spinner.send(release) == [])
        // The prediction, computed independently: the natural resting point of the coast, rounded.
        let natural = -3 - tracker.velocity / (Double.pi / 6) * spinner.flingTimeConstant
        #expect(tracker.velocity > 10)
        #expect(abs(natural - natural.rounded(.down) - 0.5) > 0.05, "not a tie")
        let slot = Int(natural.rounded())
        let expected = spinner.wrapped(slot)
        #expect(spinner.predictedRestingIndex == expected)
        #expect(spinner.needsFrames && spinner.isEditing && !spinner.isTracking)
        var outcomes: [[Double]] = []
        for hertz in [30.0, 60, 120, 240] {
            var copy = spinner
            let events = copy.runFrames(from: 1.10, hertz: hertz)
            #expect(copy.selectedIndex == expected && copy.ringPosition == Double(expected), "\(hertz) Hz")
            #expect(!copy.needsFrames && !copy.isEditing && copy.predictedRestingIndex == nil)
            #expect(events.last == .editingEnded && events.filter { $0 == .editingEnded }.count == 1)
            #expect(
                events.filter { if case .valueSelected = $0 { return true } else { return false } }
                    == [.valueSelected(expected)], "the user's choice, once, as the ring stops")
            #expect(changes(events).last == expected)
            #expect(ticks(events) == abs(slot + 3), "one tick per item passed at \(hertz) Hz")
            #expect(!events.contains(.editingBegan))
            outcomes.append([Double(copy.selectedIndex ?? -1), copy.ringPosition, Double(ticks(events))])
        }
        #expect(outcomes.allSatisfy { $0 == outcomes[0] })
    }

    @Test func reduceMotionGoesStraightToThePredictedItem() {
        var spinner = openSpinner(12)
        spinner.isReduceMotionEnabled = true
        var tracker = Self.quarterTurn(&spinner)
        let release = spinnerEvent(.ended, 90, time: 1.10)
        tracker.handle(release)
        let natural = -3 - tracker.velocity / (Double.pi / 6) * spinner.flingTimeConstant
        let expected = spinner.wrapped(Int(natural.rounded()))
        #expect(
            spinner.send(release) == [.valueChanged(expected, fromUser: true)] + passed + [
                .valueSelected(expected), .editingEnded,
            ])
        #expect(!spinner.needsFrames && spinner.ringPosition == Double(expected) && spinner.selectedIndex == expected)
    }

    /// Reduce Motion turned on while the ring coasts: the next frame puts it on its item at
    /// once, as a release with Reduce Motion on does (one tick and click, then the choice).
    @Test func reduceMotionTurnedOnMidFlingLandsAtTheNextFrame() throws {
        var spinner = openSpinner(12)
        _ = Self.quarterTurn(&spinner)
        #expect(spinner.send(spinnerEvent(.ended, 90, time: 1.10)) == [])
        let expected = try #require(spinner.predictedRestingIndex)
        let first = spinner.advanced(to: 1.11)
        #expect(spinner.needsFrames && spinner.selectedIndex != expected, "still coasting: \(first)")
        spinner.isReduceMotionEnabled = true
        #expect(
            spinner.advanced(to: 1.12) == [.valueChanged(expected, fromUser: true)] + passed
                + [.valueSelected(expected), .editingEnded])
        #expect(!spinner.needsFrames && spinner.ringPosition == Double(expected) && spinner.selectedIndex == expected)
    }

    @Test func slowReleaseNextToADisabledItemSettlesOnAnEnabledOne() {
        var spinner = openSpinner(12, disabled: [9])
        _ = spinner.send(spinnerEvent(.began, 0, time: 0))
        #expect(spinner.send(spinnerEvent(.moved, 10, time: 0.1)) == [.editingBegan])
        #expect(spinner.send(spinnerEvent(.moved, 30, time: 0.2)) == [.valueChanged(11, fromUser: true)] + passed)
        #expect(spinner.send(spinnerEvent(.moved, 60, time: 0.3)) == [.valueChanged(10, fromUser: true)] + passed)
        // Item 9 reaches the top: it is passed (a tick) but never selected.
        #expect(spinner.send(spinnerEvent(.moved, 85, time: 0.4)) == passed)
        #expect(spinner.selectedIndex == 10)
        #expect(spinner.send(spinnerEvent(.moved, 85, time: 1.4)) == [])
        #expect(spinner.send(spinnerEvent(.ended, 85, time: 1.5)) == [])
        #expect(spinner.predictedRestingIndex == 10 && spinner.needsFrames)
        // The ring turns back onto item 10: one item passed, no new value.
        #expect(spinner.runFrames(from: 1.5, hertz: 60) == passed + [.valueSelected(10), .editingEnded])
        #expect(spinner.selectedIndex == 10 && spinner.ringPosition == 10)
    }

    @Test func tapsStepWithWrapAround() {
        var spinner = openSpinner(6)
        let right = Point(x: 250, y: 150), left = Point(x: 50, y: 150)
        #expect(spinner.send(PointerEvent(phase: .began, location: right, timestamp: 0)) == [])
        #expect(spinner.send(PointerEvent(phase: .ended, location: right, timestamp: 0.05)) == [.editingBegan])
        #expect(spinner.predictedRestingIndex == 1 && spinner.needsFrames && spinner.selectedIndex == 0)
        #expect(
            spinner.runFrames(from: 0.05, hertz: 60) == [.valueChanged(1, fromUser: true)] + passed + [
                .valueSelected(1), .editingEnded,
            ])
        #expect(spinner.selectedIndex == 1 && spinner.ringPosition == 1 && !spinner.needsFrames)
        #expect(spinner.tap(at: left, time: 2) == [.editingBegan])
        #expect(
            spinner.advanced(to: 10) == [.valueChanged(0, fromUser: true)] + passed + [
                .valueSelected(0), .editingEnded,
            ])
        // Left of the first item wraps to the last.
        #expect(spinner.tap(at: left, time: 12) == [.editingBegan])
        #expect(spinner.predictedRestingIndex == 5)
        #expect(
            spinner.advanced(to: 20) == [.valueChanged(5, fromUser: true)] + passed + [
                .valueSelected(5), .editingEnded,
            ])
        #expect(spinner.selectedIndex == 5 && spinner.ringPosition == 5)
        // Right of the last wraps to the first.
        #expect(spinner.tap(at: right, time: 22) == [.editingBegan])
        #expect(
            spinner.advanced(to: 30) == [.valueChanged(0, fromUser: true)] + passed + [
                .valueSelected(0), .editingEnded,
            ])
        #expect(spinner.selectedIndex == 0 && spinner.ringPosition == 0)
    }

    @Test func stepsSkipDisabledItems() {
        var spinner = openSpinner(6, disabled: [1, 2, 5])
        #expect(spinner.tap(at: Point(x: 250, y: 150), time: 0) == [.editingBegan])
        #expect(spinner.predictedRestingIndex == 3)
        #expect(
            spinner.advanced(to: 5) == [.valueChanged(3, fromUser: true)] + passed + passed + passed + [
                .valueSelected(3), .editingEnded,
            ])
        #expect(spinner.tap(at: Point(x: 250, y: 150), time: 6) == [.editingBegan])
        #expect(
            spinner.advanced(to: 10) == [.valueChanged(4, fromUser: true)] + passed + [
                .valueSelected(4), .editingEnded,
            ])
        #expect(spinner.tap(at: Point(x: 250, y: 150), time: 11) == [.editingBegan])
        #expect(spinner.predictedRestingIndex == 0)
        #expect(
            spinner.advanced(to: 15) == [.valueChanged(0, fromUser: true)] + passed + passed + [
                .valueSelected(0), .editingEnded,
            ])
        #expect(spinner.selectedIndex == 0 && spinner.ringPosition == 0)
        // With one enabled item a step does nothing.
        spinner.items = spinnerItems(6, disabled: [1, 2, 3, 4, 5])
        #expect(spinner.tap(at: Point(x: 250, y: 150), time: 20) == [])
        #expect(!spinner.needsFrames && spinner.selectedIndex == 0)
    }

    @Test func reduceMotionStepsAtOnce() {
        var spinner = openSpinner(6)
        spinner.isReduceMotionEnabled = true
        #expect(
            spinner.tap(at: Point(x: 250, y: 150), time: 0)
                == [.editingBegan, .valueChanged(1, fromUser: true)] + passed + [.valueSelected(1), .editingEnded])
        #expect(!spinner.needsFrames && spinner.ringPosition == 1)
    }

    @Test func aTapDuringASpinStopsItOnTheNearestItem() {
        var spinner = openSpinner(12)
        var tracker = Self.quarterTurn(&spinner)
        tracker.handle(spinnerEvent(.ended, 90, time: 1.10))
        _ = spinner.send(spinnerEvent(.ended, 90, time: 1.10))
        let aimed = spinner.predictedRestingIndex
        var reference = spinner
        let passing = reference.advanced(to: 1.3)
        // The touch catches the ring where it is at 1.3 s (reporting what passed until then).
        #expect(spinner.send(PointerEvent.began(x: 250, y: 150, at: 1.3)) == passing)
        #expect(spinner.ringPosition == reference.ringPosition && spinner.ringPosition != Double(aimed ?? 0))
        #expect(spinner.isEditing && !spinner.needsFrames && spinner.predictedRestingIndex == nil)
        #expect(spinner.advanced(to: 2) == [] && spinner.ringPosition == reference.ringPosition)
        // Lifted without moving: no step, a settle on the nearest item.
        #expect(spinner.send(PointerEvent.ended(x: 250, y: 150, at: 1.35)) == [])
        let nearest = spinner.wrapped(Int(reference.ringPosition.rounded()))
        #expect(spinner.predictedRestingIndex == nearest && nearest != aimed)
        let settling = spinner.advanced(to: 5)
        #expect(settling.last == .editingEnded && settling.filter { $0 == .editingEnded }.count == 1)
        #expect(spinner.selectedIndex == nearest && spinner.ringPosition == Double(nearest) && spinner.isOpen)
    }

    @Test func aTapOnTheCentreDuringASpinStopsItWithoutClosing() {
        var spinner = openSpinner(6)
        _ = spinner.tap(at: Point(x: 250, y: 150), time: 0)
        #expect(spinner.needsFrames)
        _ = spinner.send(centerEvent(.began, time: 0.1))
        #expect(spinner.send(centerEvent(.ended, time: 0.12)) == [])
        #expect(spinner.isOpen)
        #expect(spinner.advanced(to: 3) == [.valueSelected(0), .editingEnded])
        #expect(spinner.selectedIndex == 0 && spinner.ringPosition == 0)
    }

    @Test func cancelPutsTheRingOnTheNearestItemAndEndsEditing() {
        var spinner = openSpinner(12)
        _ = spinner.send(spinnerEvent(.began, 0, time: 0))
        #expect(
            spinner.send(spinnerEvent(.moved, 20, time: 0.1)) == [.editingBegan, .valueChanged(11, fromUser: true)]
                + passed)
        #expect(spinner.send(spinnerEvent(.moved, 40, time: 0.2)) == [])
        #expect(spinner.send(spinnerEvent(.cancelled, 40, time: 0.3)) == [.editingEnded], "a cancel chose nothing")
        #expect(
            spinner.selectedIndex == 11 && spinner.ringPosition == 11 && !spinner.needsFrames && !spinner.isTracking)
        // A cancelled tap does nothing at all.
        _ = spinner.send(spinnerEvent(.began, 0, time: 1))
        #expect(spinner.send(spinnerEvent(.cancelled, 0, time: 1.1)) == [])
        #expect(spinner.isOpen && spinner.selectedIndex == 11)
    }

    @Test func programmaticSelectionStopsAFlingAndSendsNoValue() {
        var spinner = openSpinner(6)
        _ = spinner.tap(at: Point(x: 250, y: 150), time: 0)
        spinner.selectedIndex = 4
        #expect(spinner.ringPosition == 4 && spinner.predictedRestingIndex == nil)
        #expect(spinner.needsFrames && spinner.isEditing)
        #expect(spinner.advanced(to: 1) == [.editingEnded])
        #expect(!spinner.needsFrames && spinner.selectedIndex == 4)
    }

    @Test func aDragThatCatchesASpinOnAClosedSpinnerStillSettles() {
        var spinner = openSpinner(6)
        _ = spinner.tap(at: Point(x: 250, y: 150), time: 0)
        spinner.isOpen = false // closed in code while the step runs
        #expect(spinner.send(centerEvent(.began, time: 0.1)) == [])
        #expect(spinner.isTracking && spinner.isEditing && !spinner.needsFrames)
        #expect(spinner.send(PointerEvent.moved(x: 175, y: 150, at: 0.15)) == [])
        let caught = spinner.ringPosition
        #expect(caught > 0.05 && caught < 0.5, "caught 0.05 s into its 0.25 s step")
        #expect(spinner.send(PointerEvent.ended(x: 175, y: 150, at: 0.2)) == [])
        #expect(spinner.predictedRestingIndex == 0 && !spinner.isOpen)
        #expect(spinner.runFrames(from: 0.2, hertz: 120) == [.valueSelected(0), .editingEnded])
        #expect(spinner.ringPosition == 0 && spinner.selectedIndex == 0)
    }
}
