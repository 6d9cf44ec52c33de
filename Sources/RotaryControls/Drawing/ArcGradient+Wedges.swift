import RealModule

/// Painting an angular gradient with nothing painted twice: pie wedges from the arc's centre,
/// each in one colour, for renderers without conic gradients (Core Graphics before iOS 17,
/// SwiftUI `GraphicsContext`, SVG).
///
/// A renderer clips to the stroked arc (its real caps included; the clip antialiases the band's
/// edges) and fills the wedges *without* antialiasing: neighbouring wedges share their edges
/// point for point, so every pixel is painted by exactly one of them. Flat segments stroked one
/// after another have to overlap to hide the antialiasing seams between them, and with
/// translucent colours every overlap shows as a darker stripe (and each cap as a darker half
/// disc); wedges have neither.
extension ArcGradient {
    /// One flat-coloured wedge: a closed outline from the arc's centre out past the stroke.
    public struct Wedge: Hashable, Sendable {
        /// The wedge's outline (closed): the centre, then points around the outer edge.
        public var outline: DrawingPath
        /// Its colour: the gradient's colour at the middle of its stretch of the arc, or the end
        /// colour for the two wedges beyond the arc's ends (where its caps are).
        public var color: DrawingColor

        /// Creates a wedge.
        public init(outline: DrawingPath, color: DrawingColor) {
            self.outline = outline
            self.color = color
        }
    }

    /// The widest angle one straight piece of a wedge's outer edge spans.
    static let wedgeEdgePiece = 20.0 * .pi / 180

    /// The gradient along `arc` (of `radius` around `center`, stroked `width` wide) as wedges
    /// that together cover the whole circle around `center` out past the stroke and its caps:
    /// one per segment of at most `maximumAngle` along the arc (as
    /// ``segments(along:maximumAngle:overlap:)``, the same colours), and, unless the arc is a
    /// full circle, one beyond each end in the end colour, meeting in the middle of the gap.
    ///
    /// Empty for a gradient of fewer than two colours (stroke the arc in its one colour) and
    /// for a centre, radius or width that is not finite, or a radius or width that is not
    /// positive.
    public func wedges(
        along arc: Arc, center: Point, radius: Double, width: Double,
        maximumAngle: Rotation = ArcGradient.defaultSegmentAngle
    ) -> [Wedge] {
        guard colors.count > 1, center.isFinite, radius.isFinite, width.isFinite, radius > 0, width > 0 else {
            return []
        }
        // Out past the band and a square cap's corners, with a point of margin, even at the
        // middle of a straight piece of the outer edge.
        let half = width / 2
        let reach = ((radius + half) * (radius + half) + half * half).squareRoot() + 1
        let outer = reach / Double.cos(Self.wedgeEdgePiece / 2)
        guard outer.isFinite else { return [] }
        let sweep = arc.sweep.radians
        let count = ArcGradient.segmentCount(for: arc, maximumAngle: maximumAngle)
        // Angles along the arc's direction from its start; each boundary point is computed once
        // and shared by the two wedges that meet there.
        func point(_ angle: Double) -> Point {
            Point(
                center: center, radius: outer,
                bearing: arc.start.turned(by: Rotation(radians: arc.direction.sign * angle)))
        }
        let boundaries = (0...count).map { sweep * Double($0) / Double(count) }
        var points = boundaries.map(point)
        if arc.isFullCircle { points[count] = points[0] }
        var wedges: [Wedge] = []
        wedges.reserveCapacity(count + 2)
        for index in 0..<count {
            let outline = edge(
                from: boundaries[index], to: boundaries[index + 1], first: points[index],
                last: points[index + 1], center: center, point: point)
            wedges.append(Wedge(outline: outline, color: color(at: (Double(index) + 0.5) / Double(count))))
        }
        guard !arc.isFullCircle else { return wedges }
        let middleOfGap = sweep + (2 * .pi - sweep) / 2
        let gapPoint = point(middleOfGap)
        wedges.append(
            Wedge(
                outline: edge(
                    from: sweep, to: middleOfGap, first: points[count], last: gapPoint,
                    center: center, point: point), color: color(at: 1)))
        wedges.append(
            Wedge(
                outline: edge(
                    from: middleOfGap - 2 * .pi, to: 0, first: gapPoint, last: points[0],
                    center: center, point: point), color: color(at: 0)))
        return wedges
    }

    /// A wedge's outline: the centre, `first`, points every ``wedgeEdgePiece`` at most between
    /// the angles `from` and `to`, `last`, closed.
    private func edge(
        from: Double, to: Double, first: Point, last: Point, center: Point, point: (Double) -> Point
    ) -> DrawingPath {
        let pieces = Swift.max(1, Int(((to - from) / Self.wedgeEdgePiece - 1e-9).rounded(.up)))
        var outline = DrawingPath()
        outline.move(to: center)
        outline.line(to: first)
        for index in 1..<pieces {
            outline.line(to: point(from + (to - from) * Double(index) / Double(pieces)))
        }
        outline.line(to: last)
        outline.close()
        return outline
    }
}
