#if canImport(SwiftUI)
import CoreGraphics
import RotaryControls
internal import RotaryControlsCoreGraphics
import SwiftUI

/// Value conversions from core types to SwiftUI types (the Core Graphics ones are
/// RotaryControlsCoreGraphics's, shared with UIKit).
extension GraphicsContextRenderer {
    // MARK: - Geometry

    /// An open arc path. Built with Core Graphics, whose `clockwise` flag is meant for a y-up
    /// space: in SwiftUI's y-down space `clockwise: false` (growing angles) runs clockwise on
    /// screen.
    static func arcPath(_ arc: Arc, center: Point, radius: Double) -> Path {
        let path = CGMutablePath()
        let start = Point(center: center, radius: radius, bearing: arc.start)
        path.move(to: start.cgPoint)
        path.addArc(
            center: center.cgPoint, radius: CGFloat(radius),
            startAngle: CGFloat(arc.screenStartAngle), endAngle: CGFloat(arc.screenEndAngle),
            clockwise: arc.screenDelta < 0)
        return Path(path)
    }

    // MARK: - Style

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
