import CGtk4
import RotaryControls
import RotaryControlsCairo

/// A dial that turns with the pointer, driven by the core `RotationTracker`: the demo of the
/// single-touch rotation gesture, and the first widget on `DrawingAreaHost`.
///
/// The anchor is the widget's centre; the tracker's dead zone (default 12 points here) ignores
/// presses near it. Arrows and the scroll wheel turn by `keyStep` (15°), Home returns to 0.
/// `onChange` runs after every change of `rotation`, from the user or from code.
@MainActor
public final class RotationTrackerWidget: HostedControl {
    /// The core recogniser; its `rotation` is the dial's angle (positive clockwise, any number of turns).
    public private(set) var tracker: RotationTracker
    /// How far one arrow key or scroll notch turns the dial; default 15°.
    public var keyStep = Rotation(degrees: 15)
    /// Called after every change of the rotation.
    public var onChange: ((RotationTracker) -> Void)?
    /// The GTK side: the drawing area and its controllers.
    public private(set) var host: DrawingAreaHost!

    /// The GTK widget to put in a container.
    public var widget: UnsafeMutablePointer<GtkWidget> { host.widget }

    /// Creates a dial `size`×`size` points (default 200) with an optional dead zone (default 12 points).
    public init(renderer: CairoRenderer = CairoRenderer(), size: Int32 = 200, deadZoneRadius: Double = 12) {
        tracker = RotationTracker(anchor: .zero, deadZoneRadius: deadZoneRadius)
        host = DrawingAreaHost(control: self, renderer: renderer, width: size, height: size)
    }

    /// Sets the rotation from code (non-finite values are ignored by the tracker); redraws.
    public func setRotation(_ rotation: Rotation) {
        let before = tracker.rotation
        tracker.rotation = rotation
        if tracker.rotation != before { onChange?(tracker) }
        host.invalidate()
    }

    // MARK: - HostedControl

    /// The dial for the current rotation (see `RotationDialDrawing`).
    public func drawing(in bounds: Rect) -> Drawing {
        RotationDialDrawing(rotation: tracker.rotation, isTracking: tracker.phase.isTracking).drawing(in: bounds)
    }

    /// Forwards the event to the tracker, anchored at the widget's centre.
    public func handle(_ event: PointerEvent) {
        if event.phase == .began { tracker.anchor = host.bounds.center }
        let before = tracker.rotation
        tracker.handle(event)
        if tracker.rotation != before { onChange?(tracker) }
    }

    /// One `keyStep` per notch, clockwise for a notch up.
    public func scroll(steps: Int, at time: Double) -> Bool {
        setRotation(tracker.rotation + keyStep * Double(steps))
        return true
    }

    /// Arrows ±`keyStep`, Page Up/Down ±90°, Home → 0; other keys are not used.
    public func key(_ key: ControlKey, at time: Double) -> Bool {
        switch key {
        case .increment: setRotation(tracker.rotation + keyStep)
        case .decrement: setRotation(tracker.rotation - keyStep)
        case .pageUp: setRotation(tracker.rotation + Rotation(degrees: 90))
        case .pageDown: setRotation(tracker.rotation - Rotation(degrees: 90))
        case .home: setRotation(.zero)
        case .end, .activate: return false
        }
        return true
    }

    /// Degrees, bounded for assistive technologies at ±10 turns (the dial itself is unbounded).
    public var hostedValue: HostedValue? {
        let degrees = tracker.rotation.degrees
        return HostedValue(minimum: -3600, maximum: 3600, current: Swift.min(Swift.max(degrees, -3600), 3600),
                           text: RotationDialDrawing.valueText(tracker.rotation))
    }
}
