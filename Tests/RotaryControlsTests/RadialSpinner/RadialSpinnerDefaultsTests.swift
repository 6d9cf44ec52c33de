import RotaryControls
import Testing

@Suite struct RadialSpinnerDefaultsTests {
    static let model = RadialSpinnerModel()
    static let style = RadialSpinnerStyle()

    /// Every option of seed 003 and of the facts file, with its default.
    static let table: [(String, String, String)] = [
        ("items (values)", "\(model.items.count)", "0"),
        ("selectedIndex (empty)", "\(String(describing: model.selectedIndex))", "nil"),
        ("selectedItem (value)", "\(String(describing: model.selectedItem))", "nil"),
        ("isEmpty", "\(model.isEmpty)", "true"),
        ("isOpen", "\(model.isOpen)", "false"),
        ("spinnerMode", "\(model.mode)", "automatic"),
        ("spinnerThreshold", "\(model.threshold)", "15"),
        ("usesPicker (empty, automatic)", "\(model.usesPicker)", "false"),
        ("isSoundOn", "\(model.isSoundOn)", "true"),
        ("isHapticsOn", "\(model.isHapticsOn)", "true"),
        ("closedIcon", "\(String(describing: model.closedIcon))", "nil"),
        ("radius (nearest edge)", "\(String(describing: model.radius))", "nil"),
        ("open radius in default bounds", "\(model.layout.ringRadius)", "150.0"),
        ("isReduceMotionEnabled", "\(model.isReduceMotionEnabled)", "false"),
        ("isEnabled", "\(model.isEnabled)", "true"),
        ("maximumVisibleSpokes", "\(model.maximumVisibleSpokes)", "40"),
        ("flingTimeConstant", "\(model.flingTimeConstant)", "1.0"),
        ("settle duration", "\(AimedMotion.settleDuration)", "0.25"),
        ("click duration", "\(AimedMotion.clickDuration)", "0.2"),
        ("defaultSpinDuration", "\(RadialSpinnerModel.defaultSpinDuration)", "4.0"),
        ("asksBeforeClosing", "\(model.asksBeforeClosing)", "false"),
        ("isRightToLeft", "\(model.isRightToLeft)", "false"),
        ("accessibilityLabel", model.accessibilityLabel, "Spinner"),
        ("maximumFlingSpeed", "\(RadialSpinnerModel.maximumFlingSpeed)", "40.0"),
        ("tapSlop", "\(RadialSpinnerModel.tapSlop)", "8.0"),
        ("needsFrames", "\(model.needsFrames)", "false"),
        ("isEditing", "\(model.isEditing)", "false"),
        ("predictedRestingIndex", "\(String(describing: model.predictedRestingIndex))", "nil"),
        ("bounds", "\(model.bounds == Rect(x: 0, y: 0, width: 300, height: 300))", "true"),
        ("centerRadius", "\(style.centerRadius)", "30.0"),
        ("showsIconInCenter", "\(style.showsIconInCenter)", "true"),
        ("showsCenterBackground", "\(style.showsCenterBackground)", "true"),
        ("showsCenterBorder", "\(style.showsCenterBorder)", "true"),
        ("centerBackground (view background)", "\(style.centerBackgroundPaint == .semantic(.background))", "true"),
        ("daisy", "\(style.isDaisy)", "true"),
        ("borderColor (tint)", "\(style.borderPaint == .semantic(.tint))", "true"),
        ("borderWidth", "\(style.borderWidth)", "2.0"),
        ("openBackgroundColor (clear)", "\(style.openBackgroundPaint == .color(.clear))", "true"),
        (
            "pickerRowBackgroundColor / icon background (clear)", "\(style.iconBackgroundPaint == .color(.clear))",
            "true"
        ),
        ("maximumIconRadius", "\(style.maximumIconRadius)", "40.0"),
        ("disabledOpacity", "\(style.disabledOpacity)", "0.35"),
        ("displayFont", "\(style.displayFontSize) \(style.displayFontWeight)", "20.0 bold"),
        ("minimumTouchSize", "\(style.minimumTouchSize)", "44.0"),
        ("picker style (PickerWheelStyle defaults)", "\(style.picker == PickerWheelStyle())", "true"),
        ("picker row height", "\(style.picker.rowHeight)", "44.0"),
        ("isShowingPicker", "\(model.isShowingPicker)", "false"),
        ("item title", "\(SpinnerItem(icon: "star").title.isEmpty)", "true"),
        ("item isEnabled", "\(SpinnerItem(icon: "star").isEnabled)", "true"),
    ]

    @Test(arguments: table.map { [$0.0, $0.1, $0.2] })
    func defaultValue(row: [String]) {
        #expect(row[1] == row[2], "\(row[0])")
    }

    @Test func convenienceInitialiserTakesValuesSelectionAndMode() {
        let spinner = RadialSpinnerModel(items: spinnerItems(5), selectedIndex: 3, mode: .pickerOnly)
        #expect(spinner.count == 5 && !spinner.isEmpty)
        #expect(spinner.selectedIndex == 3 && spinner.selectedItem?.title == "leaf 3")
        #expect(spinner.mode == .pickerOnly && spinner.usesPicker)
        #expect(spinner.ringPosition == 3)
    }

    @Test(arguments: [(-5, 0), (2, 2), (9, 4), (Int.max, 4), (Int.min, 0)])
    func selectedIndexIsClamped(requested: Int, expected: Int) {
        var spinner = RadialSpinnerModel(items: spinnerItems(5), selectedIndex: requested)
        #expect(spinner.selectedIndex == expected)
        spinner.selectedIndex = 1
        spinner.selectedIndex = requested
        #expect(spinner.selectedIndex == expected && spinner.ringPosition == Double(expected))
    }

    @Test func badOptionValuesGetDefinedAnswers() {
        var spinner = RadialSpinnerModel(items: spinnerItems(3))
        spinner.threshold = -4
        #expect(spinner.threshold == 0 && spinner.usesPicker)
        spinner.radius = .nan
        #expect(spinner.radius == nil)
        spinner.radius = -1
        #expect(spinner.radius == nil)
        spinner.radius = 500 // capped by the bounds' nearest edge
        #expect(spinner.radius == 500 && spinner.layout.ringRadius == 150)
        spinner.radius = 80
        #expect(spinner.layout.ringRadius == 80)
        spinner.maximumVisibleSpokes = 0
        #expect(spinner.maximumVisibleSpokes == 2)
        spinner.flingTimeConstant = .nan
        spinner.flingTimeConstant = -1
        #expect(spinner.flingTimeConstant == 1)
        spinner.selectedIndex = nil // ignored while an item is enabled
        #expect(spinner.selectedIndex == 0)
    }

    @Test(arguments: [
        (RadialSpinnerMode.automatic, 14, false), (.automatic, 15, true), (.automatic, 100, true),
        (.radialOnly, 100, false), (.pickerOnly, 2, true), (.radialOnly, 0, false),
    ])
    func thresholdSwitching(mode: RadialSpinnerMode, count: Int, picker: Bool) {
        var spinner = RadialSpinnerModel(items: spinnerItems(count), mode: mode)
        #expect(spinner.usesPicker == picker)
        spinner.threshold = count + 1
        #expect(spinner.usesPicker == (mode == .pickerOnly || (mode == .automatic && count >= count + 1)))
    }
}
