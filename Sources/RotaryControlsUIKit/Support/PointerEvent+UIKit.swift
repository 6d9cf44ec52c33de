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
        self.init(phase: phase, location: Point(x: Double(location.x), y: Double(location.y)),
                  timestamp: touch.timestamp, tapCount: touch.tapCount)
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

/// Arrow keys from hardware-keyboard presses.
extension ArrowKey {
    /// The arrow key of a key code, or `nil` for any other key.
    public init?(_ keyCode: UIKeyboardHIDUsage) {
        switch keyCode {
        case .keyboardUpArrow: self = .up
        case .keyboardDownArrow: self = .down
        case .keyboardLeftArrow: self = .left
        case .keyboardRightArrow: self = .right
        default: return nil
        }
    }

    /// The steps the arrow keys among `presses` ask for (each press adds its own), or `nil`
    /// when none of them is an arrow key (the caller then passes the presses on).
    @MainActor static func steps(in presses: Set<UIPress>, rightToLeft: Bool) -> Int? {
        var steps: Int?
        for press in presses {
            guard let code = press.key?.keyCode, let key = ArrowKey(code) else { continue }
            steps = (steps ?? 0) + key.adjustmentSteps(rightToLeft: rightToLeft)
        }
        return steps
    }
}
#endif
