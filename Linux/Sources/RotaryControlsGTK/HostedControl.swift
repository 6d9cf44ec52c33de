import RotaryControls

/// A key a control understands, translated from GDK key values by `DrawingAreaHost`.
///
/// Arrows map to `increment` (Right, Up) and `decrement` (Left, Down); Home/End go to the
/// minimum/maximum; Space and Return are `activate` (a spinner opens, a knob resets…).
public enum ControlKey: String, Hashable, Sendable, CaseIterable {
    /// Right or Up arrow (keypad too): one step up.
    case increment
    /// Left or Down arrow (keypad too): one step down.
    case decrement
    /// Page Up: a large step up.
    case pageUp
    /// Page Down: a large step down.
    case pageDown
    /// Home: the minimum.
    case home
    /// End: the maximum.
    case end
    /// Space, Return or keypad Enter.
    case activate
}

/// The value an assistive technology sees for a control (GTK's slider value properties).
public struct HostedValue: Hashable, Sendable {
    /// The smallest value (`GTK_ACCESSIBLE_PROPERTY_VALUE_MIN`).
    public var minimum: Double
    /// The largest value (`GTK_ACCESSIBLE_PROPERTY_VALUE_MAX`).
    public var maximum: Double
    /// The current value (`GTK_ACCESSIBLE_PROPERTY_VALUE_NOW`).
    public var current: Double
    /// The spoken value (`GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT`), e.g. "3 turns".
    public var text: String

    /// Creates a value; non-finite numbers are sent as 0 so that GTK never receives NaN.
    public init(minimum: Double, maximum: Double, current: Double, text: String) {
        self.minimum = minimum.isFinite ? minimum : 0
        self.maximum = maximum.isFinite ? maximum : 0
        self.current = current.isFinite ? current : 0
        self.text = text
    }
}

/// What a GTK widget plugs into `DrawingAreaHost`: the core model's thin adapter.
///
/// Every method only forwards to the model (events in, `Drawing` out); the host does the GTK
/// plumbing. Times are seconds on GLib's monotonic clock (the frame clock's time base).
@MainActor
public protocol HostedControl: AnyObject {
    /// The drawing for the current state, in a space of `bounds` (origin 0,0, the widget's size).
    func drawing(in bounds: Rect) -> Drawing
    /// A pointer event in widget coordinates; `tapCount` is 2 on a double-click's second press.
    func handle(_ event: PointerEvent)
    /// Scroll-wheel notches: positive turns up (away from the user). Return `true` when used.
    func scroll(steps: Int, at time: Double) -> Bool
    /// A key press. Return `true` when used (GTK then stops propagating it).
    func key(_ key: ControlKey, at time: Double) -> Bool
    /// Advances animations and inertia to `time`; called on every frame while `needsFrames`.
    func advance(to time: Double)
    /// Whether the host must keep its frame clock running (animation or inertia under way).
    var needsFrames: Bool { get }
    /// The value properties to publish for assistive technologies; `nil` publishes none.
    var hostedValue: HostedValue? { get }
}

extension HostedControl {
    /// Default: scrolling is not used.
    public func scroll(steps: Int, at time: Double) -> Bool { false }
    /// Default: no keys are used.
    public func key(_ key: ControlKey, at time: Double) -> Bool { false }
    /// Default: nothing animates.
    public func advance(to time: Double) {}
    /// Default: no frames needed.
    public var needsFrames: Bool { false }
}
