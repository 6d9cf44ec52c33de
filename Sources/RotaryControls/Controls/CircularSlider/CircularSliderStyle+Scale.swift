extension CircularSliderStyle {
    /// This style with its strokes and sizes scaled by `scale.metrics` (track width, handle
    /// enlargement, marker size, label offset) and its label text by `scale.text`. The minimum
    /// touch size, padding, colours and images are kept.
    public func scaled(_ scale: StyleScale) -> CircularSliderStyle {
        guard !scale.isIdentity else { return self }
        var style = self
        style.lineWidth *= scale.metrics
        style.firstHandle.enlargementPoints *= scale.metrics
        style.secondHandle.enlargementPoints *= scale.metrics
        style.markerSize = Size(width: markerSize.width * scale.metrics, height: markerSize.height * scale.metrics)
        style.labelOffset *= scale.metrics
        style.labelFontSize *= scale.text
        return style
    }
}
