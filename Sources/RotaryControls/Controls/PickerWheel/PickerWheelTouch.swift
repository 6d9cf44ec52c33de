/// A finger on the picker wheel.
struct PickerWheelTouch: Equatable, Sendable {
    /// Where the touch went down.
    var start: Point
    /// The wheel's offset when the touch went down.
    var startOffset: Double
    /// Whether the touch caught a moving wheel.
    var caughtMotion: Bool
    /// Whether the touch left the tap slop (it is a drag).
    var hasMoved: Bool
    /// The last finite vertical position seen.
    var lastY: Double
    /// The vertical speed (points per second, positive downward) for the release.
    var velocity: VelocityEstimator
}
