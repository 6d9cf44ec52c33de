import RotaryControls
import Testing

/// The host driver as every platform drives it: event scripts, checked after each step.
@Suite struct ControlDriverTests {
    typealias Knob = ControlDriver<RotaryKnobModel>

    /// A 100 × 100 knob over 0…1 at 0.5.
    static func knob() -> Knob { ControlDriver(model: RotaryKnobModel()) }

    /// Everything queued, drained.
    static func drain<Model: ControlModel>(_ driver: inout ControlDriver<Model>) -> [Model.Event] {
        var events: [Model.Event] = []
        while let (event, _) = driver.nextEvent() { events.append(event) }
        return events
    }

    /// The shared meanings of everything queued, drained.
    static func drainShared<Model: ControlModel>(_ driver: inout ControlDriver<Model>) -> [ControlEvent?] {
        var events: [ControlEvent?] = []
        while let (_, shared) = driver.nextEvent() { events.append(shared) }
        return events
    }

    @Test func aDragIsClassifiedAndEndsFromItsLastPointWhenTheEndHasNone() {
        var driver = Self.knob()
        driver.pointer(.began, at: Point(x: 50, y: 10), time: 1)
        #expect(Self.drainShared(&driver) == [.editingBegan])
        #expect(driver.isEditing && driver.isPointerDown && driver.activePointer?.tapCount == 1)
        // A quarter turn of the 270° arc, in 10° samples (the knob's jump guard drops 45°): a third
        // of the range, each sample the user's change.
        for index in 1...9 {
            let point = Point(center: Point(x: 50, y: 50), radius: 40, bearing: Bearing(degrees: Double(index) * 10))
            driver.pointer(.moved, at: point, time: 1 + Double(index) / 100)
            let moved = Self.drain(&driver)
            #expect(moved.count == 1)
            if case let .valueChanged(value, fromUser)? = moved.first {
                #expect(isClose(value, 0.5 + Double(index) / 27, 1e-9) && fromUser)
            } else {
                Issue.record("expected a user change, got \(moved)")
            }
        }
        let last = Point(center: Point(x: 50, y: 50), radius: 40, bearing: Bearing(degrees: 90))
        #expect(driver.activePointer?.location == last)
        // UIKit's end without a touch: the last point stands in, so the value does not move.
        driver.pointer(.ended, at: nil, time: 1.2)
        #expect(Self.drain(&driver) == [.editingEnded])
        #expect(!driver.isEditing && !driver.isPointerDown)
        #expect(isClose(driver.model.value, 0.5 + 1.0 / 3, 1e-9))
    }

    @Test func eventsWithoutATouchAreDroppedAndTimeNeverGoesBack() {
        var driver = Self.knob()
        driver.pointer(.moved, at: Point(x: 90, y: 50), time: 5)
        driver.pointer(.ended, at: Point(x: 90, y: 50), time: 5)
        driver.pointer(.cancelled, at: nil, time: 5)
        #expect(Self.drain(&driver).isEmpty && driver.model.value == 0.5)
        driver.pointer(.began, at: Point(x: 50, y: 10), time: 4)
        #expect(driver.activePointer?.timestamp == 5, "an earlier time is the latest time seen")
        driver.pointer(.moved, at: Point(x: 60, y: 10), time: .nan)
        #expect(driver.activePointer?.timestamp == 5)
        driver.pointer(.moved, at: Point(x: 70, y: 12), time: 6)
        #expect(driver.activePointer?.timestamp == 6 && driver.latestTime == 6)
    }

    @Test func aLostTouchIsCancelledFromItsLastPointBeforeTheNextBegins() {
        var driver = Self.knob()
        driver.pointer(.began, at: Point(x: 50, y: 10), time: 0)
        driver.pointer(.moved, at: Point(x: 90, y: 50), time: 0.1)
        _ = Self.drain(&driver)
        let held = driver.model.value
        // SwiftUI lost the end: the next touch-down first cancels the old touch where it was.
        driver.pointer(.began, at: Point(x: 50, y: 90), time: 1)
        #expect(Self.drain(&driver) == [.editingEnded, .editingBegan])
        #expect(driver.model.value == held && driver.activePointer?.location == Point(x: 50, y: 90))
    }

    @Test func tapCountsComeFromTheCounterOrThePlatformAndStayWithTheTouch() {
        var driver = Self.knob()
        driver.pointer(.began, at: Point(x: 50, y: 10), time: 0)
        driver.pointer(.ended, at: nil, time: 0.05)
        driver.pointer(.began, at: Point(x: 52, y: 11), time: 0.2)
        #expect(driver.activePointer?.tapCount == 2)
        driver.pointer(.moved, at: Point(x: 53, y: 11), time: 0.22)
        #expect(driver.activePointer?.tapCount == 2, "every event of a touch carries its touch-down's count")
        driver.pointer(.ended, at: nil, time: 0.25)
        // The platform's own count wins.
        driver.pointer(.began, at: Point(x: 50, y: 10), time: 5, tapCount: 3)
        #expect(driver.activePointer?.tapCount == 3)
        driver.pointer(.ended, at: nil, time: 5.1)
        driver.pointer(.began, at: Point(x: 50, y: 10), time: 5.2, tapCount: 0)
        #expect(driver.activePointer?.tapCount == 1, "a count below 1 is 1")
    }

    @Test func aDoubleTapCountedByTheDriverResetsTheKnob() {
        var driver = ControlDriver(model: RotaryKnobModel(value: 0.9))
        for time in [0.0, 0.2] {
            driver.pointer(.began, at: Point(x: 50, y: 10), time: time)
            driver.pointer(.ended, at: nil, time: time + 0.05)
        }
        #expect(driver.model.value == 0.5)
    }

    @Test func deactivationCancelsTheTouchThenTellsTheModel() {
        var driver = Self.knob()
        driver.pointer(.began, at: Point(x: 50, y: 10), time: 0)
        driver.pointer(.moved, at: Point(x: 90, y: 50), time: 0.1)
        _ = Self.drain(&driver)
        let used = driver.deactivate(at: 0.2)
        #expect(!used, "a knob has nothing to cancel")
        #expect(Self.drain(&driver) == [.editingEnded])
        #expect(!driver.isPointerDown && !driver.isEditing)

        var spinner = ControlDriver(model: RadialSpinnerModel(items: ControlContractTests.items, mode: .radialOnly))
        spinner.pointer(.began, at: Point(x: 150, y: 150), time: 0)
        spinner.pointer(.ended, at: nil, time: 0.05)
        #expect(spinner.model.isOpen)
        _ = Self.drain(&spinner)
        let closing = spinner.deactivate(at: 1)
        #expect(closing)
        #expect(!spinner.model.isOpen)
        #expect(Self.drain(&spinner).contains(.closed))
    }

    @Test func eventsQueuedWhileDrainingAreDeliveredAfterAndTheModelIsStoredFirst() {
        var driver = Self.knob()
        driver.pointer(.began, at: Point(x: 50, y: 10), time: 0)
        var seen: [RotaryKnobModel.Event] = []
        while let (event, _) = driver.nextEvent() {
            seen.append(event)
            #expect(driver.isEditing, "handlers see the stored state")
            if event == .editingBegan {
                // A handler that calls back in: its events join the queue.
                driver.change { model, report in model.setValue(0.1, animated: false, at: 0, report: report) }
            }
        }
        #expect(seen == [.editingBegan, .valueChanged(0.1, fromUser: false)])
        #expect(!driver.hasEvents)
    }

    @Test func disablingEndsTheDragAndDropsTheTouch() {
        var driver = Self.knob()
        driver.pointer(.began, at: Point(x: 50, y: 10), time: 0)
        _ = Self.drain(&driver)
        let disabled = driver.follow(enabled: false)
        #expect(disabled)
        #expect(Self.drain(&driver) == [.editingEnded] && !driver.isPointerDown && !driver.isEditing)
        driver.pointer(.moved, at: Point(x: 90, y: 50), time: 0.1)
        driver.pointer(.began, at: Point(x: 50, y: 10), time: 0.2)
        #expect(Self.drain(&driver).isEmpty && driver.model.value == 0.5 && !driver.isPointerDown)
        let again = driver.follow(enabled: false)
        #expect(!again, "the same state again changes nothing")
    }

    @Test func theEnvironmentIsSetOnlyWhereItDiffers() {
        var driver = Self.knob()
        driver.change { model, report in model.setValue(1, animated: true, at: 0, report: report) }
        #expect(driver.needsFrames)
        // The same bounds, direction and motion again: the animation runs on.
        let same = driver.follow(bounds: driver.model.bounds, rightToLeft: false, reduceMotion: false, enabled: true)
        #expect(!same)
        #expect(driver.needsFrames)
        let mirrored = driver.follow(rightToLeft: true)
        #expect(mirrored && driver.model.isRightToLeft)
        let reduced = driver.follow(reduceMotion: true)
        #expect(reduced && driver.model.isReduceMotionEnabled)
        driver.advance(to: 0.01)
        #expect(!driver.needsFrames && driver.model.displayedValue == 1, "Reduce Motion lands the animation")
    }
}
