import Foundation
import RotaryControlsGTK
import RotaryControlsGallery

/// Writes the gallery without a display: the root's HTML page and SVGs (linked to copies of
/// the SVG icons in `assets/`), plus four PNGs per scene rendered from GTK render nodes (the
/// same nodes the widgets show; ``NodePNG``) — light at 2×
/// (`<scene-id>.png`) and 1× (`<scene-id>@1x.png`), dark at 2× (`<scene-id>-dark.png`) and 1×
/// (`<scene-id>-dark@1x.png`) — and `nodes.html` showing them with the SVG beside them (to
/// compare the renderers and the themes), all in `directory`.
@MainActor
enum DemoGallery {
    static func write(to directory: String, assets: String?) throws -> URL {
        let url = GalleryWriter.directory(
            argument: directory, currentDirectory: FileManager.default.currentDirectoryPath)
        var page = GalleryPage()
        if let assets { page.imageResolver = try copySVGAssets(from: assets, into: url) }
        let index = try GalleryWriter.write(page, to: url)
        let images = assets.map(NodeImageStore.init(directory:))
        for scene in page.scenes {
            for (theme, suffix) in [(NodeTheme.light, ""), (NodeTheme.dark, "-dark")] {
                let renderer = NodeRenderer(theme: theme, images: images)
                let background = theme.color(for: .background)
                for (scale, name) in [(2.0, scene.id + suffix + ".png"), (1.0, scene.id + suffix + "@1x.png")] {
                    try NodePNG.write(
                        scene.drawing, to: url.appendingPathComponent(name).path, scale: scale, renderer: renderer,
                        background: background)
                }
            }
        }
        try nodesPage(page).write(to: url.appendingPathComponent("nodes.html"), atomically: true, encoding: .utf8)
        print("Wrote \(page.scenes.count) scenes (HTML, SVG, PNG from render nodes) to \(url.path)")
        return index
    }

    /// Copies the vector icons (`*.svg`) of `assets` into `<directory>/assets/` and answers
    /// the resolver that links the gallery's SVGs to them (names without a file stay
    /// placeholders), so the HTML page shows the same icons as the PNGs.
    private static func copySVGAssets(from assets: String, into directory: URL) throws -> @Sendable (String) -> String?
    {
        let manager = FileManager.default
        let target = directory.appendingPathComponent("assets", isDirectory: true)
        try manager.createDirectory(at: target, withIntermediateDirectories: true)
        var names: Set<String> = []
        for file in try manager.contentsOfDirectory(atPath: assets) where file.hasSuffix(".svg") {
            let destination = target.appendingPathComponent(file)
            try? manager.removeItem(at: destination)
            try manager.copyItem(atPath: assets + "/" + file, toPath: destination.path)
            names.insert(String(file.dropLast(4)))
        }
        let known = names
        return { name in known.contains(name) ? "assets/\(name).svg" : nil }
    }

    private static func nodesPage(_ page: GalleryPage) -> String {
        let rows = page.scenes.map { scene in
            let width = Int(scene.drawing.size.width.rounded())
            return "<h2>\(escape(scene.title))</h2><p>\(escape(scene.caption))</p>\n"
                + "<img src=\"\(scene.id).png\" width=\"\(width)\" alt=\"Render nodes, light\"> "
                + "<img src=\"\(scene.id)-dark.png\" width=\"\(width)\" alt=\"Render nodes, dark\"> "
                + "<img src=\"\(scene.id).svg\" width=\"\(width)\" alt=\"SVG\">"
        }
        return
            "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>\(escape(page.title)) — render nodes</title></head>\n"
            + "<body><h1>\(escape(page.title)): render-node PNG light and dark (left), SVG (right)</h1>\n"
            + rows.joined(separator: "\n") + "\n</body></html>\n"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
