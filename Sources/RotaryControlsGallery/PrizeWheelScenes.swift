import RotaryControls

/// The prize wheel: the radial spinner with its icons clipped to their circles and a pointer
/// that flexes as each slice edge passes.
extension GalleryScene {
    /// The section title of the prize wheel scenes.
    static let prizeWheelSection = "Prize wheel"

    /// The prize wheel scenes, in gallery order.
    public static var prizeWheel: [GalleryScene] { [prizeWheelLook] }

    /// An 8-item wheel: icons inset (the default), clipped to their circles, and caught mid-turn
    /// with the pointer bent by the coming edge.
    static var prizeWheelLook: GalleryScene {
        func wheel(clipped: Bool, flexed: Bool, turnedDegrees: Double) -> RadialSpinnerModel {
            var spinner = RadialSpinnerModel(items: spinnerItems(8), selectedIndex: 0, mode: .radialOnly)
            spinner.style.clipsIconsToCircles = clipped
            spinner.style.flexesPointer = flexed
            spinner.style.openBackgroundPaint = .semantic(.background)
            spinner.isOpen = true
            spinner.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
            if turnedDegrees != 0 {
                // A finger turning the ring clockwise, held mid-turn.
                let center = Point(x: 100, y: 100)
                spinner.handle(PointerEvent(phase: .began, location: Point(center: center, radius: 70, bearing: .top), timestamp: 0)) { _ in }
                spinner.handle(PointerEvent(phase: .moved, location: Point(center: center, radius: 70, bearing: Bearing(degrees: turnedDegrees / 2)),
                                            timestamp: 0.05)) { _ in }
                spinner.handle(PointerEvent(phase: .moved, location: Point(center: center, radius: 70, bearing: Bearing(degrees: turnedDegrees)),
                                            timestamp: 0.1)) { _ in }
            }
            return spinner
        }
        let cells: [(String, RadialSpinnerModel)] = [
            ("icons inset (default)", wheel(clipped: false, flexed: false, turnedDegrees: 0)),
            ("icons clipped to circles", wheel(clipped: true, flexed: false, turnedDegrees: 0)),
            ("pointer flexed mid-turn", wheel(clipped: true, flexed: true, turnedDegrees: 21)),
        ]
        var drawing = Drawing(size: Size(width: 660, height: 240))
        drawing.append(contentsOf: spinnerRow(cells, cell: 220))
        return GalleryScene(
            id: "prize-wheel-look", section: prizeWheelSection, title: "Prize wheel look",
            caption: "Eight items on a backdrop. Daisy icons sit inset in their circles by default; with "
                + "clipsIconsToCircles they fill the circle and are clipped inside the border. With flexesPointer the "
                + "mark under the top item bends as the next slice edge comes up to it (here a finger has turned the "
                + "ring 21° clockwise, 0.47 of an item: the edge is 0.03 item away, the mark turned about 15°) and "
                + "snaps back with the tick as the edge passes.",
            drawing: drawing)
    }
}
