/// A custom action an assistive technology offers on an element besides increment and
/// decrement (VoiceOver's actions rotor, `accessibilityCustomActions`, GTK's accessible
/// actions). The host lists ``ControlModel/accessibilityActions(forPart:)`` by ``name`` beside
/// each element and, when one is chosen, calls
/// ``ControlModel/performAccessibilityAction(_:part:at:report:)``.
public struct AccessibilityAction: Hashable, Sendable {
    /// What the action does.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Back to the default value (a knob's ``RotaryKnobModel/defaultValue``).
        case resetToDefault
        /// To the lowest value the part may take.
        case minimum
        /// To the highest value the part may take.
        case maximum
        /// A range slider: both handles up by a step, keeping the range's width.
        case moveRangeUp
        /// A range slider: both handles down by a step, keeping the range's width.
        case moveRangeDown
    }

    /// What the action does.
    public var kind: Kind
    /// What is spoken and shown for it ("Reset to default").
    public var name: String

    /// Creates an action; the name defaults to the kind's English name.
    public init(_ kind: Kind, name: String? = nil) {
        self.kind = kind
        self.name = name ?? AccessibilityAction.defaultName(of: kind)
    }

    /// The English name of each kind ("Reset to default", "Minimum", "Maximum", "Move range
    /// up", "Move range down"); apps localise by passing their own names.
    public static func defaultName(of kind: Kind) -> String {
        switch kind {
        case .resetToDefault: return "Reset to default"
        case .minimum: return "Minimum"
        case .maximum: return "Maximum"
        case .moveRangeUp: return "Move range up"
        case .moveRangeDown: return "Move range down"
        }
    }
}

extension ControlModel {
    /// No custom actions (the default for controls without any).
    public func accessibilityActions(forPart part: Int) -> [AccessibilityAction] { [] }

    /// No activation point of its own: the element's centre (the default).
    public func accessibilityActivationPoint(forPart part: Int) -> Point? { nil }

    /// No value an assistive technology sets (the default): answers `false`.
    public mutating func setAccessibilityValue(_ value: Double, part: Int, report: (Event) -> Void) -> Bool { false }

    /// No typed value (the default): `nil`.
    public func valueText(part: Int) -> String? { nil }

    /// No typed value (the default): answers `false`.
    public mutating func setValue(fromText text: String, part: Int, report: (Event) -> Void) -> Bool { false }

    /// Performs a custom accessibility action on `part` as a user's action: `.minimum` and
    /// `.maximum` as Home and End (``adjust(_:part:at:report:)`` with `.toMinimum` /
    /// `.toMaximum`), `.resetToDefault` as Space/Return (``activate(at:report:)``). The range
    /// moves are a range slider's own (it answers them); other controls answer `false`.
    /// Answers whether the action was used.
    public mutating func performAccessibilityAction(
        _ kind: AccessibilityAction.Kind, part: Int, at time: Double, report: (Event) -> Void
    ) -> Bool {
        switch kind {
        case .minimum: return adjust(.toMinimum, part: part, at: time, report: report)
        case .maximum: return adjust(.toMaximum, part: part, at: time, report: report)
        case .resetToDefault: return activate(at: time, report: report)
        case .moveRangeUp, .moveRangeDown: return false
        }
    }
}
