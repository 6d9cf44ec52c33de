import RealModule

/// Drawing: the visible rows on a wheel, the centre selection band.
extension PickerWheelModel {
    /// The most rows drawn on each side of the centre, whatever the bounds.
    static let maximumRowsPerSide = 500
    /// Horizontal padding at the row edges, points.
    static let horizontalPadding = 12.0

    /// The wheel with the model's own ``style``.
    public func drawing() -> Drawing { drawing(style: style) }

    /// The picker as a display list.
    ///
    /// The rows lie on a cylinder whose radius is half the bounds' height: a row `d` rows from
    /// the centre sits at angle `θ = d·rowHeight/radius` and is drawn at `y = centre + radius·sin θ`,
    /// squashed vertically by `cos θ` (as a cylinder seen from the front) and faded by `cos θ`,
    /// so rows flatten and fade toward the top and bottom; only rows with `|θ| < π/2` are drawn (at most `maximumRowsPerSide` each side),
    /// so the cost depends on the visible rows, not the item count. Each row draws its
    /// background (unless clear), then its icon (a square of `0.6 × rowHeight`) and its title as
    /// a layer (`picker.row`, index = the row's index): drawn upright at full size around
    /// y = 0, and moved and squashed by the layer's transform, so a drag or a fling only
    /// changes transforms and opacities (a row's content changes only with its item); disabled
    /// rows are dimmed by ``PickerWheelStyle/disabledOpacity``. The selection band (one row
    /// high, at the centre: a light tint between two hairlines) is drawn over the backgrounds, under the icons and titles.
    /// Everything is kept inside the bounds. An empty picker draws only the band; non-finite
    /// or empty bounds give an empty drawing of size zero. A disabled wheel is drawn as one
    /// group at ``PickerWheelStyle/disabledOpacity``.
    public func drawing(style: PickerWheelStyle) -> Drawing {
        let drawing = enabledDrawing(style: style)
        guard !isEnabled, !drawing.elements.isEmpty else { return drawing }
        var dimmed = Drawing(size: drawing.size)
        dimmed.append(.group(Drawing.Group(opacity: style.disabledOpacity, elements: drawing.elements)))
        return dimmed
    }

    /// The picture as drawn while enabled.
    private func enabledDrawing(style: PickerWheelStyle) -> Drawing {
        guard hasValidGeometry else { return Drawing(size: .zero) }
        let bounds = storedBounds
        var drawing = Drawing(size: bounds.size)
        let rowHeight = style.rowHeight
        let radius = bounds.height / 2
        let center = bounds.center
        let band = clamped(Rect(x: bounds.minX, y: center.y - rowHeight / 2, width: bounds.width, height: rowHeight))
        guard !storedItems.isEmpty, storedOffset.isFinite else {
            if let band { drawing.append(selectionBand(band, paint: style.selectionBandPaint)) }
            return drawing
        }
        let anglePerRow = rowHeight / radius
        let reach = Swift.min((Double.pi / 2) / anglePerRow, Double(PickerWheelModel.maximumRowsPerSide))
        let first = Swift.max(0, Int((storedOffset - reach).rounded(.up)))
        let last = Swift.min(storedItems.count - 1, Int((storedOffset + reach).rounded(.down)))
        guard first <= last else {
            if let band { drawing.append(selectionBand(band, paint: style.selectionBandPaint)) }
            return drawing
        }
        // Backgrounds (none when clear).
        for index in first...last where style.rowBackgroundPaint != .color(.clear) {
            guard let placement = placement(of: index, anglePerRow: anglePerRow, radius: radius, rowHeight: rowHeight),
                let rect = clamped(
                    Rect(
                        x: bounds.minX, y: placement.y - placement.height / 2 + 0.5 * placement.scale,
                        width: bounds.width, height: Swift.max(placement.height - placement.scale, 0)))
            else { continue }
            drawing.append(.path(rectangle(rect), fill: style.rowBackgroundPaint, stroke: nil))
        }
        if let band { drawing.append(selectionBand(band, paint: style.selectionBandPaint)) }
        // Icons and titles: one layer per row, drawn upright at full size around y = 0 and
        // placed by its transform (moved to the row's line, squashed by its scale).
        for index in first...last {
            guard let placement = placement(of: index, anglePerRow: anglePerRow, radius: radius, rowHeight: rowHeight)
            else { continue }
            let item = storedItems[index]
            let elements = rowElements(item, style: style)
            guard !elements.isEmpty else { continue }
            // Kept inside the bounds: a row near the rim is moved in by at most h²/8r.
            let reach = placement.scale * rowHeight / 2
            // Not `clamped(to:)`: rounding may cross the two bounds by an ulp (the upper one wins).
            let y =
                bounds.height >= 2 * reach
                ? Swift.min(Swift.max(placement.y, bounds.minY + reach), bounds.maxY - reach) : center.y
            let opacity = placement.scale * (item.isEnabled ? 1 : style.disabledOpacity)
            drawing.append(
                .group(
                    Drawing.Group(
                        transform: Transform(a: 1, b: 0, c: 0, d: placement.scale, tx: 0, ty: y),
                        opacity: opacity, layer: Drawing.LayerID("picker.row", index: index),
                        elements: elements)))
        }
        return drawing
    }

    /// A row's icon and title at full size, centred on y = 0 (its layer's content, the same
    /// wherever the row is on the wheel).
    private func rowElements(_ item: SpinnerItem, style: PickerWheelStyle) -> [Drawing.Element] {
        let bounds = storedBounds
        let rowHeight = style.rowHeight
        var elements: [Drawing.Element] = []
        let iconSide = rowHeight * 0.6
        let iconLeft = bounds.minX + PickerWheelModel.horizontalPadding
        let right = Swift.min(iconLeft + iconSide, bounds.maxX)
        if right > iconLeft, iconSide > 0, iconSide.isFinite {
            elements.append(
                .image(
                    item.icon, in: Rect(x: iconLeft, y: -iconSide / 2, width: right - iconLeft, height: iconSide),
                    rotation: .zero, tint: nil))
        }
        if !item.title.isEmpty {
            let textLeft = iconLeft + iconSide + 8
            let textX = (textLeft + bounds.maxX - PickerWheelModel.horizontalPadding) / 2
            let x = textX.isFinite ? textX.clamped(to: bounds.minX...bounds.maxX) : bounds.center.x
            let text = TextStyle(fontSize: style.fontSize, weight: style.fontWeight, paint: style.legibleTextPaint)
            elements.append(.text(item.title, center: Point(x: x, y: 0), style: text))
        }
        return elements
    }

    // MARK: - Geometry

    /// Where row `index` sits on the wheel: its centre line, projected height and scale;
    /// `nil` when it is behind the wheel or too thin to draw.
    private func placement(of index: Int, anglePerRow: Double, radius: Double, rowHeight: Double)
        -> (y: Double, height: Double, scale: Double)?
    {
        let angle = (Double(index) - storedOffset) * anglePerRow
        guard angle.isFinite, Swift.abs(angle) < Double.pi / 2 else { return nil }
        let scale = Double.cos(angle)
        guard scale > 1e-3 else { return nil }
        let y = storedBounds.center.y + radius * Double.sin(angle)
        guard y.isFinite else { return nil }
        return (y, rowHeight * scale, scale)
    }

    /// `rect` cut to the bounds, as its two corners (so no sum can overflow); `nil` when
    /// nothing (or nothing finite) is left.
    private func clamped(_ rect: Rect) -> (min: Point, max: Point)? {
        let bounds = storedBounds
        let minX = Swift.max(rect.minX, bounds.minX), maxX = Swift.min(rect.maxX, bounds.maxX)
        let minY = Swift.max(rect.minY, bounds.minY), maxY = Swift.min(rect.maxY, bounds.maxY)
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite, maxX > minX, maxY > minY,
            (maxX - minX).isFinite, (maxY - minY).isFinite
        else { return nil }
        return (Point(x: minX, y: minY), Point(x: maxX, y: maxY))
    }

    /// The selection band, light: a faint tint of `paint` between two hairlines of it, so the
    /// centred row reads as marked without a heavy slab over the wheel.
    private func selectionBand(_ box: (min: Point, max: Point), paint: Paint) -> Drawing.Element {
        let line = Swift.min(1, (box.max.y - box.min.y) / 4)
        let top = (min: box.min, max: Point(x: box.max.x, y: box.min.y + line))
        let bottom = (min: Point(x: box.min.x, y: box.max.y - line), max: box.max)
        return .group(
            Drawing.Group(elements: [
                .group(
                    Drawing.Group(
                        opacity: PickerWheelModel.selectionBandTint,
                        elements: [
                            .path(rectangle(box), fill: paint, stroke: nil)
                        ])),
                .path(rectangle(top), fill: paint, stroke: nil),
                .path(rectangle(bottom), fill: paint, stroke: nil),
            ]))
    }

    /// The opacity of the selection band's tint (its lines are drawn at full strength).
    static let selectionBandTint = 0.3

    /// The rectangle with corners `box` as a closed path.
    private func rectangle(_ box: (min: Point, max: Point)) -> DrawingPath {
        DrawingPath(commands: [
            .move(to: box.min), .line(to: Point(x: box.max.x, y: box.min.y)),
            .line(to: box.max), .line(to: Point(x: box.min.x, y: box.max.y)), .close,
        ])
    }
}
