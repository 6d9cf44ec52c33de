/// Which control an open ``RadialSpinnerModel`` shows: the radial ring, the picker wheel, or
/// either depending on the number of items (RVS_Spinner's `spinnerMode` −1 / 1 / 0).
public enum RadialSpinnerMode: String, Hashable, Sendable, CaseIterable {
    /// Always the radial ring, whatever the number of items (RVS_Spinner's −1).
    case radialOnly
    /// Always the picker wheel (RVS_Spinner's 1).
    case pickerOnly
    /// The ring while the number of items is below ``RadialSpinnerModel/threshold``, the
    /// picker from there on (RVS_Spinner's 0, the default).
    case automatic
}
