import Glibc
import RotaryControls

/// The caps of a gradient arc, painted with its band.
extension CairoGradientBand {
    /// One end of the arc in the band image's pixels.
    struct CapEnd {
        /// Where the arc ends, on the ring.
        let point: Point
        /// The unit vector along the arc's tangent, pointing away from the arc.
        let outward: Point

        /// How much of the pixel (`column`, `row`) the cap covers, before the ramp across the
        /// end line: a round cap is a disc of radius `half` around the end (antialiased over a
        /// pixel); a square cap is the band (`radial`, the pixel's radial coverage) carried on
        /// `half` beyond the end line along the tangent.
        @inline(__always)
        func coverage(column: Int32, row: Int, radial: Double, half: Double, round: Bool) -> Double {
            let dx = Double(column) + 0.5 - point.x, dy = Double(row) + 0.5 - point.y
            if round {
                return Swift.min(Swift.max(half + 0.5 - (dx * dx + dy * dy).squareRoot(), 0), 1)
            }
            let along = dx * outward.x + dy * outward.y
            return radial * Swift.min(Swift.max(half + 0.5 - along, 0), 1)
        }
    }

    /// The arc's two ends.
    struct CapEnds {
        let start: CapEnd
        let finish: CapEnd
    }

    /// The arc's ends on a ring of `ring` pixels around `middle` (image pixels), user space
    /// turned by `turn` on the pixel grid.
    func capEnds(middle: Point, ring: Double, turn: Rotation) -> CapEnds {
        func end(_ bearing: Bearing, away: Double) -> CapEnd {
            let screen = bearing.turned(by: turn).radians
            let (sine, cosine) = (sin(screen), cos(screen))
            // Clockwise on a y-down screen, the tangent at bearing b is (cos b, sin b).
            let travel = arc.direction == .clockwise ? 1.0 : -1.0
            return CapEnd(point: Point(x: middle.x + ring * sine, y: middle.y - ring * cosine),
                          outward: Point(x: away * travel * cosine, y: away * travel * sine))
        }
        return CapEnds(start: end(arc.start, away: -1), finish: end(arc.end, away: 1))
    }
}
