import Foundation
import RotaryControlsCairo
import RotaryControlsGallery

/// Writes the gallery without a display: the root's HTML page and SVGs, plus one PNG per scene
/// rendered through Cairo at 2× (`<scene-id>.png`), next to each other in `directory`.
enum DemoGallery {
    static func write(to directory: String, assets: String?) throws -> URL {
        let url = GalleryWriter.directory(argument: directory, currentDirectory: FileManager.default.currentDirectoryPath)
        let page = GalleryPage()
        let index = try GalleryWriter.write(page, to: url)
        let renderer = CairoRenderer(images: assets.map(CairoImageStore.init(directory:)), background: .white)
        for scene in page.scenes {
            try renderer.writePNG(scene.drawing, to: url.appendingPathComponent(scene.id + ".png").path, scale: 2)
        }
        print("Wrote \(page.scenes.count) scenes (HTML, SVG, PNG via Cairo) to \(url.path)")
        return index
    }
}
