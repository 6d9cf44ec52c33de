/// A pop-up "prize wheel" spinner (RVS_Spinner in one platform-neutral model): closed, a small
/// circle showing the selected item's icon; open, a ring of spokes that turns with the finger,
/// flings with inertia and always comes to rest on an enabled item at the top.
///
/// It is a ``ControlModel``: the host sets ``bounds`` (the whole space the open ring may use;
/// the closed circle sits at its centre), feeds pointer events to ``handle(_:report:)``, keys
/// and scrolling to the contract's `handle(_:at:report:)` and `scroll(_:at:report:)`, calls
/// ``advance(to:report:)`` while ``needsFrames`` is `true`, and draws ``drawing()``. With
/// ``asksBeforeClosing`` on, the user's attempts to close become ``Event/closeRequested(_:)``
/// and the host answers ``confirmClose(report:)`` or ``keepOpen()`` (RVS_Spinner's
/// `willClose` veto).
///
/// The ring's position is ``ringPosition``, in items: item `i`'s spoke sits
/// `(i − ringPosition) · spokeSpacing` clockwise from 12 o'clock, so the item at the top is the
/// one nearest `ringPosition` (with unequal ``sliceSizes``, the angle goes through the slices'
/// widths and the item at the top is the one whose slice is under the pointer). With more items than ``maximumVisibleSpokes`` the ring is a
/// window onto the list: only the spokes near the top exist, and the list wraps round.
///
/// Picker mode: when ``usesPicker`` is `true` as it opens (``mode`` `.pickerOnly`, or
/// `.automatic` with at least ``threshold`` items), the spinner shows a ``PickerWheelModel``
/// over the same items instead of the ring (``isShowingPicker``); events, selection and
/// accessibility stay the spinner's (see `RadialSpinnerModel+Picker.swift`).
///
/// Selection rules: ``selectedIndex`` is `nil` exactly when there is no enabled item (an empty
/// spinner is legal); otherwise it is a valid index of an enabled item, by every path (turning,
/// flinging, tapping, code, accessibility). Assigning properties in code never reports events;
/// ``setSelectedIndex(_:report:)`` reports `valueChanged(…, fromUser: false)` once.
///
/// ```swift
/// var spinner = RadialSpinnerModel(items: [SpinnerItem(icon: "star"), SpinnerItem(icon: "heart")])
/// spinner.bounds = Rect(x: 0, y: 0, width: 300, height: 300)
/// spinner.handle(.began(x: 150, y: 150, at: 0)) { _ in }
/// spinner.handle(.ended(x: 150, y: 150, at: 0.1)) { print($0) } // opened, feedback…
/// ```
public struct RadialSpinnerModel: Equatable, Sendable {
    // MARK: - Storage

    var storedItems: [SpinnerItem]
    var storedSelectedIndex: Int?
    var storedThreshold = 15
    var storedRadius: Double?
    var storedMaximumVisibleSpokes = 40
    var storedSliceSizes: [Double] = []
    var storedFlingTimeConstant = 1.0
    var storedIsEnabled = true

    /// The whole space the spinner may use, in the host's coordinates. The closed circle sits
    /// at its centre; the open ring reaches the nearest edge unless ``radius`` is set.
    public var bounds: Rect
    /// The look; layout and hit testing use its sizes.
    public var style: RadialSpinnerStyle
    /// Which control opens: the ring, the picker, or either by ``threshold`` (default
    /// ``RadialSpinnerMode/automatic``).
    public var mode: RadialSpinnerMode = .automatic
    /// Whether click sounds are requested (`.feedback(.click)`; default `true`).
    public var isSoundOn = true
    /// Whether haptics are requested (`.feedback(.lightImpact)` and `.feedback(.selectionTick)`;
    /// default `true`).
    public var isHapticsOn = true
    /// An icon always shown in the closed centre instead of the selected item's icon; `nil`
    /// (the default) shows the selected item's icon.
    public var closedIcon: ImageReference?
    /// Reduce Motion: when `true`, releases, steps and settles move the ring straight to their
    /// item without animation (default `false`; hosts mirror the system setting).
    public var isReduceMotionEnabled = false
    /// Whether the layout reads right to left: ← then steps to the next item and → to the
    /// previous one (default `false`; hosts mirror the system's layout direction).
    public var isRightToLeft = false
    /// The scrolling not yet turned into a step (the contract's `scroll(_:at:report:)` keeps it).
    public var scrollAccumulator = ScrollAccumulator()
    /// The label of the spinner's accessibility element (default "Spinner").
    public var accessibilityLabel = "Spinner"
    /// A prize wheel's odds: flings land on items drawn by these weights, and only a fling
    /// worth the minimum turns is a spin (see ``SpinnerWeightedLanding``). `nil` (default):
    /// flings land where their physics takes them.
    public var weightedLanding: SpinnerWeightedLanding?
    /// Whether the user's attempts to close the open spinner (a tap on the centre or outside,
    /// Escape, Space or Return) ask the host first (default `false`: they close at once).
    /// When `true` they report ``Event/closeRequested(_:)`` and the spinner waits for
    /// ``confirmClose(report:)`` or ``keepOpen()`` (RVS_Spinner's `willClose` veto).
    public var asksBeforeClosing = false
    /// Whether a ``Event/closeRequested(_:)`` waits for the host's answer. Meanwhile the spinner
    /// takes no input (touches, keys, scrolling and adjustments are ignored); closing in code,
    /// disabling it or removing its items withdraws the request.
    public var isCloseRequestPending: Bool { phase.open?.isCloseRequestPending ?? false }
    /// Whether the spinner takes input (default `true`); change it with
    /// ``setEnabled(_:report:)``. A disabled spinner ignores touches, keys, scrolling and
    /// adjustments, and draws dimmed.
    public var isEnabled: Bool { storedIsEnabled }
    /// Whether the spinner is open. Setting it in code reports nothing. An empty spinner
    /// never opens (setting `true` is ignored).
    public var isOpen: Bool {
        get { phase.isOpen }
        set { setOpen(newValue) }
    }

    // MARK: - State

    /// What the spinner is doing: open or closed, ring or picker, touch, motion, animation and
    /// close request, as one value (see `RadialSpinnerPhase`).
    var phase = RadialSpinnerPhase.closed(.resting, closing: nil)
    /// The ring's position in items: item `i` sits `(i − ringPosition)` spokes clockwise of the
    /// top. At rest it equals ``selectedIndex`` exactly; while turning it is fractional and may
    /// leave `0..<count` (the list wraps round).
    public internal(set) var ringPosition: Double
    /// Whether an editing session is running: from `editingBegan` to `editingEnded`.
    public internal(set) var isEditing: Bool {
        get { phase.isEditing }
        set { setEditing(newValue) }
    }
    /// The slot (unwrapped, rounded ring position) last reported as passed.
    var lastSlot: Int

    // MARK: - Init

    /// Creates a spinner (RVS_Spinner's convenience initialiser: values, selected index and
    /// mode). The selection is clamped into the items and moved off disabled items; the
    /// default bounds are 300 × 300 (an open radius of 150, RVS_Spinner's default).
    public init(
        items: [SpinnerItem] = [],
        selectedIndex: Int = 0,
        mode: RadialSpinnerMode = .automatic,
        bounds: Rect = Rect(x: 0, y: 0, width: 300, height: 300),
        style: RadialSpinnerStyle = RadialSpinnerStyle()
    ) {
        storedItems = items
        self.mode = mode
        self.bounds = bounds
        self.style = style
        ringPosition = 0
        lastSlot = 0
        storedSelectedIndex = walk.nearest(to: Double(selectedIndex), wrapping: false)
        restRing()
    }

    // MARK: - Items and selection

    /// The items, in order. Replacing them keeps the selected index where it is, clamped into
    /// the new items and moved off disabled items, and reports nothing. A ring that is not
    /// being turned or flung is put on the selection; a moving one rests on the selection if
    /// its target item disappeared or became disabled. An open spinner whose items are all
    /// removed closes (silently).
    public var items: [SpinnerItem] {
        get { storedItems }
        set {
            storedItems = newValue
            if newValue.isEmpty { becomeClosed(closing: nil) }
            storedSelectedIndex = walk.nearest(to: Double(storedSelectedIndex ?? 0), wrapping: false)
            if phase.picker != nil { pickerFollowItems() }
            guard motion == nil, !isEditing else { return }
            let before = ringPosition
            restRing()
            moveTouchStart(by: ringPosition - before)
        }
    }

    /// The number of items.
    public var count: Int { storedItems.count }

    /// Whether there are no items.
    public var isEmpty: Bool { storedItems.isEmpty }

    /// The index of the selected item: `nil` exactly when no item is enabled (an empty spinner
    /// included).
    ///
    /// Setting it clamps into `0..<count` and, on a disabled item, moves to the nearest enabled
    /// index (the later one on a tie). Assigning `nil` is ignored while an item is enabled.
    /// Setting it reports nothing; a running fling stops there (the editing session ends at
    /// the next ``advance(to:report:)``), and a finger on the ring keeps turning from there.
    /// On an open spinner it also becomes the item Escape goes back to.
    public var selectedIndex: Int? {
        get { storedSelectedIndex }
        set {
            guard let newValue, let index = walk.nearest(to: Double(newValue), wrapping: false)
            else { return }
            select(index)
            updateOpen { $0.indexToRestore = index }
        }
    }

    /// The selected item, or `nil` when no item is enabled.
    public var selectedItem: SpinnerItem? {
        storedSelectedIndex.map { storedItems[$0] }
    }

    // MARK: - Modes

    /// The number of items from which ``RadialSpinnerMode/automatic`` opens the picker
    /// (default 15: the ring is used while `count < threshold`). Negative values act as 0.
    public var threshold: Int {
        get { storedThreshold }
        set { storedThreshold = Swift.max(0, newValue) }
    }

    /// Whether the spinner opens the picker wheel rather than the ring, from ``mode``,
    /// ``threshold`` and ``count``.
    public var usesPicker: Bool {
        switch mode {
        case .radialOnly: return false
        case .pickerOnly: return true
        case .automatic: return storedItems.count >= storedThreshold
        }
    }

    /// How far a touch may move, in points, and still be a tap.
    public static let tapSlop = 8.0

    /// Whether the host should keep its frame clock running and call ``advance(to:report:)``:
    /// a fling, step, settle or spin is running, the opening or closing animation runs, or an
    /// editing session waits for its end.
    public var needsFrames: Bool {
        switch phase {
        case .closed(.moving, _), .closed(.sessionLeftOpen, _), .openRing(.moving, _), .openRing(.sessionLeftOpen, _):
            return true
        case let .closed(_, closing):
            return closing != nil
        case let .openRing(_, open):
            return open.opening != nil
        case let .openPicker(session, open):
            return open.opening != nil || session.wheel.needsFrames
                || (session.isEditing && session.touch == nil && !session.wheel.isEditing)
        }
    }

    /// Where a running fling, step, settle or spin will come to rest (the item at the top then),
    /// or `nil` when the ring is not moving by itself. Decided at release; never a disabled item.
    public var predictedRestingIndex: Int? {
        if let session = phase.picker { return session.wheel.predictedRow }
        return motion.map { wrapped($0.targetSlot) }
    }

    /// Whether a finger is on the spinner.
    public var isTracking: Bool { touch != nil || pickerTouch != nil }

    // MARK: - Private

    private mutating func setOpen(_ open: Bool) {
        if open, !storedItems.isEmpty {
            becomeOpen(opening: nil)
        } else {
            becomeClosed(closing: nil)
        }
    }

    /// Puts the ring exactly on the selection (or 0) without reporting anything.
    mutating func restRing() {
        let index = storedSelectedIndex ?? 0
        ringPosition = Double(index)
        lastSlot = index
    }
}
