/// The spinner's open/close animation: how open the pop-up looks (its *openness*, 0 closed …
/// 1 open) while it grows and fades in, or shrinks and fades out.
///
/// Time starts at the input that opened or closed the spinner (or, without one, at the next
/// ``RadialSpinnerModel/advance(to:report:)``), so the animation is a function of time alone
/// and ends identically at any frame rate.
///
/// Whether it opens or closes is the spinner's phase (`RadialSpinnerOpenState.opening` or
/// `RadialSpinnerClosing.animation`).
struct RadialSpinnerPresentation: Hashable, Sendable {
    /// The openness when this animation began (a reversal starts where the last one stood).
    var startOpenness: Double
    /// The openness shown now.
    var openness: Double
    /// When the animation began: the input's time, else the first frame's once one was given.
    var startTime: Double?

    /// Seconds from fully closed to fully open (or back).
    static let duration = 0.2
    /// The scale of the open picture at openness 0 (it grows from there to 1).
    static let smallestScale = 0.6

    /// Moves the animation to `time`, growing towards open (`opening`) or shrinking towards
    /// closed; answers `false` once it has ended.
    mutating func advance(to time: Double, opening: Bool) -> Bool {
        guard !time.isNaN else { return true }
        guard time.isFinite else { return false }
        guard let start = startTime else {
            startTime = time
            return true
        }
        let target = opening ? 1.0 : 0.0
        let span = Swift.abs(target - startOpenness) * RadialSpinnerPresentation.duration
        guard span > 0 else { return false }
        var fraction = ((time - start) / span).clamped(to: 0...1)
        // Frame times are sums of doubles: within a billionth of the end is the end.
        if fraction > 1 - 1e-9 { fraction = 1 }
        openness = startOpenness + (target - startOpenness) * fraction
        return fraction < 1
    }

    /// The eased openness (cubic ease-out while opening, ease-in while closing).
    var easedOpenness: Double {
        let remaining = 1 - openness
        return 1 - remaining * remaining * remaining
    }
}
