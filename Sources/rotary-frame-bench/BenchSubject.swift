/// What the bench window shows: GTK's own slider (the reference) or one of the controls.
enum BenchSubject: String, CaseIterable {
    /// `GtkScale`, horizontal, 600 pt wide, no value drawn (GTK's default): the reference every
    /// figure is divided by.
    case gtkscale
    /// The rotary knob (drawn look, 11 ticks), 300 × 300 pt, turned.
    case knob
    /// The circular slider (300°, 5 labels, 11 markers), 300 × 300 pt, its handle dragged.
    case slider
    /// The range slider (270°, 10 markers), 300 × 300 pt, its lower handle dragged.
    case range
    /// The rotation dial, 300 × 300 pt, turned.
    case dial
    /// The radial spinner, open (its pop-up showing, radius 150 pt): its ring dragged, then flung.
    case spinner
    /// The spinner in picker mode, open: its wheel dragged up and down, then flung.
    case picker

    /// What the driver does at the end of the drag: `fling` (a fast move, then the release,
    /// and the motion coasts on) or `still` (the release where the finger stopped).
    var release: String {
        switch self {
        case .spinner, .picker: return "fling"
        case .gtkscale, .knob, .slider, .range, .dial: return "still"
        }
    }

    /// The side of the square controls (points).
    static let controlSide: Int32 = 300
    /// The width of the reference `GtkScale` (points; less in a window narrower than 680 pt).
    static let scaleWidth: Int32 = 600
    /// The open spinner's radius (points; RVS_Spinner's default, as in the demo).
    static let spinnerRadius = 150.0
}
