import RotaryControls
import Testing

/// Picker mode: the spinner opens a picker wheel instead of the ring. Default bounds 300 × 300:
/// the panel is the whole square, the wheel sits inside it (8 points in), rows are 44 high and
/// the centred row is at y = 150.
@Suite struct RadialSpinnerPickerModeTests {
    static func pickerSpinner(_ count: Int, selected: Int = 0, disabled: Set<Int> = []) -> RadialSpinnerModel {
        RadialSpinnerModel(items: spinnerItems(count, disabled: disabled), selectedIndex: selected, mode: .pickerOnly)
    }

    /// A point `rows` rows below the centre of the wheel.
    static func row(_ rows: Double) -> Point { Point(x: 150, y: 150 + 44 * rows) }

    @Test(arguments: [(14, false), (15, true), (40, true)])
    func automaticModeSwitchesAtTheThreshold(_ count: Int, _ picker: Bool) {
        var spinner = RadialSpinnerModel(items: spinnerItems(count))
        #expect(spinner.usesPicker == picker)
        #expect(spinner.tap(at: spinnerCenter, time: 0) == [.opened] + impact)
        #expect(spinner.isOpen && spinner.isShowingPicker == picker)
        #expect((spinner.pickerOffset == 0) == picker)
    }

    @Test func openingInCodeShowsThePickerAndReportsNothing() {
        var spinner = Self.pickerSpinner(6, selected: 3)
        spinner.isOpen = true
        #expect(spinner.isShowingPicker && spinner.pickerOffset == 3 && !spinner.needsFrames)
        spinner.isOpen = false
        #expect(!spinner.isShowingPicker && spinner.pickerOffset == nil)
    }

    @Test func tapOnTheSelectedRowClosesOrAsks() {
        var spinner = Self.pickerSpinner(6, selected: 2)
        _ = spinner.tap(at: spinnerCenter, time: 0)
        spinner.asksBeforeClosing = true
        #expect(spinner.tap(at: spinnerCenter, time: 1) == [.closeRequested(2)])
        spinner.keepOpen()
        #expect(spinner.isShowingPicker)
        spinner.asksBeforeClosing = false
        #expect(spinner.tap(at: Self.row(0.3), time: 2) == [.closed] + impact)
        #expect(!spinner.isOpen && !spinner.isShowingPicker && spinner.selectedIndex == 2)
    }

    @Test func tapOutsideThePanelCloses() {
        var spinner = Self.pickerSpinner(6)
        spinner.bounds = Rect(x: 0, y: 0, width: 400, height: 300) // panel x 50…350
        spinner.isOpen = true
        #expect(spinner.send(PointerEvent.began(x: 20, y: 150, at: 0)) == [])
        #expect(spinner.isTracking)
        #expect(spinner.send(PointerEvent.ended(x: 20, y: 150, at: 0.1)) == [.closed] + impact)
        #expect(!spinner.isOpen && !spinner.isTracking)
    }

    @Test func tapOnARowAnimatesToItAndReportsOnSettle() {
        var spinner = Self.pickerSpinner(6)
        spinner.isOpen = true
        #expect(spinner.send(PointerEvent(phase: .began, location: Self.row(2), timestamp: 0)) == [])
        #expect(spinner.send(PointerEvent(phase: .ended, location: Self.row(2), timestamp: 0.05)) == [.editingBegan])
        #expect(spinner.isEditing && spinner.needsFrames && spinner.predictedRestingIndex == 2)
        #expect(spinner.selectedIndex == 0, "the selection changes on settle, not while the wheel moves")
        #expect(
            spinner.runFrames(from: 0.05, hertz: 60) == passed + passed + [
                .valueChanged(2, fromUser: true), .valueSelected(2), .editingEnded,
            ])
        #expect(spinner.selectedIndex == 2 && spinner.pickerOffset == 2 && spinner.ringPosition == 2)
        #expect(!spinner.isEditing && !spinner.needsFrames && spinner.isShowingPicker)
    }

    @Test func reduceMotionJumpsStraightToTheRow() {
        var spinner = Self.pickerSpinner(6)
        spinner.isReduceMotionEnabled = true
        spinner.isOpen = true
        #expect(spinner.tap(at: Self.row(-1), time: 0) == [])
        #expect(spinner.selectedIndex == 0, "row −1 does not exist")
        #expect(
            spinner.tap(at: Self.row(1), time: 1)
                == [.editingBegan] + passed + [.valueChanged(1, fromUser: true), .valueSelected(1), .editingEnded])
        #expect(spinner.selectedIndex == 1 && !spinner.needsFrames)
    }

    @Test func dragPassesRowsWithTicksAndTheFlingRestsOnThePredictionAtAnyFrameRate() {
        var spinner = Self.pickerSpinner(40)
        spinner.isOpen = true
        #expect(spinner.send(PointerEvent(phase: .began, location: Self.row(0), timestamp: 0)) == [])
        #expect(
            spinner.send(PointerEvent(phase: .moved, location: Self.row(-0.25), timestamp: 0.01)) == [.editingBegan])
        #expect(spinner.send(PointerEvent(phase: .moved, location: Self.row(-1.25), timestamp: 0.02)) == passed)
        #expect(spinner.send(PointerEvent(phase: .moved, location: Self.row(-2.25), timestamp: 0.03)) == passed)
        #expect(spinner.isTracking && spinner.isEditing && !spinner.needsFrames && spinner.selectedIndex == 0)
        #expect(spinner.send(PointerEvent(phase: .ended, location: Self.row(-2.25), timestamp: 0.04)) == [])
        let predicted = try! #require(spinner.predictedRestingIndex)
        #expect(predicted > 5, "a fast flick coasts on")
        var reference: [SpinnerEvent]?
        for hertz in [30.0, 60, 120, 240] {
            var copy = spinner
            let events = copy.runFrames(from: 0.04, hertz: hertz)
            #expect(
                events.suffix(3) == [
                    .valueChanged(predicted, fromUser: true), .valueSelected(predicted), .editingEnded,
                ],
                "\(hertz) Hz")
            #expect(ticks(events) == predicted - 2, "one tick per row passed at \(hertz) Hz")
            #expect(copy.selectedIndex == predicted && copy.pickerOffset == Double(predicted) && !copy.needsFrames)
            if let reference { #expect(events == reference, "\(hertz) Hz") } else { reference = events }
        }
    }

    @Test func aTouchOnAMovingWheelStopsItWithoutClosing() {
        var spinner = Self.pickerSpinner(40)
        spinner.isOpen = true
        _ = spinner.tap(at: Self.row(3), time: 0)
        _ = spinner.advanced(to: 0.03)
        #expect(spinner.needsFrames)
        let caught = spinner.tap(at: spinnerCenter, time: 0.04)
        let events = caught + spinner.runFrames(from: 0.09, hertz: 60)
        #expect(events.last == .editingEnded && !events.contains(.closed), "\(events)")
        #expect(spinner.isShowingPicker && !spinner.isEditing && !spinner.needsFrames)
        #expect(spinner.pickerOffset == Double(spinner.selectedIndex ?? -1))
    }

    @Test func disabledRowsAreNeverSelected() {
        var spinner = Self.pickerSpinner(6, disabled: [1, 2])
        spinner.isOpen = true
        #expect(spinner.tap(at: Self.row(1), time: 0) == [], "a tap on a disabled row does nothing")
        // Drag to row 1.6 and let go slowly: the nearest enabled row is 3.
        _ = spinner.send(PointerEvent(phase: .began, location: Self.row(0), timestamp: 1))
        _ = spinner.send(PointerEvent(phase: .moved, location: Self.row(-1.6), timestamp: 1.5))
        _ = spinner.send(PointerEvent(phase: .moved, location: Self.row(-1.6), timestamp: 2))
        _ = spinner.send(PointerEvent(phase: .ended, location: Self.row(-1.6), timestamp: 2.5))
        let events = spinner.runFrames(from: 2.5, hertz: 60)
        #expect(spinner.selectedIndex == 3 && changes(events) == [3])
    }

    @Test func cancelRestsAtOnceAndEndsEditing() {
        var spinner = Self.pickerSpinner(6)
        spinner.isOpen = true
        _ = spinner.send(PointerEvent(phase: .began, location: Self.row(0), timestamp: 0))
        _ = spinner.send(PointerEvent(phase: .moved, location: Self.row(-1.2), timestamp: 0.5))
        #expect(
            spinner.send(PointerEvent(phase: .cancelled, location: Self.row(-1.2), timestamp: 0.6))
                == [.valueChanged(1, fromUser: true), .editingEnded])
        #expect(spinner.selectedIndex == 1 && !spinner.isTracking && !spinner.isEditing && !spinner.needsFrames)
        #expect(spinner.isShowingPicker)
    }

    @Test func keysMoveThePickerAsTheyMoveTheClosedSpinner() {
        // One rule (the "the same way on the same arrow"): ↑, wheel-up and the
        // accessibility increment go to the next item — a higher index, the row below rolling
        // up into the band — in the picker as on the ring; ↓ and wheel-down to the previous.
        var closed = Self.pickerSpinner(6, selected: 1)
        #expect(closed.pressed(.up).events == [.valueChanged(2, fromUser: true), .valueSelected(2)])
        #expect(closed.pressed(.down).events == [.valueChanged(1, fromUser: true), .valueSelected(1)])
        var spinner = Self.pickerSpinner(6, selected: 1)
        #expect(spinner.activated(at: 0) == [.opened] + impact)
        #expect(spinner.isShowingPicker)
        #expect(spinner.pressed(.up).events == [.valueChanged(2, fromUser: true), .valueSelected(2)])
        #expect(spinner.pickerOffset == 2)
        #expect(spinner.pressed(.down).events == [.valueChanged(1, fromUser: true), .valueSelected(1)])
        #expect(spinner.pressed(.down).events == [.valueChanged(0, fromUser: true), .valueSelected(0)])
        #expect(spinner.pressed(.down) == (true, []))
        var events: [SpinnerEvent] = []
        #expect(spinner.scroll(.notches(2), at: 0) { events.append($0) })
        #expect(events.first == .valueChanged(2, fromUser: true) && spinner.pickerOffset == 2)
        #expect(spinner.scroll(.notches(-1), at: 0) { events.append($0) } && spinner.selectedIndex == 1)
        #expect(spinner.pressed(.right).events.first == .valueChanged(2, fromUser: true))
        #expect(spinner.pressed(.end).events.first == .valueChanged(5, fromUser: true))
        #expect(spinner.pressed(.home).events.first == .valueChanged(0, fromUser: true))
        _ = spinner.pressed(.pageUp)
        #expect(spinner.selectedIndex == 1 && spinner.pickerOffset == 1)
    }

    @Test func escapeInThePickerGoesBackToTheRowItOpenedOn() {
        var spinner = Self.pickerSpinner(6, selected: 1)
        #expect(spinner.activated(at: 0) == [.opened] + impact)
        _ = spinner.pressed(.up)
        _ = spinner.pressed(.up)
        #expect(spinner.selectedIndex == 3 && spinner.pickerOffset == 3)
        #expect(spinner.pressed(.escape, time: 1) == (true, [.valueChanged(1, fromUser: true), .closed] + impact))
        #expect(!spinner.isOpen && spinner.selectedIndex == 1 && spinner.ringPosition == 1 && !spinner.isEditing)
        // A drag on the wheel, then Escape while it still moves: it stops and goes back.
        #expect(spinner.activated(at: 2) == [.opened] + impact)
        _ = spinner.runFrames(from: 2, hertz: 60)
        _ = spinner.send(PointerEvent(phase: .began, location: Self.row(0), timestamp: 3))
        _ = spinner.send(PointerEvent(phase: .moved, location: Self.row(-1.2), timestamp: 3.1))
        _ = spinner.send(PointerEvent(phase: .ended, location: Self.row(-1.2), timestamp: 3.2))
        #expect(spinner.isEditing && spinner.needsFrames)
        let events = spinner.pressed(.escape, time: 3.25).events
        #expect(events.suffix(4) == [.editingEnded, .closed] + impact)
        #expect(!events.contains(.valueSelected(spinner.selectedIndex ?? -1)))
        #expect(spinner.selectedIndex == 1 && spinner.advanced(to: 10) == [] && !spinner.isEditing)
    }

    @Test func accessibilityAndActivationWhileThePickerShows() {
        var spinner = Self.pickerSpinner(6, selected: 4)
        #expect(spinner.activated(at: 0) == [.opened] + impact)
        #expect(spinner.isShowingPicker)
        #expect(spinner.runFrames(from: 0, hertz: 60) == []) // the opening animation
        #expect(spinner.incremented() == [.valueChanged(5, fromUser: true), .valueSelected(5)])
        #expect(spinner.selectedIndex == 5 && spinner.pickerOffset == 5 && !spinner.needsFrames)
        #expect(spinner.incremented() == [])
        #expect(spinner.decremented() == [.valueChanged(4, fromUser: true), .valueSelected(4)])
        #expect(spinner.activated(at: 1) == [.closed] + impact)
        #expect(!spinner.isOpen && spinner.selectedIndex == 4)
    }

    @Test func itemsAndModeChangesWhileOpen() {
        var spinner = Self.pickerSpinner(20, selected: 10)
        spinner.isOpen = true
        spinner.items = spinnerItems(8)
        #expect(spinner.isShowingPicker && spinner.selectedIndex == 7 && spinner.pickerOffset == 7)
        spinner.mode = .radialOnly
        #expect(spinner.isShowingPicker, "the mode is fixed while open")
        _ = spinner.tap(at: spinnerCenter, time: 0)
        #expect(!spinner.isOpen)
        _ = spinner.tap(at: spinnerCenter, time: 1)
        #expect(spinner.isOpen && !spinner.isShowingPicker)
        spinner.mode = .pickerOnly
        spinner.items = []
        #expect(!spinner.isOpen && !spinner.isShowingPicker && spinner.selectedIndex == nil)
        #expect(spinner.tap(at: spinnerCenter, time: 2) == [] && !spinner.isOpen)
    }

    /// Found by fuzzing: items replaced during a wheel session left the hidden ring off the selection.
    @Test func itemsReplacedMidSessionKeepTheRingOnTheSelection() {
        var spinner = Self.pickerSpinner(40, selected: 5)
        spinner.isOpen = true
        _ = spinner.tap(at: Self.row(2), time: 0)
        #expect(spinner.isEditing)
        spinner.items = spinnerItems(3)
        #expect(spinner.selectedIndex == 2 && spinner.ringPosition == 2 && spinner.pickerOffset == 2)
        #expect(spinner.runFrames(from: 0.1, hertz: 60) == [.editingEnded])
        #expect(!spinner.needsFrames && spinner.ringPosition == 2)
    }

    @Test func closingInCodeMidFlingEndsTheSessionOnTheNextFrame() {
        var spinner = Self.pickerSpinner(40)
        spinner.isOpen = true
        _ = spinner.tap(at: Self.row(2), time: 0)
        #expect(spinner.isEditing)
        spinner.isOpen = false
        #expect(spinner.needsFrames && !spinner.isShowingPicker)
        #expect(spinner.advanced(to: 0.1) == [.editingEnded])
        #expect(!spinner.isEditing && !spinner.needsFrames && spinner.selectedIndex == 0 && spinner.ringPosition == 0)
    }

    @Test func soundAndHapticsSwitchesApplyToRowsPassed() {
        var spinner = Self.pickerSpinner(6)
        spinner.isSoundOn = false
        spinner.isOpen = true
        #expect(spinner.tap(at: Self.row(1), time: 0) == [.editingBegan])
        #expect(
            spinner.runFrames(from: 0, hertz: 60)
                == [.feedback(.selectionTick), .valueChanged(1, fromUser: true), .valueSelected(1), .editingEnded])
        spinner.isHapticsOn = false
        _ = spinner.tap(at: Self.row(1), time: 5)
        #expect(
            spinner.runFrames(from: 5, hertz: 60) == [
                .valueChanged(2, fromUser: true), .valueSelected(2), .editingEnded,
            ])
    }

    @Test func drawingShowsThePanelAndTheRowsWithoutTheCentre() {
        var spinner = Self.pickerSpinner(6, selected: 1)
        spinner.isOpen = true
        let drawing = spinner.drawing()
        let text = drawing.description
        #expect(!text.contains("nan") && !text.contains("inf"))
        #expect(text.contains("star 0") && text.contains("heart 1") && text.contains("bolt 2"))
        #expect(
            !drawing.elements.contains { if case .circle = $0 { return true } else { return false } },
            "no centre circle while the picker shows")
        spinner.bounds = Rect(x: 0, y: 0, width: 0, height: 0)
        #expect(spinner.drawing().elements.isEmpty)
    }
}

/// The spinner's picker look: RVS_Spinner's display font, icon background rows, open background.
@Suite struct RadialSpinnerPickerLookTests {
    @Test func pickerRowsUseTheDisplayFontBoldTwentyByDefault() {
        var spinner = RadialSpinnerPickerModeTests.pickerSpinner(6, selected: 1)
        spinner.isOpen = true
        #expect(spinner.style.displayFontSize == 20 && spinner.style.displayFontWeight == .bold)
        let text = spinner.drawing().description
        #expect(text.contains("text \"heart 1\"") && text.contains("size=20 bold"), "\(text)")
        spinner.style.displayFontSize = 24
        spinner.style.displayFontWeight = .light
        #expect(spinner.drawing().description.contains("size=24 light"))
        #expect(!spinner.drawing().description.contains("bold"))
    }

    @Test func iconBackgroundFillsRowsAndOpenBackgroundFillsThePanel() {
        var spinner = RadialSpinnerPickerModeTests.pickerSpinner(6, selected: 1)
        spinner.isOpen = true
        let plain = spinner.drawing()
        let rowColour = DrawingColor(red: 1, green: 0.5, blue: 0)
        spinner.style.iconBackgroundPaint = .color(rowColour)
        let rows = spinner.drawing()
        #expect(rows.elements.count > plain.elements.count, "one background per visible row")
        #expect(
            rows.elements.contains { element in
                if case let .path(_, fill, _) = element { return fill == .color(rowColour) } else { return false }
            })
        // An explicit picker row colour wins over the icon background.
        let explicit = DrawingColor(red: 0, green: 0, blue: 1)
        spinner.style.picker.rowBackgroundPaint = .color(explicit)
        #expect(
            !spinner.drawing().elements.contains { element in
                if case let .path(_, fill, _) = element { return fill == .color(rowColour) } else { return false }
            })
        // The open background is the panel behind the wheel: a still layer, drawn first.
        func panelFill(_ drawing: Drawing) -> Paint? {
            guard case let .group(layer)? = drawing.elements.first, layer.layer == Drawing.LayerID("spinner.panel"),
                layer.elements.count == 1, case let .path(_, fill, _)? = layer.elements.first
            else { return nil }
            return fill
        }
        let panel = DrawingColor(red: 0.1, green: 0.2, blue: 0.3)
        #expect(panelFill(plain) == spinner.style.centerBackgroundPaint)
        spinner.style.openBackgroundPaint = .color(panel)
        #expect(panelFill(spinner.drawing()) == .color(panel))
    }
}
