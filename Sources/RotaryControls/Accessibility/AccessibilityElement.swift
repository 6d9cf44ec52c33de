/// What an assistive technology should be told about one adjustable part of a control (a
/// knob, a slider handle, a spinner). Platforms map it to `UIAccessibilityElement`,
/// SwiftUI accessibility modifiers or GTK's accessible properties.
public struct AccessibilityElement: Hashable, Sendable {
    /// A stable identifier, e.g. `"handle.first"`.
    public var identifier: String
    /// What the element is ("Volume", "Start time").
    public var label: String
    /// The spoken value ("42", "Medium").
    public var value: String
    /// An optional hint ("Swipe up or down to adjust").
    public var hint: String?
    /// Where the element is, in the control's coordinates.
    public var frame: Rect
    /// Whether increment and decrement apply (`.adjustable`).
    public var isAdjustable: Bool
    /// The numbers behind the spoken value, for platforms that publish them (GTK's value
    /// properties); `nil` when the part has none.
    public var range: AccessibilityRange?

    /// Creates an element description.
    public init(
        identifier: String, label: String, value: String, hint: String? = nil,
        frame: Rect, isAdjustable: Bool = true, range: AccessibilityRange? = nil
    ) {
        self.identifier = identifier
        self.label = label
        self.value = value
        self.hint = hint
        self.frame = frame
        self.isAdjustable = isAdjustable
        self.range = range
    }
}
