/// A marked value on a slider's or knob's track: a tick mark, with an optional title and image
/// (UISlider 26's `TrackConfiguration.Tick`, SwiftUI's `SliderTick`).
///
/// Ticks are the one vocabulary for marked values: a tick without a title or image is a
/// marker, a tick with a title is a label. Snapping, tick-only values and the spoken value all
/// read the same list.
public struct TrackTick: Hashable, Sendable {
    /// The value the tick marks (NaN and infinite ticks are ignored by the controls).
    public var value: Double
    /// The text shown beside the tick and spoken when the value sits on it; `nil` for none.
    public var title: String?
    /// An image shown beside the tick (resolved by the platform); `nil` for none.
    public var image: ImageReference?

    /// Creates a tick.
    public init(value: Double, title: String? = nil, image: ImageReference? = nil) {
        self.value = value
        self.title = title
        self.image = image
    }

    /// `count` evenly spaced ticks from `minimum` to `maximum`, both ends included, without
    /// titles (a knob's scale); 1 marks the middle, 0 or fewer give none.
    /// NaN or infinite ends give none; at most 1 000 ticks.
    public static func evenlySpaced(_ count: Int, from minimum: Double, to maximum: Double) -> [TrackTick] {
        guard count > 0, minimum.isFinite, maximum.isFinite else { return [] }
        let count = Swift.min(count, 1000)
        guard count > 1 else { return [TrackTick(value: minimum / 2 + maximum / 2)] }
        return (0..<count).map { index in
            let fraction = Double(index) / Double(count - 1)
            return TrackTick(value: index == count - 1 ? maximum : minimum + fraction * (maximum - minimum))
        }
    }
}
