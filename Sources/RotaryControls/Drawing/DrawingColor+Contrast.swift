import RealModule

/// Luminance and contrast (WCAG 2), for checking that default colours stay legible.
extension DrawingColor {
    /// The WCAG 2 relative luminance of the colour's sRGB components, `0...1` (alpha ignored).
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double {
            c <= 0.04045 ? c / 12.92 : Double.pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Whether the colour is closer to black than to white (relative luminance below 0.18, where
    /// black and white text contrast equally).
    public var isDark: Bool { relativeLuminance < 0.18 }

    /// The WCAG 2 contrast ratio between two opaque colours, `1...21` (alpha ignored: composite
    /// translucent colours first with ``composited(over:)``).
    public func contrastRatio(with other: DrawingColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05)
    }

    /// The colour painted over `background` (source-over): opaque when `background` is.
    public func composited(over background: DrawingColor) -> DrawingColor {
        let alpha = self.alpha + background.alpha * (1 - self.alpha)
        guard alpha > 0 else { return .clear }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * self.alpha + bottom * background.alpha * (1 - self.alpha)) / alpha
        }
        return DrawingColor(
            red: mix(red, background.red), green: mix(green, background.green),
            blue: mix(blue, background.blue), alpha: alpha)
    }
}
