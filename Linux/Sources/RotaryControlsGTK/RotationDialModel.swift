import RotaryControls

/// The model of the demo's rotation dial: a core `RotationTracker` anchored at the centre of
/// `bounds`, following the model conventions so that `ModelWidget` hosts it like any control.
///
/// All turning is the tracker's; this type only adds the dial's keyboard steps. The dead zone
/// defaults to 12 points; non-finite rotations set from code are ignored (the tracker's rule).
public struct RotationDialModel: Equatable, Sendable {
    /// What the dial reports.
    public enum Event: Equatable, Sendable {
        /// A press started tracking (anywhere on the dial, even in the dead zone).
        case editingBegan
        /// The rotation changed through the user (drag, key, scroll); setting `rotation` sends nothing.
        case rotationChanged(Rotation)
        /// The finger lifted or the gesture was cancelled.
        case editingEnded
    }

    /// The core recogniser; its `rotation` is the dial's angle (positive clockwise, any number of turns).
    public private(set) var tracker: RotationTracker
    /// The dial's coordinate space; the anchor is its centre.
    public var bounds: Rect
    /// How far one arrow key or scroll notch turns the dial; default 15°.
    public var keyStep = Rotation(degrees: 15)

    /// Creates a dial at rotation 0 in `bounds` (default 200×200) with the given dead zone.
    public init(bounds: Rect = Rect(x: 0, y: 0, width: 200, height: 200), deadZoneRadius: Double = 12) {
        self.bounds = bounds
        tracker = RotationTracker(anchor: bounds.center, deadZoneRadius: deadZoneRadius)
    }

    /// The dial's rotation. Setting it sends no event; non-finite values are ignored.
    public var rotation: Rotation {
        get { tracker.rotation }
        set { tracker.rotation = newValue }
    }

    /// Feeds the tracker; reports began/ended around the gesture and each change of rotation.
    public mutating func handle(_ event: PointerEvent, report: (Event) -> Void) {
        if event.phase == .began, !tracker.phase.isTracking { tracker.anchor = bounds.center }
        let before = tracker.rotation
        let wasTracking = tracker.phase.isTracking
        tracker.handle(event)
        if !wasTracking, tracker.phase.isTracking { report(.editingBegan) }
        if tracker.rotation != before { report(.rotationChanged(tracker.rotation)) }
        if wasTracking, !tracker.phase.isTracking { report(.editingEnded) }
    }

    /// Nothing animates: a no-op.
    public mutating func advance(to time: Double, report: (Event) -> Void) {}

    /// Always `false`.
    public var needsFrames: Bool { false }

    /// The dial's picture (see `RotationDialDrawing`); the style is unused.
    public func drawing(style: RotationDialStyle) -> Drawing {
        RotationDialDrawing(rotation: tracker.rotation, isTracking: tracker.phase.isTracking).drawing(in: bounds)
    }

    /// Turns by `amount` as a user action (reports the change when there is one).
    mutating func turn(by amount: Rotation, report: (Event) -> Void) {
        let before = tracker.rotation
        tracker.rotation = before + amount
        if tracker.rotation != before { report(.rotationChanged(tracker.rotation)) }
    }
}

/// The dial's style: nothing to choose yet (colours come from the theme's semantic roles).
public struct RotationDialStyle: Hashable, Sendable {
    /// The one style.
    public init() {}
}
