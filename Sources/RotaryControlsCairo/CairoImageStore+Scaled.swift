import CCairo
import CRsvg
import Glibc
import RotaryControls

/// One pre-scaled copy: an image, the device-pixel size its content fills (quarter pixels),
/// its turn on the pixel grid (quarter degrees, 0 upright), where within a pixel its centre
/// falls (quarter pixels) and the clip circle it was cut by, if any, so that a copy is blitted
/// on whole pixels with nothing resampled and nothing clipped.
struct ScaledKey: Hashable {
    let name: String
    let quarterWidth: Int32
    let quarterHeight: Int32
    let quarterDegrees: Int32
    let phaseX: Int8
    let phaseY: Int8
    /// A clip circle baked into the copy: its centre from the content's centre and its radius,
    /// in quarter pixels; a negative radius for none.
    var clipX: Int32 = 0
    var clipY: Int32 = 0
    var clipRadius: Int32 = -1
    /// Whether the content is stretched to fill its size on both axes (the picker's rows,
    /// squashed on the pixel grid); otherwise it keeps its natural aspect within that size.
    var stretches = false
    /// Whether the copy keeps only the image's alpha (an A8 image): a template image's mask.
    var alphaOnly = false

    /// A hash of the key that is the same in every run (FNV-1a; Swift's `hashValue` is seeded
    /// per process).
    var stableHash: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x100_0000_01b3 }
        for byte in name.utf8 { mix(UInt64(byte)) }
        mix(UInt64(UInt32(bitPattern: quarterWidth)))
        mix(UInt64(UInt32(bitPattern: quarterHeight)))
        mix(UInt64(UInt32(bitPattern: quarterDegrees)))
        mix(UInt64(UInt8(bitPattern: phaseX)) << 8 | UInt64(UInt8(bitPattern: phaseY)))
        mix(UInt64(UInt32(bitPattern: clipX)))
        mix(UInt64(UInt32(bitPattern: clipY)))
        mix(UInt64(UInt32(bitPattern: clipRadius)))
        mix((stretches ? 1 : 0) | (alphaOnly ? 2 : 0))
        return hash
    }

    /// The content's size in pixels.
    var size: (width: Double, height: Double) { (Double(quarterWidth) / 4, Double(quarterHeight) / 4) }

    /// The surface's size: the turned content's bounding box plus a pixel each side for the phase.
    var pixelSize: (width: Int32, height: Int32) {
        let turn = Double(quarterDegrees) / 4 * .pi / 180
        let (cosine, sine) = (Swift.abs(cos(turn)), Swift.abs(sin(turn)))
        let (width, height) = size
        let box = (width * cosine + height * sine, width * sine + height * cosine)
        return (Int32((box.0 - 1e-9).rounded(.up)) + 2, Int32((box.1 - 1e-9).rounded(.up)) + 2)
    }
}

/// An upright, unclipped copy's image and pixel size, whatever its phase: what a turned first
/// frame resamples (``CairoImageStore/uprightCopy(_:quarterWidth:quarterHeight:)``).
struct UprightKey: Hashable {
    let name: String
    let quarterWidth: Int32
    let quarterHeight: Int32
}

/// A pre-scaled copy, its size in bytes and when it was last handed out.
struct ScaledEntry: CairoBudgetedSurface {
    let surface: OpaquePointer
    let bytes: Int
    var lastUse: Int
}

extension CairoImageStore {
    // MARK: - Pre-scaled copies

    /// The longest side, in pixels, of a pre-scaled copy; larger images are drawn from the source.
    public static let maximumScaledSide = 4_096.0

    /// `name` rendered once to fill `pixelWidth` × `pixelHeight` device pixels (rounded to a
    /// quarter pixel), upright, centred in an ARGB32 surface two to three pixels larger each
    /// way; `nil` when the image is missing or the size is not finite, not
    /// positive or above ``maximumScaledSide``. SVG sources are rendered by librsvg at that size;
    /// PNG sources are resampled once with Cairo's good filter. Owned by the store and valid
    /// until a later call needs its room (see ``scaledCacheLimit``): draw with it at once.
    public func surface(named name: String, pixelWidth: Double, pixelHeight: Double) -> OpaquePointer? {
        guard let key = scaledKey(name, pixelWidth: pixelWidth, pixelHeight: pixelHeight, quarterDegrees: 0,
                                  phaseX: 0, phaseY: 0) else { return nil }
        return cachedCopy(key) ?? makeCopy(key)
    }

    /// The number of pre-scaled copies kept now.
    public var scaledSurfaceCount: Int { scaled.count }

    /// The bytes of every pre-scaled copy kept now (within `scaledCacheLimit`).
    var scaledBytes: Int { scaled.bytes }

    /// Releases every pre-scaled copy (they are made again as they are drawn).
    public func removeScaledSurfaces() {
        scaled.removeAll()
        uprightCopies.removeAll()
    }

    /// The key for a copy, or `nil` when the size is not drawable as a copy.
    func scaledKey(
        _ name: String, pixelWidth: Double, pixelHeight: Double, quarterDegrees: Int32, phaseX: Int8, phaseY: Int8
    ) -> ScaledKey? {
        guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth > 0, pixelHeight > 0,
              pixelWidth <= Self.maximumScaledSide, pixelHeight <= Self.maximumScaledSide else { return nil }
        return ScaledKey(name: name, quarterWidth: Int32(Swift.max(1, (pixelWidth * 4).rounded())),
                         quarterHeight: Int32(Swift.max(1, (pixelHeight * 4).rounded())),
                         quarterDegrees: quarterDegrees, phaseX: phaseX, phaseY: phaseY)
    }

    /// Where a copy of `pixels` whose content is centred on the device point `middle` goes: the
    /// whole pixel of its corner and the quarter-pixel phase of its content within it; `nil`
    /// when the point is not finite or too far out.
    static func placement(middle: Point, pixels: (width: Int32, height: Int32))
        -> (whole: (x: Double, y: Double), phase: (x: Int8, y: Int8))? {
        let corner = (x: middle.x - Double(pixels.width) / 2, y: middle.y - Double(pixels.height) / 2)
        guard corner.x.isFinite, corner.y.isFinite, Swift.abs(corner.x) < 1e7, Swift.abs(corner.y) < 1e7 else { return nil }
        var whole = (x: corner.x.rounded(.down), y: corner.y.rounded(.down))
        var phase = (x: Int8(((corner.x - whole.x) * 4).rounded()), y: Int8(((corner.y - whole.y) * 4).rounded()))
        if phase.x == 4 { (whole.x, phase.x) = (whole.x + 1, 0) }
        if phase.y == 4 { (whole.y, phase.y) = (whole.y + 1, 0) }
        return (whole, phase)
    }

    /// The kept copy for `key` (marked as just used), or `nil`.
    func cachedCopy(_ key: ScaledKey) -> OpaquePointer? {
        scaled.use(key)?.surface
    }

    /// Notes that `key` was asked for and tells whether it had been asked for recently (in a
    /// fixed ring of recent requests, so noting allocates nothing). A copy made only on the
    /// second request is never made for sizes and turns that change every frame.
    ///
    /// Each key has two slots (from a hash that is the same in every run, so the cache behaves
    /// the same from run to run): a key finds itself in either, and a new key takes a free one,
    /// so two keys sharing a slot do not push each other out on every frame.
    func noteRequest(_ key: ScaledKey) -> Bool {
        let hash = Int(truncatingIfNeeded: key.stableHash | 1)
        let count = UInt(recentRequests.count)
        let first = Int(UInt(bitPattern: hash) % count)
        let second = Int((UInt(bitPattern: hash) >> 20) % count)
        if recentRequests[first] == hash || recentRequests[second] == hash { return true }
        recentRequests[recentRequests[first] == 0 || recentRequests[second] != 0 ? first : second] = hash
        return false
    }

    /// Renders, keeps and returns the copy for `key`; `nil` when the image is missing or Cairo fails.
    func makeCopy(_ key: ScaledKey) -> OpaquePointer? {
        guard let source = source(named: key.name) else { return nil }
        let pixels = key.pixelSize
        let bytes = Int(pixels.width) * Int(pixels.height) * (key.alphaOnly ? 1 : 4)
        scaled.makeRoom(for: bytes, limit: scaledCacheLimit)
        guard let surface = cairo_image_surface_create(key.alphaOnly ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32,
                                                       pixels.width, pixels.height) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let size = key.size
        cairo_translate(context, Double(pixels.width) / 2 + Double(key.phaseX) / 4,
                        Double(pixels.height) / 2 + Double(key.phaseY) / 4)
        if key.clipRadius >= 0 {
            cairo_arc(context, Double(key.clipX) / 4, Double(key.clipY) / 4, Double(key.clipRadius) / 4, 0, 2 * .pi)
            cairo_clip(context)
        }
        cairo_rotate(context, Double(key.quarterDegrees) / 4 * .pi / 180)
        if key.stretches {
            // The natural image scaled on each axis to the size, clipped to it (as the renderer
            // draws an image under a squashed CTM).
            let natural = source.size
            cairo_scale(context, size.width / natural.width, size.height / natural.height)
            cairo_translate(context, -natural.width / 2, -natural.height / 2)
            cairo_rectangle(context, 0, 0, natural.width, natural.height)
            cairo_clip(context)
            Self.draw(source, width: natural.width, height: natural.height, in: context)
        } else {
            cairo_translate(context, -size.width / 2, -size.height / 2)
            Self.draw(source, width: size.width, height: size.height, in: context)
        }
        cairo_destroy(context)
        cairo_surface_flush(surface)
        scaled.keep(ScaledEntry(surface: surface, bytes: bytes, lastUse: 0), for: key)
        if key.quarterDegrees == 0, key.clipRadius < 0, !key.stretches, !key.alphaOnly {
            if uprightCopies.count >= 1_024 { uprightCopies.removeAll(keepingCapacity: true) }
            uprightCopies[UprightKey(name: key.name, quarterWidth: key.quarterWidth, quarterHeight: key.quarterHeight)] = key
        }
        return surface
    }

    /// Draws `source` filling `width` × `height` from the user-space origin of `context`: an
    /// SVG by librsvg (vectors, crisp at any size and turn), a bitmap through Cairo's good filter.
    static func draw(_ source: Source, width: Double, height: Double, in context: OpaquePointer) {
        switch source {
        case let .bitmap(bitmap):
            let size = source.size
            cairo_save(context)
            cairo_scale(context, width / size.width, height / size.height)
            cairo_set_source_surface(context, bitmap, 0, 0)
            cairo_paint(context)
            cairo_restore(context)
        case let .vector(handle, _, _):
            var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
            _ = rsvg_handle_render_document(handle, context, &viewport, nil)
        }
    }
}
