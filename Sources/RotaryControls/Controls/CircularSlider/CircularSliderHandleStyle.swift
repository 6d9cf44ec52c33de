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
        /// A ring `lineWidth + enlargementPoints` wide around a small dot, with the background
        /// between them (the track does not show through).
        case doubleCircle
    }

    /// The shape (default ``Kind/largeCircle``).
    public var kind: Kind
    /// The handle's colour (default the tint).
    public var paint: Paint
    /// An image drawn instead of the circle (default none); sized like the circle.
    public var image: ImageReference?
    /// Whether an image handle turns with its angle (default `false`).
    public var isRotatable: Bool
    /// How many points the large and double-circle handles are wider than the track (default
    /// 10). Negative and NaN act as 0.
    public var enlargementPoints: Double
    /// Whether the handle is highlighted while pressed (default `true`): it grows by
    /// ``pressedEnlargementPoints`` and gets a translucent halo, so it stays visible around the
    /// finger or pointer.
    public var isHighlightable: Bool
    /// How many points wider a pressed, highlightable handle is drawn (default 6). Negative and
    /// NaN act as 0.
    public var pressedEnlargementPoints: Double
    /// The handle's material (default ``SurfaceFinish/matte``); image handles have none.
    public var finish: SurfaceFinish

    /// Creates a handle style; sizes default to MSCircularSlider's values, the colour to the tint.
    public init(
        kind: Kind = .largeCircle,
        paint: Paint = .semantic(.tint),
        image: ImageReference? = nil,
        isRotatable: Bool = false,
        enlargementPoints: Double = 10,
        isHighlightable: Bool = true,
        pressedEnlargementPoints: Double = 6,
        finish: SurfaceFinish = .matte
    ) {
        self.kind = kind
        self.paint = paint
        self.image = image
        self.isRotatable = isRotatable
        self.enlargementPoints = enlargementPoints
        self.isHighlightable = isHighlightable
        self.pressedEnlargementPoints = pressedEnlargementPoints
        self.finish = finish
    }

    /// MSCircularSlider's handle: a flat dark grey large circle.
    public static let msCircularSliderClassic = CircularSliderHandleStyle(paint: .color(.darkGray), finish: .flat)

    /// The opacity of the halo around a highlighted (pressed) handle.
    public static let highlightHaloOpacity = 0.25

    /// How far the halo around a highlighted handle reaches beyond the handle, in points.
    public static let highlightHaloWidth = 4.0

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

    /// The handle's radius while pressed: ``radius(lineWidth:)`` plus half of
    /// ``pressedEnlargementPoints`` when the handle is highlightable.
    public func pressedRadius(lineWidth: Double) -> Double {
        radius(lineWidth: lineWidth) + (isHighlightable ? CircularSliderStyle.safe(pressedEnlargementPoints) / 2 : 0)
    }

    /// How far from its centre the handle ever draws: the pressed radius plus the halo when it
    /// is highlightable, else the radius. The layout keeps this much room, so a pressed handle
    /// is never clipped by the bounds.
    public func outerRadius(lineWidth: Double) -> Double {
        isHighlightable
            ? pressedRadius(lineWidth: lineWidth) + CircularSliderHandleStyle.highlightHaloWidth
            : radius(lineWidth: lineWidth)
    }
}
