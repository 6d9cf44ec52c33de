/// A few values kept by key, for values a fuzz target makes often and at great cost (a
/// 10 000-item list for nearly every short input): libFuzzer mutates a few bytes at a time, so
/// the same key keeps coming back. The value handed out is the same value made fresh would be.
///
/// Found by hashing, so a memo of hundreds of values costs no more to ask than one of a few.
/// Not thread-safe: a fuzz target runs one input at a time on one thread.
public struct FuzzMemo<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]
    /// The keys in the order their values were made: the oldest is dropped first.
    private var order: [Key] = []
    private var next = 0
    /// How many values are kept; the oldest goes first.
    public let capacity: Int

    /// Keeps up to `capacity` values (at least one).
    public init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
        values.reserveCapacity(self.capacity)
        order.reserveCapacity(self.capacity)
    }

    /// The value kept for `key`, or `make()`'s, kept in place of the oldest.
    public mutating func value(for key: Key, make: () -> Value) -> Value {
        value(for: key, make: make, remake: nil)
    }

    /// The value kept for `key`; else, once the memo is full, the oldest value turned into
    /// `key`'s by `remake` (in place: nothing else holds it once its input has run, so a large
    /// value is changed where it lies rather than made and freed), or `make()`'s before that.
    /// `remake` must leave the value `make()` would have made.
    public mutating func value(for key: Key, make: () -> Value, remake: ((inout Value) -> Void)?) -> Value {
        if let value = values[key] { return value }
        let value: Value
        if order.count < capacity {
            value = make()
            order.append(key)
        } else {
            let oldest = order[next]
            order[next] = key
            next = (next + 1) % capacity
            if let remake, var old = values.removeValue(forKey: oldest) {
                remake(&old)
                value = old
            } else {
                values[oldest] = nil
                value = make()
            }
        }
        values[key] = value
        return value
    }
}
