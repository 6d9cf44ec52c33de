import CCairo
import Glibc
import RotaryControls
import RotaryControlsCairo

/// One standard control of the frame benchmark, 300 × 300 pt.
struct FrameConfiguration {
    /// The row's name in the report.
    let name: String
    /// Measures the configuration into `surface` with renderers from `renderers`.
    let measure: (FrameSurface, FrameRenderers, Int) -> FrameResult
    /// The configuration's first drawing as text (`Drawing.description`).
    let describe: () -> String

    /// The control's bounds: 300 × 300 pt at the origin.
    static let bounds = Rect(x: 0, y: 0, width: 300, height: 300)

    /// A configuration measured through a `FrameSubject` made by `make`.
    static func subject<Subject: FrameSubject>(_ name: String, _ make: @escaping () -> Subject) -> FrameConfiguration {
        FrameConfiguration(name: name, measure: { surface, renderers, frames in
            FrameResult.measure(make, in: surface, renderers: renderers, frames: frames)
        }, describe: { make().drawing().description })
    }

    /// Every standard control, in report order.
    static var all: [FrameConfiguration] {
        [
            subject("spinner, 12 icons") { SpinnerSubject(count: 12, bounds: bounds) },
            subject("spinner, 40 icons") { SpinnerSubject(count: 40, bounds: bounds) },
            subject("spinner, 10 000 items") { SpinnerSubject(count: 10_000, bounds: bounds) },
            subject("slider, 100 markers, 12 labels") { SliderSubject(bounds: bounds) },
            subject("knob, drawn, 11 ticks") { KnobSubject(bounds: bounds) },
            subject("picker wheel, 12 rows") { PickerSubject(bounds: bounds) },
            subject("rotation dial") { DialSubject(bounds: bounds) },
        ]
    }
}

/// Where the benchmark's renderers come from: a warm one shared by every frame (its caches
/// filled by the first), and a fresh one for each cold frame.
struct FrameRenderers {
    /// The folder of the icon PNGs.
    let assets: String
    /// What to leave out of every drawing (a diagnostic; nothing by default).
    let strip: FrameStrip
    /// How frames reach the pixels.
    let mode: FrameMode
    /// Whether renderers keep layers rendered (`CairoLayerCache`), as the GTK host's do.
    let layers: Bool
    /// Whether a cold frame's image store is prepared first (untimed in the frame, timed as
    /// `prepare`): its images decoded and rendered at the pixel sizes the first drawing shows
    /// them at (`CairoImageStore.prepare(_:pixelScale:)`), as the GTK host prepares it when the
    /// widget is realised.
    var prepared = true
    /// Whether only cold frames are measured (`--cold-only`; the other columns stay 0).
    var coldOnly = false

    /// A renderer with an empty image store and layer cache (and, with them, empty caches),
    /// told the pixel scale in `gtk` mode.
    func fresh(scale: Double) -> CairoRenderer {
        var renderer = CairoRenderer(images: CairoImageStore(directory: assets))
        if mode == .gtk { renderer.pixelScale = scale }
        if layers {
            let cache = CairoLayerCache()
            // ROTARY_RESAMPLE=0 draws turned layers from their vectors (to compare).
            if let resample = getenv("ROTARY_RESAMPLE") { cache.resamplesTurnedLayers = String(cString: resample) != "0" }
            renderer.layers = cache
        }
        return renderer
    }
}

/// The cost of one configuration at one scale; times in seconds.
struct FrameResult: Sendable {
    var control = ""
    var scale = 1.0
    /// One opaque full-surface paint.
    var paint = 0.0
    /// A first frame with empty caches (text laid out; images decoded and rendered unless the store was prepared).
    var cold = 0.0
    /// Preparing a fresh store for the first frame, once per store: decoding the images the
    /// drawing names and rendering each at the pixel size it is shown at, upright
    /// (`CairoImageStore.prepare(_:pixelScale:)`); 0 when not prepared.
    var prepare = 0.0
    /// A full frame of the control at rest, caches warm.
    var rest = 0.0
    /// A frame during a drag.
    var drag = 0.0
    /// A frame during a fling (a value animation for the slider and the knob).
    var fling = 0.0

    /// Measures a subject made by `make`: the paint, then cold, resting, drag and fling frames.
    static func measure<Subject: FrameSubject>(
        _ make: () -> Subject, in surface: FrameSurface, renderers: FrameRenderers, frames: Int
    ) -> FrameResult {
        var result = FrameResult(scale: surface.scale)
        result.paint = surface.paintCost(frames: frames)
        let strip = renderers.strip
        var subject = make()
        let first = strip.apply(subject.drawing())
        var prepares: [Double] = []
        result.cold = surface.frameCost(&subject, strip: strip, frames: Swift.max(1, frames / 4), label: "cold",
                                        makeRenderer: { _ in
                                            let renderer = renderers.fresh(scale: surface.scale)
                                            if renderers.prepared, let store = renderer.images {
                                                let start = threadSeconds()
                                                store.prepare(first, pixelScale: surface.scale)
                                                prepares.append(threadSeconds() - start)
                                            }
                                            return renderer
                                        }, step: { _, _ in })
        result.prepare = median(prepares)
        guard !renderers.coldOnly else { return result }
        let warm = renderers.fresh(scale: surface.scale)
        result.rest = surface.frameCost(&subject, strip: strip, frames: frames, label: "rest",
                                        makeRenderer: { _ in warm }, step: { _, _ in })
        var dragged = make()
        result.drag = surface.frameCost(&dragged, strip: strip, frames: frames, label: "drag",
                                        makeRenderer: { _ in warm }, step: { $0.dragStep($1) })
        var flung = make()
        result.fling = surface.frameCost(&flung, strip: strip, frames: frames, label: "fling",
                                         makeRenderer: { _ in warm }, step: { $0.flingStep($1) })
        return result
    }
}
