import CGtk4
import Foundation
import RotaryControls
import RotaryControlsGTK
import Testing

/// Asserts that `drawing`, rendered from its render nodes (``NodePNG``), matches
/// `__Snapshots__/<name>.png` next to this file. A missing reference is recorded and reported as a
/// failure (a first run records, a second compares); `RECORD_SNAPSHOTS=1` records them all again.
/// Pixels may differ by 8/255 a channel, and 0.2 % of them (at least 8) by more (antialiasing
/// across cairo and pixman versions); a failing image is written next to the temporary folder's
/// `<name>.actual.png`.
@MainActor
func assertPNGSnapshot(
    _ drawing: Drawing, named name: String, scale: Double = 1, theme: NodeTheme = .light, images: NodeImageStore? = nil,
    background: DrawingColor? = .white, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let reference = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(name + ".png").path
    let actual = try NodePNG.image(
        drawing, scale: scale, renderer: NodeRenderer(theme: theme, images: images), background: background)
    defer { cairo_surface_destroy(actual) }
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    guard !record, let expected = PixelImage.load(reference) else {
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: reference).deletingLastPathComponent().path,
            withIntermediateDirectories: true)
        cairo_surface_write_to_png(actual, reference)
        Issue.record("Recorded snapshot \(name).png; run again to compare", sourceLocation: sourceLocation)
        return
    }
    defer { cairo_surface_destroy(expected) }
    switch PixelImage.compare(expected, actual) {
    case let .sizeMismatch(expectedSize, actualSize):
        Issue.record("\(name).png: size \(actualSize), reference \(expectedSize)", sourceLocation: sourceLocation)
    case let .compared(differing, total):
        let allowed = Swift.max(8, total / 500)
        guard differing > allowed else { return }
        let failed = FileManager.default.temporaryDirectory.appendingPathComponent(name + ".actual.png").path
        cairo_surface_write_to_png(actual, failed)
        Issue.record(
            "\(name).png: \(differing) of \(total) pixels differ (allowed \(allowed)); actual at \(failed)",
            sourceLocation: sourceLocation)
    }
}

/// Cairo image surfaces as pixels, for the snapshot tests.
enum PixelImage {
    /// The outcome of comparing two images.
    enum Outcome: Equatable {
        /// Same size; `differingPixels` of `totalPixels` differ beyond the tolerance.
        case compared(differingPixels: Int, totalPixels: Int)
        /// The sizes differ ("W×H" of each).
        case sizeMismatch(expected: String, actual: String)
    }

    /// A PNG file as an image surface (owned by the caller); `nil` when missing or unreadable.
    static func load(_ path: String) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// Compares two images pixel by pixel: a pixel differs when a channel (premultiplied, 0…255)
    /// differs by more than `tolerance`.
    static func compare(_ expected: OpaquePointer, _ actual: OpaquePointer, tolerance: Int = 8) -> Outcome {
        let (ew, eh) = size(expected), (aw, ah) = size(actual)
        guard ew == aw, eh == ah else { return .sizeMismatch(expected: "\(ew)×\(eh)", actual: "\(aw)×\(ah)") }
        cairo_surface_flush(expected)
        cairo_surface_flush(actual)
        guard let e = cairo_image_surface_get_data(expected), let a = cairo_image_surface_get_data(actual) else {
            return .compared(differingPixels: 0, totalPixels: 0)
        }
        let es = Int(cairo_image_surface_get_stride(expected)), stride = Int(cairo_image_surface_get_stride(actual))
        var differing = 0
        for y in 0..<eh {
            for x in 0..<ew {
                for channel in 0..<4
                where Swift.abs(Int(e[y * es + x * 4 + channel]) - Int(a[y * stride + x * 4 + channel])) > tolerance {
                    differing += 1
                    break
                }
            }
        }
        return .compared(differingPixels: differing, totalPixels: ew * eh)
    }

    static func size(_ surface: OpaquePointer) -> (Int, Int) {
        (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
    }

    /// How many pixels are not fully transparent.
    static func paintedPixels(_ surface: OpaquePointer) -> Int {
        let (width, height) = size(surface)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return 0 }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var count = 0
        for y in 0..<height {
            for x in 0..<width where data[y * stride + x * 4 + 3] != 0 {
                count += 1
            }
        }
        return count
    }
}
