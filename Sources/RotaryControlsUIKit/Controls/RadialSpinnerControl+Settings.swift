#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// Items, selection and every setting of the core's `RadialSpinnerModel` and
/// `RadialSpinnerStyle`, forwarded (the Attributes Inspector options included).
extension RadialSpinnerControl {
    // MARK: - Items and selection

    /// The items, in ring order. An empty list shows an empty centre and cannot open.
    public var items: [SpinnerItem] {
        get { model.items }
        set { model.items = newValue }
    }
    /// Same as ``items``; the name RVS_Spinner uses.
    public var values: [SpinnerItem] {
        get { items }
        set { items = newValue }
    }
    /// The selected item's index: `nil` exactly when no item is enabled. Setting it clamps into
    /// the items and moves off disabled items (assigning `nil` is ignored while an item is
    /// enabled); it sends no control events.
    public var selectedIndex: Int? {
        get { model.selectedIndex }
        set { model.selectedIndex = newValue }
    }
    /// The selected item, or `nil` when no item is enabled.
    public var selectedItem: SpinnerItem? { model.selectedItem }
    /// Same as ``selectedItem``; the name RVS_Spinner uses.
    public var value: SpinnerItem? { selectedItem }
    /// Whether the ring (or picker) is open. Setting it opens or closes at once (an empty spinner
    /// stays closed) and sends no control events or delegate calls.
    public var isOpen: Bool {
        get { model.isOpen }
        set {
            updateOpenArea()
            model.isOpen = newValue
        }
    }
    /// Whether the ring is spinning after a fling or `spin(to:turns:duration:)`.
    public var isSpinning: Bool { model.isSpinning }

    /// Spins the open ring `turns` whole turns (negative: counter-clockwise) and lands it on the
    /// item at `index` over `duration` seconds, like a prize wheel; the delegate hears the
    /// selection when it lands. Answers `false` (and does nothing) when `index` is not an
    /// enabled item, while the picker shows, while a finger is down or while disabled.
    @discardableResult
    public func spin(to index: Int, turns: Int = 3, duration: TimeInterval = RadialSpinnerModel.defaultSpinDuration)
        -> Bool
    {
        update(RadialSpinnerModel.self) { model, report in
            model.spin(to: index, turns: turns, duration: duration, at: DisplayLinkDriver.now, report: report)
        }
    }

    // MARK: - Behaviour

    /// A prize wheel's odds: a fling worth the rules' minimum turns lands on an item drawn by
    /// the weights, a shorter one settles back; `nil` (the default): flings land where their
    /// physics takes them. Seed the generator once (`UInt64.random(in: .min ... .max)` in an
    /// app, a fixed starting state in tests); the spinner moves it on with each spin.
    ///
    /// ```swift
    /// spinner.weightedLanding = SpinnerWeightedLanding(
    ///     weights: [5, 3, 1, 1], rules: SpinRules(minimumTurns: 2),
    ///     random: SplitMixRandomNumberGenerator(state: UInt64.random(in: .min ... .max)))
    /// ```
    public var weightedLanding: SpinnerWeightedLanding? {
        get { model.weightedLanding }
        set { model.weightedLanding = newValue }
    }

    /// The items' relative slice widths, in item order (default empty: equal slices; `[2, 1, 1]`
    /// gives the first item half the ring). Items past the end, and sizes that are NaN,
    /// infinite, zero or negative, count as 1; the sizes apply while the ring shows every item.
    public var sliceSizes: [Double] {
        get { model.sliceSizes }
        set { model.sliceSizes = newValue }
    }

    /// Whether opening, closing and stepping click (default `true`).
    @IBInspectable public var isSoundOn: Bool {
        get { model.isSoundOn }
        set { model.isSoundOn = newValue }
    }
    /// Whether opening, closing and stepping play haptics (default `true`).
    @IBInspectable public var isHapticsOn: Bool {
        get { model.isHapticsOn }
        set { model.isHapticsOn = newValue }
    }
    /// Ring, picker, or the ring below ``spinnerThreshold`` items (default `.automatic`).
    public var mode: RadialSpinnerMode {
        get { model.mode }
        set { model.mode = newValue }
    }
    /// The decay time constant of a fling's coast, in seconds (default 1: a prize wheel that
    /// coasts for a few seconds), capped at 60; non-positive and NaN values are ignored.
    @IBInspectable public var flingTimeConstant: Double {
        get { model.flingTimeConstant }
        set { model.flingTimeConstant = newValue }
    }
    /// The most spokes the ring shows at once (default 40, at least 2); with more items the ring
    /// shows this many slots around the top and the list scrolls through them.
    @IBInspectable public var maximumVisibleSpokes: Int {
        get { model.maximumVisibleSpokes }
        set { model.maximumVisibleSpokes = newValue }
    }
    /// ``mode`` as a number: −1 ring only, 0 ring or picker by ``spinnerThreshold`` (the
    /// default), 1 picker only.
    @IBInspectable public var spinnerMode: Int {
        get { model.mode == .radialOnly ? -1 : (model.mode == .pickerOnly ? 1 : 0) }
        set { model.mode = newValue < 0 ? .radialOnly : (newValue > 0 ? .pickerOnly : .automatic) }
    }
    /// The ring is used while the item count is below this; from it on, the picker (default 15).
    @IBInspectable public var spinnerThreshold: Int {
        get { model.threshold }
        set { model.threshold = newValue }
    }
    /// The open ring's radius in points; 0 (the default) opens out to the superview's nearest
    /// edge (with ``opensIntoSuperview`` off: the bounds' nearest edge). Never beyond that edge.
    @IBInspectable public var radius: CGFloat {
        get { CGFloat(model.radius ?? 0) }
        set { model.radius = newValue > 0 ? Double(newValue) : nil }
    }

    // MARK: - Look

    /// The font of the picker rows' titles (default bold 20). The core draws the system font:
    /// a font's size and weight are kept, its family is not.
    public var displayFont: UIFont {
        get { UIFont.system(size: style.displayFontSize, weight: style.displayFontWeight) }
        set {
            style.displayFontSize = Double(newValue.pointSize)
            style.displayFontWeight = TextStyle.Weight(newValue)
        }
    }
    /// The image shown in the closed centre whatever is selected; `nil` (the default) shows the
    /// selected item's icon.
    @IBInspectable public var closedIcon: UIImage? {
        get { PlatformImages.image(for: model.closedIcon) }
        set { model.closedIcon = PlatformImages.reference(for: newValue) }
    }
    /// Drawn behind the open ring or picker (default clear).
    @IBInspectable public var openBackgroundColor: UIColor {
        get { uiColor(style.openBackgroundPaint) }
        set { style.openBackgroundPaint = Paint(newValue) }
    }
    /// Borders, the selection mark, text and template icons; `nil` (the default) uses the tint.
    @IBInspectable public var borderColor: UIColor? {
        get { style.borderPaint == .semantic(.tint) ? nil : uiColor(style.borderPaint) }
        set { style.borderPaint = newValue.map { Paint($0) } ?? .semantic(.tint) }
    }
    /// The background of picker rows and of the icon circles in daisy mode (default clear).
    @IBInspectable public var pickerRowBackgroundColor: UIColor {
        get { uiColor(style.iconBackgroundPaint) }
        set { style.iconBackgroundPaint = Paint(newValue) }
    }
    /// Daisy mode: each icon clipped in its own bordered circle (default `true`).
    @IBInspectable public var isDaisy: Bool {
        get { style.isDaisy }
        set { style.isDaisy = newValue }
    }
    /// Whether the closed centre shows an icon: ``closedIcon`` or the selected item's (default
    /// `true`).
    @IBInspectable public var showIconInCenter: Bool {
        get { style.showsIconInCenter }
        set { style.showsIconInCenter = newValue }
    }
    /// Whether the centre circle is filled with the view's background colour (default `true`).
    @IBInspectable public var showCenterBackground: Bool {
        get { style.showsCenterBackground }
        set { style.showsCenterBackground = newValue }
    }
    /// Whether the centre circle has a border in ``borderColor`` (default `true`).
    @IBInspectable public var showCenterBorder: Bool {
        get { style.showsCenterBorder }
        set { style.showsCenterBorder = newValue }
    }
}
#endif
