import CCairo
import RotaryControls

extension CairoDiscImage {
    /// Paints `plan` straight into the pixels of the image `context` draws into, composing each
    /// disc over them as Cairo composes on its target, instead of into an image of its own that
    /// is then blitted: a layer rendered into a new image (the spinner's spoke outlines, made
    /// on their second request in a first frame) or a translucent group's image. Over
    /// transparent pixels, the same pixels as the image blitted. Only when the target is an
    /// ARGB32 image drawn into with OVER, and the clip is one rectangle that holds every pixel
    /// the discs may touch (`box`, in pixels, on whole pixels) and the box lies within the image;
    /// `false` (nothing drawn) otherwise.
    static func paintInPlace(_ plan: CairoDiscPlan, box: DrawingBounds, grid: CairoPixelGrid, in context: OpaquePointer) -> Bool {
        guard cairo_get_operator(context) == CAIRO_OPERATOR_OVER, let target = cairo_get_group_target(context),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return false }
        let (width, height) = (Double(cairo_image_surface_get_width(target)), Double(cairo_image_surface_get_height(target)))
        let whole = (left: box.minX.rounded(.down), top: box.minY.rounded(.down), right: box.maxX.rounded(.up),
                     bottom: box.maxY.rounded(.up))
        guard whole.left >= 0, whole.top >= 0, whole.right <= width, whole.bottom <= height, whole.right > whole.left,
              whole.bottom > whole.top else { return false }
        // The clip cuts nothing the discs touch: it is one rectangle (or none) holding the whole box.
        let visible = grid.clipPixels(of: context)
        guard visible.minX <= whole.left, visible.minY <= whole.top, visible.maxX >= whole.right, visible.maxY >= whole.bottom,
              let rectangles = cairo_copy_clip_rectangle_list(context) else { return false }
        let oneRectangle = rectangles.pointee.status == CAIRO_STATUS_SUCCESS && rectangles.pointee.num_rectangles <= 1
        cairo_rectangle_list_destroy(rectangles)
        guard oneRectangle else { return false }
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return false }
        let stride = Int(cairo_image_surface_get_stride(target)) / 4
        let (left, top) = (Int(whole.left), Int(whole.top))
        let (columns, rows) = (Int(whole.right) - left, Int(whole.bottom) - top)
        data.withMemoryRebound(to: UInt32.self, capacity: stride * Int(height)) { start in
            plan.paint(into: start + top * stride + left, width: columns, height: rows, stride: stride,
                       origin: (whole.left, whole.top), over: true)
        }
        cairo_surface_mark_dirty_rectangle(target, Int32(left), Int32(top), Int32(columns), Int32(rows))
        return true
    }
}
