import RealModule

/// How values are spread along a control's arc: evenly (linear), logarithmically (frequency),
/// exponentially (gain, an audio taper) or along a curve of the app's own.
///
/// A taper maps a value in a range to a *position*, the fraction of the track from 0 (the
/// minimum's end) to 1 (the maximum's end), and back. Every taper is continuous and strictly
/// increasing, fixes both ends (the minimum is at 0, the maximum at 1) and round-trips:
/// `value(atPosition: position(for: v))` gives `v` back within rounding.
///
/// The edges, for every taper:
/// - An empty range (`minimum == maximum`) puts every value at position 0 and every position at
///   the minimum; an inverted range is read with its ends swapped.
/// - Values are clamped into the range and positions into 0…1; NaN gives the minimum's end.
/// - Non-finite range ends make the taper linear over the finite ones; when neither end is
///   finite every value is at 0 and every position reads 0.
/// - ``logarithmic`` needs a range of positive values. Over a range that is not (it reaches 0
///   or below) it is ``linear``: a logarithm of 0 does not exist, and a silent guess (shifting
///   the range) would put the app's ticks where it does not expect them.
///
/// ```swift
/// let frequency = ValueTaper.logarithmic
/// frequency.position(for: 632.5, minimum: 20, maximum: 20_000)   // 0.5
/// frequency.value(atPosition: 0.5, minimum: 20, maximum: 20_000)  // 632.45…
/// ```
public struct ValueTaper: Hashable, Sendable {
    /// The shape of a taper.
    public enum Shape: Hashable, Sendable {
        /// Values evenly along the track.
        case linear
        /// Equal ratios at equal distances: the value is `minimum·(maximum/minimum)^position`
        /// (each octave of a frequency range takes the same length).
        case logarithmic
        /// The value's fraction of the range is `(e^(k·position) − 1) / (e^k − 1)` for a
        /// curvature `k`: positive `k` spreads the low values (a volume fader), negative `k`
        /// the high ones.
        case exponential(curvature: Double)
        /// A curve through points of the app's own (see ``ValueTaper/custom(_:)``).
        case custom([TaperPoint])
    }

    /// The taper's shape, repaired (a curvature limited to ±``maximumCurvature``, the custom
    /// points sorted and cleaned).
    public let shape: Shape

    /// Creates a taper. A NaN or zero curvature is linear; a curvature beyond
    /// ±``maximumCurvature`` is limited to it. Custom points are cleaned as
    /// ``custom(_:)`` describes.
    public init(_ shape: Shape) {
        switch shape {
        case .linear, .logarithmic:
            self.shape = shape
        case .exponential(let curvature):
            if curvature.isNaN || curvature == 0 {
                self.shape = .linear
            } else {
                let limited = Swift.min(Swift.max(curvature, -Self.maximumCurvature), Self.maximumCurvature)
                self.shape = .exponential(curvature: limited)
            }
        case .custom(let points):
            let cleaned = TaperPoint.cleaned(points)
            self.shape = cleaned.count > 2 ? .custom(cleaned) : .linear
        }
    }

    /// The largest curvature an exponential taper takes, 40 (beyond it a double cannot tell the
    /// low positions apart).
    public static let maximumCurvature = 40.0

    /// Values evenly along the track (the default everywhere).
    public static let linear = ValueTaper(.linear)

    /// Equal ratios at equal distances (frequency: 20 Hz – 20 kHz, one decade per third).
    /// Linear over a range that is not entirely positive.
    public static let logarithmic = ValueTaper(.logarithmic)

    /// An exponential curve of curvature `k` (see ``Shape/exponential(curvature:)``); 0 or NaN
    /// is linear. Curvature 4 to 6 is a usual volume taper.
    public static func exponential(curvature: Double) -> ValueTaper {
        ValueTaper(.exponential(curvature: curvature))
    }

    /// A curve through `points` (position, value fraction), straight between them: for a
    /// fader that puts 0 dB at three quarters, `[TaperPoint(position: 0.75, fraction: 0.9)]`.
    ///
    /// The ends (0, 0) and (1, 1) are always added; points outside 0…1, with NaN, or that would
    /// make the curve fall or stand still (a position or fraction not above the previous
    /// point's) are dropped, in position order. No point left: linear.
    public static func custom(_ points: [TaperPoint]) -> ValueTaper {
        ValueTaper(.custom(points))
    }

    // MARK: - Mapping

    /// Where `value` sits on the track, from 0 (at `minimum`) to 1 (at `maximum`). See the type's
    /// edge rules; never NaN.
    public func position(for value: Double, minimum: Double, maximum: Double) -> Double {
        guard let range = TaperRange(minimum, maximum) else { return 0 }
        let value = range.clamped(value)
        switch shape {
        case .logarithmic where range.isPositive:
            let ratio = Double.log(range.high / range.low)
            return clampedFraction(Double.log(value / range.low) / ratio)
        case .exponential(let k):
            let fraction = range.fraction(of: value)
            return clampedFraction(Double.log(onePlus: fraction * Double.expMinusOne(k)) / k)
        case .custom(let points):
            return TaperPoint.interpolate(range.fraction(of: value), in: points, from: \.fraction, to: \.position)
        default:
            return range.fraction(of: value)
        }
    }

    /// The value at `position` along the track (0 is `minimum`, 1 is `maximum`), clamped into
    /// the range. See the type's edge rules; never NaN while an end is finite.
    public func value(atPosition position: Double, minimum: Double, maximum: Double) -> Double {
        guard let range = TaperRange(minimum, maximum) else { return 0 }
        let position = position.isNaN ? 0 : clampedFraction(position)
        if position == 0 { return range.low }
        if position == 1 { return range.high }
        switch shape {
        case .logarithmic where range.isPositive:
            return range.clamped(range.low * Double.exp(position * Double.log(range.high / range.low)))
        case .exponential(let k):
            return range.value(atFraction: Double.expMinusOne(k * position) / Double.expMinusOne(k))
        case .custom(let points):
            return range.value(
                atFraction: TaperPoint.interpolate(position, in: points, from: \.position, to: \.fraction))
        default:
            return range.value(atFraction: position)
        }
    }

    /// Whether this taper is linear over `minimum…maximum` (also a logarithmic taper over a
    /// range that is not positive).
    public func isLinear(minimum: Double, maximum: Double) -> Bool {
        switch shape {
        case .linear: return true
        case .logarithmic: return !(TaperRange(minimum, maximum)?.isPositive ?? false)
        case .exponential, .custom: return false
        }
    }

    private func clampedFraction(_ fraction: Double) -> Double {
        fraction.isNaN ? 0 : Swift.min(Swift.max(fraction, 0), 1)
    }
}

/// A finite, ordered range a taper reads (internal).
struct TaperRange {
    let low: Double
    let high: Double

    init?(_ a: Double, _ b: Double) {
        switch (a.isFinite, b.isFinite) {
        case (true, true): (low, high) = a <= b ? (a, b) : (b, a)
        case (true, false): (low, high) = (a, a)
        case (false, true): (low, high) = (b, b)
        case (false, false): return nil
        }
    }

    /// Both ends above zero (a logarithm exists along the whole range).
    var isPositive: Bool { low > 0 && high > low }

    func clamped(_ value: Double) -> Double {
        value.isNaN ? low : Swift.min(Swift.max(value, low), high)
    }

    /// The linear fraction of the range, halved first so that a width beyond the largest
    /// double stays finite.
    func fraction(of value: Double) -> Double {
        let half = high / 2 - low / 2
        guard half > 0 else { return 0 }
        return Swift.min(Swift.max((clamped(value) / 2 - low / 2) / half, 0), 1)
    }

    func value(atFraction fraction: Double) -> Double {
        guard !fraction.isNaN else { return low }
        let part = Swift.min(Swift.max(fraction, 0), 1) * (high / 2 - low / 2)
        return clamped(low + part + part)
    }
}
