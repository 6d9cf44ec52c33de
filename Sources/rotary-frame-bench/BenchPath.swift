/// Where the driver drags a subject, in points of the window's surface (its top-left is 0, 0).
/// The driver moves 1 pt per event at 120 Hz along it, back and forth between its ends.
enum BenchPath {
    /// A circle around (`centerX`, `centerY`) of `radius`, from bearing `from` to bearing `to`
    /// (degrees clockwise from 12 o'clock; `to` may lie several turns away).
    case arc(centerX: Double, centerY: Double, radius: Double, from: Double, to: Double)
    /// A straight line from (`x0`, `y0`) to (`x1`, `y1`).
    case line(x0: Double, y0: Double, x1: Double, y1: Double)

    /// The line the app prints for the driver: `path arc CX CY R FROM TO` or `path line X0 Y0 X1 Y1`.
    var description: String {
        switch self {
        case let .arc(centerX, centerY, radius, from, to):
            return
                "path arc \(Self.format(centerX)) \(Self.format(centerY)) \(Self.format(radius)) \(Self.format(from)) \(Self.format(to))"
        case let .line(x0, y0, x1, y1):
            return "path line \(Self.format(x0)) \(Self.format(y0)) \(Self.format(x1)) \(Self.format(y1))"
        }
    }

    private static func format(_ value: Double) -> String {
        String(Double((value * 100).rounded()) / 100)
    }
}
