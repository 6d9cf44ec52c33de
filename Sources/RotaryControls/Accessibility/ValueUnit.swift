/// A unit shown after a value ("dB", "%", "Hz") and the words spoken for it.
///
/// ```swift
/// let gain = ValueUnit.decibels          // "-3 dB", spoken "-3 decibels"
/// let pan = ValueUnit(symbol: "L/R")      // spoken "L/R"
/// ```
public struct ValueUnit: Hashable, Sendable {
    /// What is shown after the number ("dB"). Never empty in a useful unit; an empty symbol
    /// shows nothing (and no separator).
    public var symbol: String
    /// What is spoken after a number other than one ("decibels"); `nil` speaks the symbol.
    public var spokenName: String?
    /// What is spoken after exactly one ("decibel"); `nil` speaks ``spokenName``.
    public var spokenSingularName: String?
    /// What goes between the number and the symbol: a space by default (SI style, "20 Hz"),
    /// nothing for "%" and "°".
    public var separator: String

    /// Creates a unit.
    public init(symbol: String, spokenName: String? = nil, spokenSingularName: String? = nil, separator: String = " ") {
        self.symbol = symbol
        self.spokenName = spokenName
        self.spokenSingularName = spokenSingularName
        self.separator = separator
    }

    /// Decibels: "dB", spoken "decibels".
    public static let decibels = ValueUnit(symbol: "dB", spokenName: "decibels", spokenSingularName: "decibel")
    /// Per cent: "%" straight after the number, spoken "percent". Pair it with
    /// ``ValueFormat/multiplier`` 100 for a value in 0…1.
    public static let percent = ValueUnit(symbol: "%", spokenName: "percent", separator: "")
    /// Hertz: "Hz", spoken "hertz".
    public static let hertz = ValueUnit(symbol: "Hz", spokenName: "hertz")
    /// Degrees of angle: "°" straight after the number, spoken "degrees".
    public static let degrees = ValueUnit(
        symbol: "°", spokenName: "degrees", spokenSingularName: "degree", separator: "")
    /// Seconds: "s", spoken "seconds".
    public static let seconds = ValueUnit(symbol: "s", spokenName: "seconds", spokenSingularName: "second")
}
