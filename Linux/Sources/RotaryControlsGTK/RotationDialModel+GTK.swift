import RotaryControls

/// The dial in GTK: `ModelWidget` with `RotationDialModel` (the demo of the rotation gesture).
public typealias RotationTrackerWidget = ModelWidget<RotationDialModel>

extension RotationDialModel: HostableModel {
    /// Arrows ±`keyStep`, Page Up/Down ±90°, Home → 0; End and Space/Return are not used.
    public mutating func hostKey(_ key: ControlKey, at time: Double, report: (Event) -> Void) -> Bool {
        switch key {
        case .increment: turn(by: keyStep, report: report)
        case .decrement: turn(by: -keyStep, report: report)
        case .pageUp: turn(by: Rotation(degrees: 90), report: report)
        case .pageDown: turn(by: Rotation(degrees: -90), report: report)
        case .home: turn(by: -tracker.rotation, report: report)
        case .end, .activate: return false
        }
        return true
    }

    /// One `keyStep` per notch, clockwise for a notch up.
    public mutating func hostScroll(steps: Int, at time: Double, report: (Event) -> Void) -> Bool {
        turn(by: keyStep * Double(steps), report: report)
        return true
    }

    /// Degrees, bounded for assistive technologies at ±10 turns (the dial itself is unbounded).
    public var hostedValue: HostedValue? {
        let degrees = tracker.rotation.degrees
        return HostedValue(minimum: -3600, maximum: 3600, current: Swift.min(Swift.max(degrees, -3600), 3600),
                           text: RotationDialDrawing.valueText(tracker.rotation))
    }
}
