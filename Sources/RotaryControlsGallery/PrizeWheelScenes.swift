import RotaryControls

/// The prize wheel: the radial spinner with its icons clipped to their circles and a pointer
/// that flexes as each slice edge passes.
extension GalleryScene {
    /// The section title of the prize wheel scenes.
    static let prizeWheelSection = "Prize wheel"

    /// The prize wheel scenes, in gallery order.
    public static var prizeWheel: [GalleryScene] { [prizeWheelLook, prizeWheelSlices] }

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
                spinner.handle(
                    PointerEvent(
                        phase: .began, location: Point(center: center, radius: 70, bearing: .top), timestamp: 0)
                ) { _ in }
                spinner.handle(
                    PointerEvent(
                        phase: .moved,
                        location: Point(center: center, radius: 70, bearing: Bearing(degrees: turnedDegrees / 2)),
                        timestamp: 0.05)
                ) { _ in }
                spinner.handle(
                    PointerEvent(
                        phase: .moved,
                        location: Point(center: center, radius: 70, bearing: Bearing(degrees: turnedDegrees)),
                        timestamp: 0.1)
                ) { _ in }
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

    /// Six items with equal slices, then with unequal ``RadialSpinnerModel/sliceSizes``, at rest
    /// and turned; thin lines mark where the slices meet.
    static var prizeWheelSlices: GalleryScene {
        let sizes: [Double] = [3, 1, 2, 1, 2, 1]
        func wheel(sizes: [Double], selected: Int) -> RadialSpinnerModel {
            var spinner = RadialSpinnerModel(items: spinnerItems(6), selectedIndex: selected, mode: .radialOnly)
            spinner.sliceSizes = sizes
            spinner.style.clipsIconsToCircles = true
            spinner.style.openBackgroundPaint = .semantic(.background)
            spinner.isOpen = true
            return spinner
        }
        let cells: [(String, RadialSpinnerModel)] = [
            ("equal slices", wheel(sizes: [], selected: 0)),
            ("sizes 3 1 2 1 2 1", wheel(sizes: sizes, selected: 0)),
            ("the same, item 3 on top", wheel(sizes: sizes, selected: 2)),
        ]
        let cell = 220.0
        var drawing = Drawing(size: Size(width: 660, height: 240))
        drawing.append(contentsOf: spinnerRow(cells, cell: cell))
        for (index, (_, model)) in cells.enumerated() {
            var spinner = model
            spinner.bounds = Rect(x: 10 + cell * Double(index), y: 10, width: cell - 20, height: cell - 20)
            drawing.append(contentsOf: sliceEdges(of: spinner))
        }
        return GalleryScene(
            id: "prize-wheel-slices", section: prizeWheelSection, title: "Unequal slices",
            caption:
                "Six items. Left: equal slices, 60° each. Middle: sliceSizes 3, 1, 2, 1, 2, 1 — the first item takes "
                + "3/10 of the ring (108°), the narrow ones 36°; the spokes sit in the middle of their slices, and every "
                + "icon is as large as the narrowest slice allows. Right: the same wheel turned to item 3 (72°), which the "
                + "pointer marks in the middle of its slice. Thin lines, drawn for this page, mark where slices meet.",
            drawing: drawing)
    }

    /// Lines from the centre to the ring where `spinner`'s slices meet, with the selected
    /// item's slice centred at the top (as the model turns the ring).
    private static func sliceEdges(of spinner: RadialSpinnerModel) -> [Drawing.Element] {
        let layout = spinner.layout
        let count = spinner.items.count
        guard count > 1 else { return [] }
        let sizes = (0..<count).map { index -> Double in
            let size = spinner.sliceSizes.indices.contains(index) ? spinner.sliceSizes[index] : 1
            return size.isFinite && size > 0 ? size : 1
        }
        let total = sizes.reduce(0, +)
        let selected = spinner.selectedIndex ?? 0
        // Degrees clockwise from the top to the start of slice `index`, the selected slice centred.
        var start = -sizes[selected] / 2 / total * 360
        var edges: [Double] = []
        for step in 0..<count {
            edges.append(start)
            start += sizes[(selected + step) % count] / total * 360
        }
        let inner = layout.centerRadius + 4, outer = layout.ringRadius - 2
        let lines = edges.map { degrees -> Drawing.Element in
            let bearing = Bearing(degrees: degrees)
            return .path(
                DrawingPath.polyline([
                    Point(center: layout.center, radius: inner, bearing: bearing),
                    Point(center: layout.center, radius: outer, bearing: bearing),
                ]),
                fill: nil, stroke: Stroke(.semantic(.separator), width: 1))
        }
        return [.group(Drawing.Group(opacity: 0.8, elements: lines))]
    }
}
