/// What the controls' styles share when they draw: sizes made usable and the disabled opacity
/// kept within `0...1`. Public style properties take any value; drawing reads them through
/// these, so NaN, infinities and huge sizes never reach a ``Drawing``.
protocol StyleSanitizing {
    /// The opacity of the whole control while disabled, as set.
    var disabledOpacity: Double { get }
    /// What a NaN ``disabledOpacity`` draws at.
    static var disabledOpacityForNaN: Double { get }
}

extension StyleSanitizing {
    /// The largest size used for layout and drawing, a million points: larger sizes are capped
    /// so that no arithmetic on them overflows to infinity.
    static var largestSize: Double { 1e6 }

    /// `size` made usable: NaN, infinities and negatives give 0, the rest is capped at
    /// ``largestSize``.
    static func safe(_ size: Double) -> Double {
        size.isFinite ? size.clamped(to: 0...largestSize) : 0
    }

    /// ``disabledOpacity`` within `0...1` (NaN gives ``disabledOpacityForNaN``).
    var safeDisabledOpacity: Double {
        disabledOpacity.clamped(to: 0...1, ifNaN: Self.disabledOpacityForNaN)
    }
}
