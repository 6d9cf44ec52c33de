import CCairo
import Foundation
import RotaryControls

/// PNG snapshots of drawings: renders, compares with a reference file, records when asked.
///
/// Test targets wrap `verify` in a one-line assertion (see Linux/Tests). A missing reference
/// is recorded and reported as a failure, so a first run records and a second run compares.
public enum CairoSnapshot {
    /// Renders `drawing` and compares it with the PNG at `reference`.
    ///
    /// - Returns: `nil` when it matches; otherwise why not: recorded (missing reference or
    ///   `record`), a size mismatch, or the differing-pixel count (the actual image is then
    ///   written to `<temporary directory>/<file name>.actual.png`).
    /// - Parameter maximumDifferingPixels: pixels allowed to differ by more than 8/255 in a
    ///   channel; `nil` allows 0.2 % of the image, at least 8 (anti-aliasing across cairo versions).
    public static func verify(
        _ drawing: Drawing, reference: String, scale: Double = 1,
        renderer: CairoRenderer = CairoRenderer(background: .white),
        maximumDifferingPixels: Int? = nil, record: Bool = false
    ) throws -> String? {
        let actual = try renderer.makeSurface(drawing, scale: scale)
        defer { cairo_surface_destroy(actual) }
        let name = URL(fileURLWithPath: reference).lastPathComponent
        guard !record, let expected = CairoImageComparison.loadPNG(reference) else {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: reference).deletingLastPathComponent(), withIntermediateDirectories: true)
            cairo_surface_write_to_png(actual, reference)
            return "Recorded snapshot \(name); run again to compare"
        }
        defer { cairo_surface_destroy(expected) }
        switch CairoImageComparison().compare(expected, actual) {
        case let .sizeMismatch(expectedSize, actualSize):
            return "\(name): size \(actualSize), reference \(expectedSize)"
        case let .compared(differing, total):
            let allowed = maximumDifferingPixels ?? Swift.max(8, total / 500)
            guard differing > allowed else { return nil }
            let failed = FileManager.default.temporaryDirectory.appendingPathComponent(name + ".actual.png").path
            cairo_surface_write_to_png(actual, failed)
            return "\(name): \(differing) of \(total) pixels differ (allowed \(allowed)); actual at \(failed)"
        }
    }
}
