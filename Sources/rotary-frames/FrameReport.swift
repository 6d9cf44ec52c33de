import Glibc

/// Formats the benchmark's results as a text table or as JSON.
enum FrameReport {
    /// `value` with `decimals` digits after the point.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "-" }
        var text = String(Int((Swift.abs(value) * pow(10, Double(decimals))).rounded()))
        if decimals > 0 {
            while text.count <= decimals { text = "0" + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -decimals))
        }
        return (value < 0 ? "-" : "") + text
    }

    /// `text` padded with spaces to `width` (left-aligned) or right-aligned.
    static func pad(_ text: String, _ width: Int, right: Bool = true) -> String {
        let padding = String(repeating: " ", count: Swift.max(0, width - text.count))
        return right ? padding + text : text + padding
    }

    /// "5.81 ms = 182" : a frame's time and its cost in full-surface paints.
    static func cell(_ time: Double, paint: Double) -> String {
        "\(fixed(time * 1e3, 2)) ms =\(pad(fixed(time / paint, 0), 5))"
    }

    /// The header line and a line per result.
    static func table(_ results: [FrameResult], frames: Int, mode: FrameMode, layers: Bool, prepared: Bool) -> String {
        let how: String
        switch mode {
        case .image: how = "straight into it"
        case .gtk: how = "recorded and replayed into it, as GTK 4's drawing area does, renderer told the pixel scale"
        case .gtkUnhinted: how = "recorded and replayed into it, as GTK 4's drawing area does, pixel scale not told"
        }
        var lines = [
            "Drawn \(how); layers \(layers ? "kept rendered (CairoLayerCache)" : "drawn as groups").",
            "Frame cost of a 300 × 300 pt control into an ARGB32 image surface (median of \(frames) frames; "
                + "cold: \(Swift.max(1, frames / 4)) first frames, each with empty caches"
                + (prepared ? ", its image store prepared before it, once per store: 'prepare ms' = each image decoded"
                    + " and rendered at the pixel size the first drawing shows it at, upright; never text or layers)."
                    : ", images decoded and rendered in it)."),
            "Each frame = Drawing + CairoRenderer.draw, in thread CPU time; '= N' is N full-surface paints "
                + "(cairo_paint of an opaque colour) measured in the same run.",
            "",
            pad("control", 32, right: false) + pad("scale", 5) + pad("paint µs", 10)
                + ["cold", "rest", "drag", "fling"].map { pad($0, 19) }.joined() + pad("prepare ms", 11),
        ]
        for result in results {
            lines.append(pad(result.control, 32, right: false) + pad("\(Int(result.scale))×", 5)
                + pad(fixed(result.paint * 1e6, 1), 10)
                + [result.cold, result.rest, result.drag, result.fling].map { pad(cell($0, paint: result.paint), 19) }.joined()
                + pad(fixed(result.prepare * 1e3, 2), 11))
        }
        lines.append("")
        lines.append("Slider and knob have no fling: their 'fling' column is a value animated in code. "
            + "The rotation dial coasts after its release.")
        return lines.joined(separator: "\n")
    }

    /// The results as a JSON array (times in milliseconds, costs in paints).
    static func json(_ results: [FrameResult]) -> String {
        let rows = results.map { result in
            let frames = [("cold", result.cold), ("rest", result.rest), ("drag", result.drag), ("fling", result.fling)]
                .map { "\"\($0.0)\": {\"ms\": \(fixed($0.1 * 1e3, 4)), \"paints\": \(fixed($0.1 / result.paint, 1))}" }
            return "  {\"control\": \"\(result.control)\", \"scale\": \(Int(result.scale)), "
                + "\"paintMicroseconds\": \(fixed(result.paint * 1e6, 2)), " + frames.joined(separator: ", ")
                + ", \"prepareMs\": \(fixed(result.prepare * 1e3, 4))}"
        }
        return "[\n" + rows.joined(separator: ",\n") + "\n]"
    }
}
