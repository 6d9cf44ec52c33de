import CGtk4
import RotaryControls

extension NodeRenderer {
    // MARK: - Images

    /// The grey of the dashed placeholder drawn for a missing image (the SVG renderer's).
    public static let placeholderColor = DrawingColor(red8: 142, green8: 142, blue8: 147)

    /// An image fitted into `rect` (aspect kept, centred), turned by `rotation` about the rect's
    /// centre, as a texture rendered for the device pixels it covers. A template image is filled
    /// with `tint` (the theme's tint when `nil`). A missing image (or no store) is a dashed
    /// rounded rectangle with the name inside. An empty rect draws nothing.
    func appendImage(_ image: ImageReference, in rect: Rect, rotation: Rotation, tint: Paint?, to target: NodeTarget) {
        guard NodeMath.isDrawable(rect), rect.width > 0, rect.height > 0, NodeMath.isDrawable(rotation.radians) else {
            return
        }
        let snapshot = target.snapshot
        gtk_snapshot_save(snapshot)
        if rotation.radians != 0 {
            var center = NodeMath.point(rect.center)
            var back = graphene_point_t(x: -center.x, y: -center.y)
            gtk_snapshot_translate(snapshot, &center)
            gtk_snapshot_rotate(snapshot, Float(rotation.radians * 180 / .pi))
            gtk_snapshot_translate(snapshot, &back)
        }
        if let placed = texture(for: image, in: rect, tint: tint, scale: target.scale) {
            var bounds = placed.bounds
            gtk_snapshot_append_texture(snapshot, placed.texture, &bounds)
        } else {
            appendPlaceholder(image, in: rect, tint: tint, to: target)
        }
        gtk_snapshot_restore(snapshot)
    }

    /// The texture of `image` fitted into `rect` at `scale` pixels per unit and where it goes;
    /// `nil` when there is no store or the image is missing.
    func texture(for image: ImageReference, in rect: Rect, tint: Paint?, scale: Double)
        -> (texture: OpaquePointer, bounds: graphene_rect_t)?
    {
        guard let images, let natural = images.size(named: image.name) else { return nil }
        let fit = Swift.min(rect.width / natural.width, rect.height / natural.height)
        let width = natural.width * fit, height = natural.height * fit
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        let pixels = (width: pixelCount(width * scale), height: pixelCount(height * scale))
        let tintColor = image.isTemplate ? color(tint ?? .semantic(.tint)) : nil
        guard
            let texture = images.texture(named: image.name, width: pixels.width, height: pixels.height, tint: tintColor)
        else { return nil }
        let bounds = NodeMath.rect(
            x: rect.center.x - width / 2, y: rect.center.y - height / 2, width: width, height: height)
        return (texture, bounds)
    }

    private func pixelCount(_ length: Double) -> Int {
        length.isFinite ? Int(Swift.min(Swift.max(length.rounded(), 1), Double(NodeImageStore.maximumSide))) : 1
    }

    /// A dashed rounded rectangle with the image's name inside, as the SVG renderer draws it.
    private func appendPlaceholder(_ image: ImageReference, in rect: Rect, tint: Paint?, to target: NodeTarget) {
        let placeholder = tint.map(color) ?? Self.placeholderColor
        let corner = Swift.min(4, Swift.min(rect.width, rect.height) / 4)
        var outline = GskRoundedRect()
        var bounds = NodeMath.rect(
            x: rect.minX + 0.5, y: rect.minY + 0.5,
            width: Swift.max(0, rect.width - 1), height: Swift.max(0, rect.height - 1))
        gsk_rounded_rect_init_from_rect(&outline, &bounds, Float(corner))
        if let builder = gsk_path_builder_new() {
            gsk_path_builder_add_rounded_rect(builder, &outline)
            if let path = gsk_path_builder_free_to_path(builder) {
                let stroke = NodePaths.stroke(width: 1, cap: .butt)
                var dashes: [Float] = [4, 3]
                gsk_stroke_set_dash(stroke, &dashes, 2)
                var rgba = Self.rgba(placeholder)
                gtk_snapshot_append_stroke(target.snapshot, path, stroke, &rgba)
                gsk_stroke_free(stroke)
                gsk_path_unref(path)
            }
        }
        let fontSize = Swift.min(12, rect.height / 3, rect.width / (0.6 * Double(Swift.max(1, image.name.count)) + 0.5))
        appendText(
            image.name, center: rect.center, style: TextStyle(fontSize: fontSize, paint: .color(placeholder)),
            to: target)
    }
}
