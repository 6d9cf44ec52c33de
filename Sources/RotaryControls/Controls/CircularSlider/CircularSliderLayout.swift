/// Where everything of a ``CircularSliderModel`` sits inside its bounds: a pure function of
/// model, bounds and style, computed on demand (never cached from drawing).
public struct CircularSliderLayout: Hashable, Sendable {
    /// The centre of the slider.
    public var center: Point
    /// The radius of the track's centre line (never negative; 0 for empty bounds).
    public var radius: Double
    /// The track's width.
    public var lineWidth: Double
    /// The first handle's drawn radius (0 for a thumbless slider).
    public var firstHandleRadius: Double
    /// The second handle's drawn radius (0 without a second handle).
    public var secondHandleRadius: Double
    /// Half the side of each handle's square touch area (at least 22: 44 × 44 points); on a
    /// thumbless slider, how far from the track's centre line a touch still lands on the track
    /// (at least half the track's width).
    public var touchHalfSize: Double
    /// The distance of the labels' centres from ``center``.
    public var labelRadius: Double

    /// Computes the layout of `model` with `style` in `model.bounds`.
    ///
    /// The slider is as large as the bounds allow after ``CircularSliderStyle/sliderPadding``,
    /// room for the widest handle (pressed, with its halo; a thumbless slider keeps room for
    /// the track only) and room for labels pushed outside the track. Empty, NaN or negative
    /// bounds give a zero radius at the bounds' centre (or the origin when that is
    /// not finite). With ``CircularSliderStyle/centersVisibleArc`` the visible arc (plus the same
    /// room around it) is centred in the bounds instead of the whole circle, and as large as
    /// they allow (at most four times the whole circle's radius).
    public init(model: CircularSliderModel, style: CircularSliderStyle) {
        let bounds = model.bounds
        let center = bounds.center.isFinite ? bounds.center : .zero
        let lineWidth = style.safeLineWidth
        let thumbless = model.isThumbless
        let first = thumbless ? 0 : style.firstHandle.radius(lineWidth: lineWidth)
        let second = model.isRange ? style.secondHandle.radius(lineWidth: lineWidth) : 0
        let outerFirst = thumbless ? 0 : style.firstHandle.outerRadius(lineWidth: lineWidth)
        let outerSecond = model.isRange ? style.secondHandle.outerRadius(lineWidth: lineWidth) : 0
        let handleExtent = Swift.max(lineWidth / 2, outerFirst, outerSecond)
        let fontSize = style.safeFontSize
        let labelInset = Swift.max(lineWidth / 2, first, second) + fontSize * 0.9
        let longest = model.longestScaleTitle
        let textHalfWidth = Swift.max(fontSize * 0.6, fontSize * 0.3 * Double(longest))
        let hasTitles = !model.labels.isEmpty || longest > 0
        let labelExtent = hasTitles ? style.safeLabelOffset - labelInset + textHalfWidth : 0
        let inscribed = bounds.inscribedRadius.isFinite ? bounds.inscribedRadius : 0
        let margin = style.safePadding + Swift.max(handleExtent, labelExtent)
        var radius = Swift.max(0, inscribed - margin)
        var arcCenter = center
        if style.centersVisibleArc, !model.arc.isFullCircle, radius > 0 {
            let box = CircularSliderLayout.unitBox(of: model.arc)
            let fitX = box.width > 1e-9 ? (bounds.width - 2 * margin) / box.width : .infinity
            let fitY = box.height > 1e-9 ? (bounds.height - 2 * margin) / box.height : .infinity
            radius = Swift.max(0, Swift.min(fitX, fitY, 4 * radius))
            arcCenter = Point(
                x: center.x - radius * (box.minX + box.width / 2),
                y: center.y - radius * (box.minY + box.height / 2))
        }
        self.center = arcCenter
        self.radius = radius
        self.lineWidth = lineWidth
        firstHandleRadius = first
        secondHandleRadius = second
        touchHalfSize = Swift.max(
            CircularSliderStyle.safe(style.minimumTouchSize) / 2, first, second,
            thumbless ? lineWidth / 2 : 0)
        labelRadius = Swift.max(0, radius - labelInset + style.safeLabelOffset)
    }

    /// The bounding box of `arc` on a circle of radius 1 centred on the origin: its end points
    /// and every 3, 6, 9 and 12 o'clock point it passes.
    static func unitBox(of arc: Arc) -> Rect {
        var points = [
            Point(center: .zero, radius: 1, bearing: arc.start), Point(center: .zero, radius: 1, bearing: arc.end),
        ]
        for bearing in [Bearing.top, .right, .bottom, .left] where arc.contains(bearing) {
            points.append(Point(center: .zero, radius: 1, bearing: bearing))
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// The point on the track's centre line at `bearing`.
    public func point(at bearing: Bearing) -> Point {
        Point(center: center, radius: radius, bearing: bearing)
    }

    /// Whether `location` lies in the square touch area around `handleCenter`.
    public func touchArea(around handleCenter: Point, contains location: Point) -> Bool {
        Swift.abs(location.x - handleCenter.x) <= touchHalfSize
            && Swift.abs(location.y - handleCenter.y) <= touchHalfSize
    }

    /// Whether `location` lies on the track's ring (within the touch half-size of the centre
    /// line), whatever its bearing.
    public func ringContains(_ location: Point) -> Bool {
        Swift.abs(location.distance(to: center) - radius) <= touchHalfSize
    }
}

extension CircularSliderModel {
    /// The layout with the model's own ``style``.
    public var layout: CircularSliderLayout { CircularSliderLayout(model: self, style: style) }

    /// The centre of `handle` (the second handle of a single slider sits with the first).
    public func handleCenter(_ handle: CircularSliderHandle, in layout: CircularSliderLayout) -> Point {
        let value = self.value(of: handle) ?? storedValue
        return layout.point(at: taperedBearing(for: value))
    }
}
