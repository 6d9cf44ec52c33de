import CCairo
import RotaryControls

extension CairoRenderer {
    // MARK: - Runs of small ellipses (a slider's markers)

    /// The most ellipses drawn together (one image, a box each).
    static let ellipseRunLimit = 512
    /// The longest side, in pixels, of an ellipse drawn in a run (a marker is small; a large
    /// ellipse is cheaper scan-converted than computed pixel by pixel).
    static let ellipseRunSide = 64.0
    /// The shortest side, in pixels, of an ellipse drawn in a run: below it (a marker at 1×)
    /// Cairo's scan conversion draws it, as the distance to so small an ellipse's rim is only
    /// roughly known.
    static let ellipseRunMinimumSide = 4.0
}

/// One ellipse of a run (see `CairoRenderer.drawEllipseRun`): its rect and the rigid transform
/// (a turn and a move) it is drawn under.
struct CairoRunEllipse {
    let rect: Rect
    let transform: Transform

    /// Whether the rectangles around the two ellipses, each grown by `margin`, are apart (a
    /// separating axis among the four sides' directions).
    func isApart(from other: CairoRunEllipse, margin: Double) -> Bool {
        let (c1, c2) = (center, other.center)
        let offset = (x: c2.x - c1.x, y: c2.y - c1.y)
        func separates(_ axis: (Double, Double)) -> Bool {
            Swift.abs(offset.x * axis.0 + offset.y * axis.1) > reach(along: axis, margin: margin) + other.reach(along: axis, margin: margin)
        }
        return separates((transform.a, transform.b)) || separates((-transform.b, transform.a))
            || separates((other.transform.a, other.transform.b)) || separates((-other.transform.b, other.transform.a))
    }

    /// The ellipse's centre in the run's user space.
    var center: Point {
        let c = rect.center
        return Point(x: transform.a * c.x + transform.c * c.y + transform.tx, y: transform.b * c.x + transform.d * c.y + transform.ty)
    }

    /// Half the extent of the grown rectangle along a unit `axis`.
    private func reach(along axis: (Double, Double), margin: Double) -> Double {
        let (halfWidth, halfHeight) = (rect.width / 2 + margin, rect.height / 2 + margin)
        return halfWidth * Swift.abs(transform.a * axis.0 + transform.b * axis.1)
            + halfHeight * Swift.abs(-transform.b * axis.0 + transform.a * axis.1)
    }
}

extension CairoRenderer {
    /// Draws the ellipses starting at `elements[start]` as one image when several in a row are
    /// alike — each an ellipse with the same flat fill and outline, on its own or alone in a
    /// plain group turned and moved (not scaled), 4 to 64 pixels a side — and lie apart from
    /// each other by more than the outline and a pixel (`CairoEllipseRunImage`); answers how
    /// many elements it drew (0: none, draw them one by one).
    ///
    /// Cairo scan-converts each marker of a slider's scale at about 10 µs a fill and 20 µs an
    /// outline at 2×, and drawing a run as one path costs the same (tried): the image computes
    /// only the pixels near each marker. Only where user space lands on the pixel grid as a
    /// similarity.
    func drawEllipseRun(_ elements: [Drawing.Element], from start: Int, in context: OpaquePointer) -> Int {
        guard case let (_, fill?, stroke?)? = runEllipse(elements[start]),
              isFlat(fill), isFlat(stroke.paint), stroke.width > 0, Self.isDrawable(stroke.width) else { return 0 }
        let grid = CairoPixelGrid(context, pixelScale: pixelScale)
        let perUnit = grid.scale.x
        guard grid.isKnown, grid.similarityRotation != nil, perUnit.isFinite, perUnit > 0 else { return 0 }
        // Rectangles around the ellipses, grown by half the outline and a pixel, must not touch.
        let margin = stroke.width / 2 + 1 / perUnit
        var run: [CairoRunEllipse] = []
        // Each one's centre and the radius of the circle around its grown rectangle: apart when
        // those circles are; otherwise `isApart` decides.
        var circles: [(x: Double, y: Double, radius: Double)] = []
        var index = start
        while index < elements.count, run.count < Self.ellipseRunLimit,
              case let (ellipse, nextFill, nextStroke)? = runEllipse(elements[index]), nextFill == fill, nextStroke == stroke,
              Swift.max(ellipse.rect.width, ellipse.rect.height) * perUnit <= Self.ellipseRunSide,
              Swift.min(ellipse.rect.width, ellipse.rect.height) * perUnit >= Self.ellipseRunMinimumSide {
            let center = ellipse.center
            let (halfWidth, halfHeight) = (ellipse.rect.width / 2 + margin, ellipse.rect.height / 2 + margin)
            let circle = (x: center.x, y: center.y, radius: (halfWidth * halfWidth + halfHeight * halfHeight).squareRoot())
            var apart = true
            for (other, around) in zip(run, circles) {
                let (dx, dy, reach) = (circle.x - around.x, circle.y - around.y, circle.radius + around.radius)
                if dx * dx + dy * dy > reach * reach { continue }
                if !other.isApart(from: ellipse, margin: margin) {
                    apart = false
                    break
                }
            }
            guard apart else { break }
            run.append(ellipse)
            circles.append(circle)
            index += 1
        }
        guard run.count > 1 else { return 0 }
        let image = CairoEllipseRunImage(ellipses: run, fill: theme.resolve(fill), stroke: theme.resolve(stroke.paint),
                                         strokeWidth: stroke.width)
        return image.draw(in: context, pixelScale: pixelScale, keeping: frameImages) ? run.count : 0
    }

    /// The ellipse `element` draws with its fill and stroke, when it is one alone or alone in a
    /// plain group (opaque, unclipped, not a layer) whose transform only turns and moves.
    private func runEllipse(_ element: Drawing.Element) -> (CairoRunEllipse, Paint?, Stroke?)? {
        var transform = Transform.identity
        var element = element
        if case let .group(group) = element {
            guard group.layer == nil, group.clipCircle == nil, group.opacity >= 1, group.elements.count == 1 else { return nil }
            let t = group.transform
            guard Self.isDrawable(t.tx), Self.isDrawable(t.ty), Swift.abs(t.a * t.a + t.b * t.b - 1) < 1e-9,
                  Swift.abs(t.a - t.d) < 1e-9, Swift.abs(t.b + t.c) < 1e-9 else { return nil }
            transform = t
            element = group.elements[0]
        }
        guard case let .ellipse(rect, fill, stroke) = element, Self.isDrawable(rect), rect.width > 0, rect.height > 0 else {
            return nil
        }
        return (CairoRunEllipse(rect: rect, transform: transform), fill, stroke)
    }

    /// Whether `paint` is one colour (a colour or a semantic colour).
    private func isFlat(_ paint: Paint) -> Bool {
        switch paint {
        case .color, .semantic: return true
        case .gradient, .radialGradient: return false
        }
    }
}
