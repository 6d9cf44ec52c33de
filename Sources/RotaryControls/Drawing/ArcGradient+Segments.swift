/// Cutting an angular gradient into short flat-coloured arcs, for renderers without conic
/// gradients that stroke each piece (Cairo where it cannot paint the band pixel by pixel).
/// Pieces stroked one after another must overlap to hide antialiasing seams, which shows with
/// translucent colours; ``wedges(along:center:radius:width:maximumAngle:)`` paints every pixel once.
extension ArcGradient {
    /// One flat-coloured piece of a gradient arc.
    public struct Segment: Hashable, Sendable {
        /// The piece of the arc, running in the arc's direction.
        public var arc: Arc
        /// Its colour: the gradient's colour at the middle of the piece.
        public var color: DrawingColor

        /// Creates a segment.
        public init(arc: Arc, color: DrawingColor) {
            self.arc = arc
            self.color = color
        }
    }

    /// The default longest segment, 2°: small enough that the steps are invisible.
    public static let defaultSegmentAngle = Rotation(degrees: 2)

    /// The number of segments `arc` is cut into: its sweep divided by `maximumAngle`, rounded
    /// up, at least 1. A non-positive or NaN `maximumAngle` uses ``defaultSegmentAngle``; the
    /// count never exceeds 3600.
    public static func segmentCount(for arc: Arc, maximumAngle: Rotation = defaultSegmentAngle) -> Int {
        let limit = maximumAngle.radians > 0 ? maximumAngle.radians : defaultSegmentAngle.radians
        let ratio = arc.sweep.radians / limit
        guard ratio.isFinite else { return 1 }
        guard ratio < 3600 else { return 3600 }
        return Swift.max(1, Int((ratio - 1e-9).rounded(.up)))
    }

    /// The gradient along `arc` as flat segments, first (the arc's start) to last.
    ///
    /// Each segment but the last is lengthened by `overlap` (a fraction of the arc, clamped into
    /// `0...` half a segment; NaN is 0) so anti-aliasing leaves no seams; the last one also
    /// overlaps when the arc is a full circle. An empty gradient gives no segments; a
    /// one-colour gradient gives one segment covering the whole arc.
    public func segments(
        along arc: Arc, maximumAngle: Rotation = ArcGradient.defaultSegmentAngle, overlap: Double = 0
    ) -> [Segment] {
        guard !colors.isEmpty else { return [] }
        guard colors.count > 1 else { return [Segment(arc: arc, color: colors[0])] }
        let count = ArcGradient.segmentCount(for: arc, maximumAngle: maximumAngle)
        let total = Double(count)
        let extra = overlap.clamped(to: 0...(0.5 / total), ifNaN: 0)
        // Fractions are divided, not multiplied by a rounded 1 / count, so colours and ends are
        // exact where they can be.
        return (0..<count).map { index in
            let from = Double(index) / total
            let isLast = index == count - 1
            let to = isLast && !arc.isFullCircle ? 1 : Double(index + 1) / total + extra
            let piece = Arc(
                start: arc.bearing(atFraction: from), sweep: arc.sweep * (to - from), direction: arc.direction)
            return Segment(arc: piece, color: color(at: (Double(index) + 0.5) / total))
        }
    }
}
