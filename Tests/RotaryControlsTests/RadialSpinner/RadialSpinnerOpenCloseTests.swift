import RotaryControls
import Testing

/// Event scripts for opening and closing: after each event, the state and the exact events.
@Suite struct RadialSpinnerOpenCloseTests {
    @Test func tapCentreOpensAndClosesWithFeedback() {
        var spinner = RadialSpinnerModel(items: spinnerItems(6), mode: .radialOnly)
        #expect(spinner.send(centerEvent(.began, time: 0)) == [])
        #expect(spinner.isTracking && !spinner.isOpen && !spinner.isEditing)
        #expect(spinner.send(centerEvent(.ended, time: 0.1)) == [.opened] + impact)
        #expect(spinner.isOpen && !spinner.isTracking && !spinner.isEditing && !spinner.needsFrames)
        #expect(spinner.selectedIndex == 0 && spinner.ringPosition == 0)
        var asked: [Int?] = []
        #expect(spinner.tap(at: spinnerCenter, time: 1, shouldClose: { asked.append($0); return true }) == [.closed] + impact)
        #expect(asked == [0])
        #expect(!spinner.isOpen && !spinner.isTracking && spinner.selectedIndex == 0)
    }

    @Test func willCloseVetoKeepsTheSpinnerOpen() {
        var spinner = openSpinner(6, selected: 2)
        var asked: [Int?] = []
        #expect(spinner.tap(at: spinnerCenter, time: 0, shouldClose: { asked.append($0); return false }) == [])
        #expect(spinner.isOpen && asked == [2])
        // Outside the ring is vetoed the same way.
        spinner.radius = 100
        #expect(spinner.tap(at: Point(x: 150, y: 20), time: 1, shouldClose: { _ in false }) == [])
        #expect(spinner.isOpen)
        #expect(spinner.tap(at: Point(x: 150, y: 20), time: 2) == [.closed] + impact)
        #expect(!spinner.isOpen && spinner.selectedIndex == 2)
    }

    @Test func closedSpinnerOnlyListensToItsCentre() {
        var spinner = RadialSpinnerModel(items: spinnerItems(6))
        #expect(spinner.send(PointerEvent.began(x: 150, y: 60, at: 0)) == [])
        #expect(!spinner.isTracking)
        #expect(spinner.send(PointerEvent.ended(x: 150, y: 60, at: 0.1)) == [])
        // A drag that starts on the centre is not a tap.
        #expect(spinner.send(centerEvent(.began, time: 1)) == [])
        #expect(spinner.send(PointerEvent.moved(x: 170, y: 150, at: 1.1)) == [])
        #expect(spinner.send(PointerEvent.ended(x: 150, y: 150, at: 1.2)) == [])
        #expect(!spinner.isOpen && !spinner.isEditing && !spinner.isTracking)
        // Small jitter within the slop is still a tap; the touch area is at least 44 × 44.
        spinner.style.centerRadius = 10
        #expect(spinner.send(PointerEvent.began(x: 150, y: 171, at: 2)) == [])
        #expect(spinner.send(PointerEvent.moved(x: 153, y: 166, at: 2.05)) == [])
        #expect(spinner.send(PointerEvent.ended(x: 153, y: 166, at: 2.1)) == [.opened] + impact)
    }

    @Test func feedbackFollowsSoundAndHapticsOptions() {
        var spinner = RadialSpinnerModel(items: spinnerItems(6))
        spinner.isSoundOn = false
        #expect(spinner.tap(at: spinnerCenter, time: 0) == [.opened, .feedback(.lightImpact)])
        spinner.isHapticsOn = false
        #expect(spinner.tap(at: spinnerCenter, time: 1) == [.closed])
        spinner.isSoundOn = true
        #expect(spinner.tap(at: spinnerCenter, time: 2) == [.opened, .feedback(.click)])
    }

    @Test func oneItemActsAsAButton() {
        var spinner = RadialSpinnerModel(items: spinnerItems(1))
        #expect(spinner.tap(at: spinnerCenter, time: 0) == [.singleValueSelected(0)] + impact)
        #expect(!spinner.isOpen && spinner.selectedIndex == 0)
        #expect(spinner.tap(at: spinnerCenter, time: 1) == [.singleValueSelected(0)] + impact)
        // A disabled single item is a disabled button.
        spinner.items = spinnerItems(1, disabled: [0])
        #expect(spinner.selectedIndex == nil)
        #expect(spinner.tap(at: spinnerCenter, time: 2) == [])
    }

    @Test func emptySpinnerIsLegalAndInert() {
        var spinner = RadialSpinnerModel()
        #expect(spinner.tap(at: spinnerCenter, time: 0) == [])
        spinner.isOpen = true
        #expect(!spinner.isOpen && spinner.selectedIndex == nil && spinner.selectedItem == nil)
        #expect(spinner.incremented() == [] && spinner.decremented() == [])
        #expect(spinner.advanced(to: 1) == [] && !spinner.needsFrames)
        #expect(spinner.accessibilityElements().first?.value == "")
        #expect(spinner.accessibilityElements().first?.isAdjustable == false)
        #expect(spinner.wrapped(7) == 0 && spinner.visibleSpokeCount == 1)
        // Items arriving later work as usual.
        spinner.items = spinnerItems(3)
        #expect(spinner.selectedIndex == 0)
        #expect(spinner.tap(at: spinnerCenter, time: 2) == [.opened] + impact)
    }

    @Test func disabledSpinnerIgnoresNewTouches() {
        var spinner = openSpinner(6)
        spinner.isEnabled = false
        #expect(spinner.tap(at: spinnerCenter, time: 0) == [])
        #expect(spinner.tap(at: Point(x: 250, y: 150), time: 1) == [])
        #expect(spinner.incremented() == [])
        #expect(spinner.isOpen && spinner.selectedIndex == 0)
        #expect(spinner.accessibilityElements().first?.isAdjustable == false)
    }

    @Test func eventsWithoutATouchAndBadLocationsAreIgnored() {
        var spinner = openSpinner(6)
        #expect(spinner.send(centerEvent(.moved, time: 0)) == [])
        #expect(spinner.send(centerEvent(.ended, time: 0)) == [])
        #expect(spinner.send(centerEvent(.cancelled, time: 0)) == [])
        #expect(spinner.send(PointerEvent.began(x: .nan, y: 3, at: 0)) == [])
        #expect(spinner.send(PointerEvent.began(x: .infinity, y: 3, at: 0)) == [])
        #expect(!spinner.isTracking)
        #expect(spinner.send(centerEvent(.began, time: 1)) == [])
        #expect(spinner.send(PointerEvent.began(x: 250, y: 150, at: 1)) == []) // second began
        #expect(spinner.send(PointerEvent.moved(x: .nan, y: .nan, at: 1.1)) == [])
        #expect(spinner.send(PointerEvent.ended(x: .nan, y: .nan, at: 1.2)) == [.closed] + impact)
        #expect(spinner.ringPosition == 0 && spinner.selectedIndex == 0)
    }
}

@Suite struct RadialSpinnerItemChangeTests {
    @Test func removingEveryItemClosesSilently() {
        var spinner = openSpinner(6, selected: 3)
        spinner.items = []
        #expect(!spinner.isOpen && spinner.selectedIndex == nil && spinner.ringPosition == 0)
        #expect(spinner.advanced(to: 1) == [])
    }
}
