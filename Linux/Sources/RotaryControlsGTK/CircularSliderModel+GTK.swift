import RotaryControls

/// The circular slider in GTK (one handle or two).
public typealias CircularSliderWidget = ModelWidget<CircularSliderModel>

extension CircularSliderModel: HostableModel {
    /// Keys move the first handle: arrows one step, Page Up/Down ten, Home/End to its ends.
    public mutating func hostKey(_ key: ControlKey, at time: Double, report: (Event) -> Void) -> Bool {
        switch key {
        case .increment: increment(report: report)
        case .decrement: decrement(report: report)
        case .pageUp: adjust(bySteps: 10, report: report)
        case .pageDown: adjust(bySteps: -10, report: report)
        case .home: moveToMinimum(report: report)
        case .end: moveToMaximum(report: report)
        case .activate: return false
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
