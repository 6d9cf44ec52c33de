import CCairo
import CRotaryPixels
import Glibc
import RotaryControls

/// Two layers composed into one image before they reach the target.
extension CairoLayerCache {
    /// The most pixels of an upper layer's rendering copied to compose a lower one under it:
    /// the copy costs more than the blit it saves above about 80 × 80 pixels (measured: the
    /// 12-icon ring's 122 px outlines made its drag at 2× slower, 0.47 → 0.54 ms; the 40-icon
    /// ring's 48 px ones made it faster, 0.55 → 0.50 ms).
    static let maximumComposedPixels = 80 * 80

    /// Draws a group of two layers — a small turned one that moves, under one that only moves
    /// and whose rendering covers it (the spinner's spoke: its icon under its outline) — as one
    /// image: a copy of the upper layer's rendering with the lower layer resampled under it
    /// (``CairoResampling/compose(under:stride:left:top:bounds:scratch:)``), blitted once with
    /// the group's opacity. The same pixels as the two layers drawn one after the other into
    /// the group, one blit and one image fewer: each blit through GTK's recording costs about
    /// 1.5 µs whatever its size, which in a ring of forty spokes was most of what a frame paid
    /// per spoke. `false` (nothing drawn, nothing noted that drawing the layers one by one would
    /// note differently) when the group is not such a pair, the lower layer rests (drawn exact,
    /// from its vectors), the upper has no rendering yet, or it does not cover the lower.
    /// `group`'s own transform is not yet applied to `context`.
    func drawComposed(_ group: Drawing.Group, renderer: CairoRenderer, in context: OpaquePointer) -> Bool {
        guard resamplesTurnedLayers, group.clipCircle == nil, group.elements.count == 2,
              case let .group(lower) = group.elements[0], case let .group(upper) = group.elements[1],
              lower.layer != nil, upper.layer != nil, lower.opacity == 1, upper.opacity == 1,
              upper.clipCircle == nil else { return false }
        let grid = CairoPixelGrid(context, pixelScale: renderer.pixelScale)
        guard grid.isKnown else { return false }
        let toPixels = group.transform.concatenating(grid.toPixels)
        let upperMap = upper.transform.concatenating(toPixels), lowerMap = lower.transform.concatenating(toPixels)
        guard CairoRenderer.isDrawable(upperMap.tx), CairoRenderer.isDrawable(upperMap.ty),
              CairoRenderer.isDrawable(lowerMap.tx), CairoRenderer.isDrawable(lowerMap.ty),
              Self.movesAndScales(upperMap), !Self.movesAndScales(lowerMap),
              let placed = placement(of: upper, map: upperMap, renderer: renderer, noting: false) else { return false }
        let surface = placed.entry.surface
        let (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        guard width * height <= Self.maximumComposedPixels else { return false }
        // Rendering the lower layer may make room by releasing renderings: not this one.
        cairo_surface_reference(surface)
        defer { cairo_surface_destroy(surface) }
        let resampling = turnedResampling(lower, map: lowerMap, renderer: renderer)
        if let resampling, resampling.lies(within: (placed.left, placed.top, width, height)),
           let image = composedImage(resampling, under: placed) {
            defer { cairo_surface_destroy(image) }
            CairoPixelImage.blit(image, left: placed.left, top: placed.top, grid: grid, opacity: group.opacity,
                                 keeping: renderer.frameImages, in: context)
            blitCount &+= 2
            approximatedCount &+= 1
            composedCount &+= 1
            return true
        }
        // Drawn apart, with what was found out (asking again would cost as much again): only
        // without a group opacity, which needs the two composed.
        guard group.opacity == 1 else { return false }
        cairo_save(context)
        CairoRenderer.apply(group.transform, to: context)
        if let resampling, let image = resampling.makeImage() {
            CairoPixelImage.blit(image, left: resampling.left, top: resampling.top, grid: grid,
                                 keeping: renderer.frameImages, in: context)
            cairo_surface_destroy(image)
            blitCount &+= 1
            approximatedCount &+= 1
        } else {
            // At rest, or too large to resample: its vectors.
            renderer.drawGroup(lower, cached: false, in: context)
        }
        cairo_restore(context)
        CairoPixelImage.blit(surface, left: placed.left, top: placed.top, grid: grid, keeping: nil, in: context)
        blitCount &+= 1
        return true
    }

    /// A new image of `placed`'s rendering with `resampling` composed under it; `nil` when it
    /// cannot be made.
    private func composedImage(_ resampling: CairoResampling, under placed: (entry: Entry, left: Double, top: Double)) -> OpaquePointer? {
        let surface = placed.entry.surface
        let (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        let sourceStride = Int(cairo_image_surface_get_stride(surface))
        var composed = false
        let image = CairoPixelImage.makeWritten(width: width, height: height) { target, stride in
            for row in 0..<height {
                memcpy(target + row * stride, pixels + row * sourceStride, width * 4)
            }
            composed = resampling.compose(under: target, stride: stride, left: placed.left, top: placed.top,
                                          bounds: (width, height), scratch: scratch)
        }
        guard composed else {
            if let image { cairo_surface_destroy(image) }
            return nil
        }
        return image
    }
}
