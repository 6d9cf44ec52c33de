import RotaryControls

/// A diagnostic for `--strip`: the drawing without some kinds of element, to see what each
/// costs (the stripping itself is not free, so compare stripped runs with each other).
struct FrameStrip {
    /// Kinds to remove: arc, circle, ellipse, path, text, image; `clip` drops groups' clip
    /// circles, `opacity` draws every group opaque and `layers` draws layers as plain groups.
    let kinds: Set<String>

    /// `drawing` without the stripped kinds (the drawing itself when nothing is stripped).
    func apply(_ drawing: Drawing) -> Drawing {
        guard !kinds.isEmpty else { return drawing }
        var stripped = Drawing(size: drawing.size)
        stripped.append(contentsOf: strip(drawing.elements))
        return stripped
    }

    private func strip(_ elements: [Drawing.Element]) -> [Drawing.Element] {
        elements.compactMap { element in
            switch element {
            case .arc: return kinds.contains("arc") ? nil : element
            case .circle: return kinds.contains("circle") ? nil : element
            case .ellipse: return kinds.contains("ellipse") ? nil : element
            case .path: return kinds.contains("path") ? nil : element
            case .text: return kinds.contains("text") ? nil : element
            case .image: return kinds.contains("image") ? nil : element
            case var .group(group):
                if kinds.contains("clip") { group.clipCircle = nil }
                if kinds.contains("opacity") { group.opacity = 1 }
                if kinds.contains("layers") { group.layer = nil }
                group.elements = strip(group.elements)
                return .group(group)
            }
        }
    }
}
