/// A vector outline made of straight and curved segments, in a control's coordinates.
///
/// (Named `DrawingPath` so that it never clashes with SwiftUI's `Path`.)
public struct DrawingPath: Hashable, Sendable {
    /// One drawing command.
    public enum Command: Hashable, Sendable {
        /// Starts a new sub-path at a point.
        case move(to: Point)
        /// A straight line to a point.
        case line(to: Point)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve to a point.
        case curve(to: Point, control1: Point, control2: Point)
        /// Closes the current sub-path with a straight line to its start.
        case close
    }

    /// The commands in order.
    public private(set) var commands: [Command] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path from commands.
    public init(commands: [Command]) {
        self.commands = commands
    }

    /// Whether the path has no commands.
    public var isEmpty: Bool { commands.isEmpty }

    /// Starts a new sub-path at `point`.
    public mutating func move(to point: Point) { commands.append(.move(to: point)) }
    /// Adds a straight line to `point`.
    public mutating func line(to point: Point) { commands.append(.line(to: point)) }
    /// Adds a quadratic curve to `point`.
    public mutating func quadCurve(to point: Point, control: Point) {
        commands.append(.quadCurve(to: point, control: control))
    }
    /// Adds a cubic curve to `point`.
    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        commands.append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Closes the current sub-path.
    public mutating func close() { commands.append(.close) }

    /// A polyline through `points` (empty when there are none).
    public static func polyline(_ points: [Point], closed: Bool = false) -> DrawingPath {
        var path = DrawingPath()
        for (index, point) in points.enumerated() {
            if index == 0 { path.move(to: point) } else { path.line(to: point) }
        }
        if closed, !points.isEmpty { path.close() }
        return path
    }

    /// The path with every point passed through `transform`.
    public func applying(_ transform: Transform) -> DrawingPath {
        DrawingPath(
            commands: commands.map { command in
                switch command {
                case let .move(to): return .move(to: transform.apply(to))
                case let .line(to): return .line(to: transform.apply(to))
                case let .quadCurve(to, control):
                    return .quadCurve(to: transform.apply(to), control: transform.apply(control))
                case let .curve(to, c1, c2):
                    return .curve(to: transform.apply(to), control1: transform.apply(c1), control2: transform.apply(c2))
                case .close: return .close
                }
            })
    }
}

extension DrawingPath {
    /// Whether every point of every command is finite: renderers draw nothing for a path that is
    /// not, so that no NaN reaches the screen.
    public var isFinite: Bool {
        commands.allSatisfy { command in
            switch command {
            case let .move(to), let .line(to): return to.isFinite
            case let .quadCurve(to, control): return to.isFinite && control.isFinite
            case let .curve(to, c1, c2): return to.isFinite && c1.isFinite && c2.isFinite
            case .close: return true
            }
        }
    }
}
