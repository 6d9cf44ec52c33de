import CCairo
import Glibc
import RotaryControls

/// How the current user space of a cairo context lands on device pixels: the CTM followed by
/// the target surface's device scale and offset (so a surface with a device scale of 2, as
/// GDK_SCALE=2 gives, counts as 2× pixels, and so does `cairo_scale(2, 2)`).
///
/// A recording surface has no pixels until it is replayed; `pixelScale`, when given, then
/// stands for the replay's scale (GTK 4's drawing area records, and replays at the widget's
/// scale factor). Without it, the grid is marked `isKnown == false`.
struct CairoPixelGrid {
    /// The user → pixel map: `pixel = (a·x + c·y + tx, b·x + d·y + ty)`.
    let a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    /// Device pixels per device unit (the target's device scale, or the given pixel scale).
    let deviceScale: (x: Double, y: Double)
    /// Added to scaled device coordinates to give pixels (the target's device offset).
    let deviceOffset: (x: Double, y: Double)
    /// Whether the pixels are real (an image surface, or a recording with a given scale).
    let isKnown: Bool

    init(_ context: OpaquePointer, pixelScale: Double?) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        var scale = (x: 1.0, y: 1.0), offset = (x: 0.0, y: 0.0)
        let target = cairo_get_group_target(context)
        let isRecording = target.map { cairo_surface_get_type($0) == CAIRO_SURFACE_TYPE_RECORDING } ?? true
        if let pixelScale, pixelScale.isFinite, pixelScale > 0 {
            scale = (pixelScale, pixelScale)
        } else if let target {
            cairo_surface_get_device_scale(target, &scale.x, &scale.y)
        }
        if let target, !isRecording {
            cairo_surface_get_device_offset(target, &offset.x, &offset.y)
        }
        a = scale.x * matrix.xx
        b = scale.y * matrix.yx
        c = scale.x * matrix.xy
        d = scale.y * matrix.yy
        tx = scale.x * matrix.x0 + offset.x
        ty = scale.y * matrix.y0 + offset.y
        deviceScale = scale
        deviceOffset = offset
        isKnown = !isRecording || pixelScale != nil
    }

    /// Pixels per user unit along user x and along user y.
    var scale: (x: Double, y: Double) {
        ((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot())
    }

    /// The turn of user space on the pixel grid when it is a similarity (a rotation and one
    /// scale, no shear, no mirror), clockwise on screen; `nil` otherwise.
    var similarityRotation: Rotation? {
        let k = (a * a + b * b).squareRoot()
        guard k > 0, k.isFinite, Swift.abs(a - d) <= 1e-9 * k, Swift.abs(b + c) <= 1e-9 * k else { return nil }
        return Rotation(radians: atan2(b, a))
    }

    /// The user → pixel map as a transform.
    var toPixels: Transform { Transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }

    /// The box, in pixels, that the user-space rectangle with corners (`x1`, `y1`) and (`x2`, `y2`) covers.
    func pixels(x1: Double, y1: Double, x2: Double, y2: Double) -> DrawingBounds {
        var user = DrawingBounds(), pixels = DrawingBounds()
        user.include(Point(x: x1, y: y1))
        user.include(Point(x: x2, y: y2))
        pixels.include(user, transformedBy: toPixels)
        return pixels
    }

    /// The box, in pixels, of `context`'s clip (its extents, in this grid's user space).
    func clipPixels(of context: OpaquePointer) -> DrawingBounds {
        var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_clip_extents(context, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
        return pixels(x1: clip.x1, y1: clip.y1, x2: clip.x2, y2: clip.y2)
    }

    /// The pixel `point` (in user space) lands on.
    func pixel(_ point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Makes user space the pixel grid itself (one unit a pixel, no turn, origin at pixel 0, 0),
    /// keeping the clip; call between `cairo_save` and `cairo_restore`.
    func usePixelSpace(_ context: OpaquePointer) {
        cairo_identity_matrix(context)
        cairo_scale(context, 1 / deviceScale.x, 1 / deviceScale.y)
        cairo_translate(context, -deviceOffset.x, -deviceOffset.y)
    }
}
