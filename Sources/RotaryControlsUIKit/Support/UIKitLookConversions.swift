#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
internal import RotaryControlsCoreGraphics
import UIKit

/// UIKit look values (`UIBezierPath`, `UIFont`, `UIColor` from a paint) as core values and back,
/// for the properties that take them.
extension DrawingPath {
    /// The same outline as a `UIBezierPath` (its `cgPath`'s commands, in the same coordinates).
    @MainActor
    public init(_ path: UIBezierPath) {
        var result = DrawingPath()
        path.cgPath.applyWithBlock { element in
            let points = element.pointee.points
            func point(_ index: Int) -> Point { Point(x: Double(points[index].x), y: Double(points[index].y)) }
            switch element.pointee.type {
            case .moveToPoint: result.move(to: point(0))
            case .addLineToPoint: result.line(to: point(0))
            case .addQuadCurveToPoint: result.quadCurve(to: point(1), control: point(0))
            case .addCurveToPoint: result.curve(to: point(2), control1: point(0), control2: point(1))
            case .closeSubpath: result.close()
            @unknown default: break
            }
        }
        self = result
    }
}

extension UIBezierPath {
    /// A Bézier path with the commands of a core path.
    @MainActor
    public convenience init(_ path: DrawingPath) {
        self.init(cgPath: path.cgPath)
    }
}

extension TextStyle.Weight {
    /// The core weight nearest to a UIKit font's weight (the system font's weights; a font that
    /// does not say is regular).
    @MainActor
    public init(_ font: UIFont) {
        let traits = font.fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
        let weight = (traits?[.weight] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        let nearest = TextStyle.Weight.allCases.min { a, b in
            abs(CoreGraphicsRenderer.fontWeight(a).rawValue - weight)
                < abs(CoreGraphicsRenderer.fontWeight(b).rawValue - weight)
        }
        self = nearest ?? .regular
    }
}

extension UIFont {
    /// The system font of a core size and weight.
    @MainActor
    static func system(size: Double, weight: RotaryControls.TextStyle.Weight) -> UIFont {
        .systemFont(ofSize: CGFloat(size), weight: CoreGraphicsRenderer.fontWeight(weight))
    }
}

extension ModelControl {
    /// The UIKit colour of a paint: dynamic for semantic roles (the tint is the view's
    /// `tintColor`), the first colour of a gradient.
    func uiColor(_ paint: Paint) -> UIColor {
        if case let .semantic(role) = paint { return UIColor.semantic(role, tintColor: tintColor) }
        return UIColor(paint.flatColor)
    }
}
#endif
