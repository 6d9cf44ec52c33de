import CCairo
import Foundation
import RotaryControls
import RotaryControlsCairo
import Testing

/// Asserts that `drawing` matches `__Snapshots__/<name>.png` next to this file (see
/// `CairoSnapshot.verify`); `RECORD_SNAPSHOTS=1` re-records. Fails with the differing-pixel count.
func assertPNGSnapshot(
    _ drawing: Drawing, named name: String, scale: Double = 1,
    renderer: CairoRenderer = CairoRenderer(background: .white),
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let reference = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(name + ".png").path
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    if let failure = try CairoSnapshot.verify(drawing, reference: reference, scale: scale, renderer: renderer, record: record) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

/// The demo's icon folder (Linux/Assets), found from this file's path.
func assetsDirectory(filePath: String = #filePath) -> String {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets").path
}

/// Counts the pixels of a surface whose alpha is not zero.
func paintedPixels(_ surface: OpaquePointer) -> Int {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { return 0 }
    var count = 0
    for y in 0..<height {
        for x in 0..<width where data[y * stride + x * 4 + 3] != 0 {
            count += 1
        }
    }
    return count
}
