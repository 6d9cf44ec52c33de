/// A stretch of a circle: a start bearing, a sweep and a direction.
///
/// The sweep's size is kept in `0...2π`; a sweep of `2π` is a full circle. An arc has a
/// *gap* (the part of the circle it does not cover) unless it is a full circle.
///
/// ```swift
/// let knob = Arc.knob                         // −135° … +135° around 12 o'clock
/// let slider = Arc.gapDown(maximumAngle: 300) // 300° with the gap centred at 6 o'clock
/// ```
public struct Arc: Hashable, Sendable {
    /// Where the arc begins (fraction 0).
    public var start: Bearing
    /// The arc's length as an angle, in `0...2π` (never negative, never NaN).
    public var sweep: Rotation {
        didSet { sweep = Arc.clampSweep(sweep) }
    }
    /// The direction in which the arc runs from its start.
    public var direction: RotationDirection

    /// Creates an arc.
    ///
    /// - Parameters:
    ///   - start: where the arc begins.
    ///   - sweep: its length; negative values are taken by size, values over one turn are
    ///     cut to one turn, NaN and infinities give a full circle.
    ///   - direction: the direction in which it runs (clockwise by default).
    public init(start: Bearing, sweep: Rotation, direction: RotationDirection = .clockwise) {
        self.start = start
        self.sweep = Arc.clampSweep(sweep)
        self.direction = direction
    }

    // MARK: - Presets

    /// A full circle starting at `start` (12 o'clock by default).
    public static func fullCircle(
        start: Bearing = .top, direction: RotationDirection = .clockwise
    ) -> Arc {
        Arc(start: start, sweep: .fullTurn, direction: direction)
    }

    /// MHRotaryKnob's arc: 270° from −135° to +135° around 12 o'clock, clockwise.
    public static let knob = Arc.knob(maximumAngle: 270)

    /// A knob arc of `maximumAngle` degrees (the whole arc, as ``gapDown(maximumAngle:direction:)``
    /// and the slider's `maximumAngle`), centred on 12 o'clock, clockwise: 270 runs from −135°
    /// to +135°.
    ///
    /// `maximumAngle` is taken by size and capped at 360 (a full circle that starts and ends at
    /// 6 o'clock); 0 is an arc of no length; NaN gives 270.
    public static func knob(maximumAngle: Double) -> Arc {
        let whole = maximumAngle.isNaN ? 270 : Swift.min(Swift.abs(maximumAngle), 360)
        return Arc(start: Bearing(degrees: -whole / 2), sweep: Rotation(degrees: whole))
    }

    /// An arc of `maximumAngle` degrees whose gap is centred at 6 o'clock (MSCircularSlider's
    /// default layout). The arc is symmetric about 12 o'clock.
    ///
    /// `maximumAngle` outside `(0, 360]` (or NaN) falls back to 360, a full circle starting at
    /// 12 o'clock. For a counter-clockwise arc the start is the right-hand end.
    public static func gapDown(
        maximumAngle: Double, direction: RotationDirection = .clockwise
    ) -> Arc {
        let angle = (maximumAngle > 0 && maximumAngle <= 360) ? maximumAngle : 360
        if angle == 360 { return .fullCircle(direction: direction) }
        let start = Bearing(degrees: -direction.sign * angle / 2)
        return Arc(start: start, sweep: Rotation(degrees: angle), direction: direction)
    }

    // MARK: - Queries

    /// Whether the arc covers the whole circle.
    public var isFullCircle: Bool { sweep.radians >= 2 * .pi - 1e-12 }

    /// The signed sweep: positive when clockwise, negative when counter-clockwise.
    public var signedSweep: Rotation { Rotation(radians: sweep.radians * direction.sign) }

    /// Where the arc ends (fraction 1).
    public var end: Bearing { start.turned(by: signedSweep) }

    /// The bearing at `fraction` of the way along the arc; fractions outside `0...1` keep
    /// going around the circle (useful for several turns).
    public func bearing(atFraction fraction: Double) -> Bearing {
        start.turned(by: signedSweep * fraction)
    }

    /// How far `bearing` lies from the start, measured in the arc's direction, in `[0, 2π)`.
    public func offset(of bearing: Bearing) -> Rotation {
        let raw = (bearing.radians - start.radians) * direction.sign
        return Rotation(radians: Bearing.normalize(raw))
    }

    /// Whether `bearing` lies on the arc (its ends included).
    public func contains(_ bearing: Bearing) -> Bool {
        isFullCircle || offset(of: bearing).radians <= sweep.radians + 1e-12
    }

    /// The fraction `0...1` of the arc nearest to `bearing`.
    ///
    /// A bearing in the gap goes to whichever end is nearer (ties go to the start). A
    /// zero-length arc always answers 0.
    public func nearestFraction(to bearing: Bearing) -> Double {
        guard sweep.radians > 0 else { return 0 }
        let offset = self.offset(of: bearing).radians
        if offset <= sweep.radians { return Swift.min(1, offset / sweep.radians) }
        let pastEnd = offset - sweep.radians
        let beforeStart = 2 * .pi - offset
        return pastEnd < beforeStart ? 1 : 0
    }

    /// The arc turned as a whole by `rotation` (the `rotationAngle` of MSCircularSlider).
    public func rotated(by rotation: Rotation) -> Arc {
        Arc(start: start.turned(by: rotation), sweep: sweep, direction: direction)
    }

    private static func clampSweep(_ sweep: Rotation) -> Rotation {
        let size = Swift.abs(sweep.radians)
        guard size.isFinite else { return .fullTurn }
        return Rotation(radians: Swift.min(size, 2 * .pi))
    }
}
