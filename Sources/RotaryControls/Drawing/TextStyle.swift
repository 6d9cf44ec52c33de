/// The look of a piece of text in a ``Drawing``.
public struct TextStyle: Hashable, Sendable {
    /// Font weights, named as UIKit and SwiftUI name them.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        /// Light.
        case light
        /// Regular (the default).
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold

        /// The CSS / Pango numeric weight.
        public var numericValue: Int {
            switch self {
            case .light: return 300
            case .regular: return 400
            case .medium: return 500
            case .semibold: return 600
            case .bold: return 700
            }
        }
    }

    /// The font size in points; NaN or negative sizes are 0 (nothing drawn).
    public var fontSize: Double
    /// The weight of the system font.
    public var weight: Weight
    /// The text colour.
    public var paint: Paint

    /// Creates a text style (system font, 12 points, regular, black by default —
    /// MSCircularSlider's label defaults).
    public init(fontSize: Double = 12, weight: Weight = .regular, paint: Paint = .color(.black)) {
        self.fontSize = fontSize.isNaN ? 0 : Swift.max(0, fontSize)
        self.weight = weight
        self.paint = paint
    }
}
