#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// Value conversions from core types to Core Graphics and UIKit types.
extension CoreGraphicsRenderer {
    // MARK: - Geometry

    /// A `CGRect` for a core rect, or `nil` when it has a non-finite value or a negative side.
    static func cgRect(_ rect: Rect) -> CGRect? {
        guard rect.isDrawable else { return nil }
        return CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// A `CGPath` with the same commands.
    static func cgPath(_ path: DrawingPath) -> CGPath {
        let result = CGMutablePath()
        for command in path.commands {
            switch command {
            case let .move(to): result.move(to: cgPoint(to))
            case let .line(to): result.addLine(to: cgPoint(to))
            case let .quadCurve(to, control): result.addQuadCurve(to: cgPoint(to), control: cgPoint(control))
            case let .curve(to, c1, c2): result.addCurve(to: cgPoint(to), control1: cgPoint(c1), control2: cgPoint(c2))
            case .close: result.closeSubpath()
            }
        }
        return result
    }

    /// A `CGPoint` for a core point.
    static func cgPoint(_ point: Point) -> CGPoint {
        CGPoint(x: point.x, y: point.y)
    }

    // MARK: - Style

    /// The Core Graphics line cap for a core cap.
    static func cgLineCap(_ cap: LineCap) -> CGLineCap {
        switch cap {
        case .butt: return .butt
        case .round: return .round
        case .square: return .square
        }
    }

    /// The UIKit font weight for a core weight.
    static func fontWeight(_ weight: TextStyle.Weight) -> UIFont.Weight {
        switch weight {
        case .light: return .light
        case .regular: return .regular
        case .medium: return .medium
        case .semibold: return .semibold
        case .bold: return .bold
        }
    }
}
#endif
