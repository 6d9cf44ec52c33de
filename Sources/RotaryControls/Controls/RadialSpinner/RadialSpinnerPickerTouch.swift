/// A touch followed by a spinner open in picker mode.
struct RadialSpinnerPickerTouch: Equatable, Sendable {
    /// Where it began.
    var start: Point
    /// Whether it began on the picker panel (its events go to the wheel).
    var isOnPanel: Bool
    /// Whether the wheel was moving by itself when it began (such a touch catches it and is
    /// never a tap that closes).
    var caughtMotion: Bool
}
