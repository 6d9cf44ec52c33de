import RotaryControls

/// The rotary knob in GTK (any interaction style, bounded or endless).
public typealias RotaryKnobWidget = ModelWidget<RotaryKnobModel>

extension RotaryKnobModel: HostableModel {
    /// Arrows one step, Page Up/Down ten, Home/End the ends; Space/Return are not used.
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

    /// One step per notch (up = more).
    public mutating func hostScroll(steps: Int, at time: Double, report: (Event) -> Void) -> Bool {
        guard steps != 0 else { return false }
        adjust(bySteps: steps, report: report)
        return true
    }

    /// The value and its spoken text.
    public var hostedValue: HostedValue? {
        HostedValue(minimum: minimumValue, maximum: maximumValue, current: value,
                    text: spokenValue(value))
    }
}
