/// How an animation's progress maps to time: the CSS / Core Animation timing functions.
public enum TimingCurve: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// Starts slowly (CSS `ease-in`: 0.42, 0, 1, 1).
    case easeIn
    /// Ends slowly (CSS `ease-out`: 0, 0, 0.58, 1).
    case easeOut
    /// Starts and ends slowly (CSS `ease-in-out`: 0.42, 0, 0.58, 1). UIKit's default.
    case easeInOut
    /// A cubic Bézier from (0, 0) to (1, 1) through the control points (x1, y1) and (x2, y2).
    /// The x values are clamped into `0...1` so time never runs backwards; y may overshoot.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

    /// The progress (0 at the start, 1 at the end) at `time`, a fraction of the duration.
    /// Times outside `0...1` are clamped; NaN gives 0.
    public func progress(at time: Double) -> Double {
        guard !time.isNaN else { return 0 }
        let t = time.clamped(to: 0...1)
        switch self {
        case .linear: return t
        case .easeIn: return TimingCurve.bezier(t, 0.42, 0, 1, 1)
        case .easeOut: return TimingCurve.bezier(t, 0, 0, 0.58, 1)
        case .easeInOut: return TimingCurve.bezier(t, 0.42, 0, 0.58, 1)
        case let .cubicBezier(x1, y1, x2, y2):
            return TimingCurve.bezier(t, x1, y1, x2, y2)
        }
    }

    /// Solves x(s) = t for the Bézier parameter s (bisection: x is monotonic once the control
    /// x values are in 0...1), then returns y(s). Ends are exact.
    private static func bezier(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        let cx1 = x1.isFinite ? x1.clamped(to: 0...1) : 0
        let cx2 = x2.isFinite ? x2.clamped(to: 0...1) : 1
        let cy1 = y1.isFinite ? y1 : 0
        let cy2 = y2.isFinite ? y2 : 1
        var low = 0.0
        var high = 1.0
        var s = t
        for _ in 0..<60 {
            let x = cubic(s, cx1, cx2)
            if Swift.abs(x - t) < 1e-12 { break }
            if x < t { low = s } else { high = s }
            s = (low + high) / 2
        }
        return cubic(s, cy1, cy2)
    }

    private static func cubic(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
}
