/// A reader that turns libFuzzer's bytes into typed values.
///
/// Every read succeeds: when the bytes run out, reads return zero bytes, so a `Double`
/// becomes the low end of its range, an `Int` the lower bound, a `Bool` `false`. The same
/// bytes always give the same values, so a crash input replays exactly.
///
/// Doubles are mostly ordinary values in the requested range, but one read in five (by the
/// selector byte) is a special value — NaN, ±infinity, ±greatest finite, ±tiny (subnormal
/// and smallest normal), ±0, ±1e300, the bounds themselves, or a raw bit pattern — which is
/// where robustness bugs live.
public struct FuzzInput {
    // MARK: - Storage

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    /// Reads from `size` bytes at `data` (which must outlive the reader).
    public init(_ data: UnsafePointer<UInt8>, size: Int) {
        bytes = UnsafeBufferPointer(start: data, count: Swift.max(0, size))
    }

    /// Reads from `buffer` (which must outlive the reader).
    public init(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes = buffer
    }

    /// Whether every byte has been read; reads still succeed and return zeros.
    public var isExhausted: Bool { position >= bytes.count }

    /// How many bytes are left.
    public var remaining: Int { Swift.max(0, bytes.count - position) }

    // MARK: - Raw reads

    /// The next byte, or 0 when there is none.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next `count` bytes (at most 8) as a little-endian integer; missing bytes are 0.
    public mutating func bits(bytes count: Int) -> UInt64 {
        var value: UInt64 = 0
        for shift in 0..<Swift.min(Swift.max(count, 0), 8) {
            value |= UInt64(byte()) << UInt64(8 * shift)
        }
        return value
    }

    // MARK: - Typed reads

    /// A Boolean from one byte's lowest bit.
    public mutating func bool() -> Bool {
        byte() & 1 == 1
    }

    /// An integer in `range`, from as many bytes as the range needs (at most 8).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
        if span == 0 { return range.lowerBound }
        let needed = (64 - span.leadingZeroBitCount + 7) / 8
        let raw = bits(bytes: needed)
        let offset = span == UInt64.max ? raw : raw % (span + 1)
        return range.lowerBound &+ Int(truncatingIfNeeded: offset)
    }

    /// One of `T`'s cases.
    public mutating func pick<T: CaseIterable>(_ type: T.Type = T.self) -> T {
        let cases = T.allCases
        return cases[cases.index(cases.startIndex, offsetBy: int(in: 0...(cases.count - 1)))]
    }

    /// One element of `choices`, or `nil` when it is empty.
    public mutating func pick<T>(from choices: [T]) -> T? {
        guard !choices.isEmpty else { return nil }
        return choices[int(in: 0...(choices.count - 1))]
    }

    /// A finite value in `range` (NaN or infinite bounds are replaced by ±1e6), never special.
    public mutating func finiteDouble(in range: ClosedRange<Double>) -> Double {
        let low = range.lowerBound.isFinite ? range.lowerBound : -1e6
        let high = range.upperBound.isFinite ? Swift.max(range.upperBound, low) : Swift.max(1e6, low)
        let fraction = Double(bits(bytes: 4)) / Double(UInt32.max)
        let value = low + (high - low) * fraction
        return value.isFinite ? Swift.min(Swift.max(value, low), high) : low
    }

    /// A value that is usually in `range` and sometimes special (see the type's summary).
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        let selector = byte()
        guard selector >= 205 else { return finiteDouble(in: range) }
        return special(Int(selector) - 205, range: range)
    }

    /// A value that is `nil` for about one read in eight, otherwise `double(in:)`.
    public mutating func optionalDouble(in range: ClosedRange<Double>) -> Double? {
        byte() & 7 == 7 ? nil : double(in: range)
    }

    // MARK: - Special values

    private mutating func special(_ index: Int, range: ClosedRange<Double>) -> Double {
        switch index % 17 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return .greatestFiniteMagnitude
        case 4: return -.greatestFiniteMagnitude
        case 5: return .leastNonzeroMagnitude
        case 6: return -.leastNonzeroMagnitude
        case 7: return .leastNormalMagnitude
        case 8: return 0
        case 9: return -0.0
        case 10: return 1e300
        case 11: return -1e300
        case 12: return 1e-300
        case 13: return range.lowerBound
        case 14: return range.upperBound
        case 15: return range.lowerBound.nextDown
        default: return Double(bitPattern: bits(bytes: 8))
        }
    }
}
