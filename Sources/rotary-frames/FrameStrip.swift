import RotaryControls

/// A diagnostic for `--strip`: the drawing without some kinds of element, to see what each
/// costs (the stripping itself is not free, so compare stripped runs with each other).
struct FrameStrip {
    /// Kinds to remove: arc, circle, ellipse, path, text, image; `gradient` drops radial
    /// gradient fills, `fill` every fill and `stroke` every stroke of circles, ellipses and
    /// paths; `clip` drops groups' clip circles, `opacity` draws every group opaque and
    /// `layers` draws layers as plain groups.
    let kinds: Set<String>

    /// `drawing` without the stripped kinds (the drawing itself when nothing is stripped).
    func apply(_ drawing: Drawing) -> Drawing {
        guard !kinds.isEmpty else { return drawing }
        var stripped = Drawing(size: drawing.size)
        stripped.append(contentsOf: strip(drawing.elements))
        return stripped
    }

    /// `fill`, or `nil` when fills (or radial gradient fills) are stripped.
    private func keep(_ fill: Paint?) -> Paint? {
        if kinds.contains("fill") { return nil }
        if kinds.contains("gradient"), case .radialGradient = fill { return nil }
        return fill
    }

    /// `stroke`, or `nil` when strokes are stripped.
    private func keep(_ stroke: Stroke?) -> Stroke? {
        kinds.contains("stroke") ? nil : stroke
    }

    private func strip(_ elements: [Drawing.Element]) -> [Drawing.Element] {
        elements.compactMap { element in
            switch element {
            case .arc: return kinds.contains("arc") ? nil : element
            case let .circle(center, radius, fill, stroke):
                guard !kinds.contains("circle") else { return nil }
                return .circle(center: center, radius: radius, fill: keep(fill), stroke: keep(stroke))
            case let .ellipse(rect, fill, stroke):
                guard !kinds.contains("ellipse") else { return nil }
                return .ellipse(in: rect, fill: keep(fill), stroke: keep(stroke))
            case let .path(path, fill, stroke):
                guard !kinds.contains("path") else { return nil }
                return .path(path, fill: keep(fill), stroke: keep(stroke))
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
