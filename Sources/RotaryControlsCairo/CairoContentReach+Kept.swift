import CCairo

extension CairoContentReach {
    /// The reach of `image` about the point (`x`, `y`) of its pixels, found once and kept with
    /// the image (its Cairo user data) for the next time it is asked for about the same point:
    /// for images whose pixels never change once made (an image store's upright copies, turned
    /// in every first frame of a ring: a scan of each copy per spoke was about 3 % of that frame).
    static func kept(of image: OpaquePointer, aroundX x: Double, y: Double) -> CairoContentReach? {
        if let data = cairo_surface_get_user_data(image, keptKey) {
            let kept = Unmanaged<KeptReach>.fromOpaque(data).takeUnretainedValue()
            if kept.x == x, kept.y == y { return kept.reach }
        }
        let reach = CairoContentReach(of: image, aroundX: x, y: y)
        let kept = Unmanaged.passRetained(KeptReach(reach: reach, x: x, y: y)).toOpaque()
        if cairo_surface_set_user_data(image, keptKey, kept, { Unmanaged<KeptReach>.fromOpaque($0!).release() })
            != CAIRO_STATUS_SUCCESS {
            Unmanaged<KeptReach>.fromOpaque(kept).release()
        }
        return reach
    }

    /// The key of the kept reach in an image's user data.
    private nonisolated(unsafe) static let keptKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
}

/// A reach kept with an image, and the point it was measured about.
private final class KeptReach {
    let reach: CairoContentReach?
    let x: Double, y: Double

    init(reach: CairoContentReach?, x: Double, y: Double) {
        (self.reach, self.x, self.y) = (reach, x, y)
    }
}
