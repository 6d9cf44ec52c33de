import RotaryControls

/// Images: placeholders, or files through ``SVGRenderer/imageResolver``.
extension SVGRenderer {
    /// The colour of an image placeholder's outline and name when the image has no tint.
    static let placeholderColor = DrawingColor(red8: 142, green8: 142, blue8: 147)

    /// Writes an image turned by `rotation` about the centre of `rect`: an `<image href>` when
    /// ``imageResolver`` knows the name, otherwise a dashed rounded rectangle with the name.
    ///
    /// A template image with a known file is painted in its tint (or the tint role's fallback
    /// when it has none) through an alpha mask. Skipped when the rect is not drawable, has a
    /// negative side, or the rotation is not finite.
    func writeImage(
        _ image: ImageReference, in rect: Rect, rotation: Rotation, tint: Paint?, into writer: inout SVGWriter
    ) {
        guard SVGRenderer.isDrawable(rect), SVGNumber.isDrawable(rotation.degrees) else { return }
        let center = rect.center
        let degrees = SVGNumber.format(rotation.degrees)
        let transform = degrees == "0" ? "" : " transform=\"rotate(\(degrees) \(SVGNumber.format(center)))\""
        let frame =
            "x=\"\(SVGNumber.format(rect.minX))\" y=\"\(SVGNumber.format(rect.minY))\" "
            + "width=\"\(SVGNumber.format(rect.width))\" height=\"\(SVGNumber.format(rect.height))\""
        writer.open("<g\(transform)>")
        if let file = imageResolver?(image.name) {
            let href = "href=\"\(SVGWriter.escape(file))\" \(frame) preserveAspectRatio=\"xMidYMid meet\""
            if image.isTemplate {
                let id = writer.uniqueID("mask")
                let color = writer.palette.resolve(tint ?? .semantic(.tint))
                writer.line("<mask id=\"\(id)\" style=\"mask-type:alpha\"><image \(href)/></mask>")
                writer.line("<rect \(frame) \(SVGWriter.color(color, attribute: "fill")) mask=\"url(#\(id))\"/>")
            } else {
                writer.line("<image \(href)/>")
            }
        } else {
            writePlaceholder(image, in: rect, frame: frame, tint: tint, into: &writer)
        }
        writer.close("</g>")
    }

    private func writePlaceholder(
        _ image: ImageReference, in rect: Rect, frame: String, tint: Paint?, into writer: inout SVGWriter
    ) {
        let color = tint.map(writer.palette.resolve) ?? SVGRenderer.placeholderColor
        let corner = Swift.min(4, Swift.min(rect.width, rect.height) / 4)
        writer.line(
            "<rect \(frame) rx=\"\(SVGNumber.format(corner))\" fill=\"none\" "
                + SVGWriter.color(color, attribute: "stroke") + " stroke-width=\"1\" stroke-dasharray=\"4 3\"/>")
        // About 0.6 em per character: keep the name inside the rectangle.
        let fontSize = Swift.min(12, rect.height / 3, rect.width / (0.6 * Double(Swift.max(1, image.name.count)) + 0.5))
        writeText(
            image.name, center: rect.center,
            style: TextStyle(fontSize: fontSize, weight: .regular, paint: .color(color)), into: &writer)
    }
}
