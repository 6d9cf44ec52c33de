/// A few values kept by key, for values a fuzz target makes often and at great cost (a
/// 10 000-item list for nearly every short input): libFuzzer mutates a few bytes at a time, so
/// the same key keeps coming back. The value handed out is the same value made fresh would be.
///
/// Not thread-safe: a fuzz target runs one input at a time on one thread.
public struct FuzzMemo<Key: Hashable, Value> {
    private var keys: [Key] = []
    private var values: [Value] = []
    private var next = 0
    /// How many values are kept; the oldest goes first.
    public let capacity: Int

    /// Keeps up to `capacity` values (at least one).
    public init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
    }

    /// The value kept for `key`, or `make()`'s, kept in place of the oldest.
    public mutating func value(for key: Key, make: () -> Value) -> Value {
        if let index = keys.firstIndex(of: key) { return values[index] }
        let value = make()
        if keys.count < capacity {
            keys.append(key)
            values.append(value)
        } else {
            keys[next] = key
            values[next] = value
            next = (next + 1) % capacity
        }
        return value
    }
}
