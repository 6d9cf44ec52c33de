import CCairo
import RotaryControls

extension CairoRenderer {
    // MARK: - Translucent groups

    /// The most pixels of the images a translucent group is drawn into; larger groups use
    /// Cairo's own group.
    static let maximumGroupImagePixels = 2_048.0 * 2_048.0

    /// The device-pixel box an image for part of a group covers: whole pixels, margin included.
    private struct PixelBox {
        let left: Double, top: Double, right: Double, bottom: Double

        var area: Double { (right - left) * (bottom - top) }

        func overlaps(_ other: PixelBox) -> Bool {
            left < other.right && other.left < right && top < other.bottom && other.top < bottom
        }
    }

    /// Draws a translucent group's content (user space already the group's) into new images
    /// covering what it paints on the device pixels (text by its laid-out ink, the rest by
    /// `DrawingBounds`, within the group's clip circle), then blits them with the group's
    /// opacity: what `cairo_push_group` does, with images no larger than the content. Elements
    /// whose boxes do not meet (the picker's icon and title) get an image each, so that the
    /// empty space between them is never cleared or composed, or none when drawn as one
    /// operation in one colour (text, a template image: the opacity is folded into the colour);
    /// where boxes meet, one image holds the group, so overlapping elements compose as in a group.
    ///
    /// In GTK 4's recording surface a group is recorded as a nested recording, and replaying it
    /// with an opacity rendered it into an image as large as the whole drawing (about three
    /// full-surface paints for each of the picker's ten translucent rows in a first frame).
    /// The images are kept a frame (`frameImages`), so the recording never copies them. `false`
    /// (nothing drawn) when the pixel grid is unknown, an element cannot be bounded, or the
    /// images would be too large.
    func drawGroupImage(_ group: Drawing.Group, in context: OpaquePointer) -> Bool {
        let grid = CairoPixelGrid(context, pixelScale: pixelScale)
        guard grid.isKnown else { return false }
        let toPixels = grid.toPixels
        let clipPixels = grid.clipPixels(of: context)
        // Each element's box on the pixels; nil for one that paints nothing visible.
        var parts: [(element: Drawing.Element, box: PixelBox?)] = []
        for element in group.elements {
            guard let bounds = paintedBounds(of: element, clip: group.clipCircle, in: context) else { return false }
            var pixels = DrawingBounds()
            if !bounds.isEmpty { pixels.include(bounds, transformedBy: toPixels) }
            pixels = pixels.intersection(clipPixels)
            guard !pixels.isEmpty else {
                parts.append((element, nil))
                continue
            }
            guard pixels.isFinite, Swift.abs(pixels.minX) < 1e7, Swift.abs(pixels.minY) < 1e7,
                  Swift.abs(pixels.maxX) < 1e7, Swift.abs(pixels.maxY) < 1e7 else { return false }
            // Two pixels of margin for antialiasing, as the group's clip.
            parts.append((element, PixelBox(left: (pixels.minX - 2).rounded(.down), top: (pixels.minY - 2).rounded(.down),
                                            right: (pixels.maxX + 2).rounded(.up), bottom: (pixels.maxY + 2).rounded(.up))))
        }
        let boxes = parts.compactMap(\.box)
        guard !boxes.isEmpty else { return true }
        let apart = boxes.count <= 8 && boxes.indices.allSatisfy { first in
            boxes.indices.allSatisfy { second in first >= second || !boxes[first].overlaps(boxes[second]) }
        }
        if apart {
            guard boxes.reduce(0, { $0 + $1.area }) <= Self.maximumGroupImagePixels else { return false }
            for part in parts {
                guard let box = part.box else { continue }
                if group.clipCircle == nil, drawsInOneColor(part.element) {
                    // One operation in one colour, overlapping nothing else of the group: the
                    // group's opacity is the colour's (Cairo composes linearly in alpha).
                    var renderer = self
                    renderer.colorOpacity = colorOpacity * group.opacity
                    renderer.draw(part.element, in: context)
                } else {
                    drawImage(of: [part.element], clip: group.clipCircle, box: box, opacity: group.opacity, grid: grid, in: context)
                }
            }
            return true
        }
        let union = PixelBox(left: boxes.map(\.left).min()!, top: boxes.map(\.top).min()!,
                             right: boxes.map(\.right).max()!, bottom: boxes.map(\.bottom).max()!)
        guard union.area <= Self.maximumGroupImagePixels else { return false }
        drawImage(of: group.elements, clip: group.clipCircle, box: union, opacity: group.opacity, grid: grid, in: context)
        return true
    }

    /// Whether `element` is drawn as one compositing operation with one solid colour: text (its
    /// glyphs shown at once) and a template image the store has (its tint through its mask).
    private func drawsInOneColor(_ element: Drawing.Element) -> Bool {
        switch element {
        case .text: return true
        case let .image(image, _, _, _): return image.isTemplate && images?.size(named: image.name) != nil
        case .arc, .circle, .ellipse, .path, .group: return false
        }
    }

    /// Draws `elements` (within `clip`) into a new image covering `box` and blits it with `opacity`.
    private func drawImage(
        of elements: [Drawing.Element], clip: Drawing.ClipCircle?, box: PixelBox, opacity: Double, grid: CairoPixelGrid,
        in context: OpaquePointer
    ) {
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(box.right - box.left), Int32(box.bottom - box.top))
        else { return }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let content = cairo_create(image) else { return }
        var matrix = cairo_matrix_t(xx: grid.a, yx: grid.b, xy: grid.c, yy: grid.d, x0: grid.tx - box.left, y0: grid.ty - box.top)
        cairo_set_matrix(content, &matrix)
        var renderer = self
        renderer.pixelScale = nil
        renderer.draw(elements, within: clip, in: content)
        cairo_destroy(content)
        cairo_surface_flush(image)
        CairoPixelImage.blit(image, left: box.left, top: box.top, grid: grid, opacity: opacity, keeping: frameImages, in: context)
    }

    /// The box of what `element` paints in the current user space (text by its laid-out ink,
    /// anything else by `DrawingBounds`), within `clip`; empty when it paints nothing, `nil`
    /// when it cannot be bounded.
    private func paintedBounds(of element: Drawing.Element, clip: Drawing.ClipCircle?, in context: OpaquePointer) -> DrawingBounds? {
        var bounds: DrawingBounds
        if case let .text(string, center, style) = element {
            // Text that lays out to nothing draws nothing.
            bounds = textBounds(string, center: center, style: style, in: context) ?? DrawingBounds()
        } else {
            guard let box = DrawingBounds.of([element]) else { return nil }
            bounds = box
        }
        if let clip, !bounds.isEmpty {
            var circle = DrawingBounds()
            circle.include(clip.center, margin: clip.radius)
            bounds = bounds.intersection(circle)
        }
        return bounds
    }
}
