/// Whether a circular slider draws its handle: UIKit's `UISlider.Style.thumbless` and SwiftUI's
/// `sliderThumbVisibility(.hidden)` for a circular track.
public enum CircularSliderHandleVisibility: String, Hashable, Sendable, CaseIterable {
    /// The handles are drawn and grabbed as ``CircularSliderModel/touchPolicy`` says (the
    /// default).
    case visible
    /// Thumbless: a one-value slider draws no handle, so the filled track is a progress ring,
    /// and a touch anywhere on the track moves the value there and drags it (see
    /// ``CircularSliderModel/isThumbless``). A range slider keeps its two handles: without
    /// them nothing would show which end a touch moves (Apple's thumbless style is for
    /// one-value sliders too).
    case hidden
}
