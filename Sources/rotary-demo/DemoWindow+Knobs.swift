import RotaryControls
import RotaryControlsGTK

// MARK: - Rotary knobs

extension DemoWindow {
    /// The knob images shipped in `Linux/Assets` (MHRotaryKnob's image look).
    static let knobImages = RotaryKnobImages(
        background: "knob-background", foreground: "knob-foreground", knob: "knob",
        highlightedKnob: "knob-highlighted", disabledKnob: "knob-disabled")

    /// Four knobs: turned (drawn look with ticks), dragged sideways (image look), dragged up
    /// and down, and an endless one with 12 detents a turn. "Snapping" gives every bounded
    /// knob a step of 0.05.
    func addKnobs() {
        addKnob(name: "knob-rotary", title: "Knob (turn)", style: RotaryKnobStyle(tickCount: 11)) { _ in }
        addKnob(name: "knob-horizontal", title: "Knob (drag sideways)", style: .images(Self.knobImages)) {
            $0.interaction.kind = .horizontal
        }
        addKnob(name: "knob-vertical", title: "Knob (drag up/down)", style: RotaryKnobStyle(tickCount: 5)) {
            $0.interaction.kind = .vertical
        }
        addKnob(name: "knob-endless", title: "Endless knob", style: RotaryKnobStyle()) {
            $0.isEndless = true
            $0.detentsPerTurn = 12
        }
    }

    private func addKnob(
        name: String, title: String, style: RotaryKnobStyle,
        configure: (inout RotaryKnobModel) -> Void
    ) {
        var model = RotaryKnobModel()
        model.style = style
        configure(&model)
        let knob = RotaryKnobWidget(model: model, renderer: renderer, width: Self.controlSize, height: Self.controlSize)
        let cell = DemoCell(
            name: name, title: title, control: knob.widget,
            value: { knob.model.value }, text: { knob.model.spokenValue(knob.model.value) })
        var ticks = 0
        cell.fields = { [("editing", knob.model.isTracking ? "1" : "0"), ("ticks", "\(ticks)")] }
        knob.onEvent = { (event: RotaryKnobModel.Event) in
            if event == .feedback(.selectionTick) { ticks += 1 }
            cell.refresh()
        }
        let isEndless = model.isEndless
        whenSettingsChange { settings in
            if !isEndless { knob.model.step = settings.snapping ? 0.05 : nil }
        }
        add(cell, owner: knob)
    }
}
