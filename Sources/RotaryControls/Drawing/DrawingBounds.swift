/// A conservative bounding box of drawing elements in their user space: everything they can
/// paint (strokes, miters, caps, antialiasing aside) lies inside. Hosts use it to keep an
/// offscreen group, or a layer's kept rendering, as small as its content.
///
/// Text is bounded without laying it out: 1.5 em per Unicode scalar across and 2 em each side of
/// its centre line, far more than common sans-serif fonts need. Computing a box allocates nothing.
public struct DrawingBounds: Hashable, Sendable {
    /// The left edge (`+∞` while empty).
    public private(set) var minX = Double.infinity
    /// The top edge (`+∞` while empty).
    public private(set) var minY = Double.infinity
    /// The right edge (`−∞` while empty).
    public private(set) var maxX = -Double.infinity
    /// The bottom edge (`−∞` while empty).
    public private(set) var maxY = -Double.infinity

    /// An empty box.
    public init() {}

    /// Whether nothing was added.
    public var isEmpty: Bool { minX > maxX || minY > maxY }

    /// The box of `elements`; `nil` when one of them cannot be bounded (a non-finite number).
    public static func of(_ elements: [Drawing.Element]) -> DrawingBounds? {
        var bounds = DrawingBounds()
        for element in elements {
            guard bounds.add(element) else { return nil }
        }
        return bounds
    }

    /// Grows the box to cover `point` ± `margin`.
    public mutating func include(_ point: Point, margin: Double = 0) {
        minX = Swift.min(minX, point.x - margin)
        minY = Swift.min(minY, point.y - margin)
        maxX = Swift.max(maxX, point.x + margin)
        maxY = Swift.max(maxY, point.y + margin)
    }

    /// Whether every side is a finite number.
    public var isFinite: Bool { minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite }

    /// Grows the box to cover the four corners of `box` mapped by `t`.
    public mutating func include(_ box: DrawingBounds, transformedBy t: Transform) {
        func map(_ x: Double, _ y: Double) -> Point { Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty) }
        include(map(box.minX, box.minY))
        include(map(box.maxX, box.minY))
        include(map(box.maxX, box.maxY))
        include(map(box.minX, box.maxY))
    }

    /// Covers an arc (not its whole circle): its two ends and each of 12, 3, 6 and 9 o'clock it
    /// passes, `margin` around each (a cap reaches half the stroke's width beyond an end). A full
    /// circle, or an arc whose sweep is not finite, covers the whole circle.
    private mutating func includeArc(_ arc: Arc, center: Point, radius: Double, margin: Double) {
        guard !arc.isFullCircle, arc.sweep.radians.isFinite, radius.isFinite else {
            include(center, margin: radius + margin)
            return
        }
        include(Point(center: center, radius: radius, bearing: arc.start), margin: margin)
        include(Point(center: center, radius: radius, bearing: arc.end), margin: margin)
        for quarter in 0..<4 {
            let bearing = Bearing(radians: Double(quarter) * Double.pi / 2)
            if arc.contains(bearing) {
                include(Point(center: center, radius: radius, bearing: bearing), margin: margin)
            }
        }
    }

    /// Adds one element; `false` when it cannot be bounded.
    private mutating func add(_ element: Drawing.Element) -> Bool {
        switch element {
        case let .arc(center, radius, arc, stroke):
            includeArc(arc, center: center, radius: Swift.abs(radius), margin: stroke.width)
        case let .circle(center, radius, _, stroke):
            include(center, margin: Swift.abs(radius) + (stroke?.width ?? 0))
        case let .ellipse(rect, _, stroke):
            let width = stroke?.width ?? 0
            include(rect.origin, margin: width)
            include(Point(x: rect.maxX, y: rect.maxY), margin: width)
        case let .path(path, _, stroke):
            // Cairo's default miter limit is 10: a miter reaches at most 5 line widths out.
            let margin = 5 * (stroke?.width ?? 0)
            for command in path.commands {
                switch command {
                case let .move(to), let .line(to): include(to, margin: margin)
                case let .quadCurve(to, control):
                    include(to, margin: margin)
                    include(control, margin: margin)
                case let .curve(to, c1, c2):
                    include(to, margin: margin)
                    include(c1, margin: margin)
                    include(c2, margin: margin)
                case .close: break
                }
            }
        case let .text(string, center, style):
            let halfWidth = 0.75 * style.fontSize * Double(string.unicodeScalars.count + 1)
            include(Point(x: center.x - halfWidth, y: center.y - 2 * style.fontSize))
            include(Point(x: center.x + halfWidth, y: center.y + 2 * style.fontSize))
        case let .image(_, rect, _, _):
            // Any turn about the centre stays within the circle through the corners.
            let halfDiagonal = 0.5 * (rect.width * rect.width + rect.height * rect.height).squareRoot()
            include(rect.center, margin: halfDiagonal)
        case let .group(group):
            guard let inner = DrawingBounds.of(group.elements) else { return false }
            guard !inner.isEmpty else { return true }
            var box = DrawingBounds()
            box.include(inner, transformedBy: group.transform)
            if let clip = group.clipCircle {
                // The clip is in the group's space too: bound it the same way and intersect.
                var circle = DrawingBounds(), clipBox = DrawingBounds()
                circle.include(clip.center, margin: Swift.abs(clip.radius))
                clipBox.include(circle, transformedBy: group.transform)
                box = box.intersection(clipBox)
            }
            guard box.isEmpty || box.isFinite else { return false }
            if !box.isEmpty {
                include(Point(x: box.minX, y: box.minY))
                include(Point(x: box.maxX, y: box.maxY))
            }
        }
        return isFinite
    }

    /// The part of this box inside `other` (empty when they do not meet).
    public func intersection(_ other: DrawingBounds) -> DrawingBounds {
        var box = DrawingBounds()
        box.minX = Swift.max(minX, other.minX)
        box.minY = Swift.max(minY, other.minY)
        box.maxX = Swift.min(maxX, other.maxX)
        box.maxY = Swift.min(maxY, other.maxY)
        return box
    }

    /// The box as a rectangle; `nil` when it is empty or not finite.
    public var rect: Rect? {
        guard !isEmpty, isFinite else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Drawing.Group {
    /// The box of what the group draws before its transform and opacity (its elements, cut by
    /// its clip circle): the rectangle a host keeps a layer's rendering in. `nil` when it is
    /// empty or cannot be bounded.
    public var contentBounds: Rect? {
        guard var box = DrawingBounds.of(elements) else { return nil }
        if let clip = clipCircle {
            var circle = DrawingBounds()
            circle.include(clip.center, margin: Swift.abs(clip.radius))
            box = box.intersection(circle)
        }
        return box.rect
    }
}
