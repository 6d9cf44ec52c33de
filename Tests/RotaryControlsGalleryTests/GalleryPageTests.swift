import Foundation
import RotaryControls
import Testing

@testable import RotaryControlsGallery

@Suite struct GalleryPageTests {
    static func scene(_ id: String, section: String, title: String = "T") -> GalleryScene {
        GalleryScene(
            id: id, section: section, title: title, caption: "Caption <&>",
            drawing: Drawing(
                size: Size(width: 10, height: 10),
                elements: [
                    .group(
                        Drawing.Group(
                            clipCircle: Drawing.ClipCircle(center: .zero, radius: 5),
                            elements: [
                                .circle(center: .zero, radius: 3, fill: .color(.black), stroke: nil)
                            ]))
                ]))
    }

    @Test func filesAreIndexThenOneSVGPerScene() {
        let page = GalleryPage(scenes: [Self.scene("b-one", section: "B"), Self.scene("a-two", section: "A")])
        #expect(page.files.map(\.name) == ["index.html", "b-one.svg", "a-two.svg"])
        #expect(page.files[1].contents.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\""))
        #expect(page.files[1].contents.contains("id=\"b-one-clip-1\""))
    }

    @Test func htmlHasSectionsInOrderAndInlineSVGsWithDistinctIds() throws {
        let page = GalleryPage(
            title: "G & co",
            scenes: [
                Self.scene("x-1", section: "Second"), Self.scene("x-2", section: "First"),
                Self.scene("x-3", section: "Second"),
            ])
        #expect(page.sections == ["Second", "First"])
        let html = page.html
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(html.contains("<title>G &amp; co</title>"))
        let second = try #require(html.range(of: "<h2>Second</h2>"))
        let first = try #require(html.range(of: "<h2>First</h2>"))
        #expect(second.lowerBound < first.lowerBound)
        #expect(html.contains("<figure id=\"x-1\">"))
        #expect(html.contains("<strong>T</strong> — Caption &lt;&amp;&gt; <a href=\"x-1.svg\">x-1.svg</a>"))
        for id in ["x-1", "x-2", "x-3"] {
            #expect(html.contains("<clipPath id=\"\(id)-clip-1\">"))
        }
        // x-3 (section Second) is listed under Second, before First.
        let third = try #require(html.range(of: "<figure id=\"x-3\">"))
        #expect(third.lowerBound < first.lowerBound)
    }

    @Test func writerCreatesTheDirectoryAndAllFiles() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("gallery-test-\(UInt64.random(in: 0...UInt64.max))")
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("nested/gallery")
        let page = GalleryPage(scenes: [Self.scene("only", section: "S")])
        let index = try GalleryWriter.write(page, to: directory)
        #expect(index.path == directory.standardizedFileURL.appendingPathComponent("index.html").path)
        #expect(try String(contentsOf: index, encoding: .utf8) == page.html)
        let svg = try String(contentsOf: directory.appendingPathComponent("only.svg"), encoding: .utf8)
        #expect(svg == GalleryPage.svg(for: page.scenes[0]))
    }

    @Test func directoryArgument() {
        #expect(GalleryWriter.directory(argument: nil, currentDirectory: "/work/x").path == "/work/x/gallery")
        #expect(GalleryWriter.directory(argument: "", currentDirectory: "/work/x").path == "/work/x/gallery")
        #expect(GalleryWriter.directory(argument: "out/../pics", currentDirectory: "/work/x").path == "/work/x/pics")
        #expect(GalleryWriter.directory(argument: "/tmp/g", currentDirectory: "/work/x").path == "/tmp/g")
    }
}
