extension RadialSpinnerStyle {
    /// This style with its sizes scaled by `scale.metrics` (centre radius, largest icon radius,
    /// border width) and its display text by `scale.text`. The open ring's radius is the bounds';
    /// the minimum touch size, colours and the picker's row metrics are kept.
    public func scaled(_ scale: StyleScale) -> RadialSpinnerStyle {
        guard !scale.isIdentity else { return self }
        var style = self
        style.centerRadius *= scale.metrics
        style.maximumIconRadius *= scale.metrics
        style.borderWidth *= scale.metrics
        style.displayFontSize *= scale.text
        return style
    }
}
