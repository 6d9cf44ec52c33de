#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// UIKit colours as core colours, for `@IBInspectable` colour properties.
extension DrawingColor {
    /// The sRGB components of `color` as it looks now (a dynamic colour is resolved against
    /// the current traits and stops being dynamic; use semantic paints to keep it dynamic).
    /// Colours outside sRGB are clamped into it.
    public init(_ color: UIColor) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        if !color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
            var white: CGFloat = 0
            if color.getWhite(&white, alpha: &alpha) {
                (red, green, blue) = (white, white, white)
            }
        }
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

extension Paint {
    /// A fixed-colour paint from a UIKit colour (see ``DrawingColor/init(_:)``).
    public init(_ color: UIColor) {
        self = .color(DrawingColor(color))
    }
}

/// The time of an optional event, or now on the frame clock.
@MainActor
func eventTime(_ event: UIEvent?) -> Double {
    event?.timestamp ?? DisplayLinkDriver.now
}
#endif
