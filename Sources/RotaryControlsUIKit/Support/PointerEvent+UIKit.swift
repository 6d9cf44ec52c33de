#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// Touches as core pointer events.
extension PointerEvent {
    /// The event for `touch` in `view`'s coordinates: its location, its timestamp (seconds
    /// since boot, the clock of ``DisplayLinkDriver/now``) and its tap count.
    @MainActor
    public init(_ touch: UITouch, phase: Phase, in view: UIView) {
        let location = touch.location(in: view)
        self.init(
            phase: phase, location: Point(x: Double(location.x), y: Double(location.y)),
            timestamp: touch.timestamp, tapCount: touch.tapCount)
    }
}

/// Keyboard modifiers from UIKit's vocabulary.
extension PointerModifiers {
    /// The modifiers of `UIKeyModifierFlags` (a `UIEvent`'s `modifierFlags`, a hardware
    /// keyboard's or, on iPad, the pointer's): Shift, Control, Option (`.alternate`) and Command.
    public init(_ flags: UIKeyModifierFlags) {
        self = []
        if flags.contains(.shift) { insert(.shift) }
        if flags.contains(.control) { insert(.control) }
        if flags.contains(.alternate) { insert(.option) }
        if flags.contains(.command) { insert(.command) }
    }
}

/// Core geometry from and to Core Graphics.
extension Rect {
    /// The core rect of a `CGRect`.
    public init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }

    /// The `CGRect` of this rect.
    public var cgRect: CGRect {
        CGRect(x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(width), height: CGFloat(height))
    }
}

/// Hardware-keyboard keys as the core's key vocabulary.
extension ControlKey {
    /// The control key of a hardware key press (see ``init(_:shift:)``).
    @MainActor
    public init?(_ key: UIKey) {
        self.init(key.keyCode, shift: key.modifierFlags.contains(.shift))
    }

    /// The control key of a key code (arrows, Page Up/Down, Home/End, Space, Return and keypad
    /// Enter, Escape, Tab — Shift-Tab when `shift`), or `nil` for any other key.
    public init?(_ keyCode: UIKeyboardHIDUsage, shift: Bool = false) {
        switch keyCode {
        case .keyboardUpArrow: self = .up
        case .keyboardDownArrow: self = .down
        case .keyboardLeftArrow: self = .left
        case .keyboardRightArrow: self = .right
        case .keyboardPageUp: self = .pageUp
        case .keyboardPageDown: self = .pageDown
        case .keyboardHome: self = .home
        case .keyboardEnd: self = .end
        case .keyboardSpacebar, .keyboardReturnOrEnter, .keypadEnter: self = .activate
        case .keyboardEscape: self = .escape
        case .keyboardTab: self = shift ? .previousPart : .nextPart
        default: return nil
        }
    }
}
#endif
