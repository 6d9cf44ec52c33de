import RotaryControls
import Testing

@Suite struct CircularSliderDefaultsTests {
    static let model = CircularSliderModel()
    static let style = CircularSliderStyle()
    /// MSCircularSlider's colours live on in this preset; the default style paints with roles.
    static let classic = CircularSliderStyle.msCircularSliderClassic

    /// Every member of seed 001 and the facts file, with its default: sizes and behaviour are
    /// MSCircularSlider's; colours follow the theme by default and are MSCircularSlider's in
    /// the classic preset.
    static let table: [(String, String, String)] = [
        ("minimumValue", "\(model.minimumValue)", "0.0"),
        ("maximumValue", "\(model.maximumValue)", "100.0"),
        ("value", "\(model.value)", "0.0"),
        ("secondValue", "\(String(describing: model.secondValue))", "nil"),
        ("step", "\(String(describing: model.step))", "nil"),
        ("isContinuous", "\(model.isContinuous)", "true"),
        ("maximumAngle", "\(model.maximumAngle)", "360.0"),
        ("rotationAngle", "\(String(describing: model.rotationAngle))", "nil"),
        ("direction", "\(model.direction)", "clockwise"),
        ("maximumRevolutions", "\(model.maximumRevolutions)", "bounded"),
        ("revolutions", "\(model.revolutions)", "0"),
        ("labels", "\(model.labels)", "[]"),
        ("markerCount", "\(model.markerCount)", "0"),
        ("snapToLabels", "\(model.snapToLabels)", "false"),
        ("snapToMarkers", "\(model.snapToMarkers)", "false"),
        ("magneticDetentDegrees", "\(String(describing: model.magneticDetentDegrees))", "nil"),
        ("touchPolicy", "\(model.touchPolicy)", "handleOnly"),
        ("allowsRangeDrag", "\(model.allowsRangeDrag)", "false"),
        ("minimumDistance", "\(model.minimumDistance)", "10.0"),
        ("needsFrames", "\(model.needsFrames)", "false"),
        ("lineWidth", "\(style.lineWidth)", "5.0"),
        ("sliderPadding", "\(style.sliderPadding)", "0.0"),
        ("filledColor", "\(style.filledPaint == .semantic(.tint))", "true"),
        ("filledColor classic", "\(classic.filledPaint == .color(.darkGray))", "true"),
        ("unfilledColor", "\(style.unfilledPaint == .semantic(.track))", "true"),
        ("unfilledColor classic", "\(classic.unfilledPaint == .color(.lightGray))", "true"),
        ("lineCap", "\(style.lineCap)", "round"),
        ("usesGradient", "\(style.usesGradient)", "false"),
        ("gradientColors", "\(style.gradientColors == CircularSliderStyle.defaultGradientColors)", "true"),
        ("gradientColors classic", "\(classic.gradientColors == [.lightGray, .blue, .darkGray])", "true"),
        ("handleType", "\(style.firstHandle.kind)", "largeCircle"),
        ("handleColor", "\(style.firstHandle.paint == .semantic(.tint))", "true"),
        ("handleColor classic", "\(classic.firstHandle.paint == .color(.darkGray))", "true"),
        ("handleImage", "\(String(describing: style.firstHandle.image))", "nil"),
        ("handleRotatable", "\(style.firstHandle.isRotatable)", "false"),
        ("handleEnlargementPoints", "\(style.firstHandle.enlargementPoints)", "10.0"),
        ("handleHighlightable", "\(style.firstHandle.isHighlightable)", "true"),
        ("secondHandle", "\(style.secondHandle == style.firstHandle)", "true"),
        ("minimumTouchSize", "\(style.minimumTouchSize)", "44.0"),
        ("labelFont", "\(style.labelFontSize) \(style.labelWeight)", "12.0 regular"),
        ("labelColor", "\(style.labelPaint == .semantic(.label))", "true"),
        ("labelColor classic", "\(classic.labelPaint == .color(.black))", "true"),
        ("labelOffset", "\(style.labelOffset)", "0.0"),
        ("markerColor", "\(style.markerPaint == .semantic(.label))", "true"),
        ("markerColor classic", "\(classic.markerPaint == .color(.darkGray))", "true"),
        ("markerPath", "\(String(describing: style.markerPath))", "nil"),
        ("markerImage", "\(String(describing: style.markerImage))", "nil"),
        ("animationDuration", "\(ValueAnimation.defaultDuration)", "0.75"),
    ]

    @Test(arguments: table.map { [$0.0, $0.1, $0.2] })
    func defaultValue(row: [String]) {
        #expect(row[1] == row[2], "\(row[0])")
    }

    @Test func gapIsDownByDefaultAndRotationAngleMovesTheStart() {
        var slider = CircularSliderModel()
        slider.maximumAngle = 300
        #expect(isClose(slider.arc.start.degrees, 210) && isClose(slider.arc.end.degrees, 150))
        slider.rotationAngle = 90
        #expect(isClose(slider.arc.start.degrees, 90) && isClose(slider.arc.end.degrees, 30))
        slider.rotationAngle = .nan
        #expect(slider.rotationAngle == nil && isClose(slider.arc.start.degrees, 210))
        slider.maximumAngle = 360
        slider.rotationAngle = 90
        #expect(slider.arc.isFullCircle && slider.arc.start == .top)
        slider.direction = .counterClockwise
        slider.maximumAngle = 300
        slider.rotationAngle = nil
        #expect(isClose(slider.arc.start.degrees, 150) && isClose(slider.arc.end.degrees, 210))
    }

    @Test(arguments: [0.0, -10, 361, .nan, .infinity, -.infinity])
    func maximumAngleOutsideRangeFallsBackTo360(angle: Double) {
        var slider = CircularSliderModel()
        slider.maximumAngle = 180
        slider.maximumAngle = angle
        #expect(slider.maximumAngle == 360 && slider.isFullCircle)
    }

    @Test func badValuesAreIgnoredOrClamped() {
        var slider = CircularSliderModel(value: 250)
        #expect(slider.value == 100)
        slider.value = .nan
        #expect(slider.value == 100)
        slider.value = -.infinity
        #expect(slider.value == 100)
        slider.value = -5
        #expect(slider.value == 0)
        slider.maximumValue = .nan
        #expect(slider.maximumValue == 100)
        slider.minimumValue = 150
        #expect(slider.minimumValue == 150 && slider.maximumValue == 150 && slider.value == 150)
        slider.markerCount = -3
        #expect(slider.markerCount == 0)
        slider.step = 0
        #expect(slider.step == nil)
        slider.changeLabel(at: 4, to: "x")
        slider.removeLabel(at: -1)
        #expect(slider.labels.isEmpty)
        slider.addLabel("a")
        slider.addLabel("b")
        slider.changeLabel(at: 1, to: "c")
        slider.removeLabel(at: 0)
        #expect(slider.labels == ["c"])
    }

    /// Found by FuzzCircularSlider: a subnormal arc (1.07e-321°) with markers and magnetic
    /// detents made the marker spacing 0 and the nearest marker 0 / 0 — a crash converting
    /// NaN to an index. Every marker then sits at the start.
    @Test func aSubnormalArcWithDetentsDoesNotCrash() {
        var slider = CircularSliderModel(value: 0)
        slider.maximumAngle = .leastNonzeroMagnitude * 216 // 1.07e-321°
        slider.markerCount = 118
        slider.magneticDetentDegrees = 10
        // On the handle at 12 o'clock, then back past the start: the finger rests at 0.
        #expect(sameEvents(slider.send(sliderEvent(.began, 0)), [.editingBegan(.first)]))
        _ = slider.send(sliderEvent(.moved, 350))
        _ = slider.send(sliderEvent(.ended, 350))
        #expect(slider.value == 0 && !slider.isTracking)
        #expect(!slider.drawing().description.contains("nan"))
    }

    /// Found by FuzzCircularSlider: an endless slider whose range is wider than a `Double`
    /// turned its drag position into NaN and crashed counting turns.
    @Test func anEndlessDragOverARangeWiderThanADouble() {
        var slider = CircularSliderModel(minimumValue: -.greatestFiniteMagnitude, maximumValue: 1e300, value: 1e300)
        slider.maximumRevolutions = .endless
        slider.labels = ["a", "b"]
        _ = slider.send(sliderEvent(.began, 0))
        _ = slider.send(sliderEvent(.moved, 90))
        _ = slider.send(sliderEvent(.ended, 90))
        #expect(slider.value.isFinite && slider.value >= slider.minimumValue && slider.value <= 1e300)
        #expect(!slider.spokenValue(slider.value).isEmpty)
        #expect(!slider.drawing().description.contains("nan"))
    }

    @Test func emptyRangeIsLegal() {
        var slider = CircularSliderModel(minimumValue: 5, maximumValue: 5, value: 9)
        #expect(slider.value == 5)
        _ = slider.send(sliderEvent(.began, 0))
        let events = slider.send(sliderEvent(.moved, 90))
        #expect(slider.value == 5 && !events.contains { if case .valueChanged = $0 { true } else { false } })
    }

    @Test(arguments: [
        (0, 4, true, 0.0), (1, 4, true, 0.25), (3, 4, true, 0.75), (0, 5, false, 0), (4, 5, false, 1),
        (2, 5, false, 0.5), (0, 1, false, 0), (5, 5, false, 0), (-1, 5, true, 0), (0, 0, true, 0),
    ])
    func distribution(index: Int, count: Int, full: Bool, expected: Double) {
        #expect(CircularSliderModel.slotFraction(index, count: count, isFullCircle: full) == expected)
    }

    @Test func secondHandleStartsSixtyDegreesAlong() {
        var slider = CircularSliderModel()
        slider.makeRange()
        #expect(isClose(slider.secondValue ?? -1, 100.0 / 6))
        #expect(slider.isRange)
    }

    @Test func gradientColorsAddChangeRemove() {
        var style = CircularSliderStyle.msCircularSliderClassic
        style.addColor(.red)
        style.changeColor(at: 0, to: .white)
        style.changeColor(at: 9, to: .white)
        style.removeColor(at: 1)
        style.removeColor(at: 9)
        #expect(style.gradientColors == [.white, .darkGray, .red])
    }
}
