/// The bench app's command line: `rotary-frame-bench SUBJECT [--items N] [--window WxH] [--variant NAME]`.
struct BenchOptions {
    /// The subject shown in the window.
    var subject: BenchSubject
    /// The spinner's item count (subjects `spinner` and `picker`; default 40).
    var items = 40
    /// The window's size in points (default 800 × 600, the same for every subject so that a
    /// renderer copying the whole window pays the same copy for each).
    var windowWidth: Int32 = 800
    var windowHeight: Int32 = 600
    /// A variant of the subject, to compare with it within one run (`--variant NAME`), words
    /// joined by `+`. For the dial: `flat` (its turn arc in one colour), `noturn` (no turn arc),
    /// `notext` (no angle and turn count), `nogrooves` (grooves and marker clear). For the
    /// spinner: `upright`, `noborder`, `nobackdrop`, `small` (radius 75 pt), `notext` (no titles:
    /// the picker's rows without text), `radial` (dragged along a spoke: the ring stays still).
    var variant = ""

    static let usage = """
        usage: rotary-frame-bench SUBJECT [--items N] [--window WIDTHxHEIGHT] [--variant NAME]
          SUBJECT: \(BenchSubject.allCases.map(\.rawValue).joined(separator: ", "))
          stdin: a line "mark NAME" prints the frame count so far, "quit" (or end of input) exits
        """

    /// Parses the arguments (without the program name); `nil` for anything it does not know.
    init?(arguments: [String]) {
        var subject: BenchSubject?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let next = index + 1 < arguments.count ? arguments[index + 1] : nil
            switch argument {
            case "--items":
                guard let next, let count = Int(next), count > 0 else { return nil }
                items = count
                index += 1
            case "--variant":
                variant = next ?? ""
                index += 1
            case "--window":
                let parts = (next ?? "").split(separator: "x").compactMap { Int32($0) }
                guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { return nil }
                windowWidth = parts[0]
                windowHeight = parts[1]
                index += 1
            default:
                guard subject == nil, let parsed = BenchSubject(rawValue: argument) else { return nil }
                subject = parsed
            }
            index += 1
        }
        guard let subject else { return nil }
        self.subject = subject
    }
}
