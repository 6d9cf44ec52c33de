#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// Radial gradient fills (a control body's shading, a glossy highlight).
extension CoreGraphicsRenderer {
    /// Fills `path` (non-zero rule) with `gradient`: the path becomes the clip and the gradient
    /// is drawn from its centre outwards, its last colour continuing beyond its radius. A
    /// gradient that cannot be drawn fills nothing.
    func fillRadialGradient(_ gradient: RadialGradient, clippedTo path: CGPath, in context: CGContext) {
        guard gradient.isDrawable, gradient.radius > 0,
            let space = CGColorSpace(name: CGColorSpace.sRGB)
        else { return }
        let colors = gradient.stops.map { UIColor($0.color).cgColor } as CFArray
        let locations = gradient.stops.map { CGFloat($0.location) }
        guard let shading = CGGradient(colorsSpace: space, colors: colors, locations: locations) else { return }
        let center = CGPoint(x: gradient.center.x, y: gradient.center.y)
        context.saveGState()
        context.addPath(path)
        context.clip(using: .winding)
        context.drawRadialGradient(
            shading, startCenter: center, startRadius: 0, endCenter: center,
            endRadius: CGFloat(gradient.radius),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        context.restoreGState()
    }
}
#endif
