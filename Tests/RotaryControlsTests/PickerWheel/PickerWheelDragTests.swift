import RotaryControls
import Testing

/// Event scripts: dragging, flinging, cancelling.
@Suite struct PickerWheelDragTests {
    /// Drags row 0 up by 122 points (2.77 rows) in four moves.
    static func dragThreeRows(_ wheel: inout PickerWheelModel) {
        #expect(wheel.send(vertical(.began, 180, 0)) == [])
        #expect(wheel.isTracking && !wheel.needsFrames && wheel.offset == 0)
        #expect(wheel.send(vertical(.moved, 170, 0.1)) == [.editingBegan])
        #expect(isClose(wheel.offset, 10.0 / 44))
        #expect(wheel.send(vertical(.moved, 150, 0.2)) == passing([1]))
        #expect(isClose(wheel.offset, 30.0 / 44))
        #expect(wheel.send(vertical(.moved, 100, 0.3)) == passing([2]))
        #expect(isClose(wheel.offset, 80.0 / 44))
        #expect(wheel.send(vertical(.moved, 58, 0.4)) == passing([3]))
        #expect(isClose(wheel.offset, 122.0 / 44))
        #expect(wheel.selectedIndex == 0 && wheel.predictedRow == nil && wheel.isTracking)
    }

    @Test func dragThreeRowsAndReleaseSlowlySettles() {
        var wheel = picker(10)
        Self.dragThreeRows(&wheel)
        #expect(wheel.send(vertical(.ended, 58, 0.9)) == [])
        #expect(!wheel.isTracking && wheel.needsFrames)
        #expect(wheel.predictedRow == 3 && wheel.selectedIndex == 0)
        #expect(wheel.run(from: 0.9, hertz: 60) == [.valueChanged(3, fromUser: true), .editingEnded])
        #expect(wheel.offset == 3 && wheel.selectedIndex == 3)
        #expect(!wheel.needsFrames && wheel.predictedRow == nil)
        #expect(wheel.advanced(to: 5) == [])
    }

    @Test func draggingDownMovesTowardLowerIndexesAndTheEndsClamp() {
        var wheel = picker(10, selected: 1)
        #expect(wheel.send(vertical(.began, 20, 0)) == [])
        #expect(wheel.send(vertical(.moved, 60, 0.1)) == [.editingBegan] + passing([0]))
        #expect(isClose(wheel.offset, 1 - 40.0 / 44))
        #expect(wheel.send(vertical(.moved, 190, 0.2)) == [])
        #expect(wheel.offset == 0)
        #expect(wheel.send(vertical(.ended, 190, 1)) == [.valueChanged(0, fromUser: true), .editingEnded])
        #expect(wheel.offset == 0 && wheel.selectedIndex == 0 && !wheel.needsFrames)
    }

    /// A quick upward flick: 2000 points per second, released at offset 80/44.
    static func flick(_ wheel: inout PickerWheelModel) -> [PickerEvent] {
        var events = wheel.send(vertical(.began, 180, 0))
        events += wheel.send(vertical(.moved, 160, 0.01))
        events += wheel.send(vertical(.moved, 140, 0.02))
        events += wheel.send(vertical(.moved, 120, 0.03))
        events += wheel.send(vertical(.ended, 100, 0.04))
        return events
    }

    @Test(arguments: [30.0, 60, 120, 240])
    func flingRestsOnThePredictedRowAtAnyFrameRate(hertz: Double) {
        var wheel = picker(100)
        #expect(Self.flick(&wheel) == [.editingBegan] + passing([1, 2]))
        // Four samples of 2000 points per second blended from rest (τ = 0.03 s, 10 ms apart):
        // 2000·(1 − e^(−4/3)) ≈ 1473; natural rest 80/44 + (1473/44)·0.325 ≈ 12.70: aimed at 13.
        let speed = 2000 * (1 - Double.exp(-4.0 / 3))
        #expect(Int((80.0 / 44 + speed / 44 * 0.325).rounded()) == 13)
        #expect(wheel.predictedRow == 13 && wheel.needsFrames && wheel.selectedIndex == 0)
        #expect(
            wheel.run(from: 0.04, hertz: hertz)
                == passing(3...13) + [.valueChanged(13, fromUser: true), .editingEnded])
        #expect(wheel.offset == 13 && wheel.selectedIndex == 13 && !wheel.needsFrames)
    }

    /// Reduce Motion turned on while the wheel coasts: the next frame puts it on its row at
    /// once, one row passed and the rest, as a fling released with Reduce Motion on.
    @Test func reduceMotionTurnedOnMidFlingLandsAtTheNextFrame() {
        var wheel = picker(100)
        #expect(Self.flick(&wheel) == [.editingBegan] + passing([1, 2]))
        #expect(wheel.advanced(to: 0.05) == [] && wheel.needsFrames)
        #expect(wheel.offset > 80.0 / 44 && wheel.offset < 3, "coasting, not yet at row 3")
        wheel.isReduceMotionEnabled = true
        #expect(wheel.advanced(to: 0.06) == passing([13]) + [.valueChanged(13, fromUser: true), .editingEnded])
        #expect(wheel.offset == 13 && wheel.selectedIndex == 13 && !wheel.needsFrames)
    }

    @Test(
        arguments: [
            (Set<Int>(), 13), ([13], 12), ([12, 13], 14), ([10, 11, 12, 13, 14, 15, 16], 9),
        ] as [(Set<Int>, Int)])
    func flingNeverRestsOnADisabledRow(disabled: Set<Int>, expected: Int) {
        for hertz in [30.0, 60, 120, 240] {
            var wheel = picker(100, disabled: disabled)
            _ = Self.flick(&wheel)
            #expect(wheel.predictedRow == expected)
            let events = wheel.run(from: 0.04, hertz: hertz)
            #expect(events.suffix(2) == [.valueChanged(expected, fromUser: true), .editingEnded])
            #expect(wheel.offset == Double(expected) && wheel.selectedIndex == expected)
        }
    }

    @Test(arguments: [(Set<Int>(), 9), ([9], 8), ([7, 8, 9], 6)] as [(Set<Int>, Int)])
    func flingPastTheEndRestsOnTheLastEnabledRow(disabled: Set<Int>, expected: Int) {
        var wheel = picker(10, disabled: disabled)
        _ = Self.flick(&wheel)
        #expect(wheel.predictedRow == expected)
        let events = wheel.run(from: 0.04, hertz: 60)
        #expect(events == passing(3...expected) + [.valueChanged(expected, fromUser: true), .editingEnded])
        #expect(wheel.offset == Double(expected))
    }

    @Test func reduceMotionJumpsStraightToThePredictedRow() {
        var wheel = picker(100)
        wheel.isReduceMotionEnabled = true
        #expect(
            Self.flick(&wheel) == [.editingBegan] + passing([1, 2, 13])
                + [.valueChanged(13, fromUser: true), .editingEnded])
        #expect(wheel.offset == 13 && !wheel.needsFrames && wheel.predictedRow == nil)
    }

    @Test func cancelSettlesAtOnceOnTheNearestEnabledRow() {
        var wheel = picker(10)
        Self.dragThreeRows(&wheel)
        #expect(wheel.send(vertical(.cancelled, 58, 0.5)) == [.valueChanged(3, fromUser: true), .editingEnded])
        #expect(wheel.offset == 3 && wheel.selectedIndex == 3 && !wheel.isTracking && !wheel.needsFrames)

        var skipping = picker(10, disabled: [3])
        Self.dragThreeRows(&skipping)
        #expect(
            skipping.send(vertical(.cancelled, 58, 0.5))
                == passing([2]) + [.valueChanged(2, fromUser: true), .editingEnded])
        #expect(skipping.offset == 2 && skipping.selectedIndex == 2)
    }

    @Test func cancelWithoutMovingReportsNothing() {
        var wheel = picker(10, selected: 4)
        #expect(wheel.send(vertical(.began, 100, 0)) == [])
        #expect(wheel.send(vertical(.cancelled, 103, 0.1)) == [])
        #expect(wheel.offset == 4 && !wheel.isTracking && !wheel.needsFrames)
    }

    @Test func touchDuringAFlingStopsItAndATapSettles() {
        var wheel = picker(100)
        _ = Self.flick(&wheel)
        var events = wheel.advanced(to: 0.1)
        #expect(!events.isEmpty && wheel.needsFrames)
        events = wheel.send(vertical(.began, 100, 0.15))
        let caught = wheel.offset
        #expect(events.allSatisfy { if case .rowPassed = $0 { true } else { $0 == .feedback(.selectionTick) } })
        #expect(wheel.isTracking && !wheel.needsFrames && wheel.predictedRow == nil)
        #expect(wheel.advanced(to: 1) == [] && wheel.offset == caught)
        let nearest = Int(caught.rounded())
        #expect(wheel.send(vertical(.ended, 102, 0.3)) == [])
        #expect(wheel.predictedRow == nearest && wheel.needsFrames)
        #expect(wheel.run(from: 0.3, hertz: 60) == [.valueChanged(nearest, fromUser: true), .editingEnded])
        #expect(wheel.offset == Double(nearest) && wheel.selectedIndex == nearest)
    }

    @Test func emptyListBalancesEditingAndSelectsNothing() {
        var wheel = picker(0)
        #expect(wheel.send(vertical(.began, 100, 0)) == [])
        #expect(wheel.send(vertical(.moved, 60, 0.1)) == [.editingBegan])
        #expect(wheel.offset == 0)
        #expect(wheel.send(vertical(.ended, 20, 0.2)) == [.editingEnded])
        #expect(wheel.selectedIndex == nil && wheel.offset == 0 && !wheel.needsFrames)
        #expect(wheel.send(vertical(.began, 144, 1)) == [])
        #expect(wheel.send(vertical(.ended, 144, 1.1)) == [])
    }

    @Test func disablingMidDragEndsTheSessionBalanced() {
        var wheel = picker(10)
        #expect(wheel.send(vertical(.began, 100, 0)) == [])
        #expect(wheel.send(vertical(.moved, 40, 0.1)) == [.editingBegan] + passing([1]))
        var events: [PickerEvent] = []
        wheel.setEnabled(false) { events.append($0) }
        #expect(events == [.valueChanged(1, fromUser: true), .editingEnded])
        #expect(!wheel.isTracking && !wheel.needsFrames && wheel.offset == 1 && !wheel.isEnabled)
        #expect(wheel.send(vertical(.ended, 40, 0.2)) == [])
        // A fling lands at once on its row.
        wheel.setEnabled(true) { _ in }
        _ = Self.flick(&wheel)
        let predicted = wheel.predictedRow
        events = []
        wheel.setEnabled(false) { events.append($0) }
        #expect(events.last == .editingEnded && wheel.selectedIndex == predicted && !wheel.needsFrames)
    }

    @Test func disabledPickerIgnoresTouchesKeysAndDrawsDimmed() {
        var wheel = picker(10)
        wheel.setEnabled(false) { _ in Issue.record("nothing to end") }
        #expect(wheel.drawing().elements.count == 1)
        #expect(!wheel.handle(.down, at: 0) { _ in } && !wheel.scroll(.notches(-1), at: 0) { _ in })
        #expect(wheel.send(vertical(.began, 180, 0)) == [])
        #expect(!wheel.isTracking)
        #expect(wheel.send(vertical(.moved, 20, 0.1)) == [])
        #expect(wheel.send(vertical(.ended, 20, 0.2)) == [])
        #expect(wheel.offset == 0)
    }

    /// The same finger (1 500 points per second up for 0.1 s) sampled at different event
    /// rates releases at the same offset and velocity, so it predicts the same row.
    @Test(arguments: [60.0, 120, 240])
    func releaseVelocityDoesNotDependOnTheEventRate(hertz: Double) {
        var wheel = picker(100)
        #expect(wheel.send(vertical(.began, 190, 0)) == [])
        let samples = Int(0.1 * hertz)
        for sample in 1...samples {
            let time = Double(sample) / hertz
            _ = wheel.send(vertical(sample == samples ? .ended : .moved, 190 - 1500 * time, time))
        }
        // 150 points = 3.41 rows, plus (1500 / 44) rows/s × 0.325 s = 11.08: rests near 14.49 → 14.
        #expect(wheel.predictedRow == 14)
        _ = wheel.run(from: 0.1, hertz: 60)
        #expect(wheel.offset == 14 && wheel.selectedIndex == 14)
    }
}
