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
/// Text whose size changes every frame (the picker's rows shrink towards its edges) would need
/// a new font, asked of fontconfig, and a new shaping at every frame (~36 % of a picker
/// fling's frame before). So sizes are matched to half a device pixel, and a size not laid out
/// yet, asked for in a later frame than the string's first layout and not in the frame before,
/// is drawn by scaling that first layout (``CachedText/scale``); asked for again in the next
/// frame (the text stopped), it gets its own layout. Text drawn once, at any size, is laid out
/// at exactly its size. At most ``capacity`` layouts are kept; the least recently used quarter
/// goes when it is passed. Not thread-safe, like the renderer that owns it.
final class CairoTextLayoutCache {
    /// The most layouts kept.
    static let capacity = 2_048

    /// A layout to show, and the scale to show it at (1 unless it was laid out at another size).
    struct CachedText {
        /// The `PangoLayout *`, owned by the cache.
        let layout: OpaquePointer
        /// The size asked for over the size it was laid out at.
        let scale: Double
    }

    private struct Key: Hashable {
        let string: String
        let halfPixels: Int
        let weight: Int
        let xx: Double, yx: Double, xy: Double, yy: Double
    }

    private struct ReferenceKey: Hashable {
        let string: String
        let weight: Int
        let xx: Double, yx: Double, xy: Double, yy: Double
    }

    /// What a layout depends on besides its string: size, weight and CTM.
    private struct StyleKey: Hashable {
        let halfPixels: Int
        let weight: Int
        let xx: Double, yx: Double, xy: Double, yy: Double
    }

    private struct Entry {
        let layout: OpaquePointer
        var lastUse: Int
    }

    private struct Reference {
        let layout: OpaquePointer
        let fontSize: Double
        let frame: Int
    }

    private var entries: [Key: Entry] = [:]
    /// One layout per style, copied for a new string in that style (its Pango context and font
    /// description shared, not made again: text that changes every frame, as the rotation
    /// dial's angle, costs a shaping, not a new context).
    private var prototypes: [StyleKey: OpaquePointer] = [:]
    private var references: [ReferenceKey: Reference] = [:]
    private var useClock = 0
    /// The frame being drawn (counted by `beginFrame`).
    private(set) var frame = 0
    /// Recently asked-for keys and the frame they were asked for in, allocated once.
    private var recentHashes = [Int](repeating: 0, count: 1_024)
    private var recentFrames = [Int](repeating: -2, count: 1_024)

    deinit {
        for entry in entries.values {
            g_object_unref(UnsafeMutableRawPointer(entry.layout))
        }
        for prototype in prototypes.values {
            g_object_unref(UnsafeMutableRawPointer(prototype))
        }
        for reference in references.values {
            g_object_unref(UnsafeMutableRawPointer(reference.layout))
        }
    }

    /// The number of layouts kept now (each string's first layout counted once).
    var count: Int { entries.count }

    /// Starts a frame: the renderer calls it once per drawing.
    func beginFrame() { frame &+= 1 }

    /// The layout for `string` in DejaVu Sans at `fontSize` (absolute, user units;
    /// `pixelsPerUnit` tells how big a device pixel is) and `weight`, ready to show in
    /// `context`. `nil` if Pango fails or the size is not finite and positive.
    ///
    /// `measuring: true` asks for the layout a draw in this frame will get, to measure it,
    /// without counting as a request (a size asked for only once is still drawn by scaling).
    func layout(
        for string: String, fontSize: Double, pixelsPerUnit: Double, weight: TextStyle.Weight, in context: OpaquePointer,
        measuring: Bool = false
    ) -> CachedText? {
        let halves = fontSize * (pixelsPerUnit.isFinite && pixelsPerUnit > 0 ? pixelsPerUnit : 1) * 2
        guard halves.isFinite, halves > 0, halves < 1e9 else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let key = Key(string: string, halfPixels: Int(halves.rounded()), weight: weight.numericValue,
                      xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy)
        useClock &+= 1
        if let layout = entries[key]?.layout {
            entries[key]?.lastUse = useClock
            pango_cairo_update_layout(context, layout)
            return CachedText(layout: layout, scale: 1)
        }
        let referenceKey = ReferenceKey(string: string, weight: weight.numericValue,
                                        xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy)
        let reference = references[referenceKey]
        let lately = measuring ? wasAskedForLately(key) : askedForLately(key)
        if !lately, let reference, reference.frame < frame {
            return CachedText(layout: reference.layout, scale: fontSize / reference.fontSize)
        }
        let style = StyleKey(halfPixels: key.halfPixels, weight: key.weight, xx: key.xx, yx: key.yx, xy: key.xy, yy: key.yy)
        let layout: OpaquePointer
        if let prototype = prototypes[style], let copy = pango_layout_copy(prototype) {
            pango_layout_set_text(copy, string, -1)
            pango_cairo_update_layout(context, copy)
            layout = copy
        } else {
            guard let made = makeLayout(string, fontSize: fontSize, weight: weight, in: context) else { return nil }
            if prototypes.count >= Self.capacity { removeAllPrototypes() }
            g_object_ref(UnsafeMutableRawPointer(made))
            prototypes[style] = made
            layout = made
        }
        if entries.count >= Self.capacity { evictOldestQuarter() }
        entries[key] = Entry(layout: layout, lastUse: useClock)
        if reference == nil {
            g_object_ref(UnsafeMutableRawPointer(layout))
            references[referenceKey] = Reference(layout: layout, fontSize: fontSize, frame: frame)
        }
        return CachedText(layout: layout, scale: 1)
    }

    /// Whether `key` was asked for in this frame or the one before, without noting it.
    private func wasAskedForLately(_ key: Key) -> Bool {
        let hash = key.hashValue
        let slot = Int(UInt(bitPattern: hash) % UInt(recentHashes.count))
        return recentHashes[slot] == hash && recentFrames[slot] >= frame - 1
    }

    /// Whether `key` was asked for in this frame or the one before; notes it as asked for now.
    private func askedForLately(_ key: Key) -> Bool {
        let hash = key.hashValue
        let slot = Int(UInt(bitPattern: hash) % UInt(recentHashes.count))
        defer { (recentHashes[slot], recentFrames[slot]) = (hash, frame) }
        return recentHashes[slot] == hash && recentFrames[slot] >= frame - 1
    }

    private func makeLayout(
        _ string: String, fontSize: Double, weight: TextStyle.Weight, in context: OpaquePointer
    ) -> OpaquePointer? {
        guard let layout = pango_cairo_create_layout(context) else { return nil }
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, "DejaVu Sans")
        pango_font_description_set_weight(font, PangoWeight(rawValue: PangoWeight.RawValue(weight.numericValue)))
        pango_font_description_set_absolute_size(font, fontSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, string, -1)
        return layout
    }

    private func removeAllPrototypes() {
        for prototype in prototypes.values {
            g_object_unref(UnsafeMutableRawPointer(prototype))
        }
        prototypes.removeAll()
    }

    private func evictOldestQuarter() {
        let oldest = entries.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(Swift.max(1, entries.count / 4))
        for (key, entry) in oldest {
            g_object_unref(UnsafeMutableRawPointer(entry.layout))
            entries[key] = nil
        }
    }
}
