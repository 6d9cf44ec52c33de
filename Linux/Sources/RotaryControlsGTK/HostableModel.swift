import RotaryControls

/// A core control model as `ModelWidget` hosts it: the conventions every model follows
/// (`bounds`, `handle(_:report:)`, `advance(to:report:)`, `needsFrames`, `drawing(style:)`)
/// plus three small adapters a control's GTK file supplies.
///
/// Adding a control to GTK is one file:
/// ```swift
/// extension RotaryKnobModel: HostableModel {
///     public mutating func hostKey(_ key: ControlKey, at time: Double, report: (Event) -> Void) -> Bool { … increment/decrement … }
///     public mutating func hostScroll(steps: Int, at time: Double, report: (Event) -> Void) -> Bool { … }
///     public var hostedValue: HostedValue? { HostedValue(minimum: minimumValue, maximum: maximumValue, current: value, text: …) }
/// }
/// public typealias RotaryKnobWidget = ModelWidget<RotaryKnobModel>
/// ```
public protocol HostableModel {
    /// What the model reports (its nested `Event` enum).
    associatedtype Event
    /// Its style (`XStyle`).
    associatedtype Style

    /// The control's own coordinate space; the widget sets it to its size before each event and drawing.
    var bounds: Rect { get set }
    /// Handles one pointer event, reporting what happened.
    mutating func handle(_ event: PointerEvent, report: (Event) -> Void)
    /// Advances animations and inertia to `time` (seconds, the events' clock).
    mutating func advance(to time: Double, report: (Event) -> Void)
    /// Whether frames must keep coming (`advance` has work to do).
    var needsFrames: Bool { get }
    /// The picture of the current state.
    func drawing(style: Style) -> Drawing

    /// A key press (arrows, Page Up/Down, Home/End, Space/Return); `true` when used. Default: unused.
    mutating func hostKey(_ key: ControlKey, at time: Double, report: (Event) -> Void) -> Bool
    /// ``handle(_:report:)`` with the host's close veto, for models that can close (the
    /// spinner: `shouldClose` gets the selected index and may keep it open). Default: the
    /// veto is not asked and the event goes to ``handle(_:report:)``.
    mutating func hostHandle(_ event: PointerEvent, report: (Event) -> Void, shouldClose: (Int?) -> Bool)
    /// ``hostKey(_:at:report:)`` with the host's close veto. Default: the veto is not asked.
    mutating func hostKey(_ key: ControlKey, at time: Double, report: (Event) -> Void,
                          shouldClose: (Int?) -> Bool) -> Bool
    /// Scroll-wheel notches (positive = up); `true` when used. Default: unused.
    mutating func hostScroll(steps: Int, at time: Double, report: (Event) -> Void) -> Bool
    /// The value published to assistive technologies; default `nil` (none).
    var hostedValue: HostedValue? { get }
}

extension HostableModel {
    /// Default: keys are not used.
    public mutating func hostKey(_ key: ControlKey, at time: Double, report: (Event) -> Void) -> Bool { false }
    /// Default: the veto is not asked.
    public mutating func hostHandle(_ event: PointerEvent, report: (Event) -> Void, shouldClose: (Int?) -> Bool) {
        handle(event, report: report)
    }
    /// Default: the veto is not asked.
    public mutating func hostKey(_ key: ControlKey, at time: Double, report: (Event) -> Void,
                                 shouldClose: (Int?) -> Bool) -> Bool {
        hostKey(key, at: time, report: report)
    }
    /// Default: the scroll wheel is not used.
    public mutating func hostScroll(steps: Int, at time: Double, report: (Event) -> Void) -> Bool { false }
    /// Default: no accessible value.
    public var hostedValue: HostedValue? { nil }
}
