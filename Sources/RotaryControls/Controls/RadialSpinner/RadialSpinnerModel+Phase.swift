/// Reading and changing the spinner's `RadialSpinnerPhase`: every change of state goes through
/// these few transitions, so each keeps the phase's rules.
extension RadialSpinnerModel {
    // MARK: - Reading

    /// The finger on the ring (open or closed), if any.
    var touch: RadialSpinnerTouch? {
        if case let .touched(touch, _)? = phase.ring { return touch }
        return nil
    }

    /// The ring's running motion (a fling, step, settle or spin), if any.
    var motion: RadialSpinnerMotion? {
        if case let .moving(motion)? = phase.ring { return motion }
        return nil
    }

    /// The picker wheel while it shows.
    var picker: PickerWheelModel? { phase.picker?.wheel }

    /// The touch followed while the picker shows.
    var pickerTouch: RadialSpinnerPickerTouch? { phase.picker?.touch }

    /// The opening or closing animation while it runs.
    var presentation: RadialSpinnerPresentation? {
        switch phase {
        case let .closed(_, closing): return closing?.animation
        case let .openRing(_, open), let .openPicker(_, open): return open.opening
        }
    }

    // MARK: - The ring

    /// Sets what the ring does. The picker has no ring: calling this while it shows is a mistake
    /// (ignored).
    mutating func setRing(_ activity: RadialSpinnerRingActivity) {
        switch phase {
        case let .closed(_, closing): phase = .closed(activity, closing: closing)
        case let .openRing(_, open): phase = .openRing(activity, open)
        case .openPicker: assertionFailure("the ring does nothing while the picker shows")
        }
    }

    /// Follows `touch` on the ring, keeping the editing session as it is.
    mutating func setTouch(_ touch: RadialSpinnerTouch) {
        setRing(.touched(touch, isEditing: isEditing))
    }

    /// Lets the ring's finger go, keeping the editing session as it is.
    mutating func releaseTouch() {
        guard touch != nil else { return }
        setRing(isEditing ? .sessionLeftOpen : .resting)
    }

    /// Stops the ring's motion where it is: a user's motion leaves its session open, a spin
    /// leaves the ring at rest.
    mutating func stopMotion() {
        guard let motion else { return }
        setRing(motion.isSpin ? .resting : .sessionLeftOpen)
    }

    /// Moves where the ring's finger started turning (the selection was set under it).
    mutating func moveTouchStart(by delta: Double) {
        guard var touch else { return }
        touch.startPosition += delta
        setTouch(touch)
    }

    /// Starts or ends the spinner's editing session (a running motion keeps its own rule).
    mutating func setEditing(_ editing: Bool) {
        switch phase {
        case let .closed(activity, closing): phase = .closed(activity.editing(editing), closing: closing)
        case let .openRing(activity, open): phase = .openRing(activity.editing(editing), open)
        case .openPicker(var session, let open):
            session.isEditing = editing
            phase = .openPicker(session, open)
        }
    }

    // MARK: - The picker and the open state

    /// Changes the picker session; nothing while the picker does not show.
    mutating func updatePicker(_ change: (inout RadialSpinnerPickerSession) -> Void) {
        guard case .openPicker(var session, let open) = phase else { return }
        change(&session)
        phase = .openPicker(session, open)
    }

    /// Changes the open state (animation, close request); nothing while closed.
    mutating func updateOpen(_ change: (inout RadialSpinnerOpenState) -> Void) {
        switch phase {
        case .closed:
            return
        case .openRing(let activity, var open):
            change(&open)
            phase = .openRing(activity, open)
        case .openPicker(let session, var open):
            change(&open)
            phase = .openPicker(session, open)
        }
    }

    // MARK: - Opening and closing

    /// Opens the spinner with `opening` as its animation (an open spinner only takes the new
    /// animation). It opens the picker when ``usesPicker`` says so: a ring still moving hands its
    /// session over (it stops on the selection and the wheel ends the session on its next frame;
    /// a spin stops without `spinEnded`).
    mutating func becomeOpen(opening: RadialSpinnerPresentation?) {
        switch phase {
        case let .closed(activity, _):
            let open = RadialSpinnerOpenState(opening: opening, indexToRestore: storedSelectedIndex)
            guard usesPicker else {
                phase = .openRing(activity, open)
                return
            }
            var wheel = PickerWheelModel(
                items: storedItems, selectedIndex: storedSelectedIndex ?? 0,
                bounds: RadialSpinnerModel.pickerWheelBounds(layout: layout, style: style))
            wheel.style = style.pickerWheelStyle
            wheel.isReduceMotionEnabled = isReduceMotionEnabled
            wheel.isEditing = activity.isEditing
            phase = .openPicker(
                RadialSpinnerPickerSession(wheel: wheel, touch: nil, isEditing: activity.isEditing), open)
            restRing()
        case .openRing, .openPicker:
            updateOpen { $0.opening = opening }
        }
    }

    /// Closes the spinner with `closing` as its animation (a closed spinner only takes the new
    /// animation), withdrawing a close request. The picker, with its touch, is dropped; a session
    /// it had open ends on the next ``advance(to:report:)``.
    mutating func becomeClosed(closing: RadialSpinnerClosing?) {
        switch phase {
        case let .closed(activity, _), let .openRing(activity, _):
            phase = .closed(activity, closing: closing)
        case let .openPicker(session, _):
            phase = .closed(session.isEditing ? .sessionLeftOpen : .resting, closing: closing)
        }
    }
}
