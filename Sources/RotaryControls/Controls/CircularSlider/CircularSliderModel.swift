/// A circular slider with one handle, or two handles bounding a range (MSCircularSlider and
/// MSDoubleHandleCircularSlider in one platform-neutral model).
///
/// The host sets ``bounds``, feeds pointer events to ``handle(_:report:)`` and draws
/// ``drawing()``. Everything else — values, arc, tracking, snapping, revolutions, animation,
/// accessibility — lives here and is tested on Linux.
///
/// Values follow ``ValueScale``'s rules: NaN and infinities are ignored, values are clamped,
/// an inverted range is repaired. Assigning properties in code never reports events; only
/// pointer events, accessibility adjustments and ``setValue(_:for:animated:duration:curve:at:report:)``
/// do.
///
/// ```swift
/// var slider = CircularSliderModel(value: 60)
/// slider.maximumAngle = 300
/// slider.labels = ["1", "2", "3", "4", "5"]
/// slider.bounds = Rect(x: 0, y: 0, width: 400, height: 400)
/// slider.handle(.began(x: 200, y: 20, at: 0)) { event in print(event) }
/// ```
public struct CircularSliderModel: Equatable, Sendable {
    /// What the slider reports to its host.
    public enum Event: Hashable, Sendable {
        /// A drag started; the handle dragged, or `nil` when the whole range is dragged.
        case editingBegan(CircularSliderHandle?)
        /// A value changed. `handle` says which one (`nil` for a programmatic change, which
        /// only ``CircularSliderModel/setValue(_:for:animated:duration:curve:at:report:)`` reports).
        case valueChanged(Double, handle: CircularSliderHandle?, fromUser: Bool)
        /// The drag ended (after the final snap) or was cancelled.
        case editingEnded(CircularSliderHandle?)
        /// The count of completed turns changed (multi-turn and endless modes).
        case revolutionsChanged(Int)
        /// The finger's turning direction changed (first movement included).
        case directionChanged(RotationDirection)
        /// Feedback to play: a tick on a magnetic detent, a bump at an end stop.
        case feedback(Feedback)
        /// A value animation ended: `completed` is `false` when a touch or another set
        /// interrupted it.
        case animationFinished(CircularSliderAnimationToken, completed: Bool)
    }

    // MARK: - Storage

    var scale: ValueScale
    var storedValue: Double
    var storedSecondValue: Double?
    var storedMaximumAngle: Double = 360
    var storedRotationAngle: Double?
    var storedMinimumDistance: Double = 10
    var storedMarkerCount = 0

    /// The control's own coordinate space; layout and hit testing follow it.
    public var bounds: Rect
    /// The look; hit testing uses its sizes (track width, handle sizes, touch size).
    public var style: CircularSliderStyle
    /// Whether value changes are reported while dragging (default `true`) or once on release.
    public var isContinuous = true
    /// The direction in which values grow (default clockwise).
    public var direction: RotationDirection = .clockwise {
        didSet { updateScale() }
    }
    /// How many turns the range takes, or endless (default bounded).
    public var maximumRevolutions: CircularSliderRevolutions = .bounded {
        didSet { updateScale(); revolutions = completedTurns(at: position(of: storedValue)) }
    }
    /// The labels, evenly distributed (see ``slotFraction(_:count:)``); default none.
    public var labels: [String] = []
    /// Whether a released handle snaps to the nearest label (default `false`).
    public var snapToLabels = false
    /// Whether a released handle snaps to the nearest marker (default `false`). With both
    /// snaps on, the nearest of labels and markers wins. No labels or markers: no snap.
    public var snapToMarkers = false
    /// Live magnetic detents: while dragging, a handle within this many degrees of a label or
    /// marker sits on it, with a tick. `nil` (the default) turns them off.
    public var magneticDetentDegrees: Double?
    /// Where a touch may start a drag (default handle only).
    public var touchPolicy: CircularSliderTouchPolicy = .handleOnly
    /// Whether dragging the filled arc between two handles moves the whole range (default
    /// `false`).
    public var allowsRangeDrag = false

    // MARK: - State

    /// The handle being dragged, or `nil` (also `nil` while the whole range is dragged).
    public internal(set) var activeHandle: CircularSliderHandle?
    /// Whether the whole range is being dragged.
    public internal(set) var isDraggingRange = false
    /// Completed turns: in multi-turn mode the turn the first handle is on (0…N), in endless
    /// mode the number of wraps past the maximum (negative below the minimum).
    public internal(set) var revolutions = 0
    /// The direction of the finger's last movement, `nil` before the first.
    public internal(set) var slidingDirection: RotationDirection?
    var drag: CircularSliderDrag?
    var animation: CircularSliderAnimation?
    var nextAnimationToken = 0

    // MARK: - Init

    /// Creates a slider (MSCircularSlider's defaults: 0…100, value 0, full circle).
    ///
    /// Pass `secondValue` for a range slider. Values are clamped; an inverted range is
    /// raised to the minimum; NaN values give the minimum.
    public init(
        minimumValue: Double = 0,
        maximumValue: Double = 100,
        value: Double = 0,
        secondValue: Double? = nil,
        bounds: Rect = Rect(x: 0, y: 0, width: 200, height: 200),
        style: CircularSliderStyle = CircularSliderStyle()
    ) {
        scale = ValueScale(minimumValue: minimumValue, maximumValue: maximumValue, arc: .fullCircle())
        storedValue = scale.clamped(value)
        self.bounds = bounds
        self.style = style
        if let secondValue { makeRange(secondValue: secondValue) }
    }

    // MARK: - Values

    /// The value at the start of the arc (default 0). NaN and infinities are ignored; above
    /// the maximum it raises the maximum.
    public var minimumValue: Double {
        get { scale.minimumValue }
        set { scale.minimumValue = newValue; reclampValues() }
    }

    /// The value at the end of the arc (default 100). NaN and infinities are ignored; below
    /// the minimum it lowers the minimum.
    public var maximumValue: Double {
        get { scale.maximumValue }
        set { scale.maximumValue = newValue; reclampValues() }
    }

    /// The spacing of allowed values while dragging, or `nil` (default) for continuous values.
    /// Zero, negative and non-finite steps are ignored.
    public var step: Double? {
        get { scale.step }
        set { scale.step = newValue }
    }

    /// The first handle's value (default 0; MSCircularSlider's `currentValue`).
    ///
    /// Clamped into the range, and below ``secondValue`` by ``minimumDistance`` for a range.
    /// NaN and infinities are ignored. Setting it sends no event and moves a handle being
    /// dragged (the drag continues from there).
    public var value: Double {
        get { storedValue }
        set {
            guard newValue.isFinite else { return }
            storedValue = clampedFirst(newValue)
            syncDragAfterProgrammaticChange()
            if !isEndless { revolutions = completedTurns(at: position(of: storedValue)) }
        }
    }

    /// The second handle's value for a range slider, `nil` for a single handle.
    ///
    /// Clamped into the range and above ``value`` by ``minimumDistance`` (the first handle is
    /// pushed down if needed). NaN and infinities are ignored; assigning `nil` makes the
    /// slider a single-handle one (a touch dragging the second handle or the range then
    /// moves nothing more and ends as it began, with `editingEnded`).
    public var secondValue: Double? {
        get { storedSecondValue }
        set {
            guard let newValue else { storedSecondValue = nil; return }
            guard newValue.isFinite else { return }
            storedSecondValue = scale.clamped(newValue)
            reclampValues()
            syncDragAfterProgrammaticChange()
        }
    }

    /// Whether the slider has two handles.
    public var isRange: Bool { storedSecondValue != nil }

    /// Makes the slider a range slider. Without a `secondValue` the second handle starts 60°
    /// along the arc (MSDoubleHandleCircularSlider's default).
    public mutating func makeRange(secondValue: Double? = nil) {
        let sixty = scale.value(forFraction: scale.totalSweep.radians > 0
            ? (Double.pi / 3) / scale.totalSweep.radians : 0)
        storedSecondValue = scale.clamped(secondValue.flatMap { $0.isFinite ? $0 : nil } ?? sixty)
        reclampValues()
    }

    /// The value of `handle` (`nil` for the second handle of a single-handle slider).
    public func value(of handle: CircularSliderHandle) -> Double? {
        handle == .first ? storedValue : storedSecondValue
    }

    /// The smallest distance between the two handles, in value units (default 10). Negative
    /// and NaN act as 0; a distance larger than the range acts as the range.
    public var minimumDistance: Double {
        get { storedMinimumDistance }
        set {
            guard !newValue.isNaN else { return }
            storedMinimumDistance = Swift.max(0, newValue)
            reclampValues()
        }
    }

    /// ``minimumDistance`` as it applies: at most the range's span.
    var effectiveDistance: Double { Swift.min(storedMinimumDistance, scale.span) }

    // MARK: - Arc

    /// The arc's angle in degrees (default 360, a full circle). Values outside `(0, 360]`
    /// and NaN fall back to 360.
    public var maximumAngle: Double {
        get { storedMaximumAngle }
        set {
            storedMaximumAngle = (newValue > 0 && newValue <= 360) ? newValue : 360
            updateScale()
        }
    }

    /// Where the arc starts, in degrees clockwise from 12 o'clock. `nil` (the default) puts
    /// the gap at 6 o'clock (MSCircularSlider's `−maximumAngle / 2`). Ignored for a full
    /// circle, which starts at 12 o'clock. NaN and infinities act as `nil`.
    public var rotationAngle: Double? {
        get { storedRotationAngle }
        set { storedRotationAngle = newValue.flatMap { $0.isFinite ? $0 : nil }; updateScale() }
    }

    /// The arc the values are laid along.
    public var arc: Arc { scale.arc }

    /// Whether the arc is a full circle.
    public var isFullCircle: Bool { storedMaximumAngle >= 360 }

    /// The number of markers, evenly distributed (default 0). Negative counts act as 0.
    public var markerCount: Int {
        get { storedMarkerCount }
        set { storedMarkerCount = Swift.max(0, newValue) }
    }

    /// Whether a touch is being tracked (from a `began` that grabbed something to its
    /// `ended` or `cancelled`).
    public var isTracking: Bool { drag != nil }

    // MARK: - Labels

    /// Appends a label.
    public mutating func addLabel(_ label: String) { labels.append(label) }

    /// Replaces the label at `index`; an index out of range is ignored.
    public mutating func changeLabel(at index: Int, to label: String) {
        guard labels.indices.contains(index) else { return }
        labels[index] = label
    }

    /// Removes the label at `index`; an index out of range is ignored.
    public mutating func removeLabel(at index: Int) {
        guard labels.indices.contains(index) else { return }
        labels.remove(at: index)
    }
}
