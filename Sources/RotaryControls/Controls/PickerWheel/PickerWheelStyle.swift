/// How a picker wheel looks: row size, colours and text.
///
/// Sizes are sanitised when set: a NaN, infinite or non-positive ``rowHeight`` becomes 44, a
/// NaN, infinite or non-positive ``fontSize`` becomes 17, and ``disabledOpacity`` is clamped
/// to `0...1` (NaN becomes 0.35).
public struct PickerWheelStyle: Hashable, Sendable {
    // MARK: - Defaults

    /// The default row height, 44 points (UIPickerView's row height on iOS).
    public static let defaultRowHeight = 44.0
    /// The default title font size, 17 points.
    public static let defaultFontSize = 17.0
    /// The default opacity of disabled rows, 0.35.
    public static let defaultDisabledOpacity = 0.35

    // MARK: - Sizes

    /// The height of one row at the centre of the wheel, in points. Defaults to 44.
    public var rowHeight: Double {
        get { storedRowHeight }
        set { storedRowHeight = newValue.isFinite && newValue > 0 ? newValue : PickerWheelStyle.defaultRowHeight }
    }

    /// The title's font size at the centre of the wheel, in points. Defaults to 17.
    public var fontSize: Double {
        get { storedFontSize }
        set { storedFontSize = newValue.isFinite && newValue > 0 ? newValue : PickerWheelStyle.defaultFontSize }
    }

    /// The title's font weight. Defaults to regular (`UIPickerView`'s); a spinner's picker uses
    /// its ``RadialSpinnerStyle/displayFontWeight`` (bold) instead.
    public var fontWeight: TextStyle.Weight

    /// The opacity multiplier of disabled rows, `0...1`. Defaults to 0.35.
    public var disabledOpacity: Double {
        get { storedDisabledOpacity }
        set {
            storedDisabledOpacity =
                newValue.isNaN
                ? PickerWheelStyle.defaultDisabledOpacity : newValue.clamped(to: 0...1)
        }
    }

    // MARK: - Colours

    /// The fill behind each row (RVS_Spinner's "Picker Row Background Color"). Defaults to
    /// clear, like the spinner's icon background and `UIPickerView` rows; clear rows draw no
    /// background element.
    public var rowBackgroundPaint: Paint
    /// The colour of the band marking the selected row at the centre, drawn light: a faint
    /// tint of it between two hairlines of it. Defaults to the separator colour.
    public var selectionBandPaint: Paint
    /// The colour of the titles. Defaults to the label colour, which follows light and dark
    /// mode; the titles are drawn in ``legibleTextPaint``.
    public var textPaint: Paint

    /// The paint the titles are drawn in: ``textPaint``, except that the default label colour
    /// on rows the app filled with a fixed, mostly opaque colour becomes near-black or
    /// near-white, whichever contrasts more with that fill — so cream rows keep dark titles in
    /// dark mode instead of white ones. A title colour the app chose is never changed.
    public var legibleTextPaint: Paint {
        guard textPaint == .semantic(.label), case let .color(row) = rowBackgroundPaint, row.alpha >= 0.5 else {
            return textPaint
        }
        return .color(row.isDark ? DrawingColor(white: 0.96) : DrawingColor(white: 0.11))
    }

    private var storedRowHeight: Double
    private var storedFontSize: Double
    private var storedDisabledOpacity: Double

    // MARK: - Creating

    /// Creates a style; every argument has its default and is sanitised like its property.
    public init(
        rowHeight: Double = PickerWheelStyle.defaultRowHeight,
        rowBackgroundPaint: Paint = .color(.clear),
        selectionBandPaint: Paint = .semantic(.separator),
        textPaint: Paint = .semantic(.label),
        fontSize: Double = PickerWheelStyle.defaultFontSize,
        fontWeight: TextStyle.Weight = .regular,
        disabledOpacity: Double = PickerWheelStyle.defaultDisabledOpacity
    ) {
        self.fontWeight = fontWeight
        storedRowHeight = PickerWheelStyle.defaultRowHeight
        storedFontSize = PickerWheelStyle.defaultFontSize
        storedDisabledOpacity = PickerWheelStyle.defaultDisabledOpacity
        self.rowBackgroundPaint = rowBackgroundPaint
        self.selectionBandPaint = selectionBandPaint
        self.textPaint = textPaint
        self.rowHeight = rowHeight
        self.fontSize = fontSize
        self.disabledOpacity = disabledOpacity
    }
}
