import RotaryControls
import Testing

/// Feel, in numbers (DESIGN §10, issue 15): a release while holding still clicks into place
/// within 0.3 s; a flick coasts, then, once within a tenth of an item, rests within 0.3 s (no
/// creep); the user's choice is reported as the ring stops; identical at 30–240 Hz.
@Suite struct RadialSpinnerFeelTests {
    static let rates = [30.0, 60, 120, 240]

    /// One frame: its time, the ring position after it and the events it reported.
    struct Frame {
        var time: Double
        var position: Double
        var events: [SpinnerEvent]
    }

    /// Frames at `hertz` from `start` until the spinner needs none (at most 30 s).
    static func frames(_ spinner: inout RadialSpinnerModel, from start: Double, hertz: Double) -> [Frame] {
        var frames: [Frame] = []
        var index = 1.0
        while spinner.needsFrames, index <= 30 * hertz {
            let time = start + index / hertz
            let events = spinner.advanced(to: time)
            frames.append(Frame(time: time, position: spinner.ringPosition, events: events))
            index += 1
        }
        return frames
    }

    @Test(arguments: rates)
    func aReleaseWhileHoldingStillClicksIntoTheNearestItemWithinAThirdOfASecond(hertz: Double) {
        var spinner = openSpinner(12)
        _ = spinner.send(spinnerEvent(.began, 0, time: 0))
        // Turn 20° (two thirds of an item) in 0.1 s, then hold still for 0.2 s and let go.
        for step in 1...6 { _ = spinner.send(spinnerEvent(.moved, Double(step) * 20 / 6, time: Double(step) / 60)) }
        for step in 1...12 { _ = spinner.send(spinnerEvent(.moved, 20, time: 0.1 + Double(step) / 60)) }
        #expect(spinner.send(spinnerEvent(.ended, 20, time: 0.3)) == [])
        #expect(spinner.predictedRestingIndex == 11, "the nearest item, not a coast")
        let frames = Self.frames(&spinner, from: 0.3, hertz: hertz)
        let rest = try! #require(frames.last)
        #expect(rest.time - 0.3 <= 0.25 + 1 / hertz + 1e-9, "at rest \(rest.time - 0.3) s after the release")
        #expect(rest.events == [.valueSelected(11), .editingEnded])
        #expect(spinner.ringPosition == 11 && spinner.selectedIndex == 11)
        // Monotonic: the ring only ever moves towards its item.
        let positions = [-2.0 / 3] + frames.map { $0.position == 11 ? -1 : $0.position }
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0.1 <= $0.0 + 1e-12 })
    }

    @Test func liftingAfterRestingWithoutMovesIsAlsoAHoldingStillRelease() {
        var spinner = openSpinner(12)
        _ = spinner.send(spinnerEvent(.began, 0, time: 0))
        for step in 1...6 { _ = spinner.send(spinnerEvent(.moved, Double(step) * 4, time: Double(step) / 60)) }
        // No moves for half a second, then the lift: the stale speed is gone.
        _ = spinner.send(spinnerEvent(.ended, 24, time: 0.6))
        #expect(spinner.predictedRestingIndex == 11)
        let frames = Self.frames(&spinner, from: 0.6, hertz: 60)
        #expect(try! #require(frames.last).time - 0.6 <= 0.25 + 1 / 60.0 + 1e-9)
    }

    @Test(arguments: rates)
    func aFlickCoastsThenRestsWithinAThirdOfASecondOfTheLastTenth(hertz: Double) throws {
        var spinner = openSpinner(12)
        var tracker = RotationTracker(anchor: spinnerCenter, deadZoneRadius: 10)
        // A quarter turn in 90 ms.
        var script = [spinnerEvent(.began, 0, time: 1)]
        for step in 1...9 { script.append(spinnerEvent(.moved, Double(step) * 10, time: 1 + Double(step) * 0.01)) }
        script.append(spinnerEvent(.ended, 90, time: 1.1))
        for event in script {
            tracker.handle(event)
            _ = spinner.send(event)
        }
        let expected = try #require(spinner.predictedRestingIndex)
        // The unwrapped slot, computed independently: the natural resting point, rounded.
        let target = (-3 - tracker.velocity / (Double.pi / 6) * spinner.flingTimeConstant).rounded()
        #expect(spinner.wrapped(Int(target)) == expected)
        let frames = Self.frames(&spinner, from: 1.1, hertz: hertz)
        let rest = try #require(frames.last)
        #expect(spinner.selectedIndex == expected && spinner.ringPosition == Double(expected))
        // It coasts like a prize wheel: several items, over more than a second…
        #expect(target <= -7 && rest.time - 1.1 > 1, "coasted \(target + 3) items in \(rest.time - 1.1) s")
        // …and once within a tenth of an item it is at rest within 0.3 s: no creep.
        let near = try #require(
            frames.first { Swift.abs($0.position - target) <= 0.1 || $0.position == Double(expected) })
        #expect(rest.time - near.time <= 0.3, "creep of \(rest.time - near.time) s at \(hertz) Hz")
        // The user's choice is reported as the ring stops, in the frame it stops.
        #expect(rest.events.suffix(2) == [.valueSelected(expected), .editingEnded])
        #expect(frames.dropLast().allSatisfy { !$0.events.contains(.valueSelected(expected)) })
    }

    @Test func theFlickIsTheSameAtEveryFrameRate() {
        var outcomes: [[Double]] = []
        for hertz in Self.rates {
            var spinner = openSpinner(12)
            _ = spinner.send(spinnerEvent(.began, 0, time: 1))
            for step in 1...9 {
                _ = spinner.send(spinnerEvent(.moved, Double(step) * 10, time: 1 + Double(step) * 0.01))
            }
            _ = spinner.send(spinnerEvent(.ended, 90, time: 1.1))
            let events = Self.frames(&spinner, from: 1.1, hertz: hertz).flatMap(\.events)
            outcomes.append([Double(spinner.selectedIndex ?? -1), Double(ticks(events)), Double(changes(events).count)])
        }
        #expect(outcomes.allSatisfy { $0 == outcomes[0] }, "\(outcomes)")
    }
}

/// The programmatic prize-wheel spin.
@Suite struct RadialSpinnerSpinTests {
    @Test(arguments: RadialSpinnerFeelTests.rates)
    func aSpinTurnsWholeTurnsAndLandsExactlyOnItsItemAtAnyFrameRate(hertz: Double) {
        var spinner = openSpinner(12)
        var events: [SpinnerEvent] = []
        #expect(spinner.spin(to: 7, turns: 3, duration: 4, at: 10) { events.append($0) })
        #expect(events == [] && spinner.isSpinning && spinner.needsFrames && !spinner.isEditing)
        #expect(spinner.predictedRestingIndex == 7)
        var frame = 1.0
        var last = 0.0
        while spinner.needsFrames, frame <= 10 * hertz {
            last = 10 + frame / hertz
            spinner.advance(to: last) { events.append($0) }
            frame += 1
        }
        // Clockwise: 3 turns of 12 items, then 0 → 11 → … → 7 (5 more items).
        #expect(ticks(events) == 41 && events.filter { $0 == .feedback(.click) }.count == 41)
        #expect(events.suffix(2) == [.valueChanged(7, fromUser: false), .spinEnded(7)])
        #expect(!events.contains(.editingBegan) && !events.contains(.valueSelected(7)))
        #expect(changes(events) == [7], "the selection changes once, as it lands")
        #expect(spinner.selectedIndex == 7 && spinner.ringPosition == 7 && !spinner.isSpinning)
        #expect(last >= 14 && last < 14 + 1 / hertz + 1e-9, "lands at the end of its duration")
    }

    /// Reduce Motion turned on during a spin: the next frame lands it on its prize at once,
    /// one tick and click, `valueChanged(…, fromUser: false)` and `spinEnded`, as a spin
    /// started with Reduce Motion on.
    @Test func reduceMotionTurnedOnMidSpinLandsAtTheNextFrame() {
        var spinner = openSpinner(12)
        var events: [SpinnerEvent] = []
        #expect(spinner.spin(to: 7, turns: 3, duration: 4, at: 0) { events.append($0) })
        spinner.advance(to: 0.5) { _ in }
        #expect(spinner.isSpinning && spinner.selectedIndex != 7)
        spinner.isReduceMotionEnabled = true
        spinner.advance(to: 0.51) { events.append($0) }
        #expect(events == passed + [.valueChanged(7, fromUser: false), .spinEnded(7)])
        #expect(spinner.selectedIndex == 7 && spinner.ringPosition == 7 && !spinner.isSpinning && !spinner.needsFrames)
    }

    @Test func aSpinDeceleratesAndTicksInOrder() {
        var spinner = openSpinner(12)
        _ = spinner.spin(to: 3, turns: 1, duration: 2, at: 0) { _ in }
        var previous = 0.0, speeds: [Double] = []
        for frame in 1...119 {
            spinner.advance(to: Double(frame) / 60) { _ in }
            speeds.append(previous - spinner.ringPosition)
            previous = spinner.ringPosition
        }
        #expect(speeds.allSatisfy { $0 >= 0 }, "always clockwise")
        #expect(zip(speeds, speeds.dropFirst()).allSatisfy { $0.1 <= $0.0 + 1e-9 }, "always slowing down")
    }

    @Test func counterClockwiseTurnsAndZeroTurns() {
        var spinner = openSpinner(12)
        var events: [SpinnerEvent] = []
        #expect(spinner.spin(to: 7, turns: -2, duration: 1, at: 0) { events.append($0) })
        spinner.advance(to: 5) { events.append($0) }
        #expect(ticks(events) == 24 + 7 && spinner.selectedIndex == 7)
        events = []
        #expect(spinner.spin(to: 5, turns: 0, duration: 1, at: 10) { events.append($0) })
        spinner.advance(to: 11) { events.append($0) }
        #expect(ticks(events) == 2 && events.suffix(2) == [.valueChanged(5, fromUser: false), .spinEnded(5)])
        // Spinning to the selected item with no turns lands at once.
        events = []
        #expect(spinner.spin(to: 5, turns: 0, at: 20) { events.append($0) })
        #expect(events == [.spinEnded(5)] && !spinner.needsFrames)
    }

    @Test func aSpinLandsOnlyOnEnabledItemsAndIsRefusedWhenItCannotRun() {
        var spinner = openSpinner(12, disabled: [4])
        #expect(!spinner.spin(to: 4, at: 0) { _ in }, "a disabled item is never the prize")
        #expect(!spinner.spin(to: 12, at: 0) { _ in } && !spinner.spin(to: -1, at: 0) { _ in })
        #expect(!spinner.spin(to: 3, at: .nan) { _ in })
        _ = spinner.send(spinnerEvent(.began, 0, time: 0))
        #expect(!spinner.spin(to: 3, at: 0) { _ in }, "not while a finger is down")
        _ = spinner.send(spinnerEvent(.cancelled, 0, time: 0))
        var picker = RadialSpinnerModel(items: spinnerItems(20), mode: .pickerOnly)
        picker.isOpen = true
        #expect(!picker.spin(to: 3, at: 0) { _ in }, "the picker does not spin")
        _ = spinner.enabled(false)
        #expect(!spinner.spin(to: 3, at: 0) { _ in })
    }

    @Test func reduceMotionLandsAtOnce() {
        var spinner = openSpinner(12)
        spinner.isReduceMotionEnabled = true
        var events: [SpinnerEvent] = []
        #expect(spinner.spin(to: 7, turns: 5, at: 0) { events.append($0) })
        #expect(events == passed + [.valueChanged(7, fromUser: false), .spinEnded(7)])
        #expect(!spinner.needsFrames && spinner.ringPosition == 7)
    }

    @Test func noInputWhileSpinningAndDisablingLandsIt() {
        var spinner = openSpinner(12)
        _ = spinner.spin(to: 7, at: 0) { _ in }
        spinner.advance(to: 1) { _ in }
        #expect(spinner.tap(at: spinnerCenter, time: 1) == [] && spinner.isOpen)
        #expect(spinner.pressed(.up) == (false, []) && spinner.pressed(.escape) == (false, []))
        var events: [SpinnerEvent] = []
        spinner.setEnabled(false) { events.append($0) }
        #expect(events.suffix(2) == [.valueChanged(7, fromUser: false), .spinEnded(7)])
        #expect(!spinner.isSpinning && !spinner.needsFrames && spinner.ringPosition == 7)
    }

    @Test func aSpinEndsAUsersFlingFirstAndSettingTheSelectionLandsIt() {
        var spinner = openSpinner(12)
        #expect(spinner.tap(at: Point(x: 250, y: 150), time: 0) == [.editingBegan])
        var events: [SpinnerEvent] = []
        #expect(spinner.spin(to: 2, turns: 1, at: 0.05) { events.append($0) })
        #expect(events == [.valueChanged(1, fromUser: true)] + passed + [.editingEnded])
        events = []
        spinner.advance(to: 1) { events.append($0) }
        spinner.setSelectedIndex(9) { events.append($0) }
        #expect(
            events.suffix(3) == [.valueChanged(2, fromUser: false), .spinEnded(2), .valueChanged(9, fromUser: false)])
        #expect(spinner.selectedIndex == 9 && !spinner.needsFrames)
    }
}
