import RotaryControls

/// The look section: finishes of the slider and the knob (MSCircularSlider's promised glossy,
/// matte and pearlescent), centred partial arcs, and the default look in a dark palette.
extension GalleryScene {
    /// The section title of the look scenes.
    static let lookSection = "Look: finishes and dark mode"

    /// The look scenes, in gallery order.
    public static var look: [GalleryScene] {
        [lookSliderFinishes, lookKnobFinishes, lookCentredArcs]
    }

    /// The slider with each finish on its track and handle, and a range with glossy handles.
    static var lookSliderFinishes: GalleryScene {
        let cells = SurfaceFinish.allCases.map { finish in
            (
                finish.rawValue,
                sliderModel(value: 65) { slider in
                    slider.style.lineWidth = 12
                    slider.style.finish = finish
                    slider.style.firstHandle.finish = finish
                    slider.style.firstHandle.enlargementPoints = 14
                }
            )
        }
        return GalleryScene(
            id: "look-slider-finishes", section: lookSection, title: "Slider finishes",
            caption: "A 12-point track and its handle in each finish: flat; matte (lit from above, a darker edge and "
                + "rim); glossy (a bright highlight along the inner edge of the track and across the top of the "
                + "handle); pearlescent (an iridescent pink, lavender and mint sheen). Finishes only add translucent "
                + "highlights and shades over the flat colour, so they work on any colour and in dark mode.",
            drawing: sliderDrawing(cells))
    }

    /// The drawn knob with each finish.
    static var lookKnobFinishes: GalleryScene {
        let cells: [(String, RotaryKnobModel, RotaryKnobStyle)] = SurfaceFinish.allCases.map { finish in
            (finish.rawValue, knobModel(0.6), RotaryKnobStyle(finish: finish, tickCount: 9))
        }
        return GalleryScene(
            id: "look-knob-finishes", section: lookSection, title: "Knob finishes",
            caption: "The drawn knob's body in each finish: flat; matte (the default: a soft shadow, shading lit "
                + "from above and a rim); glossy; pearlescent.",
            drawing: knobDrawing(cells))
    }

    /// 90° and 180° arcs with and without centring the visible arc.
    static var lookCentredArcs: GalleryScene {
        func arc(_ degrees: Double, centred: Bool) -> CircularSliderModel {
            sliderModel(value: 60) { slider in
                slider.maximumAngle = degrees
                slider.markerCount = 5
                slider.style.centersVisibleArc = centred
            }
        }
        let cells = [
            ("180°", arc(180, centred: false)), ("180°, centred", arc(180, centred: true)),
            ("90°", arc(90, centred: false)), ("90°, centred", arc(90, centred: true)),
        ]
        return GalleryScene(
            id: "look-centred-arcs", section: lookSection, title: "Centring the visible arc",
            caption: "By default the whole circle is centred, so a 180° or 90° arc sits in the top of an empty frame; "
                + "with centersVisibleArc the visible arc and its handle room are centred and grow to fill the frame.",
            drawing: sliderDrawing(cells))
    }

    /// A drawing of slider `cells` in one row, 170 points each.
    static func sliderDrawing(_ cells: [(String, CircularSliderModel)]) -> Drawing {
        var drawing = Drawing(size: Size(width: 170 * Double(cells.count), height: 190))
        drawing.append(contentsOf: sliderRow(cells))
        return drawing
    }
}
