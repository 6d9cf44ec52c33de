/// The open ring's geometry and the constants of its motion.
extension RadialSpinnerModel {
    // MARK: - Ring

    /// The open ring's outer radius in points, or `nil` (the default) for the distance from the
    /// centre of ``bounds`` to its nearest edge (RVS_Spinner's later rule). A set radius is
    /// capped at that distance so that the ring stays inside the bounds; negative and NaN
    /// radii act as `nil`.
    public var radius: Double? {
        get { storedRadius }
        set { storedRadius = newValue.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
    }

    /// The most spokes the ring shows at once (default 40, at least 2). With more items the
    /// ring shows this many slots around the top and the list scrolls through them.
    public var maximumVisibleSpokes: Int {
        get { storedMaximumVisibleSpokes }
        set { storedMaximumVisibleSpokes = Swift.max(2, newValue) }
    }

    /// The number of spoke slots around the ring: the item count, at most
    /// ``maximumVisibleSpokes`` (1 for an empty spinner).
    public var visibleSpokeCount: Int { Swift.max(1, Swift.min(storedItems.count, storedMaximumVisibleSpokes)) }

    /// The angle between neighbouring spokes: a full turn divided by ``visibleSpokeCount``.
    public var spokeSpacing: Rotation { Rotation(radians: 2 * .pi / Double(visibleSpokeCount)) }

    /// The decay time constant of a fling's coast, in seconds (default 1: a prize wheel that
    /// coasts for a few seconds), capped at 60. Once within a tenth of an item the ring clicks
    /// into place in ``AimedMotion/clickDuration``; steps and settles take
    /// ``AimedMotion/settleDuration``. Non-positive and NaN values are ignored.
    public var flingTimeConstant: Double {
        get { storedFlingTimeConstant }
        set { if newValue.isFinite, newValue > 0 { storedFlingTimeConstant = Swift.min(newValue, 60) } }
    }

    /// The default duration of ``spin(to:turns:duration:at:report:)``, 4 seconds.
    public static let defaultSpinDuration = 4.0

    /// The fastest fling, 40 radians per second (about six turns a second): faster releases
    /// are slowed to it.
    public static let maximumFlingSpeed = 40.0
}
