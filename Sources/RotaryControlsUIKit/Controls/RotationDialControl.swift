#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// An endless dial turned by one finger around its centre (the single-touch rotation gesture as
/// a control), showing its angle and the number of turns.
///
/// The core's `RotationDialModel` decides everything (relative turning with a dead zone at the
/// centre, turns counted without limit, a double-tap or Space/Return resetting to 0, keys and
/// scrolling turning by ``keyStep``, coasting after a fling when ``coastsAfterRelease`` is on);
/// ``ModelControl`` delivers the input, runs frames while it coasts and sends
/// `.editingDidBegin`, `.valueChanged` (the user's changes) and `.editingDidEnd`. For a
/// recogniser on a view of your own, use ``SingleTouchRotationGestureRecognizer``.
///
/// ```swift
/// let dial = RotationDialControl()
/// dial.coastsAfterRelease = true
/// dial.addTarget(self, action: #selector(turned(_:)), for: .valueChanged)
/// ```
@IBDesignable
@MainActor
open class RotationDialControl: ModelControl {
    /// A dial at 0 with the core's defaults.
    override open class var initialModel: any ControlModel { RotationDialModel() }
    /// The model behind the dial, which decides everything.
    var model: RotationDialModel {
        get { controlModel as! RotationDialModel }
        set { controlModel = newValue }
    }
    override class var initialPartLabels: [String] { ["Rotation"] }
    /// Apple Pencil barrel roll turns the dial degree for degree, in its key steps (`keyStep`,
    /// default 15°).
    override var pencilRollDegreesPerStep: Double? {
        let degrees = model.keyStep.degrees
        return degrees.isFinite && degrees > 0 ? degrees : nil
    }

    /// The look, kept by the model.
    public var style: RotationDialStyle {
        get { model.style }
        set { model.style = newValue }
    }
    /// What VoiceOver calls the dial (default "Rotation").
    public var accessibilityName: String {
        get { partLabels.first ?? "" }
        set { partLabels = [newValue] }
    }

    /// The rotation in radians, positive clockwise, any number of turns. Setting it sends no
    /// control events and stops coasting; NaN and infinities are ignored.
    public var rotation: CGFloat {
        get { CGFloat(model.rotation.radians) }
        set { model.rotation = Rotation(radians: Double(newValue)) }
    }
    /// The rotation in degrees (``rotation``).
    @IBInspectable public var rotationDegrees: Double {
        get { model.rotation.degrees }
        set { model.rotation = Rotation(degrees: newValue) }
    }
    /// Whole turns completed, negative counter-clockwise.
    public var turns: Int { model.tracker.turns }
    /// How far one arrow key or scroll step turns the dial, in degrees (default 15).
    @IBInspectable public var keyStep: Double {
        get { model.keyStep.degrees }
        set { if newValue.isFinite { model.keyStep = Rotation(degrees: newValue) } }
    }
    /// Whether a fling keeps the dial turning after release, slowing down (default `false`;
    /// never with Reduce Motion).
    @IBInspectable public var coastsAfterRelease: Bool {
        get { model.coastsAfterRelease }
        set { model.coastsAfterRelease = newValue }
    }
    /// Releases slower than this, in radians per second, do not coast (default 0.5).
    @IBInspectable public var minimumCoastingVelocity: Double {
        get { model.minimumCoastingVelocity }
        set { model.minimumCoastingVelocity = newValue }
    }

    /// 200 × 200 points.
    override open var intrinsicContentSize: CGSize { CGSize(width: 200, height: 200) }
}
#endif
