/// A level drawn on a knob, separate from its value: an audio meter, or the reach of a
/// modulation around the value (a synthesiser's LFO), with a peak hold. The app updates it at
/// display rate with ``update(level:at:)``; the knob draws it as a layer of its own
/// (`knob.level`), so a host redraws only that layer on each update. Between updates the knob
/// asks for frames while the peak is above the level (``isPeakMoving``) and moves the overlay's
/// clock on each (``advance(to:)``), so a held peak falls on time even when the level stops
/// changing.
///
/// ```swift
/// knob.levelOverlay = RotaryLevelOverlay(kind: .meter)
/// // every frame:
/// knob.levelOverlay?.update(level: meter.rms, at: frameTime)
/// ```
public struct RotaryLevelOverlay: Hashable, Sendable {
    /// What the level means.
    public enum Kind: Hashable, Sendable {
        /// A meter along the arc from its start: level 0 is empty, 1 the whole arc.
        case meter
        /// A modulation around the knob's value: level −1…1 is a share of the track below or
        /// above the value's place on it (of the range, without a taper), stopping at the ends.
        case modulation
    }

    /// What the level means (default a meter).
    public var kind: Kind
    /// The colour of the level (default ``defaultPaint``, a meter's green: it must not be
    /// mistaken for the value's tint beside it).
    public var paint: Paint
    /// The colour of the peak mark (default the label colour).
    public var peakPaint: Paint
    /// Whether the highest recent level is marked (default `true`).
    public var holdsPeak: Bool
    /// How long a peak stays before it falls, seconds (default 1.5; negative or NaN is 0).
    public var peakHoldDuration: Double
    /// How fast a peak falls after its hold, in level per second (default 0.5; non-positive or
    /// NaN: it drops to the level at once).
    public var peakFallRate: Double

    /// The level, clamped (0…1 for a meter, −1…1 for a modulation); NaN is 0.
    public private(set) var level: Double = 0
    /// The peak's level when it was reached, and when.
    private var peakLevel: Double = 0
    private var peakTime: Double = 0
    /// The time of the last update.
    public private(set) var time: Double = 0

    /// Creates an overlay at level 0.
    public init(
        kind: Kind = .meter, paint: Paint = RotaryLevelOverlay.defaultPaint, peakPaint: Paint = .semantic(.label),
        holdsPeak: Bool = true, peakHoldDuration: Double = 1.5, peakFallRate: Double = 0.5
    ) {
        self.kind = kind
        self.paint = paint
        self.peakPaint = peakPaint
        self.holdsPeak = holdsPeak
        self.peakHoldDuration = peakHoldDuration
        self.peakFallRate = peakFallRate
    }

    /// A meter's green (sRGB 0.2, 0.78, 0.35), readable on light and dark bodies.
    public static let defaultPaint = Paint.color(DrawingColor(red: 0.2, green: 0.78, blue: 0.35))

    /// Sets the level at `time` (seconds, the host's frame clock) and moves the peak: a level
    /// at or above the peak becomes the peak; otherwise the peak holds for
    /// ``peakHoldDuration``, then falls at ``peakFallRate`` but never below the level. For a
    /// modulation the peak is the larger magnitude, either way. NaN levels are 0; a NaN or
    /// earlier time keeps the last time (the peak is a function of time from its start).
    public mutating func update(level newLevel: Double, at newTime: Double) {
        let low = kind == .meter ? 0.0 : -1.0
        level = newLevel.isNaN ? 0 : Swift.min(Swift.max(newLevel, low), 1)
        if newTime.isFinite, newTime >= time { time = newTime }
        if Swift.abs(level) >= Swift.abs(peak) {
            peakLevel = level
            peakTime = time
        }
    }

    /// Moves the overlay's clock to `time` (seconds, the same clock as ``update(level:at:)``)
    /// without a new level: the peak holds, then falls toward the level the last update gave.
    /// The knob calls it on every frame while ``isPeakMoving``, so a peak falls when the app's
    /// level stands still. A NaN, infinite or earlier time changes nothing.
    public mutating func advance(to newTime: Double) {
        if newTime.isFinite, newTime > time { time = newTime }
    }

    /// Whether the peak mark will still move with time alone: a peak hold is on and the held
    /// peak stands above the level (holding, or falling). `false` once it has come down to the
    /// level, so a host stops its frames.
    public var isPeakMoving: Bool {
        holdsPeak && Swift.abs(peak) > Swift.abs(level)
    }

    /// The peak mark's level at the last update, `nil` without a peak hold.
    public var peakMark: Double? { holdsPeak ? peak : nil }

    /// The held peak at the last update (clamped never below the level's magnitude).
    private var peak: Double {
        let hold = peakHoldDuration.isFinite && peakHoldDuration > 0 ? peakHoldDuration : 0
        let elapsed = time - peakTime - hold
        guard elapsed > 0 else { return peakLevel }
        let fallen: Double
        if peakFallRate.isFinite, peakFallRate > 0 {
            fallen = Swift.max(Swift.abs(peakLevel) - peakFallRate * elapsed, 0)
        } else {
            fallen = 0
        }
        let magnitude = Swift.max(fallen, Swift.abs(level))
        return peakLevel < 0 && fallen >= Swift.abs(level)
            ? -magnitude : (fallen >= Swift.abs(level) ? magnitude : level)
    }
}
