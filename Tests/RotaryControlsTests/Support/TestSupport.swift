import RotaryControls
import Testing

/// Whether two doubles agree within `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    Swift.abs(a - b) <= tolerance
}

/// The anchor used by the tracker scripts.
let testAnchor = Point(x: 200, y: 200)

/// The point at `degrees` clockwise from 12 o'clock, `radius` from `center`.
func pointAt(degrees: Double, radius: Double = 100, around center: Point = testAnchor) -> Point {
    Point(center: center, radius: radius, bearing: Bearing(degrees: degrees))
}

extension PointerEvent {
    /// An event at `degrees` around the test anchor.
    static func at(_ phase: Phase, degrees: Double, radius: Double = 100, time: Double) -> PointerEvent {
        PointerEvent(phase: phase, location: pointAt(degrees: degrees, radius: radius), timestamp: time)
    }
}
