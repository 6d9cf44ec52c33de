import RealModule

/// Where everything of a ``RadialSpinnerModel`` sits inside its bounds: a pure function of
/// model, bounds and style, computed on demand (never cached from drawing). Its cost does not
/// depend on the number of items.
public struct RadialSpinnerLayout: Hashable, Sendable {
    /// The centre of the spinner (the bounds' centre; the origin when that is not finite).
    public var center: Point
    /// The radius of the closed centre circle.
    public var centerRadius: Double
    /// Half the side of the centre's touch area: at least half the minimum touch size.
    public var centerTouchRadius: Double
    /// The open ring's outer radius: ``RadialSpinnerModel/radius`` or the distance to the
    /// bounds' nearest edge.
    public var ringRadius: Double
    /// The distance of the icons' centres from ``center``.
    public var spokeRadius: Double
    /// The radius of each icon's circle: as large as fits between neighbours (sized from the
    /// circumference, their borders and a gap of a tenth of the circle included, so even 40
    /// spokes never touch; with unequal slices, from the narrowest), inside the ring and outside the centre, at most
    /// ``RadialSpinnerStyle/maximumIconRadius``.
    public var iconRadius: Double
    /// The angle between neighbouring spokes.
    public var spokeSpacing: Rotation
    /// The number of spoke slots around the ring.
    public var visibleSpokeCount: Int
    /// Where the picker wheel sits when the spinner opens it: the square around the open
    /// ring (side `2 × ringRadius`, centred on ``center``); empty when the ring radius is 0.
    public var pickerPanel: Rect {
        Rect(x: center.x - ringRadius, y: center.y - ringRadius, width: 2 * ringRadius, height: 2 * ringRadius)
    }

    /// Computes the layout of `model` with `style` in `model.bounds`. Empty, NaN or negative
    /// bounds give zero radii.
    public init(model: RadialSpinnerModel, style: RadialSpinnerStyle) {
        let bounds = model.bounds
        center = bounds.center.isFinite ? bounds.center : .zero
        let inscribed = RadialSpinnerStyle.safe(bounds.inscribedRadius)
        let ring = Swift.min(model.radius.map(RadialSpinnerStyle.safe) ?? inscribed, inscribed)
        let border = RadialSpinnerStyle.safe(style.borderWidth)
        centerRadius = Swift.min(RadialSpinnerStyle.safe(style.centerRadius), inscribed)
        centerTouchRadius = Swift.max(centerRadius, RadialSpinnerStyle.safe(style.minimumTouchSize) / 2)
        ringRadius = ring
        visibleSpokeCount = model.visibleSpokeCount
        spokeSpacing = model.spokeSpacing
        let half = visibleSpokeCount > 1 ? Double.sin(model.narrowestSliceAngle.radians / 2) : 1
        let gap = 0.9 * half
        let outer = Swift.max(0, ring - border)
        // Neighbouring centres are 2·spokeRadius·sin(spacing/2) apart, with spokeRadius =
        // outer − iconRadius; each circle's border reaches half its width beyond it.
        let neighbours = (outer * gap - border / 2) / (1 + gap)
        let radial = (outer - centerRadius - 2 * border) / 2
        iconRadius = Swift.max(0, Swift.min(neighbours, radial, RadialSpinnerStyle.safe(style.maximumIconRadius)))
        spokeRadius = Swift.max(0, outer - iconRadius)
    }

    /// The centre of the spoke at `bearing`.
    public func spokeCenter(at bearing: Bearing) -> Point {
        Point(center: center, radius: spokeRadius, bearing: bearing)
    }

    /// Whether `location` is on the centre's touch area (a circle of ``centerTouchRadius``).
    public func centerContains(_ location: Point) -> Bool {
        location.distance(to: center) <= centerTouchRadius
    }

    /// Whether `location` is within the open ring (its outer edge included).
    public func ringContains(_ location: Point) -> Bool {
        location.distance(to: center) <= ringRadius
    }
}

extension RadialSpinnerModel {
    /// The layout with the model's own ``style``.
    public var layout: RadialSpinnerLayout { RadialSpinnerLayout(model: self, style: style) }
}
