/// How a control writes and speaks its values — labels, the value readout and what assistive
/// technologies say — and how typed text is read back.
///
/// One format, three uses: ``string(for:)`` for what is shown ("-3.5 dB"), ``spokenString(for:)``
/// for what is spoken ("-3.5 decibels") and ``value(from:)`` for typed input ("-3.5 dB",
/// "-3.5" or "−3.5dB" all read -3.5).
///
/// The text is locale-free on purpose (the core has no Foundation): digits 0–9, a full stop
/// as the decimal point, no grouping separators, a hyphen-minus for negatives. An app that
/// wants its locale's digits formats ``displayedNumber(for:)`` itself.
///
/// The edges:
/// - ``fractionDigits`` is limited to 0…``maximumFractionDigits``; rounding is half away from
///   zero on the displayed number; a number that rounds to zero is shown unsigned ("0", never
///   "-0" or "+0").
/// - NaN shows "nan", infinities "inf" and "-inf" (controls clamp their values, so only a
///   caller's own number can be one).
/// - Digits that a `Double` cannot hold exactly are left out (9 digits of 9 000 000.5 show 8).
///   Numbers of 10¹⁵ and more (after the ``multiplier``) are written whole
///   ("2000000000000000"), and from 9.2·10¹⁸ the way Swift prints a `Double` ("1e+20").
///
/// ```swift
/// var gain = ValueFormat(fractionDigits: 1, unit: .decibels, showsPlusSign: true)
/// gain.string(for: 3)           // "+3 dB"
/// gain.spokenString(for: -1)    // "-1 decibel"
/// gain.value(from: "+2.5 dB")   // 2.5
/// ```
public struct ValueFormat: Hashable, Sendable {
    /// Digits after the decimal point (default 2), limited to 0…``maximumFractionDigits``.
    public var fractionDigits: Int {
        get { storedFractionDigits }
        set { storedFractionDigits = Swift.min(Swift.max(newValue, 0), Self.maximumFractionDigits) }
    }
    private var storedFractionDigits: Int
    /// Whether trailing zeros after the decimal point are dropped ("2.5" rather than "2.50";
    /// default `true`).
    public var trimsTrailingZeros: Bool
    /// The unit after the number, or `nil` (default) for a bare number.
    public var unit: ValueUnit?
    /// Whether positive numbers show a "+" (default `false`): gain and pan around a neutral
    /// value.
    public var showsPlusSign: Bool
    /// What the value is multiplied by for display (100 shows a 0…1 value in per cent; default
    /// 1). Zero, NaN and infinities act as 1.
    public var multiplier: Double

    /// The most digits after the decimal point, 9.
    public static let maximumFractionDigits = 9

    /// Creates a format. The defaults write a value as the controls always have: up to two
    /// decimals, trailing zeros dropped, no unit.
    public init(
        fractionDigits: Int = 2, trimsTrailingZeros: Bool = true, unit: ValueUnit? = nil,
        showsPlusSign: Bool = false, multiplier: Double = 1
    ) {
        storedFractionDigits = Swift.min(Swift.max(fractionDigits, 0), Self.maximumFractionDigits)
        self.trimsTrailingZeros = trimsTrailingZeros
        self.unit = unit
        self.showsPlusSign = showsPlusSign
        self.multiplier = multiplier
    }

    /// A format with as many digits as `step` needs (0.25 → 2, 5 → 0), limited to
    /// ``maximumFractionDigits``; a NaN, infinite or non-positive step gives 2.
    public init(fittingStep step: Double, unit: ValueUnit? = nil, showsPlusSign: Bool = false) {
        self.init(fractionDigits: ValueFormat.digits(forStep: step), unit: unit, showsPlusSign: showsPlusSign)
    }

    // MARK: - Writing

    /// The number as shown, without the unit: "-3.5", "+2", "0". See the type's edge rules.
    public func displayedNumber(for value: Double) -> String {
        let shown = value * effectiveMultiplier
        guard shown.isFinite else { return shown.isNaN ? "nan" : (shown > 0 ? "inf" : "-inf") }
        let digits = magnitudeDigits(Swift.abs(shown))
        if digits.isZero { return digits.text }
        if shown < 0 { return "-" + digits.text }
        return showsPlusSign ? "+" + digits.text : digits.text
    }

    /// The value as shown in labels and readouts: the number, then the unit's separator and
    /// symbol ("-3.5 dB", "50%").
    public func string(for value: Double) -> String {
        let number = displayedNumber(for: value)
        guard let unit, !unit.symbol.isEmpty, value.isFinite else { return number }
        return number + unit.separator + unit.symbol
    }

    /// The value as spoken: the number, then the unit's spoken name ("-3.5 decibels",
    /// "1 decibel"), or its symbol when it has no spoken name.
    public func spokenString(for value: Double) -> String {
        let number = displayedNumber(for: value)
        guard let unit, value.isFinite else { return number }
        let isOne = number == "1" || number == "+1" || number == "-1"
        let name = (isOne ? unit.spokenSingularName : nil) ?? unit.spokenName ?? unit.symbol
        return name.isEmpty ? number : number + " " + name
    }

    var effectiveMultiplier: Double {
        multiplier.isFinite && multiplier != 0 ? multiplier : 1
    }

    /// The digits of a non-negative finite number, and whether they read as zero.
    private func magnitudeDigits(_ magnitude: Double) -> (text: String, isZero: Bool) {
        // Every integer up to 2⁵³ is exact: as many of the digits asked for as stay below it.
        let exact = 9_007_199_254_740_992.0
        guard magnitude < 1e15 else {
            let whole = magnitude.rounded(.toNearestOrAwayFromZero)
            return (whole < 9.2e18 ? String(Int(whole)) : magnitude.description, false)
        }
        var digits = storedFractionDigits
        var power = 1.0
        for _ in 0..<digits { power *= 10 }
        while digits > 0, magnitude * power >= exact {
            digits -= 1
            power /= 10
        }
        let units = Int((magnitude * power).rounded(.toNearestOrAwayFromZero))
        let divisor = Int(power)
        var text = String(units / divisor)
        if digits > 0 {
            var fraction = String(units % divisor)
            fraction = String(repeating: "0", count: digits - fraction.count) + fraction
            if trimsTrailingZeros { while fraction.hasSuffix("0") { fraction.removeLast() } }
            if !fraction.isEmpty { text += "." + fraction }
        }
        return (text, units == 0)
    }

    static func digits(forStep step: Double) -> Int {
        guard step.isFinite, step > 0 else { return 2 }
        var digits = 0
        var scaled = step
        while digits < maximumFractionDigits, Swift.abs(scaled - scaled.rounded()) > 1e-9 * Swift.max(scaled, 1) {
            scaled *= 10
            digits += 1
        }
        return digits
    }
}
