/// What a ``RadialSpinnerModel`` is doing, as one value: open or closed, which control shows,
/// what the ring or the wheel is doing, the opening or closing animation and a waiting close
/// request.
///
/// Each case holds only what can exist in it, so the impossible combinations cannot be
/// written: no picker on a closed spinner, no ring touch or motion while the picker shows, no
/// close request while closed, no opening animation while closed (nor a closing one while
/// open), no touch and motion at once, no spin inside an editing session.
///
/// Opening and closing are not phases of their own: the open ring takes touches while it grows,
/// and the closed centre takes a tap (which reopens from where the closing animation stands)
/// while the open picture shrinks, so the animations ride on the open and closed cases.
enum RadialSpinnerPhase: Equatable, Sendable {
    /// Closed: the centre circle shows. The hidden ring may still hold a touch on the centre or
    /// finish a motion (a spin in code, a fling closed in code); `closing` is the closing
    /// animation while it runs.
    case closed(RadialSpinnerRingActivity, closing: RadialSpinnerClosing?)
    /// Open with the ring of spokes.
    case openRing(RadialSpinnerRingActivity, RadialSpinnerOpenState)
    /// Open with the picker wheel in place of the ring (``RadialSpinnerModel/usesPicker`` was
    /// `true` as it opened).
    case openPicker(RadialSpinnerPickerSession, RadialSpinnerOpenState)

    /// Whether the spinner is open.
    var isOpen: Bool {
        if case .closed = self { return false }
        return true
    }

    /// What the ring is doing, or `nil` while the picker shows.
    var ring: RadialSpinnerRingActivity? {
        switch self {
        case let .closed(activity, _), let .openRing(activity, _): return activity
        case .openPicker: return nil
        }
    }

    /// The picker session while the picker shows.
    var picker: RadialSpinnerPickerSession? {
        if case let .openPicker(session, _) = self { return session }
        return nil
    }

    /// The open state (animation, close request) while open.
    var open: RadialSpinnerOpenState? {
        switch self {
        case .closed: return nil
        case let .openRing(_, open), let .openPicker(_, open): return open
        }
    }

    /// Whether an editing session runs: from `editingBegan` to `editingEnded`.
    var isEditing: Bool {
        switch self {
        case let .closed(activity, _), let .openRing(activity, _): return activity.isEditing
        case let .openPicker(session, _): return session.isEditing
        }
    }
}

/// What the spinner's ring is doing (open, or hidden while closed).
enum RadialSpinnerRingActivity: Equatable, Sendable {
    /// At rest; no editing session.
    case resting
    /// An editing session with neither a finger nor a motion: left open by the selection set in
    /// code mid-fling or by the picker closing mid-session (it ends on the next frame), or for
    /// the moment between a release and the motion it starts.
    case sessionLeftOpen
    /// A finger is on the spinner; `isEditing` once its session began (a drag on the open ring,
    /// or a touch that caught a moving ring).
    case touched(RadialSpinnerTouch, isEditing: Bool)
    /// The ring moves by itself: a user's fling, step or settle (an editing session runs) or a
    /// spin in code (no session: it is not the user's).
    case moving(RadialSpinnerMotion)

    /// Whether an editing session runs.
    var isEditing: Bool {
        switch self {
        case .resting: return false
        case .sessionLeftOpen: return true
        case let .touched(_, isEditing): return isEditing
        case let .moving(motion): return !motion.isSpin
        }
    }

    /// The same activity with the editing session running or not. A motion keeps its own rule
    /// (a user's motion is a session, a spin is not).
    func editing(_ editing: Bool) -> RadialSpinnerRingActivity {
        switch self {
        case .resting, .sessionLeftOpen: return editing ? .sessionLeftOpen : .resting
        case let .touched(touch, _): return .touched(touch, isEditing: editing)
        case .moving: return self
        }
    }
}

/// What only an open spinner has.
struct RadialSpinnerOpenState: Equatable, Sendable {
    /// The opening animation while it runs.
    var opening: RadialSpinnerPresentation?
    /// Whether a ``RadialSpinnerModel/Event/closeRequested(_:)`` waits for the host's answer.
    var isCloseRequestPending = false
    /// The selection Escape goes back to: the one the spinner had as it opened, or the last set
    /// in code since (the app's choice is not the user's to undo).
    var indexToRestore: Int?
}

/// The picker wheel while it shows, the touch the spinner follows on it, and the spinner's own
/// editing session (the wheel keeps one too: the spinner's may end first, when a tap outside
/// the panel closes it while the wheel still moves, or run on after the wheel's, until the
/// spinner's next frame).
struct RadialSpinnerPickerSession: Equatable, Sendable {
    /// The wheel.
    var wheel: PickerWheelModel
    /// The touch the spinner follows (on the panel or outside it).
    var touch: RadialSpinnerPickerTouch?
    /// Whether the spinner's editing session runs.
    var isEditing: Bool
}

/// The closing animation and the open picture it shrinks and fades.
struct RadialSpinnerClosing: Equatable, Sendable {
    /// The animation, from the openness it started at towards 0.
    var animation: RadialSpinnerPresentation
    /// The open picture (ring or picker panel) as it was when the spinner closed.
    var picture: [Drawing.Element]
}
