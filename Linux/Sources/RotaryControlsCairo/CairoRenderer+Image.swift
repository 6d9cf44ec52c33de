import CCairo
import RotaryControls

extension CairoRenderer {
    // MARK: - Images

    /// The grey of the dashed placeholder drawn for a missing image (the SVG renderer's).
    public static let placeholderColor = DrawingColor(red8: 142, green8: 142, blue8: 147)

    /// Draws a PNG scaled to fit `rect` (aspect kept, centred), turned by `rotation` about the
    /// rect's centre. A template image paints only its alpha, in `tint` (the theme's tint by default).
    func drawImage(_ image: ImageReference, in rect: Rect, rotation: Rotation, tint: Paint?, in context: OpaquePointer) {
        guard Self.isDrawable(rect), Self.isDrawable(rotation.radians) else { return }
        cairo_save(context)
        let center = rect.center
        cairo_translate(context, center.x, center.y)
        cairo_rotate(context, rotation.radians)
        cairo_translate(context, -center.x, -center.y)
        if let surface = images?.surface(named: image.name),
           case let width = Double(cairo_image_surface_get_width(surface)),
           case let height = Double(cairo_image_surface_get_height(surface)),
           width > 0, height > 0, rect.width > 0, rect.height > 0 {
            let scale = Swift.min(rect.width / width, rect.height / height)
            cairo_translate(context, center.x - width * scale / 2, center.y - height * scale / 2)
            cairo_scale(context, scale, scale)
            if image.isTemplate {
                setPaint(tint ?? .semantic(.tint), in: context)
                cairo_mask_surface(context, surface, 0, 0)
            } else {
                cairo_set_source_surface(context, surface, 0, 0)
                cairo_paint(context)
            }
        } else {
            drawPlaceholder(image, in: rect, tint: tint, in: context)
        }
        cairo_restore(context)
    }

    /// A dashed rounded rectangle with the image's name inside, as the SVG renderer draws it.
    private func drawPlaceholder(_ image: ImageReference, in rect: Rect, tint: Paint?, in context: OpaquePointer) {
        let color = tint.map(theme.resolve) ?? Self.placeholderColor
        let corner = Swift.min(4, Swift.min(rect.width, rect.height) / 4)
        cairo_new_path(context)
        let (x, y, w, h) = (rect.minX + 0.5, rect.minY + 0.5, Swift.max(0, rect.width - 1), Swift.max(0, rect.height - 1))
        cairo_arc(context, x + w - corner, y + corner, corner, -.pi / 2, 0)
        cairo_arc(context, x + w - corner, y + h - corner, corner, 0, .pi / 2)
        cairo_arc(context, x + corner, y + h - corner, corner, .pi / 2, .pi)
        cairo_arc(context, x + corner, y + corner, corner, .pi, 3 * .pi / 2)
        cairo_close_path(context)
        var dashes: [Double] = [4, 3]
        cairo_set_dash(context, &dashes, 2, 0)
        cairo_set_line_width(context, 1)
        setColor(color, in: context)
        cairo_stroke(context)
        cairo_set_dash(context, nil, 0, 0)
        let fontSize = Swift.min(12, rect.height / 3, rect.width / (0.6 * Double(Swift.max(1, image.name.count)) + 0.5))
        drawText(image.name, center: rect.center, style: TextStyle(fontSize: fontSize, paint: .color(color)), in: context)
    }
}
