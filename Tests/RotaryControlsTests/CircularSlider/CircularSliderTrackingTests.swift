import RotaryControls
import Testing

/// Event scripts: after each event, the state and the exact events reported.
@Suite struct CircularSliderTrackingTests {
    @Test func dragAcrossTheGapStopsAtTheEndAndNeverJumps() {
        var slider = CircularSliderModel()
        slider.maximumAngle = 300 // arc from 210° clockwise to 150°, gap at the bottom
        #expect(sameEvents(slider.send(sliderEvent(.began, 210)), [.editingBegan(.first)]))
        #expect(slider.activeHandle == .first && slider.value == 0)
        // Into the gap, counter-clockwise: the value stays at the minimum, one bump.
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 185)), [.directionChanged(.counterClockwise), .feedback(.limitReached)])
        )
        #expect(slider.value == 0)
        // On round the gap to the far end (155°, beside the maximum): still the minimum.
        #expect(sameEvents(slider.send(sliderEvent(.moved, 160)), []))
        #expect(slider.value == 0)
        // Back the same way: nothing until the finger is back on the arc.
        #expect(sameEvents(slider.send(sliderEvent(.moved, 200)), [.directionChanged(.clockwise)]))
        #expect(slider.value == 0)
        #expect(sameEvents(slider.send(sliderEvent(.moved, 240)), [.valueChanged(10, handle: .first, fromUser: true)]))
        #expect(isClose(slider.value, 10))
        // Up to the maximum and into the gap from the other side.
        #expect(sameEvents(slider.send(sliderEvent(.moved, 330)), [.valueChanged(40, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 60)), [.valueChanged(70, handle: .first, fromUser: true)]))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 170)),
                [.valueChanged(100, handle: .first, fromUser: true), .feedback(.limitReached)]))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 215)), []))
        #expect(slider.value == 100)
        #expect(sameEvents(slider.send(sliderEvent(.ended, 215)), [.editingEnded(.first)]))
        #expect(slider.activeHandle == nil && !slider.isTracking && slider.value == 100)
    }

    @Test func fullCircleBoundedStopsAtTwelveOClock() {
        var slider = CircularSliderModel(value: 90) // handle at 324°
        _ = slider.send(sliderEvent(.began, 324))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 350)),
                [.directionChanged(.clockwise), .valueChanged(350.0 / 3.6, handle: .first, fromUser: true)]))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 20)),
                [.valueChanged(100, handle: .first, fromUser: true), .feedback(.limitReached)]))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 40)), []))
        #expect(slider.value == 100)
        #expect(sameEvents(slider.send(sliderEvent(.moved, 10)), [.directionChanged(.counterClockwise)]))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 340)), [.valueChanged(340.0 / 3.6, handle: .first, fromUser: true)]))
    }

    @Test func twoTurnsCountRevolutionsAndStopAtTheEnd() {
        var slider = CircularSliderModel(minimumValue: 0, maximumValue: 24)
        slider.maximumRevolutions = .turns(2)
        _ = slider.send(sliderEvent(.began, 0))
        var revolutions: [Int] = []
        for step in 1...30 { // 30 × 30° = 900°: two and a half turns
            for event in slider.send(sliderEvent(.moved, Double(step) * 30)) {
                if case let .revolutionsChanged(count) = event { revolutions.append(count) }
            }
            let expected = Swift.min(Double(step) * 30 / 720 * 24, 24)
            #expect(isClose(slider.value, expected, 1e-9), "step \(step)")
        }
        #expect(revolutions == [1, 2])
        #expect(slider.revolutions == 2 && slider.value == 24)
        // Turning back counts down again.
        for step in (18...29).reversed() { _ = slider.send(sliderEvent(.moved, Double(step) * 30)) }
        #expect(isClose(slider.value, 18) && slider.revolutions == 1)
        #expect(sameEvents(slider.send(sliderEvent(.ended, 180)), [.editingEnded(.first)]))
    }

    @Test func endlessCountsRevolutionsBothWays() {
        var slider = CircularSliderModel()
        slider.maximumRevolutions = .endless
        _ = slider.send(sliderEvent(.began, 0))
        _ = slider.send(sliderEvent(.moved, 120))
        _ = slider.send(sliderEvent(.moved, 240))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 0)),
                [.valueChanged(0, handle: .first, fromUser: true), .revolutionsChanged(1)]))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 36)), [.valueChanged(10, handle: .first, fromUser: true)]))
        #expect(slider.revolutions == 1)
        _ = slider.send(sliderEvent(.moved, 270))
        #expect(slider.revolutions == 0 && isClose(slider.value, 75))
        _ = slider.send(sliderEvent(.moved, 150))
        _ = slider.send(sliderEvent(.moved, 30))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 330)),
                [.valueChanged(330 / 3.6, handle: .first, fromUser: true), .revolutionsChanged(-1)]))
        #expect(slider.revolutions == -1)
        _ = slider.send(sliderEvent(.ended, 330))
        // A new touch continues the count.
        _ = slider.send(sliderEvent(.began, 330))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 10)),
                [
                    .directionChanged(.clockwise), .valueChanged(10 / 3.6, handle: .first, fromUser: true),
                    .revolutionsChanged(0),
                ]))
    }

    @Test func endlessJumpToTheTrackKeepsTheRevolutionCount() {
        var slider = CircularSliderModel()
        slider.maximumRevolutions = .endless
        slider.touchPolicy = .handleOrTrack
        _ = slider.send(sliderEvent(.began, 0))
        for degrees in stride(from: 60.0, through: 420, by: 60) { _ = slider.send(sliderEvent(.moved, degrees)) }
        _ = slider.send(sliderEvent(.ended, 420))
        #expect(slider.revolutions == 1 && isClose(slider.value, 60 / 3.6))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.began, 180)),
                [.editingBegan(.first), .valueChanged(50, handle: .first, fromUser: true)]))
        #expect(slider.revolutions == 1)
    }

    @Test func touchOffTheHandleDoesNothingUnderHandleOnly() {
        var slider = CircularSliderModel(value: 0)
        #expect(sameEvents(slider.send(sliderEvent(.began, 90)), []))
        #expect(!slider.isTracking)
        #expect(sameEvents(slider.send(sliderEvent(.moved, 120)), []))
        #expect(sameEvents(slider.send(sliderEvent(.ended, 120)), []))
        #expect(slider.value == 0)
        // The touch area is 44 × 44: 20 points beside the handle still grabs it.
        let beside = PointerEvent(phase: .began, location: Point(x: 120, y: 100 - sliderRadius + 20), timestamp: 0)
        #expect(sameEvents(slider.send(beside), [.editingBegan(.first)]))
    }

    @Test func handleOrTrackJumpsToTheTouch() {
        var slider = CircularSliderModel()
        slider.touchPolicy = .handleOrTrack
        #expect(
            sameEvents(
                slider.send(sliderEvent(.began, 90)),
                [.editingBegan(.first), .valueChanged(25, handle: .first, fromUser: true)]))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 108)),
                [.directionChanged(.clockwise), .valueChanged(30, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.send(sliderEvent(.ended, 108)), [.editingEnded(.first)]))
        // Far from the ring (the centre area) is still ignored.
        #expect(sameEvents(slider.send(sliderEvent(.began, 200, radius: 30)), []))
    }

    @Test func snapToLabelsAndMarkersPicksTheNearestAndEndsAfterTheSnap() {
        var slider = CircularSliderModel()
        slider.labels = ["a", "b", "c", "d"] // 0, 25, 50, 75
        slider.markerCount = 10 // every 10
        slider.snapToLabels = true
        slider.snapToMarkers = true
        _ = slider.send(sliderEvent(.began, 0))
        _ = slider.send(sliderEvent(.moved, 80)) // 22.2: nearest is the label at 25 (marker 20 is 2.2 away, 25 is 2.8)
        _ = slider.send(sliderEvent(.moved, 86)) // 23.9: nearest is the label at 25
        #expect(
            sameEvents(
                slider.send(sliderEvent(.ended, 86)),
                [
                    .valueChanged(25, handle: .first, fromUser: true), .editingEnded(.first),
                ]))
        #expect(isClose(slider.value, 25))
        slider.snapToLabels = false
        _ = slider.send(sliderEvent(.began, 90))
        _ = slider.send(sliderEvent(.moved, 80)) // 22.2 → marker 20
        #expect(
            sameEvents(
                slider.send(sliderEvent(.ended, 80)),
                [
                    .valueChanged(20, handle: .first, fromUser: true), .editingEnded(.first),
                ]))
    }

    @Test func snappingOnTheSecondTurnOfATwoTurnClock() {
        var slider = CircularSliderModel(minimumValue: 0, maximumValue: 24, value: 12.5)
        slider.maximumRevolutions = .turns(2)
        slider.labels = ["12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"]
        slider.snapToLabels = true
        #expect(slider.revolutions == 1)
        _ = slider.send(sliderEvent(.began, 15)) // 12.5 h sits at 15° on the second turn
        _ = slider.send(sliderEvent(.moved, 21)) // 12.7 h
        #expect(
            sameEvents(
                slider.send(sliderEvent(.ended, 21)),
                [
                    .valueChanged(13, handle: .first, fromUser: true), .editingEnded(.first),
                ]))
        _ = slider.send(sliderEvent(.began, 30))
        _ = slider.send(sliderEvent(.moved, 10))
        _ = slider.send(sliderEvent(.moved, 350)) // 11.67 h: back on the first turn
        #expect(slider.revolutions == 0)
        #expect(
            sameEvents(
                slider.send(sliderEvent(.ended, 350)),
                [
                    .valueChanged(12, handle: .first, fromUser: true), .revolutionsChanged(1), .editingEnded(.first),
                ]))
    }

    @Test func snappingWithNothingToSnapToLeavesTheValue() {
        var slider = CircularSliderModel()
        slider.snapToLabels = true
        slider.snapToMarkers = true
        _ = slider.send(sliderEvent(.began, 0))
        _ = slider.send(sliderEvent(.moved, 100))
        #expect(sameEvents(slider.send(sliderEvent(.ended, 100)), [.editingEnded(.first)]))
        #expect(isClose(slider.value, 100 / 3.6))
    }

    @Test func cancelMidDragEndsWithoutSnapping() {
        var slider = CircularSliderModel()
        slider.labels = ["a", "b"]
        slider.snapToLabels = true
        _ = slider.send(sliderEvent(.began, 0))
        _ = slider.send(sliderEvent(.moved, 36))
        #expect(sameEvents(slider.send(sliderEvent(.cancelled, 36)), [.editingEnded(.first)]))
        #expect(isClose(slider.value, 10) && !slider.isTracking && slider.activeHandle == nil)
        #expect(sameEvents(slider.send(sliderEvent(.moved, 72)), []))
    }

    @Test func programmaticSetDuringADragMovesTheHandleAndTheDragGoesOn() {
        var slider = CircularSliderModel()
        _ = slider.send(sliderEvent(.began, 0))
        _ = slider.send(sliderEvent(.moved, 36))
        slider.value = 50
        #expect(slider.value == 50 && slider.isTracking)
        #expect(sameEvents(slider.send(sliderEvent(.moved, 72)), [.valueChanged(60, handle: .first, fromUser: true)]))
        slider.value = 80
        #expect(sameEvents(slider.send(sliderEvent(.ended, 72)), [.editingEnded(.first)]))
        #expect(slider.value == 80)
    }

    @Test func nonContinuousReportsOnceOnRelease() {
        var slider = CircularSliderModel()
        slider.isContinuous = false
        _ = slider.send(sliderEvent(.began, 0))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 36)), [.directionChanged(.clockwise)]))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 72)), []))
        #expect(isClose(slider.value, 20))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.ended, 72)),
                [.valueChanged(20, handle: .first, fromUser: true), .editingEnded(.first)]))
    }

    @Test func stepsAndMagneticDetents() {
        var slider = CircularSliderModel()
        slider.step = 5
        _ = slider.send(sliderEvent(.began, 0))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 10)),
                [.directionChanged(.clockwise), .valueChanged(5, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 12)), []))
        _ = slider.send(sliderEvent(.ended, 12))
        slider.step = nil
        slider.markerCount = 4
        slider.magneticDetentDegrees = 5
        _ = slider.send(sliderEvent(.began, 18)) // the handle sits at 18° (value 5)
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 87)),
                [.valueChanged(25, handle: .first, fromUser: true), .feedback(.selectionTick)]))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 92)), []))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 100)), [.valueChanged(100 / 3.6, handle: .first, fromUser: true)]))
    }

    @Test func nonFiniteAndCentreTouchesAreIgnored() {
        var slider = CircularSliderModel()
        #expect(sameEvents(slider.send(PointerEvent(phase: .began, location: Point(x: .nan, y: 3), timestamp: 0)), []))
        _ = slider.send(sliderEvent(.began, 0))
        #expect(sameEvents(slider.send(PointerEvent(phase: .moved, location: sliderCenter, timestamp: 0)), []))
        #expect(
            sameEvents(slider.send(PointerEvent(phase: .moved, location: Point(x: .infinity, y: 0), timestamp: 0)), []))
        #expect(slider.value == 0 && slider.isTracking)
    }

    /// The drag runs on `RotationTracker`: a finger passing over the centre re-grips where it
    /// comes out, so the half turn it made there moves nothing.
    @Test func aFingerCrossingTheCentreReGripsWithoutAJump() {
        var slider = CircularSliderModel()
        _ = slider.send(sliderEvent(.began, 0))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 36)),
                [.directionChanged(.clockwise), .valueChanged(10, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 36, radius: 2)), []))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 216)), []))
        #expect(isClose(slider.value, 10) && slider.isTracking)
        #expect(sameEvents(slider.send(sliderEvent(.moved, 252)), [.valueChanged(20, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.send(sliderEvent(.ended, 252)), [.editingEnded(.first)]))
    }

    @Test func aValueSetInCodeDuringADragIsReportedAsCodeAndTheDragGoesOn() {
        var slider = CircularSliderModel()
        _ = slider.send(sliderEvent(.began, 0))
        _ = slider.send(sliderEvent(.moved, 36))
        var events: [SliderEvent] = []
        let token = slider.setValue(50, animated: true, at: 0) { events.append($0) }
        #expect(
            sameEvents(
                events,
                [.valueChanged(50, handle: .first, fromUser: false), .animationFinished(token, completed: true)]))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 72)), [.valueChanged(60, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.send(sliderEvent(.ended, 72)), [.editingEnded(.first)]))
    }
}
