/// Picker mode: when ``RadialSpinnerModel/usesPicker`` is `true` as the spinner opens, a
/// ``PickerWheelModel`` over the same items takes the place of the ring until it closes.
///
/// - The wheel fills ``RadialSpinnerLayout/pickerPanel`` (the square around the open ring) on
///   a panel drawn with the centre's background and the border colour; the centre circle is
///   hidden meanwhile.
/// - Touches on the panel drive the wheel (drag, fling, tap on a row). A tap on the selection
///   band (the centred row, where the closed centre was) or outside the panel closes the
///   spinner (or asks, with ``RadialSpinnerModel/asksBeforeClosing``), like a tap on the ring's
///   centre or outside the ring.
/// - The wheel's events become the spinner's: `editingBegan`, a selection tick and a click
///   (as ``isHapticsOn`` / ``isSoundOn`` allow) per row passed, `valueChanged(_, fromUser:
///   true)` once the wheel settles on a new row (as UIPickerView and RVS_Spinner's picker do,
///   not while it moves), `valueSelected` (the user chose), then `editingEnded`.
///   ``selectedIndex`` follows; disabled rows are never selected.
/// - Keys and scrolling follow the spinner's one direction rule (see
///   ``RadialSpinnerModel/adjust(_:part:at:report:)``): ↑, →, wheel-up and the accessibility
///   increment go to the next item (the row below rolls up into the band), as on the ring.
/// - The mode is fixed while open: changing ``mode``, ``threshold`` or the item count takes
///   effect at the next opening. Replacing the items keeps the wheel on the selection (a
///   touch or motion on it stops; its session ends on the next frame). Closing in any way
///   drops the wheel; a session it had open ends on the next ``advance(to:report:)``.
extension RadialSpinnerModel {
    /// Whether the spinner is open with the picker wheel (rather than the ring) showing.
    public var isShowingPicker: Bool { phase.picker != nil }

    /// The wheel's position in rows while the picker shows (row `i` centred at `i`), else `nil`.
    public var pickerOffset: Double? { picker?.offset }

    // MARK: - Items

    /// Gives the wheel the new items and puts it on the spinner's selection.
    mutating func pickerFollowItems() {
        let items = storedItems, selected = storedSelectedIndex
        updatePicker { session in
            session.wheel.items = items
            if let selected { session.wheel.select(selected) }
            session.touch = nil
        }
        restRing()
    }

    // MARK: - Events

    /// Pointer events while the wheel is shown (see the type's rules).
    mutating func handleInPicker(_ event: PointerEvent, report: (Event) -> Void) {
        guard let session = phase.picker else { return }
        switch event.phase {
        case .began:
            guard session.touch == nil, acceptsInput, event.location.isFinite else { return }
            let onPanel = layout.pickerPanel.contains(event.location)
            let touch = RadialSpinnerPickerTouch(
                start: event.location, isOnPanel: onPanel,
                caughtMotion: onPanel && session.wheel.needsFrames)
            updatePicker { $0.touch = touch }
            if onPanel { forwardToPicker(event, report: report) }
        case .moved:
            guard let touch = session.touch, touch.isOnPanel else { return }
            forwardToPicker(event, report: report)
        case .ended:
            guard let touch = session.touch else { return }
            updatePicker { $0.touch = nil }
            if touch.isOnPanel { forwardToPicker(event, report: report) }
            guard event.location.isFinite, event.location.distance(to: touch.start) <= RadialSpinnerModel.tapSlop,
                !touch.caughtMotion, !touch.isOnPanel || isOnSelectionBand(touch.start)
            else { return }
            endEditing(report: report)
            requestClose(at: event.timestamp, report: report)
        case .cancelled:
            guard let touch = session.touch else { return }
            updatePicker { $0.touch = nil }
            if touch.isOnPanel { forwardToPicker(event, report: report) }
        }
    }

    /// Frames while the wheel is shown: the wheel's motion, or the end of a session left open.
    mutating func advancePicker(to time: Double, report: (Event) -> Void) {
        guard var wheel = picker else { return }
        prepare(&wheel)
        let sound = isSoundOn, haptics = isHapticsOn, selected = storedSelectedIndex
        var editing = isEditing
        var settled: Int?
        let chosen = wheel.predictedRow != nil // a motion the user started, not a session left open
        wheel.advance(to: time) { event in
            Self.translate(
                event, sound: sound, haptics: haptics, chosen: chosen, selected: selected, editing: &editing,
                settled: &settled, report: report)
        }
        updatePicker { $0.wheel = wheel }
        apply(editing: editing, settled: settled)
        if isEditing, !wheel.isEditing, pickerTouch == nil { endEditing(report: report) }
    }

    private mutating func forwardToPicker(_ event: PointerEvent, report: (Event) -> Void) {
        guard var wheel = picker else { return }
        prepare(&wheel)
        let sound = isSoundOn, haptics = isHapticsOn, selected = storedSelectedIndex
        var editing = isEditing
        var settled: Int?
        let chosen = event.phase != .cancelled
        wheel.handle(event) { event in
            Self.translate(
                event, sound: sound, haptics: haptics, chosen: chosen, selected: selected, editing: &editing,
                settled: &settled, report: report)
        }
        updatePicker { $0.wheel = wheel }
        apply(editing: editing, settled: settled)
    }

    /// Disabling the spinner while the wheel shows: a touch on it is cancelled and a motion
    /// lands at once; the session ends without `valueSelected`.
    mutating func disablePicker(report: (Event) -> Void) {
        guard var wheel = picker else { return }
        updatePicker { $0.touch = nil }
        let sound = isSoundOn, haptics = isHapticsOn, selected = storedSelectedIndex
        var editing = isEditing
        var settled: Int?
        wheel.setEnabled(false) { event in
            Self.translate(
                event, sound: sound, haptics: haptics, chosen: false, selected: selected, editing: &editing,
                settled: &settled, report: report)
        }
        wheel.setEnabled(true) { _ in }
        updatePicker { $0.wheel = wheel }
        apply(editing: editing, settled: settled)
        endEditing(report: report)
    }

    /// Keeps the wheel's geometry and options in step with the spinner's.
    private func prepare(_ wheel: inout PickerWheelModel) {
        let frame = RadialSpinnerModel.pickerWheelBounds(layout: layout, style: style)
        if wheel.bounds != frame { wheel.bounds = frame }
        let wheelStyle = style.pickerWheelStyle
        if wheel.style != wheelStyle { wheel.style = wheelStyle }
        wheel.isReduceMotionEnabled = isReduceMotionEnabled
    }

    /// Takes over the session state and the settled row; the (hidden) ring always sits on the
    /// selection while the wheel shows.
    private mutating func apply(editing: Bool, settled: Int?) {
        isEditing = editing
        if let settled { storedSelectedIndex = settled }
        if ringPosition != Double(storedSelectedIndex ?? 0) { restRing() }
    }

    /// One wheel event as the spinner's events.
    private static func translate(
        _ event: PickerWheelModel.Event, sound: Bool, haptics: Bool, chosen: Bool, selected: Int?,
        editing: inout Bool, settled: inout Int?, report: (Event) -> Void
    ) {
        switch event {
        case .editingBegan:
            guard !editing else { return }
            editing = true
            report(.editingBegan)
        case .rowPassed:
            if haptics { report(.feedback(.selectionTick)) }
            if sound { report(.feedback(.click)) }
        case let .valueChanged(index, _):
            settled = index
            report(.valueChanged(index, fromUser: true))
        case .editingEnded:
            guard editing else { return }
            editing = false
            if chosen, let row = settled ?? selected { report(.valueSelected(row)) }
            report(.editingEnded)
        case .feedback:
            return // the tick of a row passed, sent with `rowPassed` above
        }
    }

    /// Whether `location` is on the wheel's centred row.
    private func isOnSelectionBand(_ location: Point) -> Bool {
        Swift.abs(location.y - layout.center.y) <= style.picker.rowHeight / 2
    }
}
