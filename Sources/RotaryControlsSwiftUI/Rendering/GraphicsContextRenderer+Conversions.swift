#if canImport(SwiftUI)
import CoreGraphics
import RotaryControls
import SwiftUI

/// Value conversions from core types to Core Graphics and SwiftUI types.
extension GraphicsContextRenderer {
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
            case let .move(to): result.move(to: CGPoint(x: to.x, y: to.y))
            case let .line(to): result.addLine(to: CGPoint(x: to.x, y: to.y))
            case let .quadCurve(to, control):
                result.addQuadCurve(to: CGPoint(x: to.x, y: to.y), control: CGPoint(x: control.x, y: control.y))
            case let .curve(to, c1, c2):
                result.addCurve(to: CGPoint(x: to.x, y: to.y), control1: CGPoint(x: c1.x, y: c1.y),
                                control2: CGPoint(x: c2.x, y: c2.y))
            case .close: result.closeSubpath()
            }
        }
        return result
    }

    /// An open arc path. Built with Core Graphics, whose `clockwise` flag is meant for a y-up
    /// space: in SwiftUI's y-down space `clockwise: false` (growing angles) runs clockwise on
    /// screen.
    static func arcPath(_ arc: Arc, center: Point, radius: Double) -> Path {
        let path = CGMutablePath()
        let start = Point(center: center, radius: radius, bearing: arc.start)
        path.move(to: CGPoint(x: start.x, y: start.y))
        path.addArc(center: CGPoint(x: center.x, y: center.y), radius: CGFloat(radius),
                    startAngle: CGFloat(arc.screenStartAngle), endAngle: CGFloat(arc.screenEndAngle),
                    clockwise: arc.screenDelta < 0)
        return Path(path)
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

    /// The SwiftUI font weight for a core weight.
    static func fontWeight(_ weight: TextStyle.Weight) -> Font.Weight {
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
