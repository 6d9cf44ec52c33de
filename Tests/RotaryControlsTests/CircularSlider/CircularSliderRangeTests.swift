import RotaryControls
import Testing

/// Two-handle scripts. Degrees on the track: value v of 0…100 sits at 3.6·v degrees.
@Suite struct CircularSliderRangeTests {
    func range(_ first: Double, _ second: Double) -> CircularSliderModel {
        CircularSliderModel(value: first, secondValue: second)
    }

    /// 10 value units of 0…100 as points of arc length on the default track (``sliderRadius``).
    static let tenUnits = 0.2 * Double.pi * sliderRadius

    @Test func handlesPushedTogetherStopAtTheMinimumDistance() {
        var slider = range(20, 50)
        slider.minimumDistance = Self.tenUnits
        #expect(isClose(slider.minimumValueDistance, 10))
        #expect(sameEvents(slider.send(sliderEvent(.began, 72)), [.editingBegan(.first)]))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 144)),
                [.directionChanged(.clockwise), .valueChanged(40, handle: .first, fromUser: true)]))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 180)), [.feedback(.limitReached)]))
        #expect(sameEvents(slider.send(sliderEvent(.moved, 250)), []))
        #expect(isClose(slider.value, 40) && slider.secondValue == 50)
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 108)),
                [.directionChanged(.counterClockwise), .valueChanged(30, handle: .first, fromUser: true)]))
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
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 120)),
                [
                    .directionChanged(.clockwise), .editingBegan(.second),
                    .valueChanged(120 / 3.6, handle: .second, fromUser: true),
                ]))
        _ = slider.send(sliderEvent(.ended, 120))
        slider.secondValue = 30
        _ = slider.send(sliderEvent(.began, 108))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 90)),
                [
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
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 162)),
                [
                    .directionChanged(.clockwise),
                    .valueChanged(30, handle: .first, fromUser: true),
                    .valueChanged(60, handle: .second, fromUser: true),
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
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 162)), [.directionChanged(.clockwise), .feedback(.limitReached)]))
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
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 120)),
                [
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
        #expect(
            sameEvents(
                slider.send(sliderEvent(.ended, 262)),
                [
                    .valueChanged(75, handle: .second, fromUser: true), .editingEnded(.second),
                ]))
        _ = slider.send(sliderEvent(.began, 72))
        _ = slider.send(sliderEvent(.moved, 80))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.ended, 80)),
                [
                    .valueChanged(25, handle: .first, fromUser: true), .editingEnded(.first),
                ]))
    }

    @Test func settersKeepTheOrderOnly() {
        var slider = range(20, 50)
        slider.value = 45
        #expect(slider.value == 45 && slider.secondValue == 50, "code is not held back by the distance")
        slider.value = 70
        #expect(slider.value == 70 && slider.secondValue == 70, "the second handle gives way to keep the order")
        slider.secondValue = 5
        #expect(slider.secondValue == 5 && slider.value == 5)
        slider.minimumDistance = 500
        #expect(slider.value == 5 && slider.secondValue == 5 && slider.minimumDistance == 500)
        slider.minimumDistance = .nan
        slider.minimumDistance = .infinity
        #expect(slider.minimumDistance == 500)
        slider.minimumDistance = -3
        slider.secondValue = .nan
        #expect(slider.minimumDistance == 0 && slider.secondValue == 5)
        slider.secondValue = nil
        #expect(!slider.isRange && slider.accessibilityElements.count == 1)
    }

    @Test func theInitialiserNeverMovesTheValuesApart() {
        let unit = CircularSliderModel(minimumValue: 0, maximumValue: 1, value: 0.2, secondValue: 0.6)
        #expect(unit.value == 0.2 && unit.secondValue == 0.6 && unit.minimumDistance == 10)
        let close = CircularSliderModel(value: 50, secondValue: 50.5)
        #expect(close.value == 50 && close.secondValue == 50.5)
        let clamped = CircularSliderModel(value: 50, secondValue: 130)
        #expect(clamped.value == 50 && clamped.secondValue == 100)
        let swapped = CircularSliderModel(value: 50, secondValue: 30)
        #expect(swapped.value == 30 && swapped.secondValue == 50, "put in order, as setValues does")
        let defaulted = CircularSliderModel(value: 40, secondValue: .nan)
        #expect(defaulted.value == 40 && defaulted.secondValue == 40, "60° along is below the first handle")
        var made = CircularSliderModel(value: 40)
        made.makeRange(secondValue: 25)
        #expect(made.value == 25 && made.secondValue == 25, "as assigning secondValue: the first gives way")
    }

    @Test func theMinimumDistanceIsArcLengthAtTheCurrentRadius() {
        var slider = CircularSliderModel(minimumValue: 0, maximumValue: 1, value: 0.2, secondValue: 0.6)
        let fraction = 10 / sliderRadius / (2 * Double.pi)
        #expect(isClose(slider.minimumValueDistance, fraction))
        slider.bounds = Rect(x: 0, y: 0, width: 371, height: 371) // radius 171: half the value distance
        #expect(isClose(slider.minimumValueDistance, fraction / 2))
        slider.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
        slider.maximumAngle = 180 // half the arc: twice the value distance
        #expect(isClose(slider.minimumValueDistance, 2 * fraction))
        slider.bounds = .zero // no track: the handles may not come any closer
        #expect(slider.minimumValueDistance == 1)
        slider.minimumDistance = 0
        #expect(slider.minimumValueDistance == 0)
    }

    /// Found by FuzzCircularSlider: a distance of 2e-308 points on a track of radius 9e307
    /// underflows to no angle; over a range wider than a `Double` (span ∞) it was ∞ × 0 = NaN.
    @Test func aDistanceThatUnderflowsOnAnOverflowingRangeIsZero() {
        var slider = CircularSliderModel(
            minimumValue: -.greatestFiniteMagnitude, maximumValue: 1e300,
            value: -.greatestFiniteMagnitude, secondValue: 143.7)
        slider.bounds = Rect(x: 0, y: 0, width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        slider.minimumDistance = .leastNormalMagnitude
        #expect(slider.layout.radius > 1e307)
        #expect(slider.minimumValueDistance == 0)
        slider.minimumDistance = 10
        // 10 points on a radius near 9e307 are ~1.8e-308 of a turn of a span near 1.8e308:
        // about 3.2 value units, computed in halves (ValueScale.valueChange) so nothing overflows.
        #expect(slider.minimumValueDistance > 3 && slider.minimumValueDistance < 3.4)
        #expect(
            CircularSliderModel(minimumValue: 0, maximumValue: 0, value: 0, secondValue: 0).minimumValueDistance == 0)
    }

    @Test func aDraggedHandleKeepsTheDistanceInPoints() {
        var slider = CircularSliderModel(minimumValue: 0, maximumValue: 1, value: 0.2, secondValue: 0.6)
        let distance = slider.minimumValueDistance
        #expect(sameEvents(slider.send(sliderEvent(.began, 72)), [.editingBegan(.first)]))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 180)),
                [
                    .directionChanged(.clockwise), .valueChanged(0.5, handle: .first, fromUser: true),
                ]))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 240)),
                [
                    .valueChanged(0.6 - distance, handle: .first, fromUser: true), .feedback(.limitReached),
                ]))
        #expect(sameEvents(slider.send(sliderEvent(.ended, 240)), [.editingEnded(.first)]))
        #expect(isClose(slider.value, 0.6 - distance) && slider.secondValue == 0.6)
    }

    @Test func handlesSetCloserInCodeMayGoApartButNoCloser() {
        var slider = range(50, 50.5)
        _ = slider.send(sliderEvent(.began, 180)) // both under the finger: the nearer is the first
        #expect(slider.activeHandle == .first)
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 185)), [.directionChanged(.clockwise), .feedback(.limitReached)]))
        #expect(slider.value == 50)
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 162)),
                [
                    .directionChanged(.counterClockwise), .valueChanged(45, handle: .first, fromUser: true),
                ]))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 185)),
                [
                    .directionChanged(.clockwise),
                    .valueChanged(50.5 - slider.minimumValueDistance, handle: .first, fromUser: true),
                    .feedback(.limitReached),
                ]))
        _ = slider.send(sliderEvent(.ended, 185))
    }

    /// Issue 15: handles stacked at 12 o'clock on a full circle (0 and 100, a whole day) used to
    /// stick: clockwise made the second jump, counter-clockwise moved nothing.
    @Test func handlesStackedAtTwelveOClockComeApartBothWays() {
        var slider = range(0, 100)
        #expect(sameEvents(slider.send(sliderEvent(.began, 0)), []))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 18)),
                [
                    .directionChanged(.clockwise), .editingBegan(.first),
                    .valueChanged(5, handle: .first, fromUser: true),
                ]))
        #expect(isClose(slider.value, 5) && slider.secondValue == 100 && slider.activeHandle == .first)
        #expect(sameEvents(slider.send(sliderEvent(.ended, 18)), [.editingEnded(.first)]))
        slider.value = 0
        #expect(sameEvents(slider.send(sliderEvent(.began, 0)), []))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 342)),
                [
                    .directionChanged(.counterClockwise), .editingBegan(.second),
                    .valueChanged(95, handle: .second, fromUser: true),
                ]))
        #expect(slider.value == 0 && isClose(slider.secondValue ?? 0, 95) && slider.activeHandle == .second)
        #expect(sameEvents(slider.send(sliderEvent(.ended, 342)), [.editingEnded(.second)]))
    }

    @Test func handleOrTrackMovesTheNearestHandle() {
        var slider = range(20, 50)
        slider.touchPolicy = .handleOrTrack
        #expect(
            sameEvents(
                slider.send(sliderEvent(.began, 216)),
                [.editingBegan(.second), .valueChanged(60, handle: .second, fromUser: true)]))
        _ = slider.send(sliderEvent(.ended, 216))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.began, 18)),
                [.editingBegan(.first), .valueChanged(5, handle: .first, fromUser: true)]))
    }
}
