/// An image by name, resolved by each platform (an asset catalogue on Apple platforms, a PNG
/// file in an asset folder on Linux, a placeholder in SVG).
public struct ImageReference: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The image's name, without extension.
    public var name: String
    /// Whether the image is a template: drawn in the paint's colour (tint), keeping only its
    /// alpha, like `UIImage.RenderingMode.alwaysTemplate`.
    public var isTemplate: Bool

    /// Creates a reference.
    public init(name: String, isTemplate: Bool = false) {
        self.name = name
        self.isTemplate = isTemplate
    }

    /// Creates a reference from a string literal: `let icon: ImageReference = "star"`.
    public init(stringLiteral value: String) {
        self.init(name: value)
    }
}
