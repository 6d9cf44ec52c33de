import CCairo

/// Images a renderer painted pixel by pixel and blitted in a frame, kept until the next frame
/// begins. A recording surface (GTK 4's drawing area draws into one) holds a blitted image by a
/// copy-on-write snapshot: releasing the image before the recording is replayed and freed made
/// Cairo copy it (a full copy of a knob-sized image at every first frame); kept a frame longer,
/// the recording lets go first and nothing is copied. Shared by copies of a renderer; not
/// thread-safe.
final class CairoFrameImages {
    private var kept: [OpaquePointer] = []
    private var previous: [OpaquePointer] = []

    /// Keeps a reference to `surface` (an image blitted in the current frame).
    func keep(_ surface: OpaquePointer) {
        kept.append(cairo_surface_reference(surface))
    }

    /// Releases the images kept two frames ago and holds those of the frame that ended.
    func beginFrame() {
        for surface in previous { cairo_surface_destroy(surface) }
        previous = kept
        kept.removeAll(keepingCapacity: true)
    }

    deinit {
        for surface in previous + kept { cairo_surface_destroy(surface) }
    }
}
