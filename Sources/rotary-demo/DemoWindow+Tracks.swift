import CGtk4
import Foundation
import RotaryControls
import RotaryControlsGTK

// MARK: - Track configuration: neutral value, ticks, taper, level overlay

extension DemoWindow {
    /// A pan knob (−1…+1, its fill from the neutral 0, Ctrl-click resets to 0), a frequency knob
    /// (20 Hz – 20 kHz, logarithmic, in Hz), a knob whose meter a tick callback animates (with a
    /// held peak) and a slider with titled ticks that rests only on them. Each takes a typed
    /// value (a digit or Ctrl+E on the focused control).
    func addTrackControls() {
        let pan = RotaryTrackConfiguration(neutralValue: 0, format: ValueFormat(fractionDigits: 2, showsPlusSign: true))
        addTrackKnob(
            name: "knob-pan", title: "Pan (neutral 0)",
            model: RotaryKnobModel(minimumValue: -1, maximumValue: 1, value: -0.4, defaultValue: 0),
            configuration: pan, tickCount: 11)
        let frequency = RotaryTrackConfiguration(
            taper: .logarithmic, format: ValueFormat(fractionDigits: 0, unit: .hertz))
        addTrackKnob(
            name: "knob-frequency", title: "Frequency (log)",
            model: RotaryKnobModel(minimumValue: 20, maximumValue: 20_000, value: 1_000, defaultValue: 1_000),
            configuration: frequency, tickCount: 4)
        let level = addTrackKnob(
            name: "knob-level", title: "Level meter",
            model: RotaryKnobModel(value: 0.7), configuration: RotaryTrackConfiguration(), tickCount: 0)
        level.model.levelOverlay = RotaryLevelOverlay(kind: .meter)
        DemoLevelSignal.drive(level)
        addTickSlider()
    }

    @discardableResult
    private func addTrackKnob(
        name: String, title: String, model: RotaryKnobModel,
        configuration: RotaryTrackConfiguration, tickCount: Int
    ) -> RotaryKnobWidget {
        var model = model
        model.trackConfiguration = configuration
        model.style = RotaryKnobStyle(tickCount: tickCount)
        let knob = RotaryKnobWidget(model: model, renderer: renderer, width: Self.controlSize, height: Self.controlSize)
        let cell = DemoCell(
            name: name, title: title, control: knob.widget,
            value: { knob.model.value }, text: { knob.model.valueText })
        cell.fields = {
            [
                ("editing", knob.model.isTracking ? "1" : "0"),
                ("level", String(format: "%.3f", knob.model.levelOverlay?.level ?? 0)),
            ]
        }
        knob.onEvent = { (_: RotaryKnobModel.Event) in cell.refresh() }
        add(cell, owner: knob)
        return knob
    }

    /// A 270° slider with five titled ticks that rests only on them.
    private func addTickSlider() {
        var model = CircularSliderModel(value: 50)
        model.maximumAngle = 270
        let titles = ["Off", "Low", "Mid", "High", "Max"]
        let ticks = titles.enumerated().map { TrackTick(value: Double($0.offset) * 25, title: $0.element) }
        model.trackConfiguration = RotaryTrackConfiguration(ticks: ticks, allowsTickValuesOnly: true)
        let slider = CircularSliderWidget(
            model: model, renderer: renderer, width: Self.controlSize, height: Self.controlSize)
        let cell = DemoCell(
            name: "slider-ticks", title: "Ticks only", control: slider.widget,
            value: { slider.model.value }, text: { slider.model.accessibilityElements.first?.value ?? "" })
        cell.fields = { [("editing", slider.model.isTracking ? "1" : "0")] }
        slider.onEvent = { (_: CircularSliderModel.Event) in cell.refresh() }
        add(cell, owner: slider)
    }
}

/// A made-up audio level for the meter knob: a tick callback on the widget's frame clock
/// feeds the overlay at display rate (`update(level:at:)`, whose layer alone redraws); the
/// overlay holds each peak, then lets it fall.
@MainActor
enum DemoLevelSignal {
    static func drive(_ knob: RotaryKnobWidget) {
        _ = gtk_widget_add_tick_callback(knob.widget, onTick, Unmanaged.passUnretained(knob).toOpaque(), nil)
    }

    /// Each frame: the level at the frame's time, with that time (the overlay's clock).
    static let onTick: GtkTickCallback = { _, clock, data in
        let time = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated { feed(address, time) }
        return 1
    }

    private static func feed(_ address: UInt, _ time: Double) {
        let knob = Unmanaged<RotaryKnobWidget>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
        knob.model.levelOverlay?.update(level: level(at: time), at: time)
    }

    /// Beats of decaying bursts with a slow swell: between 0 and 1.
    static func level(at time: Double) -> Double {
        let beat = time.truncatingRemainder(dividingBy: 0.8) / 0.8
        let swell = 0.5 + 0.5 * sin(time * 0.9)
        return Swift.min(1, Swift.max(0, (0.55 + 0.4 * swell) * exp(-1.5 * beat) + 0.04 * sin(time * 37)))
    }
}
