/// The sense in which something turns on screen.
public enum RotationDirection: String, Hashable, Sendable, CaseIterable {
    /// Clockwise on screen: from 12 o'clock towards 3 o'clock.
    case clockwise
    /// Counter-clockwise on screen: from 12 o'clock towards 9 o'clock.
    case counterClockwise

    /// `1` for clockwise, `-1` for counter-clockwise.
    public var sign: Double { self == .clockwise ? 1 : -1 }

    /// The other direction.
    public var reversed: RotationDirection { self == .clockwise ? .counterClockwise : .clockwise }
}
