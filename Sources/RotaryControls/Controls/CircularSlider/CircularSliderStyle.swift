/// The look of a ``CircularSliderModel``: track, gradient, handles, labels and markers.
///
/// Defaults are MSCircularSlider's sizes with colours by role (``SemanticColor``), so the
/// slider follows light and dark mode: the tint for the filled track and handles, the track
/// role for the rest, the label colour for labels and markers. MSCircularSlider's own grey
/// colours are the ``msCircularSliderClassic`` preset. Sizes that are negative, NaN or infinite
/// act as 0 when drawing; sizes above a million points are capped there.
public struct CircularSliderStyle: Hashable, Sendable {
    // MARK: - Track

    /// The track's width in points (default 5).
    public var lineWidth: Double
    /// Extra space kept free between the bounds and the slider, in points (default 0).
    public var sliderPadding: Double
    /// The filled part of the track, from the start to the value (default the tint).
    public var filledPaint: Paint
    /// The rest of the track (default the track role).
    public var unfilledPaint: Paint
    /// The track's end caps (default round).
    public var lineCap: LineCap
    /// Whether the filled part is painted with ``gradientColors`` (MSGradientCircularSlider;
    /// default `false`).
    public var usesGradient: Bool
    /// The colours of the angular gradient along the filled arc, from its start to its end
    /// (default ``defaultGradientColors``: blue → indigo → purple). Empty draws the filled paint
    /// instead.
    public var gradientColors: [DrawingColor]
    /// The track's material (default ``SurfaceFinish/flat``).
    public var finish: SurfaceFinish
    /// Whether the visible arc, with its handles, is centred in the bounds (default `false`: the
    /// circle is centred). A 180° arc then sits in the middle of its frame instead of in its
    /// top half, and grows to fill the frame.
    public var centersVisibleArc: Bool

    // MARK: - Handles

    /// The first handle's look.
    public var firstHandle: CircularSliderHandleStyle
    /// The second handle's look (range sliders), independent of the first.
    public var secondHandle: CircularSliderHandleStyle
    /// The smallest side of a handle's touch area (default 44, Apple's minimum).
    public var minimumTouchSize: Double

    // MARK: - Labels and markers

    /// The labels' font size (default 12).
    public var labelFontSize: Double
    /// The labels' weight (default regular).
    public var labelWeight: TextStyle.Weight
    /// The labels' colour (default the label role).
    public var labelPaint: Paint
    /// How far the labels are pushed away from the centre, in points (default 0: just inside
    /// the track); negative moves them further inward. Labels pushed outside the track make
    /// the slider smaller so they fit in the bounds.
    public var labelOffset: Double
    /// The markers' colour (default the label role).
    public var markerPaint: Paint
    /// An outline around default and custom-path markers, so they stand out on the filled and
    /// the unfilled track alike (default 1 point in the background role; `nil` for none).
    public var markerOutline: Stroke?
    /// A custom marker outline, in a marker's own space: the origin is the marker's centre on
    /// the track and negative y points away from the slider's centre (as for a marker at
    /// 12 o'clock); the outline is turned with the marker's bearing. Wins over ``markerImage``.
    public var markerPath: DrawingPath?
    /// An image drawn as each marker when there is no ``markerPath``.
    public var markerImage: ImageReference?
    /// The size of the default ellipse marker and of marker images: width along the track,
    /// height across it (default 3 × 9).
    public var markerSize: Size

    // MARK: - State

    /// The opacity of the whole slider while it is disabled (default 0.4, as the knob's).
    /// Values are used within `0...1`; NaN acts as the default.
    public var disabledOpacity: Double

    /// Creates a style; sizes default to MSCircularSlider's values, colours to roles.
    public init(
        lineWidth: Double = 5,
        sliderPadding: Double = 0,
        filledPaint: Paint = .semantic(.tint),
        unfilledPaint: Paint = .semantic(.track),
        lineCap: LineCap = .round,
        usesGradient: Bool = false,
        gradientColors: [DrawingColor] = CircularSliderStyle.defaultGradientColors,
        finish: SurfaceFinish = .flat,
        centersVisibleArc: Bool = false,
        firstHandle: CircularSliderHandleStyle = CircularSliderHandleStyle(),
        secondHandle: CircularSliderHandleStyle = CircularSliderHandleStyle(),
        minimumTouchSize: Double = 44,
        labelFontSize: Double = 12,
        labelWeight: TextStyle.Weight = .regular,
        labelPaint: Paint = .semantic(.label),
        labelOffset: Double = 0,
        markerPaint: Paint = .semantic(.label),
        markerOutline: Stroke? = Stroke(.semantic(.background), width: 1),
        markerPath: DrawingPath? = nil,
        markerImage: ImageReference? = nil,
        markerSize: Size = Size(width: 3, height: 9),
        disabledOpacity: Double = 0.4
    ) {
        self.lineWidth = lineWidth
        self.sliderPadding = sliderPadding
        self.filledPaint = filledPaint
        self.unfilledPaint = unfilledPaint
        self.lineCap = lineCap
        self.usesGradient = usesGradient
        self.gradientColors = gradientColors
        self.finish = finish
        self.centersVisibleArc = centersVisibleArc
        self.firstHandle = firstHandle
        self.secondHandle = secondHandle
        self.minimumTouchSize = minimumTouchSize
        self.labelFontSize = labelFontSize
        self.labelWeight = labelWeight
        self.labelPaint = labelPaint
        self.labelOffset = labelOffset
        self.markerPaint = markerPaint
        self.markerOutline = markerOutline
        self.markerPath = markerPath
        self.markerImage = markerImage
        self.markerSize = markerSize
        self.disabledOpacity = disabledOpacity
    }

    /// The default gradient: iOS's system blue, indigo and purple, which stand out from the
    /// unfilled track from their very start in light and dark mode.
    public static let defaultGradientColors: [DrawingColor] = [
        .systemBlue, DrawingColor(red8: 88, green8: 86, blue8: 214), DrawingColor(red8: 175, green8: 82, blue8: 222),
    ]

    /// MSGradientCircularSlider's default colours: light grey, blue, dark grey.
    public static let classicGradientColors: [DrawingColor] = [.lightGray, .blue, .darkGray]

    /// MSCircularSlider's own look: a dark grey filled track and handles on a light grey track,
    /// black labels, dark grey markers without outline, MSGradientCircularSlider's gradient
    /// colours. Fixed colours: it does not follow dark mode.
    public static let msCircularSliderClassic = CircularSliderStyle(
        filledPaint: .color(.darkGray),
        unfilledPaint: .color(.lightGray),
        gradientColors: classicGradientColors,
        firstHandle: .msCircularSliderClassic,
        secondHandle: .msCircularSliderClassic,
        labelPaint: .color(.black),
        markerPaint: .color(.darkGray),
        markerOutline: nil
    )

    /// The style of `handle`.
    public func handleStyle(_ handle: CircularSliderHandle) -> CircularSliderHandleStyle {
        handle == .first ? firstHandle : secondHandle
    }

    // MARK: - Gradient colours

    /// Appends a colour to ``gradientColors``.
    public mutating func addColor(_ color: DrawingColor) { gradientColors.append(color) }

    /// Replaces the colour at `index`; an index out of range is ignored.
    public mutating func changeColor(at index: Int, to color: DrawingColor) {
        guard gradientColors.indices.contains(index) else { return }
        gradientColors[index] = color
    }

    /// Removes the colour at `index`; an index out of range is ignored.
    public mutating func removeColor(at index: Int) {
        guard gradientColors.indices.contains(index) else { return }
        gradientColors.remove(at: index)
    }

    // MARK: - Sanitised sizes

    /// ``lineWidth`` made drawable: negative, NaN and infinite widths give 0.
    var safeLineWidth: Double { CircularSliderStyle.safe(lineWidth) }
    /// ``sliderPadding`` made drawable.
    var safePadding: Double { CircularSliderStyle.safe(sliderPadding) }
    /// ``labelFontSize`` made drawable.
    var safeFontSize: Double { CircularSliderStyle.safe(labelFontSize) }
    /// ``labelOffset`` made finite (NaN and infinities give 0).
    var safeLabelOffset: Double {
        let largest = CircularSliderStyle.largestSize
        return labelOffset.isFinite ? labelOffset.clamped(to: -largest...largest) : 0
    }
}

extension CircularSliderStyle: StyleSanitizing {
    /// A NaN ``disabledOpacity`` draws at 0.4 (the default).
    static var disabledOpacityForNaN: Double { 0.4 }
}
