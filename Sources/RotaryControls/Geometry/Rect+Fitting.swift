/// Fitting content of a given size into a rectangle, as images are fitted into their rect.
extension Rect {
    /// The largest rectangle with the aspect ratio of `content`, centred in this one
    /// (`UIView.ContentMode.scaleAspectFit`).
    ///
    /// When `content` has no drawable size (zero, negative, NaN or infinite sides) the answer
    /// is this rectangle unchanged; when this rectangle has a zero or negative side the answer
    /// has zero size at its centre.
    public func aspectFit(_ content: Size) -> Rect {
        guard content.isDrawable else { return self }
        guard width > 0, height > 0 else { return Rect(origin: center, size: .zero) }
        let scale = Swift.min(width / content.width, height / content.height)
        let fitted = Size(width: content.width * scale, height: content.height * scale)
        return Rect(
            x: center.x - fitted.width / 2, y: center.y - fitted.height / 2,
            width: fitted.width, height: fitted.height)
    }
}
