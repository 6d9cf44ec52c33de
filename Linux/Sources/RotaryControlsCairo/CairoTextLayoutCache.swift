import CCairo
import CPangoCairo
import RotaryControls

/// Pango layouts kept per string, font size, weight and CTM (its linear part, which is all that
/// Pango's layout depends on), so that text is shaped once and a frame only shows it.
///
/// A layout is made with `pango_cairo_create_layout` on first use, exactly as an uncached draw
/// would make it, and brought up to date with the context (`pango_cairo_update_layout`, a
/// no-op while nothing changed) on every later use, so cached text renders identically.
///
/// Sizes are matched to a quarter of a device pixel: text whose size changes every frame (the
/// picker's rows shrink towards its edges) reuses the layout of a size less than 1/8 pixel
/// away instead of asking fontconfig for a new font each frame (~36 % of a picker fling's
/// frame before), while text drawn once, at any size, is laid out at exactly its size. At most
/// ``capacity`` layouts are kept; the least recently used quarter goes when it is passed. Not
/// thread-safe, like the renderer that owns it.
final class CairoTextLayoutCache {
    /// The most layouts kept.
    static let capacity = 1_024

    private struct Key: Hashable {
        let string: String
        let quarterPixels: Int
        let weight: Int
        let xx: Double, yx: Double, xy: Double, yy: Double
    }

    private struct Entry {
        let layout: OpaquePointer
        var lastUse: Int
    }

    private var entries: [Key: Entry] = [:]
    private var useClock = 0

    deinit {
        for entry in entries.values {
            g_object_unref(UnsafeMutableRawPointer(entry.layout))
        }
    }

    /// The number of layouts kept now.
    var count: Int { entries.count }

    /// The `PangoLayout *` for `string` in DejaVu Sans at `fontSize` (absolute, user units; a
    /// kept layout within 1/8 of a device pixel of it will do, `pixelsPerUnit` telling how
    /// big a pixel is) and `weight`, ready to show in `context`; owned by the cache. `nil` if
    /// Pango fails or the size is not finite and positive.
    func layout(
        for string: String, fontSize: Double, pixelsPerUnit: Double, weight: TextStyle.Weight, in context: OpaquePointer
    ) -> OpaquePointer? {
        let quarters = fontSize * (pixelsPerUnit.isFinite && pixelsPerUnit > 0 ? pixelsPerUnit : 1) * 4
        guard quarters.isFinite, quarters > 0, quarters < 1e9 else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let key = Key(string: string, quarterPixels: Int(quarters.rounded()), weight: weight.numericValue,
                      xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy)
        useClock &+= 1
        if let layout = entries[key]?.layout {
            entries[key]?.lastUse = useClock
            pango_cairo_update_layout(context, layout)
            return layout
        }
        guard let layout = pango_cairo_create_layout(context) else { return nil }
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, "DejaVu Sans")
        pango_font_description_set_weight(font, PangoWeight(rawValue: PangoWeight.RawValue(weight.numericValue)))
        pango_font_description_set_absolute_size(font, fontSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, string, -1)
        if entries.count >= Self.capacity { evictOldestQuarter() }
        entries[key] = Entry(layout: layout, lastUse: useClock)
        return layout
    }

    private func evictOldestQuarter() {
        let oldest = entries.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(Swift.max(1, entries.count / 4))
        for (key, entry) in oldest {
            g_object_unref(UnsafeMutableRawPointer(entry.layout))
            entries[key] = nil
        }
    }
}
