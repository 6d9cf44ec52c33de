import Glibc

/// Pixels reused from one resampling to the next (grown as needed, never shrunk), so that
/// composing a resampling under a rendering allocates nothing once warm. Not thread-safe.
final class CairoScratchPixels {
    private var buffer: UnsafeMutablePointer<UInt32>?
    private var capacity = 0

    /// At least `count` pixels (their contents undefined); `nil` for none or over 2²⁴.
    func pixels(count: Int) -> UnsafeMutablePointer<UInt32>? {
        guard count > 0, count <= 1 << 24 else { return nil }
        if count > capacity {
            buffer?.deallocate()
            buffer = .allocate(capacity: count)
            capacity = count
        }
        return buffer
    }

    deinit { buffer?.deallocate() }
}
