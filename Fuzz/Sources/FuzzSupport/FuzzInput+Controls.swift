import RotaryControls

/// The reads every fuzz target shares: pointer phases, event times, bounds and locations.
/// Each consumes the same bytes as the code it replaced, so committed regression inputs
/// replay the same streams.
extension FuzzInput {
    /// A pointer phase: `.moved` four times in seven, else `.began`, `.ended` or `.cancelled`.
    public mutating func pointerPhase() -> PointerEvent.Phase {
        switch int(in: 0...6) {
        case 0...3: return .moved
        case 4: return .began
        case 5: return .ended
        default: return .cancelled
        }
    }

    /// The next event time: mostly up to 0.1 s after `time`, one read in sixteen anything in
    /// `-10...10` (special values included), so time may stand still or run backwards.
    public mutating func time(after time: Double) -> Double {
        byte() < 240 ? time + finiteDouble(in: 0...0.1) : double(in: -10...10)
    }

    /// A control's bounds: origin in `-50...50`, size in `0...600`, any of the four special.
    public mutating func bounds() -> Rect {
        Rect(x: double(in: -50...50), y: double(in: -50...50), width: double(in: 0...600), height: double(in: 0...600))
    }

    /// A point anywhere in `-1000...1000` on both axes, either coordinate possibly special.
    public mutating func anywhere() -> Point {
        Point(x: double(in: -1000...1000), y: double(in: -1000...1000))
    }

    /// A finite bearing.
    public mutating func bearing() -> Bearing {
        Bearing(degrees: finiteDouble(in: 0...360))
    }
}
