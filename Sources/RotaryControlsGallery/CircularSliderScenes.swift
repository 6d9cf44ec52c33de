import RotaryControls

/// The circular slider section: MSCircularSlider's programmatic example, every handle type, labels, markers,
/// gradients, partial arcs, ranges and a multi-turn clock.
extension GalleryScene {
    /// The section title of the circular slider scenes.
    static let sliderSection = "Circular slider"

    /// The circular slider scenes, in gallery order.
    public static var slider: [GalleryScene] {
        [
            sliderSeedExample, sliderHandles, sliderThumbless, sliderLabels, sliderMarkers, sliderGradient, sliderArcs,
            sliderRange, sliderClock,
        ]
    }

    // MARK: - Helpers

    /// A row of slider cells, 170 points apart, each captioned underneath.
    static func sliderRow(_ cells: [(String, CircularSliderModel)], top: Double = 0, cell: Double = 170) -> [Drawing
        .Element]
    {
        var elements: [Drawing.Element] = []
        for (index, (caption, model)) in cells.enumerated() {
            var slider = model
            slider.bounds = Rect(x: 10 + cell * Double(index), y: top + 10, width: cell - 20, height: cell - 20)
            elements.append(contentsOf: slider.drawing().elements)
            elements.append(label(caption, at: Point(x: cell * (Double(index) + 0.5), y: top + cell + 2), size: 12))
        }
        return elements
    }

    static func sliderModel(value: Double = 40, configure: (inout CircularSliderModel) -> Void = { _ in })
        -> CircularSliderModel
    {
        var slider = CircularSliderModel(value: value)
        configure(&slider)
        return slider
    }

    // MARK: - Scenes

    /// MSCircularSlider's "Programmatic Initialization" example, 400 × 400.
    static var sliderSeedExample: GalleryScene {
        var slider = CircularSliderModel(value: 60, bounds: Rect(x: 0, y: 0, width: 400, height: 400))
        slider.maximumAngle = 300
        slider.style.filledPaint = .color(DrawingColor(red8: 127, green8: 168, blue8: 198))
        slider.style.unfilledPaint = .color(DrawingColor(red8: 80, green8: 148, blue8: 95))
        slider.style.firstHandle.kind = .doubleCircle
        slider.style.firstHandle.paint = .color(DrawingColor(red8: 35, green8: 69, blue8: 96))
        slider.style.firstHandle.enlargementPoints = 12
        slider.labels = ["1", "2", "3", "4", "5"]
        return GalleryScene(
            id: "slider-programmatic-example", section: sliderSection, title: "MSCircularSlider's example",
            caption: "MSCircularSlider's programmatic initialisation: value 60 of 0…100 on a 300° arc with the gap "
                + "down, blue filled, green unfilled, a dark double-circle handle enlarged by 12, labels 1…5 from "
                + "the arc's start to its end.",
            drawing: slider.drawing())
    }

    /// Every handle type, an image handle and a pressed (highlighted) handle.
    static var sliderHandles: GalleryScene {
        let kinds = CircularSliderHandleStyle.Kind.allCases.map { kind in
            (kind.rawValue, sliderModel { $0.style.firstHandle.kind = kind })
        }
        var pressed = sliderModel()
        pressed.bounds = Rect(x: 0, y: 0, width: 150, height: 150)
        let point = pressed.handleCenter(.first, in: pressed.layout)
        pressed.handle(.began(x: point.x, y: point.y, at: 0)) { _ in }
        let image = sliderModel(value: 30) {
            $0.style.firstHandle.image = ImageReference(name: "arrow")
            $0.style.firstHandle.isRotatable = true
            $0.style.firstHandle.enlargementPoints = 20
        }
        var drawing = Drawing(size: Size(width: 1020, height: 190))
        drawing.append(contentsOf: sliderRow(kinds + [("image, rotatable", image), ("pressed", pressed)]))
        return GalleryScene(
            id: "slider-handles", section: sliderSection, title: "Handle types",
            caption: "Small, medium, large (default) and double-circle handles at 40; an image handle turned with "
                + "its angle; a pressed handle grows and gets a soft halo, so it stays visible around a finger.",
            drawing: drawing)
    }

    /// Labels inside (default and further in) and outside the track.
    static var sliderLabels: GalleryScene {
        let hours = ["12", "3", "6", "9"]
        let cells: [(String, CircularSliderModel)] = [
            ("inside (offset 0)", sliderModel { $0.labels = hours }),
            (
                "inward (offset −12)",
                sliderModel {
                    $0.labels = hours
                    $0.style.labelOffset = -12
                }
            ),
            (
                "outside (offset 30)",
                sliderModel {
                    $0.labels = hours
                    $0.style.labelOffset = 30
                }
            ),
            (
                "300° arc, 5 labels",
                sliderModel {
                    $0.maximumAngle = 300
                    $0.labels = ["0", "25", "50", "75", "100"]
                }
            ),
        ]
        var drawing = Drawing(size: Size(width: 680, height: 190))
        drawing.append(contentsOf: sliderRow(cells))
        return GalleryScene(
            id: "slider-labels", section: sliderSection, title: "Labels",
            caption: "Four labels on a full circle take four slots from 12 o'clock; on a 300° arc five labels take "
                + "four slots, the last on the arc's end. Offsets move labels inward or outside (the slider shrinks "
                + "to make room).",
            drawing: drawing)
    }

    /// Default, custom-path and image markers.
    static var sliderMarkers: GalleryScene {
        var triangle = DrawingPath()
        triangle.move(to: Point(x: 0, y: -6))
        triangle.line(to: Point(x: 4, y: 4))
        triangle.line(to: Point(x: -4, y: 4))
        triangle.close()
        let cells: [(String, CircularSliderModel)] = [
            ("12 default markers", sliderModel { $0.markerCount = 12 }),
            (
                "path markers",
                sliderModel {
                    $0.markerCount = 8
                    $0.style.markerPath = triangle
                    $0.style.markerPaint = .color(.red)
                }
            ),
            (
                "image markers",
                sliderModel {
                    $0.markerCount = 6
                    $0.style.markerImage = "dot"
                    $0.style.markerSize = Size(width: 10, height: 10)
                }
            ),
            (
                "240° arc, 7 markers",
                sliderModel {
                    $0.maximumAngle = 240
                    $0.markerCount = 7
                }
            ),
        ]
        var drawing = Drawing(size: Size(width: 680, height: 190))
        drawing.append(contentsOf: sliderRow(cells))
        return GalleryScene(
            id: "slider-markers", section: sliderSection, title: "Markers",
            caption: "Default ellipse markers lie across the track; a custom path (red triangles, pointing outward) "
                + "wins over an image; image markers show the dot icon. On a 240° arc the 7 markers include "
                + "both ends.",
            drawing: drawing)
    }

    /// A true angular gradient along the filled arc.
    static var sliderGradient: GalleryScene {
        func gradient(_ value: Double, _ configure: (inout CircularSliderModel) -> Void = { _ in })
            -> CircularSliderModel
        {
            sliderModel(value: value) {
                $0.style.usesGradient = true
                $0.style.lineWidth = 14
                $0.style.firstHandle.enlargementPoints = 6
                configure(&$0)
            }
        }
        let cells: [(String, CircularSliderModel)] = [
            ("default colours, 90", gradient(90)),
            ("default colours, 40", gradient(40)),
            (
                "red → blue, 300°",
                gradient(100) {
                    $0.maximumAngle = 300
                    $0.style.gradientColors = [.red, .blue]
                }
            ),
        ]
        var drawing = Drawing(size: Size(width: 510, height: 190))
        drawing.append(contentsOf: sliderRow(cells))
        return GalleryScene(
            id: "slider-gradient", section: sliderSection, title: "Angular gradient",
            caption: "The filled arc changes colour along its length, from the start to the handle (by default "
                + "blue → indigo → purple, so its start stands out from the unfilled track); it is never one "
                + "blended colour. Right: an app's own colours, red → blue.",
            drawing: drawing)
    }

    /// Partial arcs with the gap down, rotated, and counter-clockwise.
    static var sliderArcs: GalleryScene {
        let cells: [(String, CircularSliderModel)] = [
            ("300°", sliderModel(value: 50) { $0.maximumAngle = 300 }),
            ("180°", sliderModel(value: 50) { $0.maximumAngle = 180 }),
            ("90°", sliderModel(value: 50) { $0.maximumAngle = 90 }),
            (
                "300° rotated to 3 o'clock",
                sliderModel(value: 50) {
                    $0.maximumAngle = 300
                    $0.rotationAngle = 90
                }
            ),
            (
                "300° counter-clockwise",
                sliderModel(value: 25) {
                    $0.maximumAngle = 300
                    $0.direction = .counterClockwise
                }
            ),
        ]
        var drawing = Drawing(size: Size(width: 850, height: 190))
        drawing.append(contentsOf: sliderRow(cells))
        return GalleryScene(
            id: "slider-arcs", section: sliderSection, title: "Partial arcs",
            caption: "Value 50 of 0…100 on 300°, 180° and 90° arcs with the gap centred at 6 o'clock (the handle at "
                + "12 o'clock), a 300° arc starting at 3 o'clock, and value 25 on a counter-clockwise 300° arc "
                + "(filling from the right-hand end).",
            drawing: drawing)
    }

    /// Two handles with independent styles.
    static var sliderRange: GalleryScene {
        let plain = sliderModel(value: 20) { $0.makeRange(secondValue: 70) }
        let styled = sliderModel(value: 10) {
            $0.makeRange(secondValue: 45)
            $0.maximumAngle = 270
            $0.style.filledPaint = .semantic(.tint)
            $0.style.firstHandle = CircularSliderHandleStyle(kind: .doubleCircle, paint: .color(.systemBlue))
            $0.style.secondHandle = CircularSliderHandleStyle(
                kind: .largeCircle, paint: .color(.red), enlargementPoints: 14)
            $0.markerCount = 10
        }
        let gradient = sliderModel(value: 30) {
            $0.makeRange(secondValue: 90)
            $0.style.usesGradient = true
            $0.style.lineWidth = 10
        }
        var drawing = Drawing(size: Size(width: 510, height: 190))
        drawing.append(
            contentsOf: sliderRow([
                ("20 – 70", plain), ("270°, styled per handle", styled),
                ("gradient between", gradient),
            ]))
        return GalleryScene(
            id: "slider-range", section: sliderSection, title: "Two handles",
            caption: "The filled arc runs between the two handles; each handle has its own type, colour and size "
                + "(blue double circle, larger red circle).",
            drawing: drawing)
    }

    /// A 24-hour clock over two turns.
    static var sliderClock: GalleryScene {
        var clock = CircularSliderModel(
            minimumValue: 0, maximumValue: 24, value: 18,
            bounds: Rect(x: 0, y: 0, width: 300, height: 300))
        clock.maximumRevolutions = .turns(2)
        clock.labels = ["12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"]
        clock.markerCount = 48
        clock.style.lineWidth = 10
        clock.style.filledPaint = .semantic(.tint)
        clock.style.markerSize = Size(width: 1.5, height: 4)
        clock.style.markerPaint = .color(.white)
        return GalleryScene(
            id: "slider-clock", section: sliderSection, title: "24-hour clock over two turns",
            caption: "18:00 on a 0…24 range spread over two full turns: the completed first turn is drawn at half "
                + "strength and the second turn filled to 6 o'clock; revolutions is 1.",
            drawing: clock.drawing())
    }
}
