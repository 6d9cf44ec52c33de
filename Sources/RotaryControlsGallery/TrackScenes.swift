import RotaryControls

/// The track configuration section: a neutral value, an enabled sub-range, a taper with a
/// value format, and the knob's level overlay — on knobs and sliders.
extension GalleryScene {
    /// The section title of the track configuration scenes.
    static let trackSection = "Track: neutral value, enabled range, taper, level"

    /// The track configuration scenes, in gallery order.
    public static var track: [GalleryScene] {
        [trackNeutralValue, trackEnabledRange, trackTaper, trackLevelOverlay]
    }

    /// A knob from `minimum` to `maximum` at `value`, with `configuration`, captioned with its
    /// spoken value.
    static func trackKnob(
        _ value: Double, _ configuration: RotaryTrackConfiguration, range: ClosedRange<Double> = 0...1,
        tickCount: Int = 0,
        configure: (inout RotaryKnobModel) -> Void = { _ in }
    ) -> (String, RotaryKnobModel, RotaryKnobStyle) {
        var knob = RotaryKnobModel(minimumValue: range.lowerBound, maximumValue: range.upperBound, value: value)
        knob.trackConfiguration = configuration
        configure(&knob)
        return (knob.spokenValue(knob.value), knob, RotaryKnobStyle(tickCount: tickCount))
    }

    /// A slider from `minimum` to `maximum` at `value`, with `configuration`, captioned with its
    /// spoken values.
    static func trackSlider(
        _ value: Double, second: Double? = nil, _ configuration: RotaryTrackConfiguration,
        range: ClosedRange<Double> = 0...100
    ) -> (String, CircularSliderModel) {
        var slider = CircularSliderModel(
            minimumValue: range.lowerBound, maximumValue: range.upperBound, value: value,
            secondValue: second)
        slider.maximumAngle = 270
        slider.trackConfiguration = configuration
        let spoken = slider.accessibilityElements.map(\.value).joined(separator: " – ")
        return (spoken, slider)
    }

    /// Knob cells in a row above slider cells.
    static func trackDrawing(
        knobs: [(String, RotaryKnobModel, RotaryKnobStyle)], sliders: [(String, CircularSliderModel)]
    ) -> Drawing {
        let width = Swift.max(130 * Double(knobs.count), 170 * Double(sliders.count))
        var drawing = Drawing(size: Size(width: width, height: 150 + (sliders.isEmpty ? 0 : 190)))
        drawing.append(contentsOf: knobRow(knobs))
        if !sliders.isEmpty { drawing.append(contentsOf: sliderRow(sliders, top: 150)) }
        return drawing
    }

    // MARK: - Scenes

    /// A pan knob and a gain slider whose fill grows from a neutral value either way.
    static var trackNeutralValue: GalleryScene {
        let pan = RotaryTrackConfiguration(neutralValue: 0, format: ValueFormat(fractionDigits: 1, showsPlusSign: true))
        let gain = RotaryTrackConfiguration(
            neutralValue: 0, format: ValueFormat(fractionDigits: 0, unit: .decibels, showsPlusSign: true))
        return GalleryScene(
            id: "track-neutral-value", section: trackSection, title: "Neutral value",
            caption:
                "The fill starts at a chosen value and goes either way: a pan knob (−1…+1) centred at 0 at −0.6, 0 "
                + "(no fill) and +0.4, and a gain slider (−60…+12 dB, 270°) with its fill from 0 dB, at −24 dB and +6 dB. "
                + "Each caption is what VoiceOver says, through the value format (one decimal with a sign; whole decibels).",
            drawing: trackDrawing(
                knobs: [
                    trackKnob(-0.6, pan, range: -1...1, tickCount: 11), trackKnob(0, pan, range: -1...1, tickCount: 11),
                    trackKnob(0.4, pan, range: -1...1, tickCount: 11),
                ],
                sliders: [trackSlider(-24, gain, range: -60...12), trackSlider(6, gain, range: -60...12)]))
    }

    /// Knobs and a range slider held inside an enabled sub-range.
    static var trackEnabledRange: GalleryScene {
        let knobRange = RotaryTrackConfiguration(enabledRange: 0.2...0.8)
        let sliderRange = RotaryTrackConfiguration(
            enabledRange: 20...80, format: ValueFormat(fractionDigits: 0, unit: .percent))
        return GalleryScene(
            id: "track-enabled-range", section: trackSection, title: "Enabled sub-range",
            caption: "The value is held inside part of the track; the rest is drawn at the disabled opacity. Knobs "
                + "enabled from 0.2 to 0.8, set to 0.1 (held at 0.2), 0.5 and 1 (held at 0.8); a range slider enabled "
                + "from 20 % to 80 % with handles at 30 % and 67.26 % — spoken in whole per cent through its format.",
            drawing: trackDrawing(
                knobs: [trackKnob(0.1, knobRange), trackKnob(0.5, knobRange), trackKnob(1, knobRange)],
                sliders: [trackSlider(30, second: 67.26, sliderRange)]))
    }

    /// A logarithmic frequency knob and an exponential volume knob.
    static var trackTaper: GalleryScene {
        let frequency = RotaryTrackConfiguration(
            taper: .logarithmic, format: ValueFormat(fractionDigits: 0, unit: .hertz))
        let volume = RotaryTrackConfiguration(taper: .exponential(curvature: 4), format: ValueFormat(fractionDigits: 2))
        var withTicks = frequency
        withTicks.ticks = [
            TrackTick(value: 20, title: "20"), TrackTick(value: 200, title: "200"),
            TrackTick(value: 2_000, title: "2k"),
            TrackTick(value: 20_000, title: "20k"), TrackTick(value: 1_000, image: "star"),
        ]
        withTicks.ticks += [50, 100, 500, 5_000, 10_000].map { TrackTick(value: $0) }
        return GalleryScene(
            id: "track-taper", section: trackSection, title: "Taper",
            caption:
                "Values spread along the arc by a taper. A logarithmic frequency knob (20 Hz – 20 kHz; each decade "
                + "a third of the arc, ticks at 20, 200, 2 000 and 20 000): 200 Hz at the first tick, 632 Hz straight up, "
                + "2 000 Hz at the third tick. An exponential volume knob (curvature 4) at 0.1 and 0.5: low values take "
                + "more of the arc. Below, 270° log sliders with ticks: titled decades, untitled marks at 50, 100, 500, "
                + "5 000 and 10 000 Hz, and an image tick (a star) at 1 kHz — at 632 Hz and 5 000 Hz.",
            drawing: trackDrawing(
                knobs: [
                    trackKnob(200, frequency, range: 20...20_000, tickCount: 4),
                    trackKnob(632.455532, frequency, range: 20...20_000, tickCount: 4),
                    trackKnob(2_000, frequency, range: 20...20_000, tickCount: 4), trackKnob(0.1, volume),
                    trackKnob(0.5, volume),
                ],
                sliders: [
                    trackSlider(632.455532, withTicks, range: 20...20_000),
                    trackSlider(5_000, withTicks, range: 20...20_000),
                ]))
    }

    /// The knob's level overlay: meters with a held peak and a modulation arc.
    static var trackLevelOverlay: GalleryScene {
        func meter(_ value: Double, level: Double, peak: Double, kind: RotaryLevelOverlay.Kind = .meter)
            -> (String, RotaryKnobModel, RotaryKnobStyle)
        {
            var overlay = RotaryLevelOverlay(kind: kind)
            overlay.update(level: peak, at: 0)
            overlay.update(level: level, at: 0.5)
            var cell = trackKnob(value, RotaryTrackConfiguration()) { $0.levelOverlay = overlay }
            cell.0 =
                kind == .meter
                ? "meter \(knobNumber(level)), peak \(knobNumber(peak))" : "modulation \(knobNumber(level))"
            return cell
        }
        return GalleryScene(
            id: "track-level-overlay", section: trackSection, title: "Level overlay",
            caption: "A meter inside the knob's track, its own layer redrawn alone at display rate: level 0.3 with the "
                + "peak 0.7 held, level 0.9 at its peak; a modulation arc from the value 0.5 down 0.25 of the track (peak "
                + "mark at its end).",
            drawing: trackDrawing(
                knobs: [
                    meter(0.6, level: 0.3, peak: 0.7), meter(0.4, level: 0.9, peak: 0.9),
                    meter(0.5, level: -0.25, peak: -0.25, kind: .modulation),
                ],
                sliders: []))
    }
}
