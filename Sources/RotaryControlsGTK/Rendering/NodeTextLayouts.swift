import CGtk4
import RotaryControls

/// Pango layouts kept per string, font size and weight: making and shaping a layout is most of
/// what a text costs, so a label drawn every frame is laid out once.
///
/// Text is set in DejaVu Sans (the SVG renderer's font) at the style's size and weight, with
/// glyph positions left unrounded so text stays put under any transform. At most ``limit``
/// layouts are kept; past that the kept ones are let go and laid out again as they are drawn.
final class NodeTextLayouts {
    /// One laid-out string with the measures a renderer centres it by.
    final class Entry {
        /// The `PangoLayout *` (owned).
        let layout: OpaquePointer
        /// The logical width in points.
        let width: Double
        /// The first baseline below the layout's top, in points.
        let baseline: Double

        init(layout: OpaquePointer) {
            self.layout = layout
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            width = Double(logical.width) / Double(PANGO_SCALE)
            baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        }

        deinit {
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
    }

    private struct Key: Hashable {
        var string: String
        var fontSize: Double
        var weight: TextStyle.Weight
    }

    /// The most layouts kept.
    static let limit = 512
    /// The Pango context every layout is made in (`PangoContext *`, owned).
    let context: OpaquePointer
    private var entries: [Key: Entry] = [:]

    init() {
        context = pango_font_map_create_context(pango_cairo_font_map_get_default())
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// The layout of `string` at `fontSize` points and `weight`; `nil` for an empty string or a
    /// size that is not positive and finite.
    func layout(for string: String, fontSize: Double, weight: TextStyle.Weight) -> Entry? {
        guard !string.isEmpty, fontSize.isFinite, fontSize > 0, fontSize < 10_000 else { return nil }
        let key = Key(string: string, fontSize: fontSize, weight: weight)
        if let entry = entries[key] { return entry }
        guard let layout = pango_layout_new(context) else { return nil }
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, "DejaVu Sans")
        pango_font_description_set_weight(font, PangoWeight(rawValue: PangoWeight.RawValue(weight.numericValue)))
        pango_font_description_set_absolute_size(font, fontSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, string, -1)
        if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
        let entry = Entry(layout: layout)
        entries[key] = entry
        return entry
    }
}

extension NodeRenderer {
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
