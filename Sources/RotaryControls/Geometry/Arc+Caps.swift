/// The caps of a stroked arc as filled outlines, for renderers that draw an arc in pieces (an
/// angular gradient) and so cannot let the line cap do it.
extension Arc {
    /// Which end of an arc.
    public enum End: String, Hashable, Sendable, CaseIterable {
        /// The end at fraction 0.
        case start
        /// The end at fraction 1.
        case finish
    }

    /// The outline of the cap at one end of this arc, stroked at `radius` around `center` with
    /// a line `width` wide, to be filled: a circle of diameter `width` for `.round` (four cubic
    /// curves), a square of side `width` aligned with the arc for `.square`.
    ///
    /// `nil` for `.butt`, for a full circle (it has no ends), and when the centre, radius or
    /// width is not finite or the width is not positive.
    public func capOutline(_ cap: LineCap, at end: End, center: Point, radius: Double, width: Double) -> DrawingPath? {
        guard cap != .butt, !isFullCircle, center.isFinite, radius.isFinite, width.isFinite, width > 0 else {
            return nil
        }
        let bearing = end == .start ? start : self.end
        let point = Point(center: center, radius: radius, bearing: bearing)
        let h = width / 2
        // Outward (radial) and clockwise-tangent unit vectors in a y-down space.
        let radial = Point(center: .zero, radius: 1, bearing: bearing)
        let tangent = Point(x: -radial.y, y: radial.x)
        func offset(_ r: Double, _ t: Double) -> Point {
            Point(x: point.x + h * (r * radial.x + t * tangent.x), y: point.y + h * (r * radial.y + t * tangent.y))
        }
        switch cap {
        case .butt:
            return nil
        case .square:
            return .polyline([offset(1, 1), offset(1, -1), offset(-1, -1), offset(-1, 1)], closed: true)
        case .round:
            // Four quarter circles; k places the control points (0.5523 of the radius).
            let k = 0.5522847498
            var path = DrawingPath()
            path.move(to: offset(1, 0))
            path.curve(to: offset(0, 1), control1: offset(1, k), control2: offset(k, 1))
            path.curve(to: offset(-1, 0), control1: offset(-k, 1), control2: offset(-1, k))
            path.curve(to: offset(0, -1), control1: offset(-1, -k), control2: offset(-k, -1))
            path.curve(to: offset(1, 0), control1: offset(k, -1), control2: offset(1, -k))
            path.close()
            return path
        }
    }
}
