#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// Values, arc and behaviour: `UISlider`'s vocabulary and every setting of the core's
/// `CircularSliderModel`, forwarded.
extension CircularSliderControl {
    // MARK: - Values (UISlider vocabulary)

    /// The value at the start of the arc (default 0). Raising it above `maximumValue` raises
    /// the maximum too.
    @IBInspectable public var minimumValue: Double {
        get { model.minimumValue }
        set { model.minimumValue = newValue }
    }
    /// The value at the end of the arc (default 100). Lowering it below `minimumValue` lowers
    /// the minimum too.
    @IBInspectable public var maximumValue: Double {
        get { model.maximumValue }
        set { model.maximumValue = newValue }
    }
    /// The value (a range slider's first handle), clamped into the range; NaN is ignored.
    /// Setting it sends no control events (like `UISlider`); the delegate hears
    /// `fromUser: false` when it changed.
    @IBInspectable public var value: Double {
        get { model.value }
        set { setValue(newValue, animated: false) }
    }
    /// Same as ``value``; the name MSCircularSlider uses.
    @IBInspectable public var currentValue: Double {
        get { value }
        set { value = newValue }
    }
    /// The step values snap to while dragging and that keys and VoiceOver move by, or `nil`
    /// (the default) for continuous values. Zero, negative, NaN and infinite steps are ignored.
    public var step: Double? {
        get { model.step }
        set { model.step = newValue }
    }
    /// Whether `.valueChanged` is sent while dragging (`true`, the default) or only on release.
    @IBInspectable public var isContinuous: Bool {
        get { model.isContinuous }
        set { model.isContinuous = newValue }
    }

    // MARK: - Arc

    /// The arc's angle in degrees (default 360, a full circle; outside 0…360 it is 360).
    @IBInspectable public var maximumAngle: Double {
        get { model.maximumAngle }
        set { model.maximumAngle = newValue }
    }
    /// Where the arc starts, in degrees clockwise from 12 o'clock; `nil` (the default) puts the
    /// gap at 6 o'clock. Ignored for a full circle, which starts at 12 o'clock. The arc is laid
    /// out by the model (no view transform), so Auto Layout and labels stay upright.
    public var rotationAngle: Double? {
        get { model.rotationAngle }
        set { model.rotationAngle = newValue }
    }
    /// The direction in which values grow (default clockwise).
    public var direction: RotationDirection {
        get { model.direction }
        set { model.direction = newValue }
    }
    /// Whether values grow counter-clockwise (``direction`` for Interface Builder).
    @IBInspectable public var isCounterClockwise: Bool {
        get { direction == .counterClockwise }
        set { direction = newValue ? .counterClockwise : .clockwise }
    }
    /// How many turns the range takes, or endless (default `.bounded`, one turn).
    public var maximumRevolutions: CircularSliderRevolutions {
        get { model.maximumRevolutions }
        set { model.maximumRevolutions = newValue }
    }
    /// Completed turns: in multi-turn mode the turn the handle is on, in endless mode the wraps
    /// past the maximum (negative below the minimum).
    public var revolutions: Int { model.revolutions }

    // MARK: - Touch

    /// Where a touch may start a drag (default `.handleOnly`; `.handleOrTrack` also takes
    /// touches on the track, moving the handle there).
    public var touchPolicy: CircularSliderTouchPolicy {
        get { model.touchPolicy }
        set { model.touchPolicy = newValue }
    }
    /// The smallest side of a handle's touch area in points (default 44).
    @IBInspectable public var minimumTouchSize: Double {
        get { style.minimumTouchSize }
        set { style.minimumTouchSize = newValue }
    }

    // MARK: - Labels, markers and snapping

    /// The labels spread evenly along the arc (default none).
    public var labels: [String] {
        get { model.labels }
        set { model.labels = newValue }
    }
    /// Adds a label at the end of ``labels``.
    public func addLabel(_ string: String) { model.addLabel(string) }
    /// Replaces the label at `index` (an index outside ``labels`` changes nothing).
    public func changeLabel(at index: Int, string: String) { model.changeLabel(at: index, to: string) }
    /// Removes the label at `index` (an index outside ``labels`` changes nothing).
    public func removeLabel(at index: Int) { model.removeLabel(at: index) }
    /// The number of evenly spread markers (default 0).
    @IBInspectable public var markerCount: Int {
        get { model.markerCount }
        set { model.markerCount = newValue }
    }
    /// Whether a released handle snaps to the nearest label (default `false`).
    @IBInspectable public var snapToLabels: Bool {
        get { model.snapToLabels }
        set { model.snapToLabels = newValue }
    }
    /// Whether a released handle snaps to the nearest marker (with labels: the nearest of both;
    /// default `false`).
    @IBInspectable public var snapToMarkers: Bool {
        get { model.snapToMarkers }
        set { model.snapToMarkers = newValue }
    }
    /// Live magnetic detents: while dragging, a handle within this many degrees of a label or
    /// marker sits on it, with a tick. `nil` (the default) turns them off.
    public var magneticDetentDegrees: Double? {
        get { model.magneticDetentDegrees }
        set { model.magneticDetentDegrees = newValue }
    }
}
#endif
