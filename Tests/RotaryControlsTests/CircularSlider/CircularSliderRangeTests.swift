import RotaryControls
import Testing

/// Two-handle scripts. Degrees on the track: value v of 0…100 sits at 3.6·v degrees.
@Suite struct CircularSliderRangeTests {
    func range(_ first: Double, _ second: Double) -> CircularSliderModel {
        CircularSliderModel(value: first, secondValue: second)
    }

    @Test func handlesPushedTogetherStopAtTheMinimumDistance() {
        var slider = range(20, 50)
        #expect(sameEvents(slider.send(sliderEvent(.began, 72)), [.editingBegan(.first)]))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 144)), [.directionChanged(.clockwise), .valueChanged(40, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 180)), [.feedback(.limitReached)]))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 250)), []))
        #expect(isClose(slider.value, 40) && slider.secondValue == 50)
        #expect(sameEvents(slider.send(sliderEvent(.moved, 108)), [.directionChanged(.counterClockwise), .valueChanged(30, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.send(sliderEvent(.ended, 108)), [.editingEnded(.first)]))
        // The second handle pushed down stops 10 above the first.
        #expect(sameEvents(slider.send(sliderEvent(.began, 180)), [.editingBegan(.second)]))
        #expect(slider.activeHandle == .second)
        _ = slider.send(sliderEvent(.moved, 90))
        #expect(isClose(slider.secondValue ?? 0, 40) && isClose(slider.value, 30))
        #expect(sameEvents(slider.send(sliderEvent(.cancelled, 90)), [.editingEnded(.second)]))
    }

    @Test func aTieIsBrokenByTheFirstMovement() {
        var slider = range(30, 60)
        slider.minimumDistance = 0
        slider.secondValue = 30
        #expect(slider.value == 30 && slider.secondValue == 30)
        #expect(sameEvents(slider.send(sliderEvent(.began, 108)), []))
        #expect(slider.isTracking && slider.activeHandle == nil)
        #expect(sameEvents(slider.send(sliderEvent(.moved, 120)), [
            .directionChanged(.clockwise), .editingBegan(.second),
            .valueChanged(120 / 3.6, handle: .second, fromUser: true),
        ]))
        _ = slider.send(sliderEvent(.ended, 120))
        slider.secondValue = 30
        _ = slider.send(sliderEvent(.began, 108))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 90)), [
            .directionChanged(.counterClockwise), .editingBegan(.first),
            .valueChanged(25, handle: .first, fromUser: true),
        ]))
        // A tie released without moving reports nothing at all.
        _ = slider.send(sliderEvent(.ended, 90))
        slider.value = 30
        _ = slider.send(sliderEvent(.began, 108))
        #expect(sameEvents(slider.send(sliderEvent(.ended, 108)), []))
    }

    @Test func draggingTheArcBetweenMovesTheWholeRange() {
        var slider = range(20, 50)
        #expect(sameEvents(slider.send(sliderEvent(.began, 126)), [])) // off by default
        slider.allowsRangeDrag = true
        #expect(sameEvents(slider.send(sliderEvent(.began, 126)), [.editingBegan(nil)]))
        #expect(slider.isDraggingRange && slider.activeHandle == nil)
        #expect(sameEvents(slider.send(sliderEvent(.moved, 162)), [
            .directionChanged(.clockwise),
            .valueChanged(30, handle: .first, fromUser: true), .valueChanged(60, handle: .second, fromUser: true),
        ]))
        _ = slider.send(sliderEvent(.moved, 270))
        _ = slider.send(sliderEvent(.moved, 350))
        #expect(isClose(slider.value, 70) && isClose(slider.secondValue ?? 0, 100))
        #expect(sameEvents(slider.send(sliderEvent(.ended, 350)), [.editingEnded(nil)]))
        #expect(!slider.isDraggingRange)
    }

    /// Found by FuzzCircularSlider: with huge bounds `maximum − width` rounds to 0, below
    /// the minimum, and a range drag used to put the first handle there.
    @Test func aRangeDragWithHugeBoundsStaysInRange() {
        var slider = CircularSliderModel(minimumValue: 95.25, maximumValue: 1e300, value: 95.25, secondValue: 1e300)
        slider.allowsRangeDrag = true
        #expect(sameEvents(slider.send(sliderEvent(.began, 126)), [.editingBegan(nil)]))
        #expect(slider.isDraggingRange)
        #expect(sameEvents(slider.send(sliderEvent(.moved, 162)), [.directionChanged(.clockwise), .feedback(.limitReached)]))
        #expect(slider.value == 95.25 && slider.secondValue == 1e300)
        #expect(sameEvents(slider.send(sliderEvent(.ended, 162)), [.editingEnded(nil)]))
        #expect(slider.value == 95.25 && slider.secondValue == 1e300)
    }

    /// Found by FuzzCircularSlider: removing the second handle in code during a touch used to
    /// let the touch bring it back.
    @Test func removingTheSecondHandleDuringItsDragLeavesItRemoved() {
        var slider = range(20, 50)
        #expect(sameEvents(slider.send(sliderEvent(.began, 180)), [.editingBegan(.second)]))
        slider.secondValue = nil
        #expect(sameEvents(slider.send(sliderEvent(.moved, 200)), [.directionChanged(.clockwise)]))
        #expect(slider.secondValue == nil && slider.value == 20 && slider.activeHandle == .second)
        #expect(sameEvents(slider.send(sliderEvent(.ended, 200)), [.editingEnded(.second)]))
        #expect(slider.secondValue == nil && slider.value == 20 && !slider.isTracking)
    }

    @Test func aTieDecidedAfterTheSecondHandleWasRemovedTakesTheFirst() {
        var slider = range(30, 60)
        slider.minimumDistance = 0
        slider.secondValue = 30
        #expect(sameEvents(slider.send(sliderEvent(.began, 108)), []))
        slider.secondValue = nil
        #expect(sameEvents(slider.send(sliderEvent(.moved, 120)), [
            .directionChanged(.clockwise), .editingBegan(.first),
            .valueChanged(120 / 3.6, handle: .first, fromUser: true),
        ]))
        #expect(slider.secondValue == nil)
        #expect(sameEvents(slider.send(sliderEvent(.ended, 120)), [.editingEnded(.first)]))
    }

    @Test func bothHandlesSnap() {
        var slider = range(20, 50)
        slider.labels = ["a", "b", "c", "d"]
        slider.snapToLabels = true
        _ = slider.send(sliderEvent(.began, 180))
        _ = slider.send(sliderEvent(.moved, 262))
        #expect(sameEvents(slider.send(sliderEvent(.ended, 262)), [
            .valueChanged(75, handle: .second, fromUser: true), .editingEnded(.second),
        ]))
        _ = slider.send(sliderEvent(.began, 72))
        _ = slider.send(sliderEvent(.moved, 80))
        #expect(sameEvents(slider.send(sliderEvent(.ended, 80)), [
            .valueChanged(25, handle: .first, fromUser: true), .editingEnded(.first),
        ]))
    }

    @Test func settersKeepTheHandlesApart() {
        var slider = range(20, 50)
        slider.value = 45
        #expect(slider.value == 40)
        slider.secondValue = 5
        #expect(slider.secondValue == 10 && slider.value == 0)
        slider.minimumDistance = 500
        #expect(slider.value == 0 && slider.secondValue == 100)
        slider.minimumDistance = .nan
        #expect(slider.minimumDistance == 500)
        slider.minimumDistance = -3
        slider.secondValue = .nan
        #expect(slider.minimumDistance == 0 && slider.secondValue == 100)
        slider.secondValue = nil
        #expect(!slider.isRange && slider.accessibilityElements().count == 1)
    }

    @Test func handleOrTrackMovesTheNearestHandle() {
        var slider = range(20, 50)
        slider.touchPolicy = .handleOrTrack
        #expect(sameEvents(slider.send(sliderEvent(.began, 216)), [.editingBegan(.second), .valueChanged(60, handle: .second, fromUser: true)]))
        _ = slider.send(sliderEvent(.ended, 216))
        #expect(sameEvents(slider.send(sliderEvent(.began, 18)), [.editingBegan(.first), .valueChanged(5, handle: .first, fromUser: true)]))
    }
}
