import PropertyBased
import RotaryControls
import Testing

@Suite struct ValueFormatTests {
    @Test func theDefaultWritesAsTheControlsAlwaysHave() {
        let format = ValueFormat()
        #expect(format.string(for: 67.2649) == "67.26")
        #expect(format.string(for: 7.5) == "7.5" && format.string(for: 2.0 / 3) == "0.67")
        #expect(format.string(for: -0.001) == "0" && format.string(for: -0.0) == "0")
        #expect(format.string(for: .nan) == "nan" && format.string(for: -.infinity) == "-inf")
        #expect(format.spokenString(for: 42) == "42")
    }

    @Test func unitsPrecisionAndSign() {
        let gain = ValueFormat(fractionDigits: 1, unit: .decibels, showsPlusSign: true)
        #expect(gain.string(for: 3) == "+3 dB")
        #expect(gain.string(for: -3.25) == "-3.3 dB") // half away from zero
        #expect(gain.string(for: 0.04) == "0 dB")
        #expect(gain.spokenString(for: -1) == "-1 decibel")
        #expect(gain.spokenString(for: 6.5) == "+6.5 decibels")
        let percent = ValueFormat(fractionDigits: 0, unit: .percent, multiplier: 100)
        #expect(percent.string(for: 0.6726) == "67%")
        #expect(percent.spokenString(for: 0.6726) == "67 percent")
        let padded = ValueFormat(fractionDigits: 2, trimsTrailingZeros: false, unit: .hertz)
        #expect(padded.string(for: 440) == "440.00 Hz" && padded.string(for: 0) == "0.00 Hz")
        let bare = ValueFormat(unit: ValueUnit(symbol: "L/R"))
        #expect(bare.spokenString(for: 3) == "3 L/R")
    }

    @Test func edgesOfTheSettings() {
        #expect(ValueFormat(fractionDigits: -4).fractionDigits == 0)
        #expect(ValueFormat(fractionDigits: 40).fractionDigits == ValueFormat.maximumFractionDigits)
        #expect(ValueFormat(multiplier: .nan).string(for: 2) == "2")
        #expect(ValueFormat(multiplier: 0).value(from: "2") == 2)
        #expect(ValueFormat().string(for: 1e20) == "1e+20")
        #expect(ValueFormat().string(for: -2e15) == "-2000000000000000")
        #expect(ValueFormat(fractionDigits: 9).string(for: 9e6 + 0.5) == "9000000.5")
    }

    @Test(arguments: [(0.25, 2), (5.0, 0), (0.1, 1), (0.001, 3), (.nan, 2), (-1.0, 2), (0.0, 2)])
    func digitsFittingAStep(step: Double, digits: Int) {
        #expect(ValueFormat(fittingStep: step).fractionDigits == digits)
    }

    @Test func parsingTypedText() {
        let gain = ValueFormat(fractionDigits: 1, unit: .decibels)
        #expect(gain.value(from: "-3 dB") == -3)
        #expect(gain.value(from: "  +2.5dB ") == 2.5)
        #expect(gain.value(from: "\u{2212}6 DB") == -6)
        #expect(gain.value(from: ".5") == 0.5 && gain.value(from: "2.") == 2)
        for refused in ["", " ", "dB", "2,5", "1e3", "nan", "inf", "1.2.3", "3 Hz", "--3", ".", "1 000", "+"] {
            #expect(gain.value(from: refused) == nil, "\(refused)")
        }
        #expect(gain.value(from: "9" + String(repeating: "9", count: 400)) == nil)
        let percent = ValueFormat(unit: .percent, multiplier: 100)
        #expect(percent.value(from: "50%") == 0.5 && percent.value(from: "50") == 0.5)
    }

    @Test func whatIsWrittenReadsBack() async {
        let digits = Gen.int(in: 0...6)
        let values = Gen.double(in: -1e9...1e9)
        let units: [ValueUnit?] = [nil, .decibels, .percent, .hertz, .degrees]
        await propertyCheck(count: 500, input: digits, values, Gen.int(in: 0...4), Gen.bool) {
            digits, value, unit, plus in
            let format = ValueFormat(fractionDigits: digits, unit: units[unit], showsPlusSign: plus)
            let back = format.value(from: format.string(for: value))
            #expect(back != nil)
            var power = 1.0
            for _ in 0..<digits { power *= 10 }
            // Within half a unit of the last digit shown (and a little for binary rounding).
            #expect(Swift.abs((back ?? .nan) - value) <= 0.5 / power + Swift.abs(value) * 1e-15)
        }
    }
}
