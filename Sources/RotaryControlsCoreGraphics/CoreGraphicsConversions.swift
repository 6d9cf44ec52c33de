#if canImport(CoreGraphics)
import CoreGraphics
import RotaryControls

// Core values as Core Graphics values, for both Apple hosts (RotaryControlsUIKit draws with a
// `CGContext`, RotaryControlsSwiftUI with a `GraphicsContext` built from the same paths). This
// module is not a product: it is part of those two, and its declarations are `package`, not
// public API.

extension Point {
    /// The Core Graphics point.
    package var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}

extension Rect {
    /// The Core Graphics rect, or `nil` when the rect has a non-finite value or a negative side
    /// (nothing is drawn there).
    package var drawableCGRect: CGRect? {
        guard isDrawable else { return nil }
        return CGRect(x: minX, y: minY, width: width, height: height)
    }
}

extension DrawingPath {
    /// A `CGPath` with the same commands.
    package var cgPath: CGPath {
        let result = CGMutablePath()
        for command in commands {
            switch command {
            case let .move(to): result.move(to: to.cgPoint)
            case let .line(to): result.addLine(to: to.cgPoint)
            case let .quadCurve(to, control): result.addQuadCurve(to: to.cgPoint, control: control.cgPoint)
            case let .curve(to, c1, c2): result.addCurve(to: to.cgPoint, control1: c1.cgPoint, control2: c2.cgPoint)
            case .close: result.closeSubpath()
            }
        }
        return result
    }
}

extension LineCap {
    /// The Core Graphics line cap.
    package var cgLineCap: CGLineCap {
        switch self {
        case .butt: return .butt
        case .round: return .round
        case .square: return .square
        }
    }
}
#endif
