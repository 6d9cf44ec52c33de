import RotaryControls
import RotaryControlsGTK

// MARK: - Circular sliders

extension DemoWindow {
    /// A single-handle slider on a 300° arc with its gap at 6 o'clock, labels every 25 and
    /// eleven markers; "Snapping" snaps to labels and markers on release, "Counter-clockwise"
    /// turns the arc's direction. Its dump line carries `labels=` (where its labels are drawn,
    /// see `DemoDump.textPlaces(in:)`).
    func addSlider() {
        var model = CircularSliderModel(value: 30)
        model.maximumAngle = 300
        model.labels = ["0", "25", "50", "75", "100"]
        model.markerCount = 11
        let slider = CircularSliderWidget(
            model: model, renderer: renderer, width: Self.controlSize, height: Self.controlSize)
        let cell = DemoCell(
            name: "slider", title: "Circular slider", control: slider.widget,
            value: { slider.model.value }, text: { slider.model.accessibilityElements.first?.value ?? "" })
        cell.fields = {
            [
                ("editing", slider.model.isTracking ? "1" : "0"), ("radius", "\(slider.model.layout.radius)"),
                ("labels", DemoDump.textPlaces(in: slider.model.drawing())),
            ]
        }
        slider.onEvent = { (_: CircularSliderModel.Event) in cell.refresh() }
        whenSettingsChange { settings in
            slider.model.snapToLabels = settings.snapping
            slider.model.snapToMarkers = settings.snapping
            slider.model.direction = settings.counterClockwise ? .counterClockwise : .clockwise
        }
        add(cell, owner: slider)
    }

    /// A range slider (two handles, 20…70, minimum distance 10) on a 270° arc; the arc between
    /// the handles drags the whole range. Its dump line carries `upper=` for the second handle.
    func addRangeSlider() {
        var model = CircularSliderModel(value: 20, secondValue: 70)
        model.maximumAngle = 270
        model.allowsRangeDrag = true
        model.markerCount = 10
        let slider = CircularSliderWidget(
            model: model, renderer: renderer, width: Self.controlSize, height: Self.controlSize)
        let cell = DemoCell(
            name: "range", title: "Range slider", control: slider.widget,
            value: { slider.model.value },
            text: { Self.rangeText(slider.model) })
        cell.fields = {
            [
                ("upper", "\(slider.model.secondValue ?? slider.model.value)"),
                ("editing", slider.model.isTracking ? "1" : "0"),
                ("radius", "\(slider.model.layout.radius)"),
            ]
        }
        slider.onEvent = { (_: CircularSliderModel.Event) in cell.refresh() }
        whenSettingsChange { settings in
            slider.model.snapToMarkers = settings.snapping
            slider.model.direction = settings.counterClockwise ? .counterClockwise : .clockwise
        }
        add(cell, owner: slider)
    }

    /// A thumbless slider (no handle: a 12-point progress ring): a press anywhere on the ring
    /// moves the value there and drags it.
    func addThumblessSlider() {
        var model = CircularSliderModel(value: 65)
        model.handleVisibility = .hidden
        model.style.lineWidth = 12
        let slider = CircularSliderWidget(
            model: model, renderer: renderer, width: Self.controlSize, height: Self.controlSize)
        let cell = DemoCell(
            name: "slider-thumbless", title: "Thumbless slider", control: slider.widget,
            value: { slider.model.value }, text: { slider.model.accessibilityElements.first?.value ?? "" })
        cell.fields = {
            [("editing", slider.model.isTracking ? "1" : "0"), ("radius", "\(slider.model.layout.radius)")]
        }
        slider.onEvent = { (_: CircularSliderModel.Event) in cell.refresh() }
        whenSettingsChange { settings in
            slider.model.direction = settings.counterClockwise ? .counterClockwise : .clockwise
        }
        add(cell, owner: slider)
    }

    /// "20 – 70", spoken-value style, for the range cell's label.
    static func rangeText(_ model: CircularSliderModel) -> String {
        let elements = model.accessibilityElements
        return elements.map(\.value).joined(separator: " – ")
    }
}
