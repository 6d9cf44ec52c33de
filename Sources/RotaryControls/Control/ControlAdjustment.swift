/// A change of value asked for by a key, a scroll wheel or an assistive technology, which each
/// model turns into its own units.
///
/// | adjustment | slider, knob, dial | spinner, picker wheel |
/// |---|---|---|
/// | `.steps(n)` | n × `step` (else 1 % of the range) | n enabled items |
/// | `.pages(n)` | n × 10 % of the range | n × a tenth of the items |
/// | `.toMinimum` / `.toMaximum` | the ends | the first / last enabled item |
public enum ControlAdjustment: Hashable, Sendable {
    /// Small steps: positive up, negative down.
    case steps(Int)
    /// Large steps (Page Up/Down): positive up, negative down.
    case pages(Int)
    /// To the minimum (Home).
    case toMinimum
    /// To the maximum (End).
    case toMaximum
}
