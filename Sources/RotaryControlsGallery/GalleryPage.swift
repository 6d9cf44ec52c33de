import RotaryControls
import RotaryControlsSVG

/// The gallery as files: one SVG per scene and an `index.html` that shows them all, section
/// by section, each with its title and caption.
///
/// Building the page is pure (no file system); ``GalleryWriter`` writes it to disk.
public struct GalleryPage: Sendable {
    /// One file of the gallery: a name relative to the gallery directory and its text.
    public struct File: Hashable, Sendable {
        /// The file name, e.g. `"index.html"` or `"arc-caps.svg"`.
        public var name: String
        /// The file's UTF-8 text.
        public var contents: String
    }

    /// The page title.
    public var title: String
    /// The scenes, in page order; sections appear in the order of their first scene.
    public var scenes: [GalleryScene]
    /// Maps image names to files the SVGs link to (e.g. `"assets/star.svg"`, relative to the
    /// page); `nil` (the default) draws every image as a labelled placeholder.
    public var imageResolver: SVGRenderer.ImageResolver?

    /// Creates a page of `scenes` (every scene by default).
    public init(title: String = "RotaryControls gallery", scenes: [GalleryScene] = GalleryScene.all) {
        self.title = title
        self.scenes = scenes
    }

    // MARK: - Output

    /// The SVG document of `scene`, its generated ids prefixed by the scene id (so that
    /// several SVGs inlined in one page never share an id).
    public static func svg(for scene: GalleryScene) -> String {
        SVGRenderer(idPrefix: scene.id).render(scene.drawing)
    }

    /// The SVG document of `scene` with this page's ``imageResolver``.
    public func svg(of scene: GalleryScene) -> String {
        SVGRenderer(idPrefix: scene.id, imageResolver: imageResolver).render(scene.drawing)
    }

    /// `index.html` followed by `<id>.svg` for every scene.
    public var files: [File] {
        [File(name: "index.html", contents: html)]
            + scenes.map { File(name: "\($0.id).svg", contents: svg(of: $0)) }
    }

    /// The HTML page: every scene's SVG inline, with its title, caption and a link to its file.
    public var html: String {
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<title>\(GalleryPage.escape(title))</title>",
            "<style>",
            "body { font-family: -apple-system, system-ui, sans-serif; margin: 2em; color: #222; }",
            "section { margin-bottom: 3em; }",
            "figure { display: inline-block; vertical-align: top; margin: 0 2em 2em 0; max-width: 680px; }",
            "figure svg { border: 1px solid #ddd; background: #fff; }",
            "figcaption { font-size: 14px; line-height: 1.4; margin-top: 0.5em; }",
            "</style>",
            "</head>",
            "<body>",
            "<h1>\(GalleryPage.escape(title))</h1>",
        ]
        for section in sections {
            lines.append("<section>")
            lines.append("<h2>\(GalleryPage.escape(section))</h2>")
            for scene in scenes where scene.section == section {
                lines.append("<figure id=\"\(GalleryPage.escape(scene.id))\">")
                lines.append(svg(of: scene).trimmingSuffixNewline)
                lines.append(
                    "<figcaption><strong>\(GalleryPage.escape(scene.title))</strong> — "
                        + "\(GalleryPage.escape(scene.caption)) <a href=\"\(GalleryPage.escape(scene.id)).svg\">"
                        + "\(GalleryPage.escape(scene.id)).svg</a></figcaption>")
                lines.append("</figure>")
            }
            lines.append("</section>")
        }
        lines.append(contentsOf: ["</body>", "</html>"])
        return lines.joined(separator: "\n") + "\n"
    }

    /// The section names in order of first appearance.
    public var sections: [String] {
        var seen: [String] = []
        for scene in scenes where !seen.contains(scene.section) {
            seen.append(scene.section)
        }
        return seen
    }

    // MARK: - Helpers

    /// `text` escaped for HTML text and attribute values (the SVG renderer's escaping:
    /// HTML5 reads the same entities).
    static func escape(_ text: String) -> String {
        SVGRenderer.escapeMarkup(text)
    }
}

extension String {
    fileprivate var trimmingSuffixNewline: String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}
