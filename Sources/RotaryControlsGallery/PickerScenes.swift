import RotaryControls

/// The picker wheel section: resting, mid-scroll, disabled rows, 10 000 rows and a fling
/// coming to rest.
extension GalleryScene {
    /// The section title of the picker wheel scenes.
    static let pickerSection = "Picker wheel"

    /// The picker wheel scenes, in gallery order.
    public static var picker: [GalleryScene] {
        [pickerResting, pickerMidScroll, pickerDisabledRows, pickerTenThousand, pickerFlingFilmstrip]
    }

    // MARK: - Helpers

    /// The icon names used by the picker scenes.
    static let pickerIconNames = [
        "star", "heart", "bolt", "leaf", "moon", "sun", "drop", "flame", "bell", "flag", "gift", "music",
    ]

    /// Twelve items with icons, titled like their icons, the indexes in `disabled` disabled.
    static func pickerItems(disabled: Set<Int> = []) -> [SpinnerItem] {
        pickerIconNames.enumerated().map { index, name in
            SpinnerItem(
                icon: ImageReference(name: name, isTemplate: true),
                title: name.prefix(1).uppercased() + name.dropFirst(),
                isEnabled: !disabled.contains(index))
        }
    }

    /// A row of picker cells, each `width` × `height`, captioned underneath.
    static func pickerDrawing(_ cells: [(String, PickerWheelModel)], width: Double = 200, height: Double = 220)
        -> Drawing
    {
        var drawing = Drawing(size: Size(width: width * Double(cells.count), height: height + 24))
        for (index, (caption, model)) in cells.enumerated() {
            var wheel = model
            wheel.bounds = Rect(x: width * Double(index) + 8, y: 0, width: width - 16, height: height)
            drawing.append(contentsOf: wheel.drawing().elements)
            drawing.append(label(caption, at: Point(x: width * (Double(index) + 0.5), y: height + 12), size: 12))
        }
        return drawing
    }

    /// A 12-item picker resting on `selected`.
    static func pickerModel(_ selected: Int, disabled: Set<Int> = []) -> PickerWheelModel {
        PickerWheelModel(
            items: pickerItems(disabled: disabled), selectedIndex: selected,
            bounds: Rect(x: 0, y: 0, width: 184, height: 220))
    }

    /// `model` with a finger dragged up by `rows` rows (still down).
    static func pickerDragged(_ model: PickerWheelModel, rows: Double) -> PickerWheelModel {
        var wheel = model
        let center = wheel.bounds.center
        wheel.handle(.began(x: center.x, y: center.y, at: 0)) { _ in }
        wheel.handle(.moved(x: center.x, y: center.y - rows * wheel.style.rowHeight, at: 0.5)) { _ in }
        return wheel
    }

    // MARK: - Scenes

    /// Resting on the first, a middle and the last row.
    static var pickerResting: GalleryScene {
        GalleryScene(
            id: "picker-resting", section: pickerSection, title: "Resting",
            caption:
                "Rows on a wheel: the selected row in the light band at the centre (a faint tint between hairlines), full size; rows above and "
                + "below shrink and fade toward the top and bottom. Resting on Star (the first row: nothing above), "
                + "Drop (row 6) and Music (the last row: nothing below).",
            drawing: pickerDrawing([
                ("Star (0)", pickerModel(0)), ("Drop (6)", pickerModel(6)), ("Music (11)", pickerModel(11)),
            ]))
    }

    /// A finger holding the wheel between rows.
    static var pickerMidScroll: GalleryScene {
        GalleryScene(
            id: "picker-mid-scroll", section: pickerSection, title: "Mid-scroll",
            caption: "A finger dragging up from Moon (4): 0.25, 0.5 and 0.75 of a row. The rows slide up through "
                + "the band, Moon leaving it as Sun arrives; the selection stays Moon until the wheel rests.",
            drawing: pickerDrawing(
                [0.25, 0.5, 0.75].map { rows in
                    ("+\(rows) row", pickerDragged(pickerModel(4), rows: rows))
                }))
    }

    /// Disabled rows dimmed, and a coloured style.
    static var pickerDisabledRows: GalleryScene {
        var coloured = pickerModel(5, disabled: [4, 6, 7])
        coloured.style = PickerWheelStyle(
            rowHeight: 36, rowBackgroundPaint: .color(DrawingColor(red8: 255, green8: 248, blue8: 225)),
            selectionBandPaint: .color(DrawingColor(red8: 255, green8: 170, blue8: 0, alpha: 0.35)),
            textPaint: .color(DrawingColor(red8: 120, green8: 60, blue8: 0)), fontSize: 15)
        return GalleryScene(
            id: "picker-disabled-rows", section: pickerSection, title: "Disabled rows and a row colour",
            caption: "Left: Moon (4) and Drop, Flame (6, 7) disabled, drawn at 35 % opacity; selecting Moon in code "
                + "lands on Sun (5), the nearest enabled row. Right: the same with a cream row background, an amber "
                + "band, brown text and 36-point rows.",
            drawing: pickerDrawing([
                ("4, 6, 7 disabled", pickerModel(4, disabled: [4, 6, 7])), ("row colours", coloured),
            ]))
    }

    /// 10 000 rows: only the visible ones are drawn.
    static var pickerTenThousand: GalleryScene {
        let items = (0..<10_000).map { index in
            SpinnerItem(
                icon: ImageReference(name: pickerIconNames[index % 12], isTemplate: true), title: "Row \(index)")
        }
        let wheel = PickerWheelModel(
            items: items, selectedIndex: 5_000, bounds: Rect(x: 0, y: 0, width: 184, height: 220))
        return GalleryScene(
            id: "picker-ten-thousand", section: pickerSection, title: "10 000 rows",
            caption: "Resting on row 5 000 of 10 000: the same seven rows are drawn as for a short list — drawing "
                + "cost depends on the visible rows only.",
            drawing: pickerDrawing([("row 5 000 of 10 000", wheel)]))
    }

    /// A fling from Star coming to rest, frame by frame.
    static var pickerFlingFilmstrip: GalleryScene {
        var wheel = pickerModel(0)
        let center = wheel.bounds.center
        wheel.handle(.began(x: center.x, y: center.y + 60, at: 0)) { _ in }
        for step in 1...4 {
            wheel.handle(.moved(x: center.x, y: center.y + 60 - Double(step) * 12, at: Double(step) / 100)) { _ in }
        }
        wheel.handle(.ended(x: center.x, y: center.y, at: 0.05)) { _ in }
        let predicted = wheel.predictedRow ?? 0
        var cells: [(String, PickerWheelModel)] = [("release", wheel)]
        for time in [0.1, 0.2, 0.35, 0.6, 1.2] {
            wheel.advance(to: time) { _ in }
            cells.append(("t=\(time)", wheel))
        }
        let name = pickerIconNames[predicted]
        return GalleryScene(
            id: "picker-fling-filmstrip", section: pickerSection, title: "A fling coming to rest",
            caption: "An upward flick at 1 200 points per second released at t=0.05; the coast is aimed at the "
                + "enabled row nearest its natural rest and, once within a tenth of a row, clicks into place in "
                + "0.2 s, so the wheel slows and stops exactly on \(name) (row \(predicted)), the row predicted "
                + "at release, with no creep.",
            drawing: pickerDrawing(cells, width: 150))
    }
}
