/// Reading typed values back (an entry on a focused control, a text field bound to the value).
extension ValueFormat {
    /// The value `text` stands for, or `nil` when it is not a number.
    ///
    /// Accepted: spaces around; an optional sign ("+", "-" or the minus sign "−"); digits with
    /// at most one full stop as the decimal point ("2.5", ".5", "2."); then, optionally, the
    /// format's unit symbol with or without a space, in any letter case ("-3 dB", "-3db"). The
    /// number is divided by the ``multiplier`` ("50%" reads 0.5 with a multiplier of 100).
    ///
    /// Refused (`nil`): an empty text, a comma (locale-free: "2,5" is not guessed at), grouping,
    /// exponents, another unit, "nan", "inf", and numbers too large to be finite. The answer is
    /// not clamped: the control that takes it clamps and steps it as any value set.
    public func value(from text: String) -> Double? {
        var rest = Substring(text).drop { $0 == " " || $0 == "\t" }
        while let last = rest.last, last == " " || last == "\t" { rest.removeLast() }
        if let unit, !unit.symbol.isEmpty, rest.lowercased().hasSuffix(unit.symbol.lowercased()) {
            rest.removeLast(unit.symbol.count)
            while let last = rest.last, last == " " { rest.removeLast() }
        }
        var negative = false
        if let first = rest.first, first == "+" || first == "-" || first == "\u{2212}" {
            negative = first != "+"
            rest.removeFirst()
        }
        guard !rest.isEmpty, rest != ".",
            rest.allSatisfy({ $0 == "." || ("0"..."9").contains($0) }),
            rest.filter({ $0 == "." }).count <= 1,
            let magnitude = Double(rest.first == "." ? "0" + rest : String(rest)), magnitude.isFinite
        else { return nil }
        let value = (negative ? -magnitude : magnitude) / effectiveMultiplier
        return value.isFinite ? value : nil
    }
}
