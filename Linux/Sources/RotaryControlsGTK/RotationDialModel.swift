import RotaryControls

/// The model of the demo's rotation dial: a core `RotationTracker` anchored at the centre of
/// `bounds`, following the model conventions so that `ModelWidget` hosts it like any control.
///
/// All turning is the tracker's; this type only adds the dial's keyboard steps, a reset to 0 on
/// a double tap (a press with `tapCount` ≥ 2) and, when `coastsAfterRelease` is on, coasting
/// with the core `Inertia` after a fling (advanced by `advance(to:)`, so the host's frame clock
/// runs while `needsFrames`). The dead zone defaults to 12 points; non-finite rotations set from
/// code are ignored (the tracker's rule).
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
    /// Whether a fling keeps the dial turning after release, slowing down exponentially; default off.
    public var coastsAfterRelease = false
    /// The coasting motion under way (radians), if any; a press stops it.
    public private(set) var coasting: Inertia?
    /// Releases slower than this (radians per second) do not coast; default 0.5.
    public var minimumCoastingVelocity = 0.5

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
        let before = tracker.rotation
        if event.phase == .began, !tracker.phase.isTracking {
            tracker.anchor = bounds.center
            coasting = nil
            if event.tapCount >= 2 { tracker.rotation = .zero }
        }
        let wasTracking = tracker.phase.isTracking
        tracker.handle(event)
        if !wasTracking, tracker.phase.isTracking { report(.editingBegan) }
        if tracker.rotation != before { report(.rotationChanged(tracker.rotation)) }
        if wasTracking, !tracker.phase.isTracking {
            if event.phase == .ended, coastsAfterRelease, Swift.abs(tracker.velocity) >= minimumCoastingVelocity {
                coasting = Inertia(position: tracker.rotation.radians, velocity: tracker.velocity, time: event.timestamp)
            }
            report(.editingEnded)
        }
    }

    /// Moves a coasting dial to its position at `time`, reporting the change; ends the coasting at rest.
    public mutating func advance(to time: Double, report: (Event) -> Void) {
        guard var motion = coasting else { return }
        let before = tracker.rotation
        tracker.rotation = Rotation(radians: motion.advance(to: time))
        coasting = motion.isResting ? nil : motion
        if tracker.rotation != before { report(.rotationChanged(tracker.rotation)) }
    }

    /// Whether the dial is coasting.
    public var needsFrames: Bool { coasting != nil }

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
