/// What a spinner reports to its host.
extension RadialSpinnerModel {
    /// What the spinner reports to its host, in the order it happens.
    ///
    /// A user's turn of the ring reads: `editingBegan`, `valueChanged(…, fromUser: true)` and a
    /// tick and a click per item passed while it moves, then `valueSelected` and
    /// `editingEnded` once the ring rests. A change made in code is never the user's: it reports
    /// `valueChanged(…, fromUser: false)` once (``setSelectedIndex(_:report:)``, a
    /// ``spin(to:turns:duration:at:report:)`` landing) and never `valueSelected`.
    public enum Event: Hashable, Sendable {
        /// The user started turning the ring (or tapped a step).
        case editingBegan
        /// The selected index changed: while the ring turns (each new item at the top), when
        /// the picker wheel settles, for a key or an assistive adjustment (`fromUser: true`),
        /// or set in code (`fromUser: false`, once).
        case valueChanged(Int, fromUser: Bool)
        /// The user has chosen this item (RVS_Spinner's `hasSelectedTheValue`): the ring or the
        /// picker came to rest on it at the end of a user's interaction (reported even when
        /// the item is the one selected before: the user chose it again), or a key or assistive
        /// adjustment selected it. Never for changes in code, spins or cancelled touches.
        case valueSelected(Int)
        /// The ring came to rest on an item (after the fling, the step or the settle), or the
        /// touch was cancelled.
        case editingEnded
        /// The spinner opened (a tap on the centre).
        case opened
        /// The spinner closed (a tap on the centre or outside the ring, Escape, Space; or the
        /// host's ``RadialSpinnerModel/confirmClose(report:)``).
        case closed
        /// The user asked to close the spinner while ``RadialSpinnerModel/asksBeforeClosing``
        /// is on (RVS_Spinner's `willClose`), with the selected index: the spinner stays open
        /// until the host answers ``RadialSpinnerModel/confirmClose(report:)`` or
        /// ``RadialSpinnerModel/keepOpen()``.
        case closeRequested(Int?)
        /// A spinner with a single enabled item was tapped: it acts as a button and does not
        /// open.
        case singleValueSelected(Int)
        /// A ``RadialSpinnerModel/spin(to:turns:duration:at:report:)`` came to rest on this
        /// item (after its `valueChanged(…, fromUser: false)`, if the selection changed).
        case spinEnded(Int)
        /// Feedback to play: a light impact and a click on open and close, a selection tick
        /// and a click for each item passed.
        case feedback(Feedback)
    }
}

extension RadialSpinnerModel.Event: ControlModelEvent {
    /// The shared meaning: editing began and ended, value changed, feedback; `nil` for the
    /// spinner's own events (opening, closing, the close request, the user's choice, the
    /// single-item button, the end of a spin).
    public var controlEvent: ControlEvent? {
        switch self {
        case .editingBegan: return .editingBegan
        case let .valueChanged(_, fromUser): return .valueChanged(fromUser: fromUser)
        case .editingEnded: return .editingEnded
        case let .feedback(feedback): return .feedback(feedback)
        case .valueSelected, .opened, .closed, .closeRequested, .singleValueSelected, .spinEnded: return nil
        }
    }
}
