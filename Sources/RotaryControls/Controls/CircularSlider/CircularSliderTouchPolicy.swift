/// Where a touch may start a drag.
public enum CircularSliderTouchPolicy: String, Hashable, Sendable, CaseIterable {
    /// Only a touch on a handle (its touch area, at least 44 × 44 points) starts a drag; a
    /// touch elsewhere is ignored, so the slider works inside scroll views (the default).
    case handleOnly
    /// A touch on the track also moves the nearest handle there at once, then drags it.
    case handleOrTrack
}
