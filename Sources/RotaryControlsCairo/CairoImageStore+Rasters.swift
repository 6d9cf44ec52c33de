import RotaryControls

extension CairoImageStore {
    // MARK: - Rendering images ahead of the first frame

    /// Decodes every image `drawing` names (see ``prepare(_:)``) and renders each once at the
    /// device pixel size `drawing` shows it at, `pixelScale` device pixels per point, upright,
    /// so that a first frame drawn at that scale blits (or turns) those copies instead of
    /// rendering the SVGs. Returns how many copies were rendered now.
    ///
    /// Only images are rendered, one copy per image, pixel size and place within a pixel (a
    /// quarter pixel), as the renderer keeps them anyway; nothing else of the drawing is:
    ///
    /// - An image the drawing shows upright (a move and a scale on the pixel grid, the scale
    ///   uneven as the picker's squashed rows or not) is rendered exactly for its pixels, so the
    ///   first frame blits it (a template image's copy keeps only its alpha, an A8 mask the
    ///   frame paints its tint through: a quarter of the bytes, and Pixman's fastest mask).
    /// - An image the drawing shows turned (the spinner's spoke icons) is rendered upright at
    ///   its pixel size, centred on a pixel corner, as a turned layer renders its content
    ///   before it is turned; the first frame that shows it turns that copy with a bilinear
    ///   filter, and later frames draw it as before (the next at the same place, exact). Only up to the
    ///   size the layer cache resamples (``CairoLayerCache``: about 128 × 128 pixels, above which
    ///   drawing the vectors costs less than resampling); a template image shown turned, or a
    ///   larger one, is only decoded.
    ///
    /// A host calls it when a control's widget is realised (GTK: with the widget's scale
    /// factor) and after giving the control new images; images clipped by a circle, sheared or
    /// mirrored are only decoded. Copies are released like any other (``scaledCacheLimit``).
    @discardableResult
    public func prepare(_ drawing: Drawing, pixelScale: Double) -> Int {
        prepare(drawing)
        guard pixelScale.isFinite, pixelScale > 0, pixelScale <= 64 else { return 0 }
        var made = 0
        prepareCopies(of: drawing.elements, map: .scale(x: pixelScale, y: pixelScale), made: &made)
        return made
    }

    /// Renders the copies `elements` need, `map` taking their user space to device pixels.
    private func prepareCopies(of elements: [Drawing.Element], map: Transform, made: inout Int) {
        for element in elements {
            switch element {
            case let .image(image, rect, rotation, _):
                guard let key = preparedKey(image.name, template: image.isTemplate, in: rect, rotation: rotation, map: map),
                      cachedCopy(key) == nil, makeCopy(key) != nil else { continue }
                made += 1
            case let .group(group):
                guard group.clipCircle == nil else { continue }
                var inner = group.transform.concatenating(map)
                // A small layer turned on the grid is rendered upright at its scale, its origin
                // on a pixel corner, and resampled turned (`CairoLayerCache`); a larger one is
                // drawn as a group, its images turned.
                if group.layer != nil, let scale = Self.turnedScale(inner), let bounds = CairoLayerCache.resampledBounds(group),
                   bounds.width * scale <= CairoLayerCache.maximumTurnedSide,
                   bounds.height * scale <= CairoLayerCache.maximumTurnedSide,
                   (bounds.width * scale + 4) * (bounds.height * scale + 4) <= CairoLayerCache.maximumResampledPixels {
                    inner = .scale(x: scale, y: scale)
                }
                prepareCopies(of: group.elements, map: inner, made: &made)
            case .arc, .circle, .ellipse, .path, .text:
                continue
            }
        }
    }

    /// The copy a first frame asks for to draw `name` fitted in `rect`, turned by `rotation`
    /// about its centre, under `map` (a `template` image's: its alpha only, upright only);
    /// `nil` for a missing image, a sheared or mirrored map, a turned template or a size a
    /// copy cannot have.
    func preparedKey(_ name: String, template: Bool, in rect: Rect, rotation: Rotation, map: Transform) -> ScaledKey? {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite, rotation.radians.isFinite,
              let natural = size(named: name) else { return nil }
        let fit = Swift.min(rect.width / natural.width, rect.height / natural.height)
        let size = Size(width: natural.width * fit, height: natural.height * fit)
        let center = rect.center
        let grid = Transform.rotation(rotation, around: center).concatenating(map)
        let values = [grid.a, grid.b, grid.c, grid.d, grid.tx, grid.ty]
        guard values.allSatisfy({ $0.isFinite && Swift.abs($0) < 1e7 }) else { return nil }
        let k = Swift.max(Swift.abs(grid.a), Swift.abs(grid.d))
        if grid.a > 0, grid.d > 0, Swift.abs(grid.b) <= 1e-9 * k, Swift.abs(grid.c) <= 1e-9 * k {
            // Upright: exactly the copy the frame blits, at its place within a pixel.
            let stretches = Swift.abs(grid.a - grid.d) > 1e-9 * k
            guard var key = scaledKey(name, pixelWidth: size.width * grid.a, pixelHeight: size.height * grid.d,
                                      quarterDegrees: 0, phaseX: 0, phaseY: 0) else { return nil }
            key.stretches = stretches
            guard let place = Self.placement(middle: grid.apply(center), pixels: key.pixelSize) else { return nil }
            var placed = ScaledKey(name: name, quarterWidth: key.quarterWidth, quarterHeight: key.quarterHeight,
                                   quarterDegrees: 0, phaseX: place.phase.x, phaseY: place.phase.y)
            placed.stretches = stretches
            placed.alphaOnly = template
            return placed
        }
        // Turned: upright, centred on a pixel corner; the first frame turns it (colour images
        // only, and only as small as the layer cache resamples: larger, its vectors win).
        guard !template, let scale = Self.turnedScale(grid),
              (size.width * scale + 4) * (size.height * scale + 4) <= CairoLayerCache.maximumResampledPixels,
              let probe = scaledKey(name, pixelWidth: size.width * scale, pixelHeight: size.height * scale,
                                    quarterDegrees: 0, phaseX: 0, phaseY: 0),
              let place = Self.placement(middle: Point(x: 0, y: 0), pixels: probe.pixelSize) else { return nil }
        return ScaledKey(name: name, quarterWidth: probe.quarterWidth, quarterHeight: probe.quarterHeight,
                         quarterDegrees: 0, phaseX: place.phase.x, phaseY: place.phase.y)
    }

    /// The scale of `map` when it is a turn (not a multiple of a whole turn) and one scale,
    /// without shear or mirror; `nil` otherwise.
    static func turnedScale(_ map: Transform) -> Double? {
        let k = (map.a * map.a + map.b * map.b).squareRoot()
        guard k > 0, k.isFinite, Swift.abs(map.a - map.d) <= 1e-9 * k, Swift.abs(map.b + map.c) <= 1e-9 * k,
              !(map.a > 0 && Swift.abs(map.b) <= 1e-9 * k) else { return nil }
        return k
    }
}
