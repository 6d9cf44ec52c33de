/// An sRGB colour with alpha; every component in `0...1`.
///
/// Components are clamped into `0...1` and NaN components become 0, so a colour is always
/// drawable. (Named `DrawingColor` so that it never clashes with SwiftUI's `Color`.)
public struct DrawingColor: Hashable, Sendable {
    /// Red, `0...1`.
    public let red: Double
    /// Green, `0...1`.
    public let green: Double
    /// Blue, `0...1`.
    public let blue: Double
    /// Opacity, `0...1` (0 is transparent).
    public let alpha: Double

    /// Creates a colour from sRGB components in `0...1`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = DrawingColor.unit(red)
        self.green = DrawingColor.unit(green)
        self.blue = DrawingColor.unit(blue)
        self.alpha = DrawingColor.unit(alpha)
    }

    /// Creates a grey with `white` in `0...1`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from 8-bit components, as in `UIColor(red: 127 / 255.0, …)`.
    public init(red8: Int, green8: Int, blue8: Int, alpha: Double = 1) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: alpha)
    }

    /// The same colour with a different opacity.
    public func withAlpha(_ alpha: Double) -> DrawingColor {
        DrawingColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour `fraction` of the way from this colour to `other` (straight sRGB mix);
    /// the fraction is clamped into `0...1`.
    public func mixed(with other: DrawingColor, fraction: Double) -> DrawingColor {
        let f = DrawingColor.unit(fraction)
        return DrawingColor(
            red: red + (other.red - red) * f,
            green: green + (other.green - green) * f,
            blue: blue + (other.blue - blue) * f,
            alpha: alpha + (other.alpha - alpha) * f
        )
    }

    /// `#rrggbb` in lowercase hex (alpha left out).
    public var hexRGB: String {
        "#"
            + [red, green, blue].map { component in
                let byte = Int((component * 255).rounded())
                let digits = String(byte, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }

    // MARK: - Named colours (UIKit's values)

    /// Opaque black.
    public static let black = DrawingColor(white: 0)
    /// Opaque white.
    public static let white = DrawingColor(white: 1)
    /// Fully transparent.
    public static let clear = DrawingColor(white: 0, alpha: 0)
    /// UIKit's `darkGray` (white 1/3).
    public static let darkGray = DrawingColor(white: 1.0 / 3)
    /// UIKit's `gray` (white 1/2).
    public static let gray = DrawingColor(white: 0.5)
    /// UIKit's `lightGray` (white 2/3).
    public static let lightGray = DrawingColor(white: 2.0 / 3)
    /// Pure blue, UIKit's `blue`.
    public static let blue = DrawingColor(red: 0, green: 0, blue: 1)
    /// Pure red, UIKit's `red`.
    public static let red = DrawingColor(red: 1, green: 0, blue: 0)
    /// The iOS system blue (the default tint), `#007aff`.
    public static let systemBlue = DrawingColor(red8: 0, green8: 122, blue8: 255)

    private static func unit(_ value: Double) -> Double {
        value.clamped(to: 0...1, ifNaN: 0)
    }
}
