import RotaryControls

/// The spinner in picker mode: the wheel that replaces the ring for long lists.
extension GalleryScene {
    /// The picker-mode scene of the spinner section.
    static var spinnerPickerMode: GalleryScene {
        var automatic = RadialSpinnerModel(items: spinnerItems(15), selectedIndex: 6)
        automatic.isOpen = true // 15 items reach the default threshold: the picker opens
        var long = RadialSpinnerModel(
            items: spinnerItems(40, disabled: [13, 14]), selectedIndex: 12, mode: .pickerOnly)
        long.style.picker.rowBackgroundPaint = .color(DrawingColor(red: 1, green: 0.97, blue: 0.9))
        long.isOpen = true
        // A finger holds the wheel 0.4 of a row past Star 13 (towards the disabled Heart 14).
        long.bounds = Rect(x: 330, y: 10, width: 300, height: 300)
        for (phase, y) in [(PointerEvent.Phase.began, 160.0), (.moved, 140), (.moved, 142.4)] {
            long.handle(PointerEvent(phase: phase, location: Point(x: 480, y: y), timestamp: 0)) { _ in }
        }
        var ring = RadialSpinnerModel(items: spinnerItems(14), selectedIndex: 6)
        ring.isOpen = true // 14 items stay below the threshold: the ring opens
        var drawing = Drawing(size: Size(width: 960, height: 340))
        drawing.append(contentsOf: spinnerRow([("automatic, 15 items: picker", automatic)], cell: 320))
        drawing.append(contentsOf: long.drawing().elements)
        drawing.append(label("picker only, 40 items, 14–15 disabled, held", at: Point(x: 480, y: 322), size: 12))
        var third = ring
        third.bounds = Rect(x: 650, y: 10, width: 300, height: 300)
        drawing.append(contentsOf: third.drawing().elements)
        drawing.append(label("automatic, 14 items: ring", at: Point(x: 800, y: 322), size: 12))
        return GalleryScene(
            id: "spinner-picker-mode", section: spinnerSection, title: "Picker mode",
            caption: "From the threshold (15 items by default) or in picker-only mode the spinner opens a picker "
                + "wheel in a bordered panel instead of the ring; tapping the selected row or outside closes it. "
                + "Left: 15 items, Drop 7 selected. Middle: 40 items with row colours, Heart 14 and Bolt 15 "
                + "disabled (dimmed), a finger holding the wheel 0.4 of a row past Star 13. Right: 14 items "
                + "still open the ring.",
            drawing: drawing)
    }
}
