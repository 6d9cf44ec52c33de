/// The state of one touch on a ``RotaryKnobModel`` (internal).
struct RotaryKnobTouch: Hashable, Sendable {
    /// The rotation recogniser of the rotating style, anchored at the knob's centre.
    var tracker: RotationTracker
    /// The last finite location (drag styles measure from it).
    var lastLocation: Point?
    /// The finger's value: unsnapped, clamped (bounded) or wrapped (endless) after each sample.
    var dragValue: Double
    /// The value last reported to the host (or the value at touch-down).
    var reportedValue: Double
    /// The knob's rotation in radians, for counting detents: along the arc from its start
    /// (bounded), or accumulated over every turn (endless).
    var detentPosition: Double
    /// Whether any sample moved the finger's value (a double-tap that moved does not reset).
    var hasMoved = false
    /// The tap count of the touch-down.
    var tapCount: Int
    /// Whether the touch-down was a reset click (⌘ or Ctrl held; see ``PointerModifiers``).
    var isResetClick = false
}

/// The rotating style's recogniser settings (MHRotaryKnob's).
extension RotaryKnobModel {
    /// The default of ``RotaryKnobInteraction/minimumDistanceFromCenter``: touches closer than
    /// this to the centre are ignored by the rotating style (4 points).
    public static let deadZoneRadius = 4.0
    /// A single sample that turns more than this is ignored by the rotating kind (45°), unless
    /// it continues the finger's recent motion (a fast whip; see ``RotationTracker/jumpGuard``).
    public static let jumpGuard = Rotation(degrees: 45)
}
