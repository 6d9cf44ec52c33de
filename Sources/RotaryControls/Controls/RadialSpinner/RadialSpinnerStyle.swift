/// The look of a ``RadialSpinnerModel``: the closed centre, the open ring and its icons.
///
/// Defaults match RVS_Spinner's documented defaults (see <doc:MigratingFromRVSSpinner>), and
/// the options it documented but never shipped are included. Sizes that are negative, NaN or infinite act as 0; sizes above a million points
/// are capped.
public struct RadialSpinnerStyle: Hashable, Sendable {
    // MARK: - Centre

    /// The radius of the closed centre circle in points (default 30), at most the bounds'
    /// inscribed radius.
    public var centerRadius: Double
    /// Whether the centre shows an icon: ``RadialSpinnerModel/closedIcon`` or the selected
    /// item's (default `true`).
    public var showsIconInCenter: Bool
    /// Whether the centre circle is filled with ``centerBackgroundPaint`` (default `true`);
    /// off, it is clear.
    public var showsCenterBackground: Bool
    /// Whether the centre circle has a border in ``borderPaint`` (default `true`).
    public var showsCenterBorder: Bool
    /// The centre's fill: the view's background colour by default.
    public var centerBackgroundPaint: Paint

    // MARK: - Ring

    /// Daisy mode (default `true`): each icon sits in a circle filled with
    /// ``iconBackgroundPaint`` and bordered in ``borderPaint`` — inset 15 % on each side, or
    /// filling the circle and clipped to it with ``clipsIconsToCircles``. Off, icons are drawn
    /// plain.
    public var isDaisy: Bool
    /// In daisy mode, whether each icon fills its circle and is clipped to it (the inside of the
    /// border), as RVS_Spinner's photos are (default `false`: icons inset, nothing clipped).
    public var clipsIconsToCircles = false
    /// Whether the pointer at the top flexes as each slice edge passes it, like a prize wheel's
    /// pin (default `false`); see ``RadialSpinnerModel/pointerFlex``.
    public var flexesPointer = false
    /// Borders, the selection mark and template icons (default the tint).
    public var borderPaint: Paint
    /// The width of borders in points (default 2).
    public var borderWidth: Double
    /// Drawn behind the open ring (a disc as large as the ring), or as the picker's panel
    /// (default clear, RVS_Spinner's default: the ring shows what lies beneath it, and the
    /// panel takes ``centerBackgroundPaint``). A spinner that opens over other controls — it
    /// pops up over the window on GTK and over its superview on UIKit — usually wants
    /// `.semantic(.background)`: a backdrop in the theme's background colour, light or dark.
    /// A backdrop disc gets a hairline edge in the separator colour, so it reads as a surface
    /// above what it covers.
    public var openBackgroundPaint: Paint
    /// The background of the icon circles in daisy mode and of picker rows (default clear).
    public var iconBackgroundPaint: Paint
    /// The largest icon circle radius in points (default 40); icons are otherwise as large as
    /// the ring and the number of spokes allow.
    public var maximumIconRadius: Double
    /// The opacity of disabled items (default 0.35).
    public var disabledOpacity: Double
    /// Whether icons stay upright as the ring turns (default `false`: each icon is turned with
    /// its spoke, its top pointing away from the centre, as in RVS_Spinner).
    public var keepsIconsUpright: Bool

    // MARK: - Text and touch

    /// The display font size (RVS_Spinner's `displayFont`, bold 20): the picker rows' titles
    /// (default 20; NaN, infinite or non-positive sizes act as the picker's default, 17).
    public var displayFontSize: Double
    /// The display font weight: the picker rows' titles (default bold).
    public var displayFontWeight: TextStyle.Weight
    /// The smallest side of the centre's touch area (default 44, Apple's minimum).
    public var minimumTouchSize: Double

    /// How the picker wheel looks when the spinner opens it (picker mode): row height, row
    /// background (RVS_Spinner's "Picker Row Background Color"), selection band, text colour.
    /// Defaults to ``PickerWheelStyle``'s defaults. Its font size and weight are replaced by
    /// ``displayFontSize`` and ``displayFontWeight``, and a clear row background by
    /// ``iconBackgroundPaint`` (see ``pickerWheelStyle``).
    public var picker: PickerWheelStyle

    /// Creates a style; every argument has RVS_Spinner's default.
    public init(
        centerRadius: Double = 30,
        showsIconInCenter: Bool = true,
        showsCenterBackground: Bool = true,
        showsCenterBorder: Bool = true,
        centerBackgroundPaint: Paint = .semantic(.background),
        isDaisy: Bool = true,
        borderPaint: Paint = .semantic(.tint),
        borderWidth: Double = 2,
        openBackgroundPaint: Paint = .color(.clear),
        iconBackgroundPaint: Paint = .color(.clear),
        maximumIconRadius: Double = 40,
        disabledOpacity: Double = 0.35,
        displayFontSize: Double = 20,
        displayFontWeight: TextStyle.Weight = .bold,
        minimumTouchSize: Double = 44,
        picker: PickerWheelStyle = PickerWheelStyle(),
        keepsIconsUpright: Bool = false
    ) {
        self.centerRadius = centerRadius
        self.showsIconInCenter = showsIconInCenter
        self.showsCenterBackground = showsCenterBackground
        self.showsCenterBorder = showsCenterBorder
        self.centerBackgroundPaint = centerBackgroundPaint
        self.isDaisy = isDaisy
        self.borderPaint = borderPaint
        self.borderWidth = borderWidth
        self.openBackgroundPaint = openBackgroundPaint
        self.iconBackgroundPaint = iconBackgroundPaint
        self.maximumIconRadius = maximumIconRadius
        self.disabledOpacity = disabledOpacity
        self.displayFontSize = displayFontSize
        self.displayFontWeight = displayFontWeight
        self.minimumTouchSize = minimumTouchSize
        self.picker = picker
        self.keepsIconsUpright = keepsIconsUpright
    }

    /// The wheel style the spinner's picker actually uses: ``picker`` with the display font
    /// (RVS_Spinner's `displayFont`, bold 20 by default) and, when its rows are clear, rows
    /// filled with ``iconBackgroundPaint``.
    public var pickerWheelStyle: PickerWheelStyle {
        var wheel = picker
        wheel.fontSize = displayFontSize
        wheel.fontWeight = displayFontWeight
        if wheel.rowBackgroundPaint == .color(.clear) { wheel.rowBackgroundPaint = iconBackgroundPaint }
        return wheel
    }
}

extension RadialSpinnerStyle: StyleSanitizing {
    /// A NaN ``disabledOpacity`` draws undimmed, at 1.
    static var disabledOpacityForNaN: Double { 1 }
}
