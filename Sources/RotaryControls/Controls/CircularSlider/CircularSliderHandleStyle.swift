/// The look of one slider handle. Each handle of a range slider has its own.
public struct CircularSliderHandleStyle: Hashable, Sendable {
    /// The handle's shape (MSCircularSlider's `handleType`).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A dot 1.6 times as wide as the track.
        case smallCircle
        /// A dot 2.4 times as wide as the track.
        case mediumCircle
        /// A dot `lineWidth + enlargementPoints` wide (the default).
        case largeCircle
        /// A ring `lineWidth + enlargementPoints` wide around a small dot.
        case doubleCircle
    }

    /// The shape (default ``Kind/largeCircle``).
    public var kind: Kind
    /// The handle's colour (default dark grey).
    public var paint: Paint
    /// An image drawn instead of the circle (default none); sized like the circle.
    public var image: ImageReference?
    /// Whether an image handle turns with its angle (default `false`).
    public var isRotatable: Bool
    /// How many points the large and double-circle handles are wider than the track (default
    /// 10). Negative and NaN act as 0.
    public var enlargementPoints: Double
    /// Whether the handle turns semi-transparent while pressed (default `true`).
    public var isHighlightable: Bool

    /// Creates a handle style; the defaults are MSCircularSlider's.
    public init(
        kind: Kind = .largeCircle,
        paint: Paint = .color(.darkGray),
        image: ImageReference? = nil,
        isRotatable: Bool = false,
        enlargementPoints: Double = 10,
        isHighlightable: Bool = true
    ) {
        self.kind = kind
        self.paint = paint
        self.image = image
        self.isRotatable = isRotatable
        self.enlargementPoints = enlargementPoints
        self.isHighlightable = isHighlightable
    }

    /// The opacity of a highlighted (pressed) handle.
    public static let highlightedOpacity = 0.5

    /// The handle's drawn radius on a track `lineWidth` wide (never negative, never NaN; widths
    /// and enlargements are capped at a million points).
    public func radius(lineWidth: Double) -> Double {
        let width = CircularSliderStyle.safe(lineWidth)
        let enlargement = CircularSliderStyle.safe(enlargementPoints)
        switch kind {
        case .smallCircle: return width * 0.8
        case .mediumCircle: return width * 1.2
        case .largeCircle, .doubleCircle: return (width + enlargement) / 2
        }
    }
}
