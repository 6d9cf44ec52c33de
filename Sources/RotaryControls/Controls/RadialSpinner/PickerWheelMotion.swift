/// A running fling, settle or tap animation.
struct PickerWheelMotion: Equatable, Sendable {
    /// The closed-form motion, in rows.
    var inertia: Inertia
    /// The enabled row the motion rests on.
    var targetRow: Int
}
