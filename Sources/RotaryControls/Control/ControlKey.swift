/// A key a control understands, in one vocabulary for every platform: UIKit's `UIKey`, SwiftUI's
/// `KeyPress` and move commands, and GDK key values all translate to it.
///
/// What each key does is the model's decision (see ``ControlModel/handle(_:at:report:)``):
/// arrows move one step (↑ and → to the next value or item, on every control and in every
/// form of the spinner), Page Up/Down a tenth of the range, Home/End the ends; Space/Return
/// activate; Escape cancels; Tab and Shift-Tab move between a control's own parts (a range
/// slider's two handles) before focus leaves it.
public enum ControlKey: String, Hashable, Sendable, CaseIterable {
    /// ↑: one step up.
    case up
    /// ↓: one step down.
    case down
    /// ←: one step down, or up in a right-to-left layout.
    case left
    /// →: one step up, or down in a right-to-left layout.
    case right
    /// Page Up: a large step up (a tenth of the range).
    case pageUp
    /// Page Down: a large step down.
    case pageDown
    /// Home: the minimum (the first item; a rotation dial's 0).
    case home
    /// End: the maximum (the last item). On a control without an end — an endless knob, the
    /// rotation dial — the origin, as Home.
    case end
    /// Space, Return or keypad Enter: what a tap on the control does (a spinner opens or closes).
    case activate
    /// Escape: cancels (an open spinner closes, putting back the item it had as it opened).
    case escape
    /// Tab: the control's next part (a range slider's second handle); unused on the last part,
    /// so that the host moves focus on.
    case nextPart
    /// Shift-Tab: the control's previous part; unused on the first part.
    case previousPart
}
