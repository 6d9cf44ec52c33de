/// The look of a ``RotaryKnobModel``: the drawn default look (body, value arc, pointer, tick
/// marks) or MHRotaryKnob's image look, plus the disabled and highlighted states.
///
/// With a knob image in ``images`` (for the state drawn, with fallback to the normal image)
/// the image look is used; otherwise the drawn look, which needs no images at all. Sizes that
/// are negative, NaN or infinite act as 0 when drawing; sizes above a million points are
/// capped there.
public struct RotaryKnobStyle: Hashable, Sendable {
    // MARK: - Drawn look

    /// The knob's body (default the control background role: near white in light mode, a
    /// grey lighter than the background in dark mode).
    public var bodyPaint: Paint
    /// The body while tracking (default the pressed control background role), so the knob
    /// looks pressed.
    public var highlightedBodyPaint: Paint
    /// The body's material (default ``SurfaceFinish/matte``: lit from above, with a rim and a
    /// soft shadow; ``SurfaceFinish/flat`` for a flat disc).
    public var finish: SurfaceFinish
    /// The body's outline (default the separator colour); drawn when ``bodyOutlineWidth`` > 0.
    public var bodyOutlinePaint: Paint
    /// The body's outline width in points (default 1).
    public var bodyOutlineWidth: Double
    /// The arc's unfilled track (default the track role).
    public var trackPaint: Paint
    /// The value arc, from the arc's start to the value (default the tint colour). In endless
    /// mode, a dot on the track at the pointer.
    public var valuePaint: Paint
    /// The width of the track and the value arc in points (default 4).
    public var trackWidth: Double
    /// The ends of the track and the value arc (default round).
    public var lineCap: LineCap
    /// The space between the track and the body, where tick marks go, in points (default 10).
    public var bodyInset: Double
    /// The pointer line on the body (default the label colour).
    public var pointerPaint: Paint
    /// The pointer's width in points (default 3).
    public var pointerWidth: Double
    /// The number of tick marks, evenly spaced from the arc's start to its end (every
    /// `360° / tickCount` from 12 o'clock in endless mode); default 0, none, except that an
    /// endless knob with ``RotaryKnobModel/detentsPerTurn`` or a ``RotaryKnobModel/step`` then
    /// shows one tick per detent (when there are 2 to 120 a turn). Negative counts act as 0; more than 360 act as 360.
    ///
    /// A convenience for ticks: the count makes evenly spaced untitled ticks. The ticks of the
    /// knob's ``RotaryKnobModel/trackConfiguration``, when it has any in the range, replace them,
    /// so the knob never shows two sets.
    public var tickCount: Int
    /// The tick marks' colour (default the secondary label role).
    public var tickPaint: Paint
    /// The tick marks' width in points (default 1.5).
    public var tickWidth: Double

    // MARK: - Image look and states

    /// The images of the image look (default none: the drawn look).
    public var images: RotaryKnobImages
    /// The knob image's size; `nil` (the default) is a square as large as the bounds allow,
    /// centred on ``RotaryKnobImages/knobCenter(in:)``.
    public var knobImageSize: Size?
    /// The opacity of a disabled knob (default 0.4); not applied when a disabled knob image
    /// exists. NaN acts as the default; values are clamped into `0...1`.
    public var disabledOpacity: Double

    /// Creates a style; every argument has the default described on its property.
    public init(
        bodyPaint: Paint = .semantic(.controlBackground),
        highlightedBodyPaint: Paint = .semantic(.pressedControlBackground),
        finish: SurfaceFinish = .matte,
        bodyOutlinePaint: Paint = .semantic(.separator),
        bodyOutlineWidth: Double = 1,
        trackPaint: Paint = .semantic(.track),
        valuePaint: Paint = .semantic(.tint),
        trackWidth: Double = 4,
        lineCap: LineCap = .round,
        bodyInset: Double = 10,
        pointerPaint: Paint = .semantic(.label),
        pointerWidth: Double = 3,
        tickCount: Int = 0,
        tickPaint: Paint = .semantic(.secondaryLabel),
        tickWidth: Double = 1.5,
        images: RotaryKnobImages = RotaryKnobImages(),
        knobImageSize: Size? = nil,
        disabledOpacity: Double = 0.4
    ) {
        self.bodyPaint = bodyPaint
        self.highlightedBodyPaint = highlightedBodyPaint
        self.finish = finish
        self.bodyOutlinePaint = bodyOutlinePaint
        self.bodyOutlineWidth = bodyOutlineWidth
        self.trackPaint = trackPaint
        self.valuePaint = valuePaint
        self.trackWidth = trackWidth
        self.lineCap = lineCap
        self.bodyInset = bodyInset
        self.pointerPaint = pointerPaint
        self.pointerWidth = pointerWidth
        self.tickCount = tickCount
        self.tickPaint = tickPaint
        self.tickWidth = tickWidth
        self.images = images
        self.knobImageSize = knobImageSize
        self.disabledOpacity = disabledOpacity
    }

    /// MHRotaryKnob's look: the given images and nothing drawn.
    public static func images(_ images: RotaryKnobImages) -> RotaryKnobStyle {
        RotaryKnobStyle(images: images)
    }

    // MARK: - Sanitised values

    /// ``tickCount`` within `0...360`.
    var safeTickCount: Int { tickCount.clamped(to: 0...360) }
}

extension RotaryKnobStyle: StyleSanitizing {
    /// A NaN ``disabledOpacity`` draws at 0.4 (the default).
    static var disabledOpacityForNaN: Double { 0.4 }
}
