import RotaryControls

/// Stable number formatting for SVG output.
///
/// Every number is rounded to two decimals, trailing zeros are dropped, `-0` is written `0`
/// and no exponent is ever used, so the same drawing always gives the same text on every
/// platform (snapshot tests rely on it).
enum SVGNumber {
    /// The largest magnitude a coordinate may have to be drawn. Larger (or non-finite) values
    /// make the element that holds them invalid: it is skipped.
    static let limit: Double = 1e9

    /// Whether `value` can be written as SVG geometry (finite and within ``limit``).
    static func isDrawable(_ value: Double) -> Bool {
        value.isFinite && Swift.abs(value) <= limit
    }

    /// Whether both coordinates of `point` are drawable.
    static func isDrawable(_ point: Point) -> Bool {
        isDrawable(point.x) && isDrawable(point.y)
    }

    /// `value` rounded to two decimals: `12`, `-3.5`, `0.25`, `0` for `-0.001`.
    ///
    /// Values that are not drawable (NaN, infinities, beyond ``limit``) are written `0`; the
    /// renderer skips such elements before formatting them, so this never shows in output.
    static func format(_ value: Double) -> String {
        guard isDrawable(value) else { return "0" }
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return "0" }
        let magnitude = Int(Swift.abs(hundredths))
        let whole = magnitude / 100
        let fraction = magnitude % 100
        var text = String(whole)
        if fraction != 0 {
            text += fraction < 10 ? ".0\(fraction)" : (fraction % 10 == 0 ? ".\(fraction / 10)" : ".\(fraction)")
        }
        return hundredths < 0 ? "-" + text : text
    }

    /// `x y` of a point, separated by a space.
    /// A transform's linear part (`a`, `b`, `c`, `d`): to a millionth, since an error there grows
    /// with the distance from the origin (a layer turned about a centre far from it).
    static func formatFactor(_ value: Double) -> String {
        guard isDrawable(value) else { return "0" }
        let millionths = (value * 1_000_000).rounded()
        if millionths == 0 { return "0" }
        let magnitude = Int(Swift.abs(millionths))
        var text = String(magnitude / 1_000_000)
        var fraction = magnitude % 1_000_000
        if fraction != 0 {
            var digits = 6
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let padded = String(fraction)
            text += "." + String(repeating: "0", count: digits - padded.count) + padded
        }
        return millionths < 0 ? "-" + text : text
    }

    static func format(_ point: Point) -> String {
        format(point.x) + " " + format(point.y)
    }
}
