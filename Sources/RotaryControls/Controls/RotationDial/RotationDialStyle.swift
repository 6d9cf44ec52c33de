/// The look of a ``RotationDialModel``: a grooved face that turns with the rotation, an arc
/// showing how far the current turn has gone, and the angle and turn count in the middle.
///
/// Colours default to semantic roles, so each platform resolves them for its theme. Sizes that
/// are negative, NaN or infinite act as 0 when drawing.
public struct RotationDialStyle: Hashable, Sendable {
    /// The dial's face (default the background colour).
    public var facePaint: Paint
    /// The rim at rest (default the separator colour).
    public var rimPaint: Paint
    /// The rim while a finger turns the dial (default the tint colour).
    public var trackingRimPaint: Paint
    /// The rim's width in points (default 2).
    public var rimWidth: Double
    /// The arc from 12 o'clock to the current part of a turn (default faint to full system blue).
    public var turnGradient: ArcGradient
    /// The width of that arc in points (default 6).
    public var turnWidth: Double
    /// The twelve grooves that turn with the dial (default the secondary label colour).
    public var groovePaint: Paint
    /// The dot that marks the dial's 12 o'clock (default the tint colour).
    public var markerPaint: Paint
    /// The angle in degrees in the middle (default the label colour).
    public var valuePaint: Paint
    /// The turn count under it (default the secondary label colour).
    public var turnsPaint: Paint
    /// Whether the angle and turn count are drawn in the middle (default `true`); a host that
    /// shows the value beside the dial turns this off.
    public var showsValueText: Bool
    /// The opacity of a disabled dial (default 0.4); NaN acts as the default, values are
    /// clamped into `0...1`.
    public var disabledOpacity: Double

    /// Creates a style; every argument has the default described on its property.
    public init(
        facePaint: Paint = .semantic(.background),
        rimPaint: Paint = .semantic(.separator),
        trackingRimPaint: Paint = .semantic(.tint),
        rimWidth: Double = 2,
        turnGradient: ArcGradient = ArcGradient(colors: [DrawingColor.systemBlue.withAlpha(0.2), .systemBlue]),
        turnWidth: Double = 6,
        groovePaint: Paint = .semantic(.secondaryLabel),
        markerPaint: Paint = .semantic(.tint),
        valuePaint: Paint = .semantic(.label),
        turnsPaint: Paint = .semantic(.secondaryLabel),
        showsValueText: Bool = true,
        disabledOpacity: Double = 0.4
    ) {
        self.facePaint = facePaint
        self.rimPaint = rimPaint
        self.trackingRimPaint = trackingRimPaint
        self.rimWidth = rimWidth
        self.turnGradient = turnGradient
        self.turnWidth = turnWidth
        self.groovePaint = groovePaint
        self.markerPaint = markerPaint
        self.valuePaint = valuePaint
        self.turnsPaint = turnsPaint
        self.showsValueText = showsValueText
        self.disabledOpacity = disabledOpacity
    }
}

extension RotationDialStyle: StyleSanitizing {
    /// A NaN ``disabledOpacity`` draws at 0.4 (the default).
    static var disabledOpacityForNaN: Double { 0.4 }
}
