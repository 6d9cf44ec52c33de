import RotaryControls
import Testing

/// The dial's meaning of keys, scrolling, adjustments and activation, and its accessibility.
@Suite struct RotationDialControlTests {
    @Test func arrowsTurnByTheKeyStepAndPagesByAQuarterTurn() {
        var dial = RotationDialModel()
        #expect(dial.pressing(.up) == (true, [turned(15)]))
        #expect(dial.pressing(.right) == (true, [turned(30)]))
        #expect(dial.pressing(.left) == (true, [turned(15)]))
        #expect(sameDialEvents(dial.pressing(.pageDown).events, [turned(-75)]))
        #expect(sameDialEvents(dial.pressing(.pageUp).events, [turned(15)]))
        dial.keyStep = Rotation(degrees: 1)
        #expect(sameDialEvents(dial.pressing(.down).events, [turned(14)]))
    }

    @Test func rightToLeftMirrorsTheHorizontalArrows() {
        var dial = RotationDialModel()
        dial.isRightToLeft = true
        #expect(dial.pressing(.left).events == [turned(15)])
        #expect(dial.pressing(.right).events == [turned(0)])
    }

    @Test func homeEndAndActivateResetToZero() {
        var dial = RotationDialModel()
        dial.rotation = Rotation(degrees: 400)
        #expect(dial.pressing(.home) == (true, [turned(0)]))
        #expect(dial.pressing(.home) == (true, []), "already at 0: used, no change")
        // End: the dial has no end either way, so End goes back to the origin too (issue 29).
        #expect(dial.pressing(.end) == (true, []))
        dial.rotation = Rotation(degrees: 725)
        #expect(dial.pressing(.end) == (true, [turned(0)]))
        dial.rotation = Rotation(degrees: -30)
        #expect(dial.pressing(.activate) == (true, [turned(0)]))
        #expect(dial.pressing(.escape) == (false, []))
        #expect(dial.pressing(.nextPart) == (false, []) && dial.pressing(.previousPart) == (false, []))
        #expect(dial.focusedPart == 0)
        var events: [DialEvent] = []
        #expect(!dial.adjust(.steps(1), part: 1, at: 0) { events.append($0) })
        #expect(events.isEmpty)
    }

    @Test func scrollingTurnsOneStepPerNotch() {
        var dial = RotationDialModel()
        var events: [DialEvent] = []
        #expect(dial.scroll(.notches(3), at: 0) { events.append($0) })
        #expect(sameDialEvents(events, [turned(45)]))
        events = []
        #expect(dial.scroll(.points(-10), at: 0) { events.append($0) })
        #expect(events.isEmpty)
        #expect(dial.scroll(.points(-10), at: 0) { events.append($0) })
        #expect(sameDialEvents(events, [turned(30)]))
    }

    @Test func hugeCountsStayFinite() {
        var dial = RotationDialModel()
        var events: [DialEvent] = []
        #expect(dial.adjust(.pages(Int.max), part: 0, at: 0) { events.append($0) })
        #expect(dial.rotation.radians.isFinite && isClose(dial.rotation.degrees, 90e6, 1e-3))
    }

    @Test func disabledTakesNoKeysOrScroll() {
        var dial = RotationDialModel()
        dial.setEnabled(false) { _ in }
        for key in ControlKey.allCases {
            #expect(dial.pressing(key) == (false, []))
        }
        var events: [DialEvent] = []
        #expect(!dial.scroll(.notches(2), at: 0) { events.append($0) })
        #expect(!dial.activate(at: 0) { events.append($0) })
        #expect(events.isEmpty && dial.rotation == .zero)
        #expect(dial.accessibilityElements.first?.isAdjustable == false)
    }

    @Test(arguments: [
        (0.0, "0°, 0 turns"), (90, "90°, 0 turns"), (360, "360°, 1 turn"), (-725, "-725°, -2 turns"),
        (.nan, "0°, 0 turns"), (.infinity, "0°, 0 turns"), (1e300, "∞°"),
    ])
    func spokenInDegreesAndTurns(_ degrees: Double, _ expected: String) {
        #expect(RotationDialModel().spokenValue(Rotation(degrees: degrees)) == expected)
    }

    @Test func accessibilityElementWithItsRangeInDegrees() {
        var dial = RotationDialModel()
        dial.rotation = Rotation(degrees: 450)
        #expect(
            dial.accessibilityElements == [
                AccessibilityElement(
                    identifier: "dial", label: "Rotation", value: "450°, 1 turn",
                    frame: Rect(x: 0, y: 0, width: 200, height: 200),
                    isAdjustable: true,
                    range: AccessibilityRange(minimum: -3600, maximum: 3600, current: dial.rotation.degrees))
            ])
        dial.rotation = Rotation(turns: -20)
        #expect(dial.accessibilityElements.first?.range?.current == -3600)
    }

    @Test func everyEventHasItsSharedMeaning() {
        #expect(DialEvent.editingBegan.controlEvent == .editingBegan)
        #expect(turned(3).controlEvent == .valueChanged(fromUser: true))
        #expect(DialEvent.valueChanged(.zero, fromUser: false).controlEvent == .valueChanged(fromUser: false))
        #expect(DialEvent.editingEnded.controlEvent == .editingEnded)
    }
}
