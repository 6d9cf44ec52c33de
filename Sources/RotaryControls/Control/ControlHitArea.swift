/// A part of a control that takes pointers, and what it does with them: the one answer a host
/// needs for its hit testing (`point(inside:)`, a SwiftUI content shape, a GTK pick) and for
/// deciding whether a container's pan (a scroll view, a sheet) may take a drag that starts there.
///
/// Each model lists its areas (``ControlModel/hitAreas(_:)``); ``ControlDriver`` answers the
/// hosts' questions from them.
public struct ControlHitArea: Hashable, Sendable {
    /// The outline of an area, in the control's coordinates.
    public enum Shape: Hashable, Sendable {
        /// A rectangle (its edges included).
        case rectangle(Rect)
        /// A disc (its edge included).
        case circle(center: Point, radius: Double)
        /// A band between two circles around `center`, limited to `arc` (the whole band when
        /// `nil`); its edges included.
        case band(center: Point, innerRadius: Double, outerRadius: Double, arc: Arc?)
    }

    /// What the control does with a pointer that goes down on an area.
    public enum Use: Hashable, Sendable {
        /// Taps only (a closed spinner's centre): a drag is not the control's, so a container
        /// may scroll with it.
        case taps
        /// Drags in every direction (a handle, a rotating knob, an open ring).
        case drags
        /// Horizontal drags (a knob with the horizontal drag style): a mostly vertical drag is
        /// the container's.
        case horizontalDrags
        /// Vertical drags (a picker wheel, a knob with the vertical drag style): a mostly
        /// horizontal drag is the container's.
        case verticalDrags
    }

    /// The outline.
    public var shape: Shape
    /// What a pointer down on it does.
    public var use: Use

    /// An area.
    public init(_ shape: Shape, use: Use) {
        self.shape = shape
        self.use = use
    }

    /// Whether `location` lies in the area. Non-finite locations, NaN radii and rectangles are
    /// never inside.
    public func contains(_ location: Point) -> Bool {
        guard location.isFinite else { return false }
        switch shape {
        case let .rectangle(rect):
            return location.x >= rect.minX && location.x <= rect.maxX && location.y >= rect.minY
                && location.y <= rect.maxY
        case let .circle(center, radius):
            return location.distance(to: center) <= radius
        case let .band(center, inner, outer, arc):
            let distance = location.distance(to: center)
            guard distance >= inner, distance <= outer else { return false }
            guard let arc, !arc.isFullCircle else { return true }
            guard let bearing = Bearing(from: center, to: location) else { return false }
            return arc.contains(bearing)
        }
    }

    /// Whether a container's pan may take a drag that starts on this area and has moved by
    /// (`dx`, `dy`) when the container asks: always for ``Use/taps``, never for ``Use/drags``,
    /// for the other axis's drags when the control takes one axis (a drag exactly diagonal stays
    /// the control's). A drag that has not moved (or moved by non-finite amounts) stays the
    /// control's unless it only takes taps.
    public func letsContainerPan(dx: Double, dy: Double) -> Bool {
        let horizontal = dx.isFinite ? Swift.abs(dx) : 0
        let vertical = dy.isFinite ? Swift.abs(dy) : 0
        switch use {
        case .taps: return true
        case .drags: return false
        case .horizontalDrags: return vertical > horizontal
        case .verticalDrags: return horizontal > vertical
        }
    }
}
