import RotaryControls
import Testing

/// Event scripts for opening and closing: after each event, the state and the exact events.
@Suite struct RadialSpinnerOpenCloseTests {
    @Test func tapCentreOpensAndClosesWithFeedback() {
        var spinner = RadialSpinnerModel(items: spinnerItems(6), mode: .radialOnly)
        #expect(spinner.send(centerEvent(.began, time: 0)) == [])
        #expect(spinner.isTracking && !spinner.isOpen && !spinner.isEditing)
        #expect(spinner.send(centerEvent(.ended, time: 0.1)) == [.opened] + impact)
        // Frames run only for the opening animation (RadialSpinnerPresentationTests).
        #expect(spinner.isOpen && !spinner.isTracking && !spinner.isEditing && spinner.isPresentationAnimating)
        #expect(spinner.runFrames(from: 0.1, hertz: 60) == [] && !spinner.needsFrames)
        #expect(spinner.selectedIndex == 0 && spinner.ringPosition == 0)
        #expect(spinner.tap(at: spinnerCenter, time: 1) == [.closed] + impact)
        #expect(!spinner.isOpen && !spinner.isTracking && spinner.selectedIndex == 0)
    }

    @Test func closeRequestAnsweredNoKeepsTheSpinnerOpen() {
        var spinner = openSpinner(6, selected: 2)
        spinner.asksBeforeClosing = true
        #expect(spinner.tap(at: spinnerCenter, time: 0) == [.closeRequested(2)])
        #expect(spinner.isOpen && spinner.isCloseRequestPending && !spinner.needsFrames)
        spinner.keepOpen()
        #expect(spinner.isOpen && !spinner.isCloseRequestPending)
        // Outside the ring asks the same way; the answer yes closes it.
        spinner.radius = 100
        #expect(spinner.tap(at: Point(x: 150, y: 20), time: 1) == [.closeRequested(2)])
        var events: [SpinnerEvent] = []
        spinner.confirmClose { events.append($0) }
        #expect(events == [.closed] + impact)
        #expect(!spinner.isOpen && !spinner.isCloseRequestPending && spinner.selectedIndex == 2)
        // Answers without a request do nothing.
        spinner.confirmClose { _ in Issue.record("no request") }
        spinner.keepOpen()
        #expect(!spinner.isOpen)
    }

    @Test func inputWhileACloseRequestWaitsIsIgnored() {
        var spinner = openSpinner(6, selected: 2)
        spinner.asksBeforeClosing = true
        #expect(spinner.pressed(.escape) == (true, [.closeRequested(2)]))
        // Touches, keys, scrolling, a second request: all ignored until the host answers.
        #expect(spinner.tap(at: spinnerCenter, time: 1) == [])
        #expect(spinner.tap(at: Point(x: 250, y: 150), time: 2) == [])
        #expect(spinner.pressed(.up) == (false, []) && spinner.pressed(.escape) == (false, []))
        #expect(spinner.pressed(.activate) == (false, []))
        _ = spinner.scroll(.notches(2), at: 3) { _ in Issue.record("scrolled") }
        #expect(spinner.selectedIndex == 2 && spinner.isOpen && !spinner.isTracking)
        #expect(spinner.accessibilityElements.first?.isAdjustable == false)
        // Closing in code withdraws the request; so does disabling.
        spinner.isOpen = false
        #expect(!spinner.isCloseRequestPending)
        spinner.isOpen = true
        _ = spinner.pressed(.escape)
        #expect(spinner.enabled(false) == [] && !spinner.isCloseRequestPending && spinner.isOpen)
        _ = spinner.enabled(true)
        #expect(spinner.pressed(.escape) == (true, [.closeRequested(2)]))
        spinner.items = []
        #expect(!spinner.isCloseRequestPending && !spinner.isOpen)
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
        #expect(spinner.accessibilityElements.first?.value == "")
        #expect(spinner.accessibilityElements.first?.isAdjustable == false)
        #expect(spinner.wrapped(7) == 0 && spinner.visibleSpokeCount == 1)
        // Items arriving later work as usual.
        spinner.items = spinnerItems(3)
        #expect(spinner.selectedIndex == 0)
        #expect(spinner.tap(at: spinnerCenter, time: 2) == [.opened] + impact)
    }

    @Test func disabledSpinnerIgnoresNewTouchesAndDrawsDimmed() {
        var spinner = openSpinner(6)
        #expect(spinner.enabled(false) == [])
        #expect(!spinner.isEnabled)
        #expect(spinner.tap(at: spinnerCenter, time: 0) == [])
        #expect(spinner.tap(at: Point(x: 250, y: 150), time: 1) == [])
        #expect(spinner.incremented() == [])
        #expect(spinner.isOpen && spinner.selectedIndex == 0)
        #expect(spinner.accessibilityElements.first?.isAdjustable == false)
        guard case let .group(group)? = spinner.drawing().elements.first else {
            Issue.record("a disabled spinner is one dimmed group")
            return
        }
        #expect(group.opacity == spinner.style.disabledOpacity && spinner.drawing().elements.count == 1)
    }

    @Test func disablingMidTouchEndsTheSessionBalanced() {
        var spinner = openSpinner(6)
        #expect(spinner.send(spinnerEvent(.began, 0, time: 0)) == [])
        #expect(
            spinner.send(spinnerEvent(.moved, 40, time: 0.1)) == [.editingBegan, .valueChanged(5, fromUser: true)]
                + passed)
        // The ring is let go on the nearest enabled item; no `valueSelected`: nothing was chosen.
        #expect(spinner.enabled(false) == [.editingEnded])
        #expect(!spinner.isTracking && !spinner.isEditing && !spinner.needsFrames)
        #expect(spinner.ringPosition == 5 && spinner.selectedIndex == 5)
        #expect(spinner.send(spinnerEvent(.moved, 80, time: 0.2)) == [])
        #expect(spinner.send(spinnerEvent(.ended, 80, time: 0.3)) == [])
        // A fling lands at once on its item.
        _ = spinner.enabled(true)
        _ = spinner.tap(at: Point(x: 250, y: 150), time: 1)
        #expect(spinner.needsFrames)
        #expect(spinner.enabled(false) == [.valueChanged(0, fromUser: true)] + passed + [.editingEnded])
        #expect(!spinner.needsFrames && spinner.ringPosition == 0)
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
