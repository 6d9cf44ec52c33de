/// A circular slider with one handle, or two handles bounding a range (MSCircularSlider and
/// MSDoubleHandleCircularSlider in one platform-neutral model).
///
/// The host sets ``bounds``, feeds pointer events to ``handle(_:report:)``, keys to
/// ``ControlModel/handle(_:at:report:)``, scrolling to ``ControlModel/scroll(_:at:report:)``,
/// frame times to ``advance(to:report:)``, and draws ``drawing()``. Everything else — values,
/// arc, tracking, snapping, revolutions, animation, focus, accessibility — lives here and is
/// tested on Linux.
///
/// Values follow ``ValueScale``'s rules: NaN and infinities are ignored, values are clamped,
/// an inverted range is repaired. Assigning properties in code (as the initialiser does) never
/// reports events; ``setValue(_:for:animated:duration:curve:at:report:)`` and
/// ``setValues(_:_:animated:duration:curve:at:report:)`` report `valueChanged(…, fromUser:
/// false)`; only the user's input reports `fromUser: true`.
///
/// ```swift
/// var slider = CircularSliderModel(value: 60)
/// slider.maximumAngle = 300
/// slider.labels = ["1", "2", "3", "4", "5"]
/// slider.bounds = Rect(x: 0, y: 0, width: 400, height: 400)
/// slider.handle(.began(x: 200, y: 20, at: 0)) { event in print(event) }
/// ```
public struct CircularSliderModel: ControlModel {
    // MARK: - Storage

    var scale: ValueScale
    var storedValue: Double
    var storedSecondValue: Double?
    var storedMaximumAngle: Double = 360
    var storedRotationAngle: Double?
    var storedMinimumDistance: Double = 10
    var storedMarkerCount = 0
    var storedEnabled = true
    var storedFocusedPart = 0
    var storedFirstAccessibilityLabel: String?

    /// The control's own coordinate space; layout and hit testing follow it.
    public var bounds: Rect
    /// The look; hit testing uses its sizes (track width, handle sizes, touch size), and a
    /// disabled slider is drawn at its ``CircularSliderStyle/disabledOpacity``.
    public var style: CircularSliderStyle
    /// Whether value changes are reported while dragging (default `true`) or once on release.
    public var isContinuous = true
    /// The direction in which values grow (default clockwise).
    public var direction: RotationDirection = .clockwise {
        didSet { updateScale() }
    }
    /// How many turns the range takes, or endless (default bounded).
    public var maximumRevolutions: CircularSliderRevolutions = .bounded {
        didSet {
            updateScale()
            revolutions = completedTurns(at: position(of: storedValue))
        }
    }
    /// The labels, evenly distributed (see ``slotFraction(_:count:isFullCircle:)``); default none.
    ///
    /// A convenience for ticks: each label is a titled tick without a mark of its own, drawn
    /// with the ``trackConfiguration``'s ticks and the markers as one set (a marker or tick on
    /// the same place gives it a mark; one title is drawn there, the label's). Unlike ticks,
    /// labels keep their even spacing whatever the range, and snap with ``snapToLabels``.
    public var labels: [String] = []
    /// Whether a released handle snaps to the nearest label (default `false`).
    public var snapToLabels = false
    /// Whether a released handle snaps to the nearest marker (default `false`). With both
    /// snaps on, the nearest of labels and markers wins. No labels or markers: no snap.
    public var snapToMarkers = false
    /// Live magnetic detents: while dragging, a handle within this many degrees of a label or
    /// marker sits on it, with a tick. `nil` (the default) turns them off.
    public var magneticDetentDegrees: Double?
    /// Where a touch may start a drag (default handle only). A thumbless slider
    /// (``isThumbless``) takes touches anywhere on the track whatever this says.
    public var touchPolicy: CircularSliderTouchPolicy = .handleOnly
    /// Whether the handle is drawn (default ``CircularSliderHandleVisibility/visible``);
    /// ``CircularSliderHandleVisibility/hidden`` makes a one-value slider a thumbless progress
    /// ring (see ``isThumbless``). A range slider always draws its handles.
    public var handleVisibility: CircularSliderHandleVisibility = .visible
    /// Whether dragging the filled arc between two handles moves the whole range (default
    /// `false`).
    public var allowsRangeDrag = false
    /// Whether the system's Reduce Motion is on (default `false`): an animated set then jumps
    /// to its value at once.
    public var isReduceMotionEnabled = false
    /// Whether the layout reads right to left (default `false`): ← then increments and →
    /// decrements (see ``ControlModel/handle(_:at:report:)``).
    public var isRightToLeft = false
    /// The scrolling not yet turned into a step (see ``ControlModel/scroll(_:at:report:)``).
    public var scrollAccumulator = ScrollAccumulator()
    /// The neutral value, enabled sub-range, ticks, taper and value format (default: none of
    /// them; see ``RotaryTrackConfiguration``). Values — the user's and those set in code — are
    /// held inside the enabled range; setting it re-holds them and reports nothing. The fill of
    /// a single handle starts at the neutral value. In endless mode the taper and the enabled
    /// range do not apply (the value wraps), nor are ticks drawn. The ticks are drawn with the
    /// ``labels`` and markers as one set (see ``labels``): where one falls on a label or marker,
    /// one mark and one title are drawn. The labels speak first; ticks' titles and the format
    /// speak otherwise.
    public var trackConfiguration = RotaryTrackConfiguration() {
        didSet {
            reclampValues()
            updateRevolutions()
        }
    }
    /// What assistive technologies call the first handle: by default "Value" for a single
    /// handle and "Lower value" for a range's first (it follows ``isRange`` until the app sets
    /// one). A label the app sets is kept, whatever the slider becomes.
    public var firstAccessibilityLabel: String {
        get { storedFirstAccessibilityLabel ?? (isRange ? "Lower value" : "Value") }
        set { storedFirstAccessibilityLabel = newValue }
    }
    /// What assistive technologies call a range's second handle (default "Upper value").
    public var secondAccessibilityLabel = "Upper value"

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
    /// Pass `secondValue` for a range slider. Values are clamped into the range and put in
    /// order (the smaller goes to the first handle, as ``setValues(_:_:animated:duration:curve:at:report:)``
    /// does); they are never moved apart by ``minimumDistance`` (which limits the user's moves
    /// only). An inverted range is raised to the minimum; a NaN `value` gives the minimum, a
    /// NaN `secondValue` the default second handle (see ``makeRange(secondValue:)``).
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
        if let secondValue, !secondValue.isNaN {
            let second = scale.clamped(secondValue)
            storedSecondValue = Swift.max(second, storedValue)
            storedValue = Swift.min(second, storedValue)
        } else if secondValue != nil {
            makeRange()
        }
    }

    // MARK: - Values

    /// The value at the start of the arc (default 0). NaN and infinities are ignored; above
    /// the maximum it raises the maximum.
    public var minimumValue: Double {
        get { scale.minimumValue }
        set {
            scale.minimumValue = newValue
            reclampValues()
        }
    }

    /// The value at the end of the arc (default 100). NaN and infinities are ignored; below
    /// the minimum it lowers the minimum.
    public var maximumValue: Double {
        get { scale.maximumValue }
        set {
            scale.maximumValue = newValue
            reclampValues()
        }
    }

    /// The spacing of allowed values while dragging and the size of a keyboard step, or `nil`
    /// (default) for continuous values (a key then moves 1 % of the range). Zero, negative and
    /// non-finite steps are ignored.
    public var step: Double? {
        get { scale.step }
        set { scale.step = newValue }
    }

    /// The first handle's value (default 0; MSCircularSlider's `currentValue`).
    ///
    /// Assigning it is configuration, like the initialiser: it reports nothing (use
    /// ``setValue(_:for:animated:duration:curve:at:report:)`` to have the change reported).
    /// The value is clamped into the range; above a range's second handle it raises the second
    /// handle with it. NaN and infinities are ignored. A handle being dragged moves, and the
    /// drag continues from there.
    public var value: Double {
        get { storedValue }
        set {
            guard newValue.isFinite else { return }
            place(newValue, on: .first)
            syncDragAfterProgrammaticChange()
        }
    }

    /// The second handle's value for a range slider, `nil` for a single handle.
    ///
    /// Assigning it reports nothing (see ``value``). It is clamped into the range; below the
    /// first handle it lowers the first handle with it. NaN and infinities are ignored;
    /// assigning `nil` makes the slider a single-handle one (a touch dragging the second handle
    /// or the range then moves nothing more and ends as it began, with `editingEnded`).
    public var secondValue: Double? {
        get { storedSecondValue }
        set {
            guard let newValue else {
                storedSecondValue = nil
                storedFocusedPart = 0
                return
            }
            guard newValue.isFinite else { return }
            if storedSecondValue == nil { storedSecondValue = scale.maximumValue }
            place(newValue, on: .second)
            syncDragAfterProgrammaticChange()
        }
    }

    /// Whether the slider has two handles.
    public var isRange: Bool { storedSecondValue != nil }

    /// Makes the slider a range slider with its second handle at `secondValue`, placed as
    /// assigning ``secondValue`` does (below the first handle it lowers the first). Without a
    /// finite `secondValue` the second handle starts 60° along the arc
    /// (MSDoubleHandleCircularSlider's default), or on the first handle when that is further.
    public mutating func makeRange(secondValue: Double? = nil) {
        if let secondValue, secondValue.isFinite {
            storedSecondValue = scale.maximumValue
            place(secondValue, on: .second)
        } else {
            let total = totalPosition
            let sixty = value(atPosition: total > 0 ? Swift.min(Double.pi / 3, total) : 0)
            storedSecondValue = Swift.max(sixty, storedValue)
        }
        syncDragAfterProgrammaticChange()
    }

    /// The value of `handle` (`nil` for the second handle of a single-handle slider).
    public func value(of handle: CircularSliderHandle) -> Double? {
        handle == .first ? storedValue : storedSecondValue
    }

    /// The smallest distance the user may bring the two handles to, in points of arc length
    /// along the track (default 10, MSCircularSlider's `minimumHandlesDistance`).
    ///
    /// It limits drags, keys, scrolling and assistive adjustments: a handle never moves closer
    /// to the other than this (nor closer than it already is). Values set in code are never
    /// moved apart by it. Negative values act as 0; NaN and infinities are ignored. See
    /// ``minimumValueDistance`` for the distance in value units (a drag takes it from the layout
    /// when the touch goes down, and anew when this or the range changes).
    public var minimumDistance: Double {
        get { storedMinimumDistance }
        set {
            guard newValue.isFinite else { return }
            storedMinimumDistance = Swift.max(0, newValue)
            refitDrag()
        }
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
