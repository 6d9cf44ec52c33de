#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// The second handle's look, independent of the first (the `handle…` properties of
/// ``CircularSliderControl`` style the first handle).
extension CircularRangeSliderControl {
    /// The second handle's shape (default `.largeCircle`).
    public var secondHandleType: CircularSliderHandleStyle.Kind {
        get { style.secondHandle.kind }
        set { style.secondHandle.kind = newValue }
    }
    /// The second handle's colour (default dark grey).
    @IBInspectable public var secondHandleColor: UIColor {
        get { uiColor(style.secondHandle.paint) }
        set { style.secondHandle.paint = Paint(newValue) }
    }
    /// How many points the second handle is wider than the line (large and double circles;
    /// default 10).
    @IBInspectable public var secondHandleEnlargementPoints: Int {
        get { Int(style.secondHandle.enlargementPoints) }
        set { style.secondHandle.enlargementPoints = Double(newValue) }
    }
    /// Whether the second handle turns semi-transparent while pressed (default `true`).
    @IBInspectable public var secondHandleHighlightable: Bool {
        get { style.secondHandle.isHighlightable }
        set { style.secondHandle.isHighlightable = newValue }
    }
    /// Whether the second handle's image turns with its angle (default `false`).
    @IBInspectable public var secondHandleRotatable: Bool {
        get { style.secondHandle.isRotatable }
        set { style.secondHandle.isRotatable = newValue }
    }
    /// An image drawn as the second handle instead of its shape (default none).
    @IBInspectable public var secondHandleImage: UIImage? {
        get { PlatformImages.image(for: style.secondHandle.image) }
        set { style.secondHandle.image = PlatformImages.reference(for: newValue) }
    }
}
#endif
