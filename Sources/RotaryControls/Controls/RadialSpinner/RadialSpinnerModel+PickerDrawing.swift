/// The picture of picker mode: a rounded panel with the wheel inside.
extension RadialSpinnerModel {
    /// The corner radius of the picker panel, points (capped at a quarter of its side).
    static let pickerPanelCornerRadius = 12.0

    /// The open picker: a panel over ``RadialSpinnerLayout/pickerPanel`` filled with the open
    /// background (``RadialSpinnerStyle/openBackgroundPaint``) or, while that is clear, the
    /// centre's background (``RadialSpinnerStyle/centerBackgroundPaint``, opaque so the wheel is
    /// readable over any content), outlined with the border colour, then the wheel drawn with
    /// ``RadialSpinnerStyle/pickerWheelStyle`` (display font, rows filled with the icon
    /// background) inside the border. An empty panel draws nothing.
    func pickerElements(_ picker: PickerWheelModel, layout: RadialSpinnerLayout, style: RadialSpinnerStyle)
        -> [Drawing.Element]
    {
        let panel = layout.pickerPanel
        guard panel.width > 0, panel.height > 0, panel.origin.isFinite else { return [] }
        let (border, corner) = RadialSpinnerModel.pickerPanelEdges(panel, style: style)
        let outline = panel.insetBy(dx: border / 2, dy: border / 2)
        // A layer: the panel stays still while the wheel turns (a host keeps it from frame to frame).
        var elements: [Drawing.Element] = [
            Self.layer(
                "spinner.panel",
                [
                    .path(
                        RadialSpinnerModel.roundedRectangle(outline, corner: corner),
                        fill: style.openBackgroundPaint == .color(.clear)
                            ? style.centerBackgroundPaint : style.openBackgroundPaint,
                        stroke: border > 0 ? Stroke(style.borderPaint, width: border) : nil)
                ])
        ]
        var wheel = picker
        wheel.bounds = RadialSpinnerModel.pickerWheelBounds(layout: layout, style: style)
        elements.append(contentsOf: wheel.drawing(style: style.pickerWheelStyle).elements)
        return elements
    }

    /// The panel's border width and corner radius (each capped at a quarter of its side).
    static func pickerPanelEdges(_ panel: Rect, style: RadialSpinnerStyle) -> (border: Double, corner: Double) {
        let border = Swift.min(RadialSpinnerStyle.safe(style.borderWidth), panel.width / 4)
        return (border, Swift.min(pickerPanelCornerRadius, (panel.width - border) / 4))
    }

    /// Where the wheel itself sits: the panel inside its border, clear of the rounded corners.
    static func pickerWheelBounds(layout: RadialSpinnerLayout, style: RadialSpinnerStyle) -> Rect {
        let panel = layout.pickerPanel
        let (border, corner) = pickerPanelEdges(panel, style: style)
        let inset = Swift.min(border + corner / 2, panel.width / 2)
        return panel.insetBy(dx: inset, dy: inset)
    }

    /// A rectangle with quarter-circle corners (quadratic curves through the corner points).
    static func roundedRectangle(_ rect: Rect, corner: Double) -> DrawingPath {
        let radius = Swift.max(0, corner)
        var path = DrawingPath()
        path.move(to: Point(x: rect.minX + radius, y: rect.minY))
        path.line(to: Point(x: rect.maxX - radius, y: rect.minY))
        path.quadCurve(to: Point(x: rect.maxX, y: rect.minY + radius), control: Point(x: rect.maxX, y: rect.minY))
        path.line(to: Point(x: rect.maxX, y: rect.maxY - radius))
        path.quadCurve(to: Point(x: rect.maxX - radius, y: rect.maxY), control: Point(x: rect.maxX, y: rect.maxY))
        path.line(to: Point(x: rect.minX + radius, y: rect.maxY))
        path.quadCurve(to: Point(x: rect.minX, y: rect.maxY - radius), control: Point(x: rect.minX, y: rect.maxY))
        path.line(to: Point(x: rect.minX, y: rect.minY + radius))
        path.quadCurve(to: Point(x: rect.minX + radius, y: rect.minY), control: Point(x: rect.minX, y: rect.minY))
        path.close()
        return path
    }
}
