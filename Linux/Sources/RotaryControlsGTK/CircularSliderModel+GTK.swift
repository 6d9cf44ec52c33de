import RotaryControls

/// The circular slider in GTK (one handle or two).
public typealias CircularSliderWidget = ModelWidget<CircularSliderModel>

extension CircularSliderModel: HostableModel {
    /// Arrows step the first handle; other keys are not used.
    public mutating func hostKey(_ key: ControlKey, at time: Double, report: (Event) -> Void) -> Bool {
        switch key {
        case .increment: increment(report: report)
        case .decrement: decrement(report: report)
        default: return false
        }
        return true
    }

    /// One step of the first handle per notch.
    public mutating func hostScroll(steps: Int, at time: Double, report: (Event) -> Void) -> Bool {
        for _ in 0..<Swift.abs(steps) {
            if steps > 0 { increment(report: report) } else { decrement(report: report) }
        }
        return steps != 0
    }

    /// The first handle's value and its spoken text.
    public var hostedValue: HostedValue? {
        HostedValue(minimum: minimumValue, maximum: maximumValue, current: value,
                    text: accessibilityElements().first?.value ?? "")
    }
}
