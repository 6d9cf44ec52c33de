import RotaryControls

@testable import RotaryControlsSVG

/// The lines between `<svg …>` and `</svg>`, without their two-space indentation of depth 1.
func body(_ elements: [Drawing.Element], renderer: SVGRenderer = SVGRenderer()) -> [String] {
    let svg = renderer.render(Drawing(size: Size(width: 200, height: 200), elements: elements))
    let lines = svg.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // header, body…, "</svg>", "" (final newline)
    return lines.dropFirst().dropLast(2).map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 }
}

/// The first line of `elements`' SVG body.
func line(_ element: Drawing.Element, renderer: SVGRenderer = SVGRenderer()) -> String? {
    body([element], renderer: renderer).first
}

let center = Point(x: 100, y: 100)
