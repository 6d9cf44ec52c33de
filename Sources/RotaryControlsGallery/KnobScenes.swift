import RotaryControls

/// The rotary knob section: the drawn look at several values, tick marks, MHRotaryKnob's image
/// look, the disabled and highlighted states, endless mode and the long-path animation.
extension GalleryScene {
    /// The section title of the rotary knob scenes.
    static let knobSection = "Rotary knob"

    /// The rotary knob scenes, in gallery order.
    public static var knob: [GalleryScene] {
        [knobDefaultValues, knobTickMarks, knobImages, knobDisabled, knobHighlighted, knobEndless, knobFilmstrip]
    }

    // MARK: - Helpers

    /// A row of knob cells, `cell` points apart, each captioned underneath.
    static func knobRow(_ cells: [(String, RotaryKnobModel, RotaryKnobStyle)], top: Double = 0, cell: Double = 130)
        -> [Drawing.Element]
    {
        var elements: [Drawing.Element] = []
        for (index, (caption, model, style)) in cells.enumerated() {
            var knob = model
            knob.style = style
            let inset = cell * 0.1
            knob.bounds = Rect(
                x: inset + cell * Double(index), y: top + inset, width: cell - 2 * inset, height: cell - 2 * inset)
            elements.append(contentsOf: knob.drawing().elements)
            elements.append(label(caption, at: Point(x: cell * (Double(index) + 0.5), y: top + cell + 4), size: 12))
        }
        return elements
    }

    /// A knob with `value`, configured by `configure`.
    static func knobModel(_ value: Double = 0.5, configure: (inout RotaryKnobModel) -> Void = { _ in })
        -> RotaryKnobModel
    {
        var knob = RotaryKnobModel(value: value)
        configure(&knob)
        return knob
    }

    /// A drawing of `cells` in one row.
    static func knobDrawing(_ cells: [(String, RotaryKnobModel, RotaryKnobStyle)], cell: Double = 130) -> Drawing {
        var drawing = Drawing(size: Size(width: cell * Double(cells.count), height: cell + 20))
        drawing.append(contentsOf: knobRow(cells, cell: cell))
        return drawing
    }

    /// `value` as the knob speaks it (two decimals at most).
    static func knobNumber(_ value: Double) -> String { RotaryKnobModel().spokenValue(value) }

    /// The images of the image look, by name (the Linux asset folder provides the files).
    static let knobImageSet = RotaryKnobImages(
        background: "knob-background", foreground: "knob-foreground", knob: "knob", highlightedKnob: "knob-highlighted")

    // MARK: - Scenes

    /// The drawn default look at the minimum, a quarter, the middle, three quarters, the maximum.
    static var knobDefaultValues: GalleryScene {
        let cells = [0, 0.25, 0.5, 0.75, 1].map { value in
            (knobNumber(value), knobModel(value), RotaryKnobStyle())
        }
        return GalleryScene(
            id: "knob-default-values", section: knobSection, title: "Default look",
            caption: "No images needed: a grey track from −135° to +135°, the value arc in the tint colour from the "
                + "lower left to the value, a shaded body (light in a light theme, dark in a dark one) and a pointer line. Values 0, 0.25, 0.5 (pointing straight "
                + "up), 0.75 and 1; the gap is at the bottom.",
            drawing: knobDrawing(cells))
    }

    /// Tick marks on the default arc, a wider arc, a full circle and a stepped knob.
    static var knobTickMarks: GalleryScene {
        let cells: [(String, RotaryKnobModel, RotaryKnobStyle)] = [
            ("11 ticks", knobModel(0.3), RotaryKnobStyle(tickCount: 11)),
            ("5 ticks, ±150°", knobModel(0.5) { $0.maximumAngle = 300 }, RotaryKnobStyle(tickCount: 5)),
            ("step 0.1, 11 ticks", knobModel(0.62) { $0.step = 0.1 }, RotaryKnobStyle(tickCount: 11)),
            ("full circle, 12", knobModel(0.25) { $0.maximumAngle = 360 }, RotaryKnobStyle(tickCount: 12)),
            ("1 tick (middle)", knobModel(0.8), RotaryKnobStyle(tickCount: 1)),
        ]
        return GalleryScene(
            id: "knob-tick-marks", section: knobSection, title: "Tick marks",
            caption: "Ticks between the track and the body, from the arc's start to its end (both ends included); "
                + "a full circle spaces 12 like a clock; a stepped knob shows 0.6, the step nearest 0.62, on a tick; "
                + "a single tick sits at the middle.",
            drawing: knobDrawing(cells))
    }

    /// MHRotaryKnob's image look: normal, highlighted, disabled (fallback) and a moved centre.
    static var knobImages: GalleryScene {
        var pressed = knobModel(0.75)
        pressed.bounds = Rect(x: 0, y: 0, width: 104, height: 104)
        pressed.handle(.began(x: 52, y: 2, at: 0)) { _ in }
        var disabled = knobModel(0.25)
        disabled.setEnabled(false) { _ in }
        var moved = knobImageSet
        moved.knobImageCenter = Point(x: 470, y: 52)
        let small = RotaryKnobStyle(images: knobImageSet, knobImageSize: Size(width: 70, height: 70))
        let cells: [(String, RotaryKnobModel, RotaryKnobStyle)] = [
            ("default size, 0.5", knobModel(0.5), .images(knobImageSet)),
            ("highlighted, 0.75", pressed, small),
            ("disabled, 0.25", disabled, small),
            (
                "knob centre moved", knobModel(1),
                RotaryKnobStyle(images: moved, knobImageSize: Size(width: 60, height: 60))
            ),
        ]
        return GalleryScene(
            id: "knob-images", section: knobSection, title: "Image look",
            caption: "Background, knob and foreground images, the background filling the bounds; "
                + "the foreground (a gloss) fills the bounds too unless the knob image has its own size or centre, "
                + "then it follows the knob image without turning. The knob image is as large as the bounds by default (first), 70 × 70 in the "
                + "next two so its turn shows: upright at 0.5, +67.5° at 0.75, −67.5° at 0.25. The highlighted state "
                + "uses knob-highlighted, the disabled one falls back to knob and is dimmed; the last is 60 × 60 "
                + "around a centre moved up and to the right, turned +135° for 1.",
            drawing: knobDrawing(cells))
    }

    /// The disabled state, drawn and with its own disabled image.
    static var knobDisabled: GalleryScene {
        func disabled(_ value: Double) -> RotaryKnobModel {
            var knob = knobModel(value)
            knob.setEnabled(false) { _ in }
            return knob
        }
        var own = knobImageSet
        own.disabledKnob = "knob-disabled"
        let cells: [(String, RotaryKnobModel, RotaryKnobStyle)] = [
            ("enabled, 0.3", knobModel(0.3), RotaryKnobStyle(tickCount: 7)),
            ("disabled, 0.3", disabled(0.3), RotaryKnobStyle(tickCount: 7)),
            ("disabled, opacity 0.2", disabled(0.7), RotaryKnobStyle(disabledOpacity: 0.2)),
            ("own disabled image", disabled(0.5), .images(own)),
        ]
        return GalleryScene(
            id: "knob-disabled", section: knobSection, title: "Disabled",
            caption: "A disabled knob is dimmed as a whole (0.4 by default, 0.2 in the third); with its own "
                + "disabled knob image it is drawn at full strength with that image.",
            drawing: knobDrawing(cells))
    }

    /// Highlighted while tracking: the body darkens.
    static var knobHighlighted: GalleryScene {
        var pressed = knobModel(0.5)
        pressed.bounds = Rect(x: 0, y: 0, width: 104, height: 104)
        pressed.handle(.began(x: 52, y: 2, at: 0)) { _ in }
        for step in 1...3 { // a quarter turn in 30° samples (a single 90° sample would be ignored)
            let point = Point(center: Point(x: 52, y: 52), radius: 50, bearing: Bearing(degrees: Double(step) * 30))
            pressed.handle(.moved(x: point.x, y: point.y, at: Double(step) / 10)) { _ in }
        }
        let cells: [(String, RotaryKnobModel, RotaryKnobStyle)] = [
            ("normal", knobModel(0.5 + 90.0 / 270), RotaryKnobStyle(tickCount: 11)),
            ("tracking", pressed, RotaryKnobStyle(tickCount: 11)),
        ]
        return GalleryScene(
            id: "knob-highlighted", section: knobSection, title: "Highlighted",
            caption: "The same value (a quarter turn right of the middle) at rest and while a finger turns it: the "
                + "body is darker while tracking.",
            drawing: knobDrawing(cells))
    }

    /// Endless mode: a full-circle track with a value mark.
    static var knobEndless: GalleryScene {
        func endless(_ value: Double) -> RotaryKnobModel {
            knobModel {
                $0.isEndless = true
                $0.detentsPerTurn = 12
                $0.value = value
            }
        }
        let cells: [(String, RotaryKnobModel, RotaryKnobStyle)] = [
            ("0", endless(0), RotaryKnobStyle(tickCount: 12)),
            ("0.25", endless(0.25), RotaryKnobStyle(tickCount: 12)),
            ("0.6", endless(0.6), RotaryKnobStyle(tickCount: 12)),
            ("1.1 → 0.1", endless(1.1), RotaryKnobStyle(tickCount: 12)),
        ]
        return GalleryScene(
            id: "knob-endless", section: knobSection, title: "Endless mode",
            caption: "The iPod wheel: no ends, one turn is the whole range and the value wraps (1.1 shows 0.1). The "
                + "track is a full circle with a short value mark at the pointer; 0 points to 12 o'clock, 0.25 to 3. "
                + "12 ticks mark the 12 detents.",
            drawing: knobDrawing(cells))
    }

    /// A filmstrip of `setValue(1, animated: true)` from 0, linear, in nine frames.
    static var knobFilmstrip: GalleryScene {
        var knob = knobModel(0)
        knob.setValue(1, animated: true, duration: 0.8, curve: .linear, at: 0) { _ in }
        var cells: [(String, RotaryKnobModel, RotaryKnobStyle)] = []
        for frame in 0...8 {
            let time = Double(frame) / 10
            knob.advance(to: time) { _ in }
            cells.append(("t=\(knobNumber(time))", knob, RotaryKnobStyle(tickCount: 3)))
        }
        return GalleryScene(
            id: "knob-animation-filmstrip", section: knobSection, title: "Animation the long way",
            caption: "setValue(1, animated: true) from 0, linear over 0.8 s: the pointer goes from the lower left up "
                + "through 12 o'clock (t=0.4, the fifth frame) to the lower right — the long way round, never across the gap.",
            drawing: knobDrawing(cells, cell: 110))
    }
}
