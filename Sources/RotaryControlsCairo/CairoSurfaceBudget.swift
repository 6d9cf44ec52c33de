import CCairo

/// A kept Cairo surface: its size in bytes and the tick it was last handed out at.
protocol CairoBudgetedSurface {
    /// The surface, owned by the budget that keeps it.
    var surface: OpaquePointer { get }
    /// Its size in bytes.
    var bytes: Int { get }
    /// The budget's tick when it was last handed out (or kept).
    var lastUse: Int { get set }
}

/// Surfaces kept under a byte limit, the least recently used released first: the image
/// store's pre-scaled copies and the layer cache's renderings. A full budget releases down to
/// three quarters of its limit, so that it does not release on every new surface.
struct CairoSurfaceBudget<Key: Hashable, Entry: CairoBudgetedSurface> {
    private(set) var entries: [Key: Entry] = [:]
    /// The bytes of every kept surface.
    private(set) var bytes = 0
    /// Ticks on every lookup.
    private var clock = 0

    /// The number of kept surfaces.
    var count: Int { entries.count }

    /// The entry kept for `key`, marked as just used, if `accepts` takes it; `nil` otherwise.
    mutating func use(_ key: Key, where accepts: (Entry) -> Bool = { _ in true }) -> Entry? {
        clock &+= 1
        guard var entry = entries[key], accepts(entry) else { return nil }
        entry.lastUse = clock
        entries[key] = entry
        return entry
    }

    /// Releases the least recently used surfaces until `incoming` more bytes fit within three
    /// quarters of `limit` (nothing when they fit within `limit`).
    mutating func makeRoom(for incoming: Int, limit: Int) {
        guard bytes + incoming > limit, !entries.isEmpty else { return }
        let target = limit / 4 * 3
        for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard bytes + incoming > target else { break }
            release(key, entry)
        }
    }

    /// Keeps `entry` for `key`, as just used, releasing the surface it replaces.
    mutating func keep(_ entry: Entry, for key: Key) {
        if let old = entries[key] { release(key, old) }
        var entry = entry
        entry.lastUse = clock
        entries[key] = entry
        bytes += entry.bytes
    }

    /// Releases every surface.
    mutating func removeAll() {
        for entry in entries.values { cairo_surface_destroy(entry.surface) }
        entries.removeAll()
        bytes = 0
    }

    private mutating func release(_ key: Key, _ entry: Entry) {
        cairo_surface_destroy(entry.surface)
        entries[key] = nil
        bytes -= entry.bytes
    }
}
