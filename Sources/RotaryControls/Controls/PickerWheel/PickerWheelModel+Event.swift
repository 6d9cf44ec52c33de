/// What a picker wheel reports to its host.
extension PickerWheelModel {
    /// What the picker reports to its host, in the order it happens.
    public enum Event: Hashable, Sendable {
        /// A session started: a drag left the tap slop, or a tap on a row started its animation
        /// (the fling after a drag belongs to the drag's session).
        case editingBegan
        /// The row at the centre changed to this index while the wheel moved (each row passed
        /// is reported once, in order, with one selection tick).
        case rowPassed(Int)
        /// The selection changed: the wheel came to rest on a new row (once per settle, never
        /// per frame) or a key or assistive adjustment chose it (`fromUser: true`), or it was
        /// set in code with ``PickerWheelModel/setSelectedIndex(_:report:)`` (`fromUser: false`).
        case valueChanged(Int, fromUser: Bool)
        /// The session ended: the wheel rests exactly on its row.
        case editingEnded
        /// Feedback for the host to play (a selection tick per row passed).
        case feedback(Feedback)
    }
}

extension PickerWheelModel.Event: ControlModelEvent {
    /// The shared meaning: editing began and ended, value changed, feedback; `nil` for
    /// `rowPassed` (its tick comes as a separate `feedback`).
    public var controlEvent: ControlEvent? {
        switch self {
        case .editingBegan: return .editingBegan
        case let .valueChanged(_, fromUser): return .valueChanged(fromUser: fromUser)
        case .editingEnded: return .editingEnded
        case let .feedback(feedback): return .feedback(feedback)
        case .rowPassed: return nil
        }
    }
}
