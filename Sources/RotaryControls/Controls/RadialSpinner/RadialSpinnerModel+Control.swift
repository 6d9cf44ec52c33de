/// The control contract: enabling, keys (activate, cancel), the close request and its answer.
extension RadialSpinnerModel: ControlModel {
    // MARK: - Enabled

    /// Enables or disables the spinner. Disabling it ends whatever runs, with balanced events:
    /// a finger on the ring or the picker is let go (the ring rests at once on the nearest
    /// enabled item, `editingEnded` without `valueSelected`), a fling or step lands at once on
    /// its item, a spin lands at once (`spinEnded`), and a waiting close request is withdrawn.
    /// An open spinner stays open, drawn dimmed.
    public mutating func setEnabled(_ enabled: Bool, report: (Event) -> Void) {
        guard enabled != storedIsEnabled else { return }
        if !enabled {
            updateOpen { $0.isCloseRequestPending = false }
            if picker != nil {
                disablePicker(report: report)
            } else {
                releaseTouch()
                if isSpinning { landSpin(report: report) }
                restAtOnce(report: report)
            }
        }
        storedIsEnabled = enabled
    }

    // MARK: - Keys

    /// Space or Return: what a tap on the centre does. A closed spinner opens (`opened` and
    /// feedback), or with a single enabled item reports `singleValueSelected`; an open one
    /// closes (or asks, with ``asksBeforeClosing``); a moving ring settles on its nearest enabled
    /// item instead. Answers `false` (and does nothing) while disabled, while a finger is down,
    /// a spin runs or a close request waits, for an empty spinner and for a non-finite `time`.
    public mutating func activate(at time: Double, report: (Event) -> Void) -> Bool {
        guard time.isFinite, !isTracking, acceptsInput, !storedItems.isEmpty else { return false }
        let center = layout.center
        handle(PointerEvent(phase: .began, location: center, timestamp: time), report: report)
        handle(PointerEvent(phase: .ended, location: center, timestamp: time), report: report)
        return true
    }

    /// Escape: an open spinner closes (or asks, with ``asksBeforeClosing``) *without* keeping
    /// what the user did while it was open. The selection goes back to the item it had as it
    /// opened (or the one last set in code since, or a spin in code landed on): a moving ring or
    /// wheel stops, the ring and the wheel are put on that item, `valueChanged(item, fromUser:
    /// true)` reports the return when the selection had moved (arrows, a drag, a fling, the
    /// picker), an editing session ends (`editingEnded`, never `valueSelected`: nothing was
    /// chosen), then `closed` (or `closeRequested(item)`). When that item is no longer
    /// enabled, the nearest enabled item is used. Answers `false` when the spinner is closed,
    /// disabled, tracking a finger, spinning or waiting for an answer.
    public mutating func cancel(at time: Double, report: (Event) -> Void) -> Bool {
        guard isOpen, acceptsInput, !isTracking else { return false }
        let before = storedSelectedIndex
        if let restored = phase.open?.indexToRestore.flatMap({ walk.nearest(to: Double($0), wrapping: false) }) {
            select(restored)
            if restored != before { report(.valueChanged(restored, fromUser: true)) }
        } else {
            stopMotion()
            restRing()
        }
        updatePicker { $0.wheel.isEditing = false }
        endEditing(report: report)
        requestClose(at: time, report: report)
        return true
    }

    // MARK: - Closing

    /// The user's way of closing (a tap on the centre or outside, Escape, Space): closes at
    /// once, or with ``asksBeforeClosing`` reports `closeRequested` and waits. A second attempt
    /// while one waits is ignored.
    /// `time` is the input's (the closing animation starts there; `nil`: at the next frame).
    mutating func requestClose(at time: Double? = nil, report: (Event) -> Void) {
        guard isOpen, !isCloseRequestPending else { return }
        if asksBeforeClosing {
            updateOpen { $0.isCloseRequestPending = true }
            report(.closeRequested(storedSelectedIndex))
        } else {
            closeNow(at: time, report: report)
        }
    }

    /// The host's yes to ``Event/closeRequested(_:)``: the spinner closes (`closed`, a light
    /// impact and a click). Does nothing when no request waits.
    public mutating func confirmClose(report: (Event) -> Void) {
        guard isCloseRequestPending else { return }
        updateOpen { $0.isCloseRequestPending = false }
        closeNow(report: report)
    }

    /// The host's no to ``Event/closeRequested(_:)``: the spinner stays open and takes input
    /// again. Reports nothing; does nothing when no request waits.
    public mutating func keepOpen() {
        updateOpen { $0.isCloseRequestPending = false }
    }

    private mutating func closeNow(at time: Double? = nil, report: (Event) -> Void) {
        guard isOpen else { return }
        becomeClosed(closing: closingAnimation(at: time))
        report(.closed)
        openCloseFeedback(report: report)
    }
}
