/// One pointer (touch, mouse or pen) sample delivered by a host platform.
///
/// Time always arrives with the event: `timestamp` is in seconds on a monotonic clock of the
/// host's choosing. The core never reads a clock, so every behaviour is reproducible.
public struct PointerEvent: Hashable, Sendable {
    /// Where the pointer is in its life.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// The pointer went down (touch began, mouse button pressed).
        case began
        /// The pointer moved while down.
        case moved
        /// The pointer was lifted.
        case ended
        /// The system took the pointer away (an incoming call, a scroll view took over).
        case cancelled
    }

    /// Where the pointer is in its life.
    public var phase: Phase
    /// The location in the control's own coordinates.
    public var location: Point
    /// Seconds on a monotonic clock.
    public var timestamp: Double
    /// How many taps in quick succession this touch belongs to (1 for a single tap, 2 for
    /// the second touch of a double-tap). Hosts that do not know send 1.
    public var tapCount: Int
    /// The keyboard modifiers held (default none): Shift drags finely, a ⌘- or Ctrl-click
    /// resets (see ``PointerModifiers``).
    public var modifiers: PointerModifiers

    /// Creates a pointer event.
    public init(phase: Phase, location: Point, timestamp: Double, tapCount: Int = 1, modifiers: PointerModifiers = []) {
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.modifiers = modifiers
    }

    /// A `began` event at `(x, y)`.
    public static func began(x: Double, y: Double, at timestamp: Double, tapCount: Int = 1) -> PointerEvent {
        PointerEvent(phase: .began, location: Point(x: x, y: y), timestamp: timestamp, tapCount: tapCount)
    }

    /// A `moved` event at `(x, y)`.
    public static func moved(x: Double, y: Double, at timestamp: Double) -> PointerEvent {
        PointerEvent(phase: .moved, location: Point(x: x, y: y), timestamp: timestamp)
    }

    /// An `ended` event at `(x, y)`.
    public static func ended(x: Double, y: Double, at timestamp: Double) -> PointerEvent {
        PointerEvent(phase: .ended, location: Point(x: x, y: y), timestamp: timestamp)
    }

    /// A `cancelled` event at `(x, y)`.
    public static func cancelled(x: Double, y: Double, at timestamp: Double) -> PointerEvent {
        PointerEvent(phase: .cancelled, location: Point(x: x, y: y), timestamp: timestamp)
    }
}
