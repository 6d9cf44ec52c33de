import Foundation
import RotaryControlsGallery

// rotary-gallery [directory]
// Writes index.html and one SVG per gallery scene into `directory` (default: ./gallery),
// creating it, and prints the absolute path of index.html as its last line.

let arguments = CommandLine.arguments.dropFirst()
let directory = GalleryWriter.directory(
    argument: arguments.first,
    currentDirectory: FileManager.default.currentDirectoryPath)
do {
    let page = GalleryPage()
    let index = try GalleryWriter.write(page, to: directory)
    print("Wrote \(page.scenes.count) scenes to \(directory.path)")
    print(index.path)
} catch {
    FileHandle.standardError.write(Data("rotary-gallery: \(error)\n".utf8))
    exit(1)
}
