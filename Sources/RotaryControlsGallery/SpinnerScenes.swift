import RotaryControls

/// The radial spinner section: closed looks, open rings of 6, 12 and 40 items (daisy and
/// plain), a windowed ring of 10 000 items, disabled items and a fling coming to rest.
extension GalleryScene {
    /// The section title of the spinner scenes.
    static let spinnerSection = "Radial spinner"

    /// The radial spinner scenes, in gallery order.
    public static var spinner: [GalleryScene] {
        [
            spinnerClosed, spinnerOpen(6), spinnerOpen(12), spinnerOpen(40), spinnerOpenMany, spinnerDisabledItems,
            spinnerPickerMode, spinnerFilmstrip,
        ]
    }

    // MARK: - Helpers

    /// The icon names every platform provides for the gallery.
    static let spinnerIcons = [
        "star", "heart", "bolt", "leaf", "moon", "sun", "drop", "flame", "bell", "flag", "gift", "music",
    ]

    /// `count` items cycling through ``spinnerIcons``; indexes in `disabled` are disabled.
    static func spinnerItems(_ count: Int, disabled: Set<Int> = []) -> [SpinnerItem] {
        (0..<count).map { index in
            let name = spinnerIcons[index % spinnerIcons.count]
            return SpinnerItem(
                icon: ImageReference(name: name),
                title: name.prefix(1).uppercased() + name.dropFirst() + " \(index + 1)",
                isEnabled: !disabled.contains(index))
        }
    }

    /// A row of spinner cells, `cell` points apart, each captioned underneath.
    static func spinnerRow(_ cells: [(String, RadialSpinnerModel)], cell: Double, top: Double = 0) -> [Drawing.Element]
    {
        var elements: [Drawing.Element] = []
        for (index, (caption, model)) in cells.enumerated() {
            var spinner = model
            spinner.bounds = Rect(x: 10 + cell * Double(index), y: top + 10, width: cell - 20, height: cell - 20)
            elements.append(contentsOf: spinner.drawing().elements)
            elements.append(label(caption, at: Point(x: cell * (Double(index) + 0.5), y: top + cell + 2), size: 12))
        }
        return elements
    }

    /// An open spinner of `count` items with `selected` at the top.
    static func openSpinner(
        _ count: Int, selected: Int = 0, disabled: Set<Int> = [], daisy: Bool = true
    ) -> RadialSpinnerModel {
        var spinner = RadialSpinnerModel(
            items: spinnerItems(count, disabled: disabled), selectedIndex: selected,
            mode: .radialOnly)
        spinner.style.isDaisy = daisy
        spinner.isOpen = true
        return spinner
    }

    // MARK: - Scenes

    /// The closed control in its variants.
    static var spinnerClosed: GalleryScene {
        var disabled = openSpinner(6, selected: 2)
        disabled.isOpen = false
        disabled.setEnabled(false) { _ in }
        let cells: [(String, RadialSpinnerModel)] = [
            ("selected icon", closed(selected: 1) { _ in }),
            ("closed icon", closed { $0.closedIcon = "gift" }),
            ("no background", closed { $0.style.showsCenterBackground = false }),
            ("no border", closed { $0.style.showsCenterBorder = false }),
            ("no icon", closed { $0.style.showsIconInCenter = false }),
            ("disabled", disabled),
            ("empty", RadialSpinnerModel()),
        ]
        var drawing = Drawing(size: Size(width: 910, height: 150))
        drawing.append(contentsOf: spinnerRow(cells, cell: 130))
        return GalleryScene(
            id: "spinner-closed", section: spinnerSection, title: "Closed",
            caption: "The closed spinner is a small circle (radius 30) with the view background and a tint border: "
                + "the selected item's icon (heart), a fixed closed icon (gift), without background, without "
                + "border, without icon, the whole control disabled (dimmed), and an empty spinner (no icon).",
            drawing: drawing)
    }

    private static func closed(selected: Int = 0, _ configure: (inout RadialSpinnerModel) -> Void) -> RadialSpinnerModel
    {
        var spinner = RadialSpinnerModel(items: spinnerItems(6), selectedIndex: selected)
        configure(&spinner)
        return spinner
    }

    /// An open ring of `count` items, daisy and plain side by side.
    static func spinnerOpen(_ count: Int) -> GalleryScene {
        var drawing = Drawing(size: Size(width: 640, height: 340))
        drawing.append(
            contentsOf: spinnerRow(
                [
                    ("daisy, \(count) items", openSpinner(count, selected: 1)),
                    ("plain, \(count) items", openSpinner(count, selected: 1, daisy: false)),
                ], cell: 320))
        return GalleryScene(
            id: "spinner-open-\(count)", section: spinnerSection, title: "Open, \(count) items",
            caption: "\(count) spokes evenly around the centre, icons sized to fit the radius (150) and the count; "
                + "item 2 (heart) at the top, its circle outlined twice as heavily, with a pointer below; items run "
                + "clockwise. Left: daisy (icons 15 % inside bordered circles that never touch); right: plain icons.",
            drawing: drawing)
    }

    /// A windowed ring of 10 000 items: only the spokes near the top exist.
    static var spinnerOpenMany: GalleryScene {
        var turning = openSpinner(10_000, selected: 5_000)
        // A finger holds the ring 3.6° counter-clockwise of item 5 001: 0.4 of a 9° spoke.
        let center = turning.layout.center
        for (phase, degrees) in [(PointerEvent.Phase.began, 0.0), (.moved, -20), (.moved, -3.6)] {
            let point = Point(center: center, radius: 120, bearing: Bearing(degrees: degrees))
            turning.handle(PointerEvent(phase: phase, location: point, timestamp: 0)) { _ in }
        }
        var drawing = Drawing(size: Size(width: 640, height: 340))
        drawing.append(
            contentsOf: spinnerRow(
                [
                    ("10 000 items, at rest on 5 001", openSpinner(10_000, selected: 5_000)),
                    ("between two items while turning", turning),
                ], cell: 320))
        return GalleryScene(
            id: "spinner-open-many", section: spinnerSection, title: "Open, 10 000 items",
            caption: "With more items than 40 visible spokes the ring is a window onto the list: 40 slots of 9°, "
                + "the spokes fading out towards 6 o'clock where the list wraps, so drawing costs the same for "
                + "10 or 10 000 items. Right: the ring 0.4 of a spoke past item 5 001.",
            drawing: drawing)
    }

    /// Disabled items dimmed, with an open background and icon background colour.
    static var spinnerDisabledItems: GalleryScene {
        var styled = openSpinner(12, selected: 0, disabled: [1, 4, 5, 9])
        styled.style.openBackgroundPaint = .color(DrawingColor(white: 0.93))
        styled.style.iconBackgroundPaint = .color(.white)
        styled.style.borderPaint = .color(DrawingColor(red8: 200, green8: 80, blue8: 40))
        var drawing = Drawing(size: Size(width: 640, height: 340))
        drawing.append(
            contentsOf: spinnerRow(
                [
                    ("items 2, 5, 6, 10 disabled", openSpinner(12, selected: 0, disabled: [1, 4, 5, 9])),
                    ("background, icon background, border colour", styled),
                ], cell: 320))
        return GalleryScene(
            id: "spinner-disabled-items", section: spinnerSection, title: "Disabled items and colours",
            caption: "Disabled items (heart, moon, sun, flag: 2, 5, 6, 10) are drawn at 35 % and can never be "
                + "selected. Right: a light grey open background, white icon backgrounds and an orange border "
                + "colour instead of the tint.",
            drawing: drawing)
    }
}
