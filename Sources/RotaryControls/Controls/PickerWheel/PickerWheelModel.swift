/// A vertical wheel of rows like `UIPickerView`: dragged, flung and settled by an
/// ``AimedMotion`` exactly on an enabled row, reporting the new selection once it rests.
///
/// The wheel's position is ``offset``, in rows: row `i` is centred when `offset == i`.
/// Dragging up moves toward higher indexes. A release flings the rows with inertia aimed so
/// the wheel rests exactly on an enabled row (``predictedRow``), identically at any frame
/// rate. The ends clamp (no wrap-around). Disabled rows are drawn dimmed and never selected.
///
/// It is a ``ControlModel``: keys and scrolling move it as a vertical list (↑ and wheel-up go
/// to the row above, a lower index; ↓ and wheel-down to the row below).
///
/// ```swift
/// var picker = PickerWheelModel(items: items, selectedIndex: 2,
///                               bounds: Rect(x: 0, y: 0, width: 240, height: 220))
/// picker.handle(.began(x: 120, y: 110, at: 0)) { print($0) }
/// ```
///
/// Cost depends on the visible rows only: 10 000 rows draw as fast as 10.
public struct PickerWheelModel: Equatable, Sendable {
    // MARK: - Constants

    /// Touches that move less than this many points are taps.
    public static let tapSlop = 8.0
    /// The time constant of a fling, seconds (UIScrollView's normal deceleration).
    static let flingTimeConstant = Inertia.defaultTimeConstant
    /// The smoothing time constant of the release velocity, seconds.
    static let velocitySmoothingTime = 0.03
    /// A finger resting longer than this (seconds) before the release has no velocity.
    static let velocityStaleAfter = 0.1
    /// Releases faster than this many rows per second are taken at this speed.
    static let maximumFlingSpeed = 1000.0

    // MARK: - Stored state

    var storedItems: [SpinnerItem]
    var storedSelectedIndex: Int?
    var storedOffset: Double
    /// The row last reported as centred (`rowPassed`).
    var lastRow: Int
    var storedBounds: Rect
    var touch: PickerWheelTouch?
    var motion: AimedMotion?
    var isEditing: Bool
    var storedIsEnabled = true

    // MARK: - Options

    /// How the wheel looks; ``drawing()`` and hit testing use it. Defaults to
    /// ``PickerWheelStyle``'s defaults.
    public var style: PickerWheelStyle
    /// Whether the wheel takes input (default `true`); change it with
    /// ``setEnabled(_:report:)``. A disabled wheel ignores touches, keys, scrolling and
    /// adjustments, and draws dimmed.
    public var isEnabled: Bool { storedIsEnabled }
    /// Reduce Motion: releases, taps and settles jump straight to their row, without
    /// animation. Defaults to `false`.
    public var isReduceMotionEnabled: Bool
    /// Whether the layout reads right to left (← and → swap; default `false`).
    public var isRightToLeft = false
    /// The scrolling not yet turned into a step (the contract's `scroll(_:at:report:)` keeps it).
    public var scrollAccumulator = ScrollAccumulator()
    /// The label of the wheel's accessibility element (default "Picker").
    public var accessibilityLabel = "Picker"

    // MARK: - Creating

    /// Creates a picker wheel.
    ///
    /// `selectedIndex` is clamped to the items and moved to the nearest enabled row (ties go to
    /// the higher index); with no enabled row it is `nil`. Invalid bounds are kept but make
    /// the wheel ignore touches and draw nothing.
    public init(
        items: [SpinnerItem] = [],
        selectedIndex: Int = 0,
        bounds: Rect = Rect(x: 0, y: 0, width: 200, height: 200)
    ) {
        storedItems = items
        storedSelectedIndex = nil
        storedOffset = 0
        lastRow = 0
        storedBounds = bounds
        touch = nil
        motion = nil
        isEditing = false
        style = PickerWheelStyle()
        isReduceMotionEnabled = false
        storedSelectedIndex = walk.nearest(to: Double(selectedIndex), wrapping: false)
        restOnSelection()
    }

    // MARK: - Items and selection

    /// The rows, top (index 0) to bottom. Setting them re-validates the selection (clamped,
    /// moved off disabled rows, `nil` when none is enabled), stops any motion and puts the
    /// selection at the centre; an interrupted session ends on the next ``advance(to:report:)``.
    public var items: [SpinnerItem] {
        get { storedItems }
        set {
            storedItems = newValue
            storedSelectedIndex = walk.nearest(to: Double(storedSelectedIndex ?? 0), wrapping: false)
            touch = nil
            motion = nil
            restOnSelection()
        }
    }

    /// The selected row: never a disabled row; `nil` only when the list is empty or no row is
    /// enabled. Changes when the wheel comes to rest, not while it moves.
    ///
    /// Setting it in code reports nothing (``setSelectedIndex(_:report:)`` reports it): the row
    /// is clamped, moved to the nearest enabled row (ties: the higher index) and centred at
    /// once; any motion or touch stops (an interrupted session ends on the next
    /// ``advance(to:report:)``). Assigning `nil` is ignored.
    public var selectedIndex: Int? {
        get { storedSelectedIndex }
        set { if let newValue { select(newValue) } }
    }

    /// The selected item, `nil` when ``selectedIndex`` is.
    public var selectedItem: SpinnerItem? { storedSelectedIndex.map { storedItems[$0] } }

    /// Selects a row in code, silently (see ``selectedIndex``).
    mutating func select(_ index: Int) {
        guard let row = walk.nearest(to: Double(index), wrapping: false) else { return }
        storedSelectedIndex = row
        touch = nil
        motion = nil
        restOnSelection()
    }

    // MARK: - Geometry

    /// The control's own rectangle, set by the host. Non-finite or empty bounds make the wheel
    /// ignore touches and draw nothing.
    public var bounds: Rect {
        get { storedBounds }
        set { storedBounds = newValue }
    }

    /// The wheel's continuous position in rows: row `i` is centred when `offset == i`. Always
    /// finite and within `0...(count - 1)` (0 when empty).
    public var offset: Double { storedOffset }

    // MARK: - State

    /// Whether a finger is down on the wheel.
    public var isTracking: Bool { touch != nil }

    /// Whether the host should keep calling ``advance(to:report:)`` (a fling, settle or tap
    /// animation is running, or a session waits to end).
    public var needsFrames: Bool { touch == nil && (motion != nil || isEditing) }

    /// During a fling, settle or tap animation: the row the wheel will rest on. `nil` otherwise.
    public var predictedRow: Int? { motion?.target }

    // MARK: - Helpers

    /// The walk over the rows: nearest enabled row, steps over enabled rows (no wrapping).
    var walk: EnabledItemWalk { EnabledItemWalk(items: storedItems) }

    /// Whether `index` is a selectable row.
    func isSelectable(_ index: Int) -> Bool { walk.isEnabled(index) }

    /// Puts the selection (or row 0) at the centre.
    mutating func restOnSelection() {
        let row = storedSelectedIndex ?? 0
        storedOffset = Double(row)
        lastRow = row
    }
}
