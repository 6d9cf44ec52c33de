#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// The look, forwarded to ``CircularSliderControl/style``, with `UISlider`'s look API beside
/// the slider's own names.
extension CircularSliderControl {
    // MARK: - Track

    /// The arc's line width in points (default 5).
    @IBInspectable public var lineWidth: CGFloat {
        get { CGFloat(style.lineWidth) }
        set { style.lineWidth = Double(newValue) }
    }
    /// The colour of the part of the arc before the handle (default dark grey).
    @IBInspectable public var filledColor: UIColor {
        get { uiColor(style.filledPaint) }
        set { style.filledPaint = Paint(newValue) }
    }
    /// The colour of the rest of the arc (default light grey).
    @IBInspectable public var unfilledColor: UIColor {
        get { uiColor(style.unfilledPaint) }
        set { style.unfilledPaint = Paint(newValue) }
    }
    /// Same as ``filledColor``; the name `UISlider` uses. `nil` restores the default.
    public var minimumTrackTintColor: UIColor? {
        get { filledColor }
        set { style.filledPaint = newValue.map { Paint($0) } ?? CircularSliderStyle().filledPaint }
    }
    /// Same as ``unfilledColor``; the name `UISlider` uses. `nil` restores the default.
    public var maximumTrackTintColor: UIColor? {
        get { unfilledColor }
        set { style.unfilledPaint = newValue.map { Paint($0) } ?? CircularSliderStyle().unfilledPaint }
    }

    // MARK: - Gradient

    /// Whether the filled arc is an angular gradient of ``gradientColors`` (default `false`;
    /// `true` for a ``GradientCircularSliderControl``).
    @IBInspectable public var usesGradient: Bool {
        get { style.usesGradient }
        set { style.usesGradient = newValue }
    }
    /// The gradient's colours from the arc's start to its end (default light grey, blue, dark
    /// grey). Setting them turns ``usesGradient`` on.
    public var gradientColors: [UIColor] {
        get { style.gradientColors.map { UIColor($0) } }
        set {
            style.gradientColors = newValue.map { DrawingColor($0) }
            style.usesGradient = true
        }
    }
    /// Adds a colour at the end of ``gradientColors``.
    public func addColor(_ color: UIColor) { style.addColor(DrawingColor(color)) }
    /// Replaces the gradient colour at `index` (an index outside the colours changes nothing).
    public func changeColor(at index: Int, newColor: UIColor) {
        style.changeColor(at: index, to: DrawingColor(newColor))
    }
    /// Removes the gradient colour at `index` (an index outside the colours changes nothing).
    public func removeColor(at index: Int) { style.removeColor(at: index) }

    // MARK: - Handle

    /// Whether the handle is drawn (default `.visible`). `.hidden` is the thumbless style,
    /// `UISlider.Style.thumbless` on a circular track: the filled arc is a progress ring, and a
    /// touch anywhere on the track moves the value there and drags it, whatever ``touchPolicy``
    /// says; keys and VoiceOver work as with a handle. A ``CircularRangeSliderControl`` keeps
    /// its two handles.
    public var handleVisibility: CircularSliderHandleVisibility {
        get { model.handleVisibility }
        set { model.handleVisibility = newValue }
    }
    /// The handle's shape (default `.largeCircle`).
    public var handleType: CircularSliderHandleStyle.Kind {
        get { style.firstHandle.kind }
        set { style.firstHandle.kind = newValue }
    }
    /// The handle's colour (default dark grey).
    @IBInspectable public var handleColor: UIColor {
        get { uiColor(style.firstHandle.paint) }
        set { style.firstHandle.paint = Paint(newValue) }
    }
    /// Same as ``handleColor``; the name `UISlider` uses. `nil` restores the default.
    public var thumbTintColor: UIColor? {
        get { handleColor }
        set { style.firstHandle.paint = newValue.map { Paint($0) } ?? CircularSliderHandleStyle().paint }
    }
    /// How many points the large and double-circle handles are wider than the line (default 10).
    @IBInspectable public var handleEnlargementPoints: Int {
        get { Int(style.firstHandle.enlargementPoints) }
        set { style.firstHandle.enlargementPoints = Double(newValue) }
    }
    /// Whether the handle turns semi-transparent while pressed (default `true`).
    @IBInspectable public var handleHighlightable: Bool {
        get { style.firstHandle.isHighlightable }
        set { style.firstHandle.isHighlightable = newValue }
    }
    /// Whether a handle image turns with the handle's angle (default `false`).
    @IBInspectable public var handleRotatable: Bool {
        get { style.firstHandle.isRotatable }
        set { style.firstHandle.isRotatable = newValue }
    }
    /// An image drawn as the handle instead of its shape (default none).
    @IBInspectable public var handleImage: UIImage? {
        get { PlatformImages.image(for: style.firstHandle.image) }
        set { style.firstHandle.image = PlatformImages.reference(for: newValue) }
    }
    /// `UISlider`'s thumb image: the ``handleImage`` for `.normal`. The handle has one image;
    /// while pressed it turns semi-transparent (``handleHighlightable``), so images for other
    /// states are ignored.
    public func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        if state == .normal { handleImage = image }
    }
    /// The thumb image for `state`: ``handleImage`` for `.normal`, `nil` for other states.
    public func thumbImage(for state: UIControl.State) -> UIImage? {
        state == .normal ? handleImage : nil
    }
    /// The thumb image drawn now (``handleImage``), as `UISlider`'s `currentThumbImage`.
    public var currentThumbImage: UIImage? { handleImage }

    // MARK: - Labels and markers

    /// The labels' colour (default black).
    @IBInspectable public var labelColor: UIColor {
        get { uiColor(style.labelPaint) }
        set { style.labelPaint = Paint(newValue) }
    }
    /// The labels' font (default the system font, 12 points). The core draws the system font:
    /// a font's size and weight are kept, its family is not.
    public var labelFont: UIFont {
        get { UIFont.system(size: style.labelFontSize, weight: style.labelWeight) }
        set {
            style.labelFontSize = Double(newValue.pointSize)
            style.labelWeight = TextStyle.Weight(newValue)
        }
    }
    /// How far labels are pushed away from the centre, in points (default 0; negative moves
    /// them inward).
    @IBInspectable public var labelOffset: CGFloat {
        get { CGFloat(style.labelOffset) }
        set { style.labelOffset = Double(newValue) }
    }
    /// The markers' colour (default dark grey).
    @IBInspectable public var markerColor: UIColor {
        get { uiColor(style.markerPaint) }
        set { style.markerPaint = Paint(newValue) }
    }
    /// A custom marker outline (wins over ``markerImage``), in a marker's own space: the origin
    /// is the marker's centre on the track and negative y points away from the slider's centre;
    /// it is turned with the marker.
    public var markerPath: UIBezierPath? {
        get { style.markerPath.map { UIBezierPath($0) } }
        set { style.markerPath = newValue.map { DrawingPath($0) } }
    }
    /// An image drawn as each marker when there is no ``markerPath``, in ``markerSize``.
    @IBInspectable public var markerImage: UIImage? {
        get { PlatformImages.image(for: style.markerImage) }
        set { style.markerImage = PlatformImages.reference(for: newValue) }
    }
    /// The size of the default marker and of marker images: width along the track, height
    /// across it (default 3 × 9).
    public var markerSize: CGSize {
        get { CGSize(width: style.markerSize.width, height: style.markerSize.height) }
        set { style.markerSize = Size(width: Double(newValue.width), height: Double(newValue.height)) }
    }
}
#endif
