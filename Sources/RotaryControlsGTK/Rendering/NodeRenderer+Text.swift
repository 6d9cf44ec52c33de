import CGtk4
import RotaryControls

extension NodeRenderer {
    // MARK: - Text

    /// A line of text centred on `center`: horizontally by its logical width, vertically with its
    /// baseline 0.35 em below the centre (the SVG renderer's placement). Draws nothing for an
    /// empty string, a size that is not positive or a centre that is not drawable.
    func appendText(_ string: String, center: Point, style: TextStyle, to target: NodeTarget) {
        guard NodeMath.isDrawable(center),
            let text = texts.layout(for: string, fontSize: style.fontSize, weight: style.weight)
        else { return }
        var rgba = Self.rgba(color(style.paint))
        guard rgba.alpha > 0 else { return }
        var origin = graphene_point_t(
            x: Float(center.x - text.width / 2), y: Float(center.y + 0.35 * style.fontSize - text.baseline))
        gtk_snapshot_save(target.snapshot)
        gtk_snapshot_translate(target.snapshot, &origin)
        gtk_snapshot_append_layout(target.snapshot, text.layout, &rgba)
        gtk_snapshot_restore(target.snapshot)
    }
}
