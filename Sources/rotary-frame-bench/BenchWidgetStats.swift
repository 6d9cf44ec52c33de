/// Whatever counters or timings a control widget keeps about its frames (a count of frames
/// drawn, the time spent building a frame's render nodes…), found by name through reflection,
/// so that the bench keeps building whatever the widget exposes: every stored integer or
/// floating-point property whose name mentions frames, nodes, snapshots, building or drawing,
/// in the widget and the objects it holds (two levels deep).
enum BenchWidgetStats {
    /// `name=value` pairs, e.g. `framesDrawn=212` or `popUp.framesDrawn=180`.
    static func describe(_ object: AnyObject?) -> [String] {
        guard let object else { return [] }
        var seen: Set<ObjectIdentifier> = []
        var lines: [String] = []
        collect(object, prefix: "", depth: 0, seen: &seen, into: &lines)
        return lines
    }

    private static let words = ["frame", "node", "snapshot", "build", "drawn", "draw"]

    private static func collect(
        _ value: Any, prefix: String, depth: Int, seen: inout Set<ObjectIdentifier>,
        into lines: inout [String]
    ) {
        var mirror: Mirror? = Mirror(reflecting: value)
        if type(of: value) is AnyClass {
            let identifier = ObjectIdentifier(value as AnyObject)
            guard !seen.contains(identifier) else { return }
            seen.insert(identifier)
        }
        while let current = mirror {
            for child in current.children {
                guard let label = child.label else { continue }
                let name = prefix + label
                if let number = number(child.value) {
                    if words.contains(where: { label.lowercased().contains($0) }) { lines.append("\(name)=\(number)") }
                } else if depth < 2, let object = unwrapObject(child.value) {
                    collect(object, prefix: name + ".", depth: depth + 1, seen: &seen, into: &lines)
                }
            }
            mirror = current.superclassMirror
        }
    }

    private static func number(_ value: Any) -> String? {
        switch value {
        case let value as Int: return "\(value)"
        case let value as Int64: return "\(value)"
        case let value as UInt64: return "\(value)"
        case let value as Double: return "\(value)"
        default: return nil
        }
    }

    /// A class instance held directly or in an optional.
    private static func unwrapObject(_ value: Any) -> AnyObject? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return nil }
            return unwrapObject(wrapped)
        }
        return mirror.displayStyle == .class ? value as AnyObject : nil
    }
}
