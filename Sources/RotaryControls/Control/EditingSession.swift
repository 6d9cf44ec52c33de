/// An event type whose editing session opens and closes with two of its cases.
protocol EditingSessionEvent {
    /// The session began (`editingBegan`).
    static var editingBegan: Self { get }
    /// The session ended (`editingEnded`).
    static var editingEnded: Self { get }
}

/// A model whose editing session is reported once at each end: `editingBegan` when it starts,
/// `editingEnded` when it ends, never twice in a row.
protocol EditingSessionModel where Event: EditingSessionEvent {
    /// What the model reports.
    associatedtype Event
    /// Whether a session runs.
    var isEditing: Bool { get set }
}

extension EditingSessionModel {
    /// Starts an editing session unless one is running.
    mutating func beginEditing(report: (Event) -> Void) {
        guard !isEditing else { return }
        isEditing = true
        report(.editingBegan)
    }

    /// Ends the editing session, if one is running.
    mutating func endEditing(report: (Event) -> Void) {
        guard isEditing else { return }
        isEditing = false
        report(.editingEnded)
    }
}

extension RadialSpinnerModel: EditingSessionModel {}
extension RadialSpinnerModel.Event: EditingSessionEvent {}
extension PickerWheelModel: EditingSessionModel {}
extension PickerWheelModel.Event: EditingSessionEvent {}
