/// A display list: what a control looks like, as plain values.
///
/// Each control builds its `Drawing` with a pure function of model, bounds and style.
/// Renderers (SVG, Cairo, Core Graphics, SwiftUI `Canvas`) only translate elements in order;
/// they never decide geometry. ``description`` is a stable, rounded text form used by
/// snapshot tests.
///
/// ```swift
/// var drawing = Drawing(size: Size(width: 200, height: 200))
/// drawing.append(.arc(center: Point(x: 100, y: 100), radius: 80, arc: .knob,
///                     stroke: Stroke(.color(.darkGray), width: 5, cap: .round)))
/// ```
public struct Drawing: Hashable, Sendable {
    /// One thing to draw.
    public enum Element: Hashable, Sendable {
        /// A stroked arc of a circle. A `.gradient` paint varies along the arc.
        case arc(center: Point, radius: Double, arc: Arc, stroke: Stroke)
        /// A circle, filled and/or stroked.
        case circle(center: Point, radius: Double, fill: Paint?, stroke: Stroke?)
        /// An ellipse inscribed in a rectangle, filled and/or stroked.
        case ellipse(in: Rect, fill: Paint?, stroke: Stroke?)
        /// A path, filled (non-zero rule) and/or stroked.
        case path(DrawingPath, fill: Paint?, stroke: Stroke?)
        /// A single line of text centred on `center`.
        case text(String, center: Point, style: TextStyle)
        /// An image fitted into `rect`, turned by `rotation` about the rect's centre. `tint`
        /// colours template images.
        case image(ImageReference, in: Rect, rotation: Rotation, tint: Paint?)
        /// Elements drawn with a transform, an opacity and an optional circular clip.
        case group(Group)
    }

    /// Elements drawn together with a transform, an opacity and an optional circular clip.
    ///
    /// A group with a ``layer`` identity is a *layer*: its clip and elements are content that
    /// stays the same while the control is dragged or flung (compare ``contentKey``), and its
    /// transform and opacity are what changes from frame to frame. A renderer that keeps
    /// nothing draws a layer as any other group; a host may keep the content rendered (a cached
    /// surface, a `CALayer`'s contents) and only compose it with the transform and opacity.
    public struct Group: Hashable, Sendable {
        /// Applied to every element of the group (and to the clip).
        public var transform: Transform
        /// `0...1`, applied to the group as a whole; NaN is 1.
        public var opacity: Double
        /// When set, only what lies inside this circle (centre, radius) is drawn.
        public var clipCircle: ClipCircle?
        /// The group's contents.
        public var elements: [Element]
        /// When set, the group is a layer with this identity (see ``Drawing/LayerID``).
        public var layer: LayerID?

        /// Creates a group, a layer when `layer` is given.
        public init(
            transform: Transform = .identity,
            opacity: Double = 1,
            clipCircle: ClipCircle? = nil,
            layer: LayerID? = nil,
            elements: [Element]
        ) {
            self.transform = transform
            self.opacity = opacity.clamped(to: 0...1, ifNaN: 1)
            self.clipCircle = clipCircle
            self.layer = layer
            self.elements = elements
        }

        /// A key of what the group draws before its transform and opacity (clip and elements):
        /// equal for equal content within one process, so a host can tell whether a kept
        /// rendering of a layer is still right.
        public var contentKey: Int {
            var hasher = Hasher()
            hasher.combine(clipCircle)
            hasher.combine(elements)
            return hasher.finalize()
        }
    }

    /// A circular clip region.
    public struct ClipCircle: Hashable, Sendable {
        /// The circle's centre.
        public var center: Point
        /// The circle's radius.
        public var radius: Double

        /// Creates a clip circle.
        public init(center: Point, radius: Double) {
            self.center = center
            self.radius = radius
        }
    }

    /// The size of the canvas the drawing was made for.
    public var size: Size
    /// The elements, drawn in order (later ones on top).
    public var elements: [Element]

    /// Creates a drawing.
    public init(size: Size, elements: [Element] = []) {
        self.size = size
        self.elements = elements
    }

    /// Adds an element on top.
    public mutating func append(_ element: Element) {
        elements.append(element)
    }

    /// Adds several elements on top, in order.
    public mutating func append(contentsOf elements: [Element]) {
        self.elements.append(contentsOf: elements)
    }

    /// The number of elements, counting the contents of groups (recursively) and not the
    /// groups themselves.
    public var leafCount: Int {
        elements.reduce(0) { count, element in
            if case let .group(group) = element {
                return count + Drawing(size: size, elements: group.elements).leafCount
            }
            return count + 1
        }
    }
}
