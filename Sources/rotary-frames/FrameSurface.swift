import CCairo
import Glibc
import RotaryControls
import RotaryControlsCairo

/// Seconds of CPU time this thread has used. CPU time, not wall-clock: on a machine shared
/// with other jobs a long frame is preempted far more often than a short paint, and wall-clock
/// ratios would then measure the load rather than the frame.
func threadSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// The median of `values` (0 for none).
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// How a frame reaches the pixels.
enum FrameMode: String {
    /// Straight into the image surface.
    case image
    /// As GTK 4's drawing area does: into a recording surface (device scale 1, as GTK hands it
    /// out even at GDK_SCALE=2), replayed into the image surface; the renderer is told the
    /// pixel scale (`CairoRenderer.pixelScale`), as a GTK host should.
    case gtk
    /// As `gtk`, without telling the renderer the pixel scale (images then come from their
    /// sources at every frame).
    case gtkUnhinted = "gtk-unhinted"
}

/// The frame a host draws a control into: a square ARGB32 image surface `points × scale`
/// pixels wide, with `cairo_scale(scale, scale)` so that the drawing works in points.
final class FrameSurface {
    /// Pixels per point.
    let scale: Double
    /// Points per side.
    let points: Double
    /// Straight in, or recorded and replayed as GTK does.
    let mode: FrameMode
    /// Where to write each measurement's last frame as a PNG (`--dump`), if anywhere.
    var dumpPrefix: String?
    /// The `cairo_surface_t *`.
    let surface: OpaquePointer
    /// The `cairo_t *` drawing into it, scaled to points.
    let context: OpaquePointer

    init(points: Double, scale: Double, mode: FrameMode) {
        let pixels = Int32((points * scale).rounded(.up))
        self.scale = scale
        self.points = points
        self.mode = mode
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixels, pixels)
        context = cairo_create(surface)
        cairo_scale(context, scale, scale)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Makes every pixel transparent, as a host's fresh frame is (not timed).
    func clear() {
        cairo_save(context)
        cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// The median time of one `cairo_paint` of an opaque colour over the whole surface: the
    /// cost of touching every pixel once, the unit frames are measured in.
    func paintCost(frames: Int) -> Double {
        var times: [Double] = []
        times.reserveCapacity(frames)
        for index in 0..<frames {
            cairo_set_source_rgb(self.context, 0.2, 0.4, Double(index % 2))
            let start = threadSeconds()
            cairo_paint(context)
            cairo_surface_flush(surface)
            times.append(threadSeconds() - start)
        }
        return median(times)
    }

    /// The median time of `frames` frames, each `subject.drawing()` (less what `strip` leaves
    /// out) rendered by the renderer `makeRenderer(frame)` returns, after `step(&subject, frame)`
    /// moved the control on (not timed).
    func frameCost<Subject: FrameSubject>(
        _ subject: inout Subject, strip: FrameStrip, frames: Int, label: String,
        makeRenderer: (Int) -> CairoRenderer, step: (inout Subject, Int) -> Void
    ) -> Double {
        defer {
            if let dumpPrefix { cairo_surface_write_to_png(surface, dumpPrefix + "-" + label + ".png") }
        }
        var times: [Double] = []
        times.reserveCapacity(frames)
        for frame in 0..<frames {
            step(&subject, frame)
            let renderer = makeRenderer(frame)
            clear()
            let start = threadSeconds()
            render(strip.apply(subject.drawing()), with: renderer)
            cairo_surface_flush(surface)
            times.append(threadSeconds() - start)
        }
        return median(times)
    }

    /// Draws `drawing` into the frame, directly or through a recording surface replayed at the scale.
    private func render(_ drawing: Drawing, with renderer: CairoRenderer) {
        guard mode != .image else {
            renderer.draw(drawing, in: context)
            return
        }
        var extents = cairo_rectangle_t(x: 0, y: 0, width: points, height: points)
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
        let recorder = cairo_create(recording)
        renderer.draw(drawing, in: recorder!)
        cairo_destroy(recorder)
        cairo_set_source_surface(context, recording, 0, 0)
        cairo_paint(context)
        cairo_surface_destroy(recording)
    }
}
