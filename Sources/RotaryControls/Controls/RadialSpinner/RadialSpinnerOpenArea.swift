/// Where a spinner that opens beyond its own bounds spreads its ring: a square centred on the
/// control, as large as the room around it allows — decided once for every host (UIKit's window,
/// GTK's pop-up).
///
/// ```swift
/// // A 60 × 60 spinner at (100, 700) in a 390 × 844 window with a 34-point home indicator:
/// let area = RadialSpinnerOpenArea(control: Rect(x: 100, y: 700, width: 60, height: 60),
///                                  container: Rect(x: 0, y: 0, width: 390, height: 844),
///                                  safeAreaInsets: .init(top: 47, left: 0, bottom: 34, right: 0))
/// area.square   // centred on (130, 730), radius 80: up to the safe area's bottom edge
/// ```
public struct RadialSpinnerOpenArea: Hashable, Sendable {
    /// Distances in from each edge of a rectangle (a window's safe area).
    public struct Insets: Hashable, Sendable {
        /// From the top edge.
        public var top: Double
        /// From the left edge.
        public var left: Double
        /// From the bottom edge.
        public var bottom: Double
        /// From the right edge.
        public var right: Double

        /// Insets; negative or non-finite ones count as 0.
        public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            func safe(_ value: Double) -> Double { value.isFinite ? Swift.max(0, value) : 0 }
            self.top = safe(top)
            self.left = safe(left)
            self.bottom = safe(bottom)
            self.right = safe(right)
        }

        /// No insets.
        public static let zero = Insets()
    }

    /// The square the spinner lays itself out in, in the coordinates of the inputs: centred on
    /// the control's centre, its half side the distance from that centre to the nearest edge of
    /// the container's safe area (the container less `safeAreaInsets`), at most `radius` when
    /// one is given, and never smaller than the control itself (the closed centre stays whole).
    /// A container that is empty, not finite or smaller than its insets gives the control's own
    /// square; a control frame that is not finite gives an empty square at the origin.
    public let square: Rect

    /// The open area of a control at `control` in `container` (both in one coordinate space,
    /// a window's for instance), keeping out of `safeAreaInsets` and, when `radius` is given and
    /// positive, no larger than it.
    public init(control: Rect, container: Rect, safeAreaInsets: Insets = .zero, radius: Double? = nil) {
        let center = control.center
        guard center.isFinite, control.width.isFinite, control.height.isFinite else {
            square = .zero
            return
        }
        let own = Swift.max(0, Swift.min(control.width, control.height) / 2)
        let safeWidth = container.width - safeAreaInsets.left - safeAreaInsets.right
        let safeHeight = container.height - safeAreaInsets.top - safeAreaInsets.bottom
        var reach = own
        if container.origin.isFinite, safeWidth.isFinite, safeHeight.isFinite, safeWidth > 0, safeHeight > 0 {
            let minX = container.minX + safeAreaInsets.left, maxX = minX + safeWidth
            let minY = container.minY + safeAreaInsets.top, maxY = minY + safeHeight
            var nearest = Swift.min(center.x - minX, maxX - center.x, center.y - minY, maxY - center.y)
            if let radius, radius.isFinite, radius > 0 { nearest = Swift.min(nearest, radius) }
            reach = Swift.max(own, nearest)
        }
        square = Rect(x: center.x - reach, y: center.y - reach, width: 2 * reach, height: 2 * reach)
    }
}
