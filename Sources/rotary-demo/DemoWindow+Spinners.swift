import CGtk4
import RotaryControls
import RotaryControlsGTK

// MARK: - Radial spinners

extension DemoWindow {
    /// The twelve icons shipped in `Linux/Assets`, in ring order.
    static let spinnerIcons = [
        "star", "heart", "bolt", "leaf", "moon", "sun",
        "drop", "flame", "bell", "flag", "gift", "music",
    ]

    /// Two spinners: the ring with the twelve icons (the flag disabled, to show that the ring
    /// never rests on it) and the picker variant with 40 items. "Reduce Motion" applies to both.
    func addSpinners() {
        let icons = Self.spinnerIcons.map { name in
            SpinnerItem(
                icon: ImageReference(name: name), title: name.prefix(1).uppercased() + name.dropFirst(),
                isEnabled: name != "flag")
        }
        addSpinner(name: "spinner", title: "Spinner", model: RadialSpinnerModel(items: icons, mode: .radialOnly))
        let many = (0..<40).map { index in
            let name = Self.spinnerIcons[index % Self.spinnerIcons.count]
            return SpinnerItem(icon: ImageReference(name: name), title: "Item \(index + 1)")
        }
        addSpinner(
            name: "spinner-picker", title: "Spinner (picker)",
            model: RadialSpinnerModel(items: many, mode: .pickerOnly))
        addSpinner(name: "spinner-wheel", title: "Prize wheel", model: Self.prizeWheel())
    }

    /// A prize wheel: eight prizes, the gift rare (weight 1 against the star's 30), on unequal
    /// slices that follow the odds at a glance (the star's slice four times the gift's), icons
    /// clipped to their circles and a pointer that flexes as each slice edge passes. A fling is
    /// a spin (lands by the weights) only when it turns at least one whole turn.
    static func prizeWheel() -> RadialSpinnerModel {
        let prizes = ["star", "heart", "bolt", "leaf", "moon", "sun", "drop", "gift"]
        let weights: [Double] = [30, 20, 15, 12, 10, 7, 5, 1]
        let sliceSizes: [Double] = [4, 3, 2.5, 2, 2, 1.5, 1.25, 1]
        let items = prizes.map {
            SpinnerItem(icon: ImageReference(name: $0), title: $0.prefix(1).uppercased() + $0.dropFirst())
        }
        var model = RadialSpinnerModel(items: items, selectedIndex: 0, mode: .radialOnly)
        model.sliceSizes = sliceSizes
        model.style.clipsIconsToCircles = true
        model.style.flexesPointer = true
        model.weightedLanding = SpinnerWeightedLanding(
            weights: weights, rules: SpinRules(minimumTurns: 1),
            random: SplitMixRandomNumberGenerator(state: UInt64.random(in: .min ... .max)))
        return model
    }

    /// The open spinners' radius (points).
    static let spinnerRadius = 150.0

    /// A spinner cell. Its dump adds `open`, `editing`, `moving`, `predicted` (the item the
    /// model predicted while the ring or the picker was last flinging; −1 before any fling),
    /// `changes` (how many selection changes the user made, the ring or the wheel passing items),
    /// `popup` (1 while the pop-up shows), `ring` (the open ring's radius, pixels) and
    /// `popupwidth` (the side of the pop-up's square; 0 when not shown), `catcherrole` and
    /// `ringrole` (the accessible roles of the pop-up's click-catcher and of the pop-up; `none` before
    /// the first pop-up) and `ringtarget` (see `ringTargetPlace`).
    private func addSpinner(name: String, title: String, model: RadialSpinnerModel) {
        var model = model
        // RVS_Spinner's set radius (its first default); without it the ring would reach the
        // window's nearest edge. Opened over the window, it gets the window's background.
        model.radius = Self.spinnerRadius
        model.style.openBackgroundPaint = .semantic(.background)
        // Closed, the widget is only the centre; open, it pops up over the window.
        let spinner = RadialSpinnerWidget(model: model, renderer: renderer)
        var predicted = -1
        var changes = 0
        let notePrediction = {
            if !spinner.model.isTracking, let index = spinner.model.predictedRestingIndex { predicted = index }
        }
        let cell = DemoCell(
            name: name, title: title, control: spinner.widget,
            value: { Double(spinner.model.selectedIndex ?? -1) },
            text: { spinner.model.selectedItem?.title ?? "—" })
        cell.fields = {
            notePrediction()
            let square = spinner.popUpSquare
            return [
                ("open", spinner.model.isOpen ? "1" : "0"), ("editing", spinner.model.isEditing ? "1" : "0"),
                ("moving", spinner.model.needsFrames ? "1" : "0"), ("predicted", "\(predicted)"),
                ("changes", "\(changes)"),
                ("popup", spinner.isPoppedUp ? "1" : "0"),
                ("ring", "\(Int(spinner.model.layout.ringRadius.rounded()))"),
                ("popupwidth", "\(Int((square?.width ?? 0).rounded()))"),
                ("catcherrole", spinner.popUpWidgets.map { DemoDump.roleName($0.clickCatcher) } ?? "none"),
                ("ringrole", spinner.popUpWidgets.map { DemoDump.roleName($0.ring) } ?? "none"),
                ("ringtarget", Self.ringTargetPlace(spinner)),
            ]
        }
        spinner.onEvent = { (event: RadialSpinnerModel.Event) in
            if case .valueChanged(_, fromUser: true) = event { changes += 1 }
            notePrediction()
            cell.refresh()
        }
        add(cell, owner: spinner)
    }

    /// Where the open ring's accessibility and focus target lies: `DX:DY:SIDE`, its centre's
    /// offset from the closed widget's centre and its side (pixels, rounded); `none` while the
    /// pop-up is not shown.
    static func ringTargetPlace(_ spinner: RadialSpinnerWidget) -> String {
        guard spinner.isPoppedUp, let ring = spinner.popUpWidgets?.ring else { return "none" }
        var target = graphene_rect_t(), closed = graphene_rect_t()
        guard gtk_widget_compute_bounds(ring, spinner.widget, &target) != 0,
            gtk_widget_compute_bounds(spinner.widget, spinner.widget, &closed) != 0
        else { return "none" }
        let dx = Double(target.origin.x + target.size.width / 2) - Double(closed.origin.x + closed.size.width / 2)
        let dy = Double(target.origin.y + target.size.height / 2) - Double(closed.origin.y + closed.size.height / 2)
        return "\(Int(dx.rounded())):\(Int(dy.rounded())):\(Int(Double(target.size.width).rounded()))"
    }
}
