/// The slider's picture: track, filled arc (flat or angular gradient), markers, labels and
/// handles, in the coordinates of ``CircularSliderModel/bounds``.
extension CircularSliderModel {
    /// The picture of the current state with the model's own ``style``: a pure function of
    /// model, bounds and style.
    ///
    /// The canvas is the bounds' size; elements use the bounds' coordinates. A disabled slider
    /// is one group at ``CircularSliderStyle/disabledOpacity``. Bounds that are empty,
    /// negative, not finite or beyond a billion points give an empty drawing of size zero.
    /// Never contains NaN or infinities.
    public func drawing() -> Drawing { drawing(includingHandles: true) }

    /// The picture without the handles (`includingHandles: false`): track, filled arc, markers
    /// and labels, for a host that draws its own handles where ``handleCenter(_:in:)`` puts
    /// them. Otherwise as ``drawing()``. A thumbless slider (``isThumbless``) has no handle in
    /// either picture: its filled track is the progress ring.
    public func drawing(includingHandles: Bool) -> Drawing {
        let limit = 1e9
        guard bounds.size.isDrawable, bounds.origin.isFinite,
            Swift.max(Swift.abs(bounds.minX), Swift.abs(bounds.minY), bounds.width, bounds.height) <= limit
        else { return Drawing(size: .zero) }
        let style = self.style
        let layout = CircularSliderLayout(model: self, style: style)
        var drawing = Drawing(size: bounds.size)
        let track = Stroke(style.unfilledPaint, width: layout.lineWidth, cap: style.lineCap)
        // Layers: the track, and the scale (ticks, markers, labels), stay still in a drag; the filled
        // arc is drawn afresh; each handle is a layer moved to its value.
        drawing.append(
            Self.layer("slider.track", trackElements(center: layout.center, radius: layout.radius, stroke: track)))
        drawing.append(contentsOf: filledArcs(layout: layout, style: style))
        let finish = style.finish.arcOverlay(
            center: layout.center, radius: layout.radius, arc: arc,
            width: layout.lineWidth, cap: style.lineCap)
        if !finish.isEmpty { drawing.append(Self.layer("slider.finish", finish)) }
        let scaleMarks = scaleElements(layout: layout, style: style)
        if !scaleMarks.isEmpty { drawing.append(Self.layer("slider.scale", scaleMarks)) }
        if includingHandles, let second = storedSecondValue {
            drawing.append(handleElement(.second, value: second, layout: layout, style: style))
        }
        if includingHandles, !isThumbless {
            drawing.append(handleElement(.first, value: storedValue, layout: layout, style: style))
        }
        guard !storedEnabled else { return drawing }
        var dimmed = Drawing(size: bounds.size)
        dimmed.append(.group(Drawing.Group(opacity: style.safeDisabledOpacity, elements: drawing.elements)))
        return dimmed
    }

    // MARK: - Track

    private func filledArcs(layout: CircularSliderLayout, style: CircularSliderStyle) -> [Drawing.Element] {
        let usesGradient = style.usesGradient && !style.gradientColors.isEmpty
        let paint: Paint = usesGradient ? .gradient(ArcGradient(colors: style.gradientColors)) : style.filledPaint
        let stroke = Stroke(paint, width: layout.lineWidth, cap: style.lineCap)
        let turn = 2 * Double.pi
        var low = 0.0
        var high = position(of: storedValue)
        if let second = storedSecondValue {
            low = high
            high = position(of: second)
        } else if let neutral = neutralFill() {
            (low, high) = neutral
        }
        var elements: [Drawing.Element] = []
        // Completed turns of a multi-turn slider: the whole ring, filled at half strength.
        if high - low >= turn {
            elements.append(
                .group(
                    Drawing.Group(
                        opacity: 0.5,
                        elements: [
                            .arc(center: layout.center, radius: layout.radius, arc: arc, stroke: stroke)
                        ])))
            low += ((high - low) / turn).rounded(.down) * turn
        }
        let sweep = high - low
        guard sweep > 0 else { return elements }
        let filled = Arc(start: bearing(atPosition: low), sweep: Rotation(radians: sweep), direction: arc.direction)
        elements.append(.arc(center: layout.center, radius: layout.radius, arc: filled, stroke: stroke))
        return elements
    }

    // MARK: - Handles

    private func handleElement(
        _ handle: CircularSliderHandle, value: Double, layout: CircularSliderLayout, style: CircularSliderStyle
    ) -> Drawing.Element {
        let handleStyle = style.handleStyle(handle)
        let bearing = taperedBearing(for: value)
        let place = layout.point(at: bearing)
        // Drawn about the origin and moved to the value: the move is all that changes in a drag.
        let center = Point.zero
        let pressed = activeHandle == handle || (isDraggingRange && isRange)
        let highlighted = pressed && handleStyle.isHighlightable
        let radius =
            highlighted
            ? handleStyle.pressedRadius(lineWidth: layout.lineWidth)
            : handleStyle.radius(lineWidth: layout.lineWidth)
        var elements: [Drawing.Element] = []
        if highlighted {
            elements.append(
                .group(
                    Drawing.Group(
                        opacity: CircularSliderHandleStyle.highlightHaloOpacity,
                        elements: [
                            .circle(
                                center: center, radius: radius + CircularSliderHandleStyle.highlightHaloWidth,
                                fill: handleStyle.paint, stroke: nil)
                        ])))
        }
        if let image = handleStyle.image {
            let side = Swift.max(2 * radius, layout.lineWidth)
            let rect = Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
            // A rotatable image turns with the layer, so its content stays still.
            elements.append(.image(image, in: rect, rotation: .zero, tint: image.isTemplate ? handleStyle.paint : nil))
        } else if handleStyle.kind == .doubleCircle {
            // A ring filled with the background around a dot, so the track does not show
            // through between them.
            let ring = Swift.max(1.5, layout.lineWidth * 0.6)
            elements.append(
                .circle(
                    center: center, radius: Swift.max(0, radius - ring / 2), fill: .semantic(.background),
                    stroke: Stroke(handleStyle.paint, width: ring)))
            elements.append(
                .circle(center: center, radius: Swift.max(1, radius * 0.38), fill: handleStyle.paint, stroke: nil))
        } else {
            elements.append(.circle(center: center, radius: radius, fill: handleStyle.paint, stroke: nil))
            elements.append(contentsOf: handleStyle.finish.circleOverlay(center: center, radius: radius))
        }
        let turn: Transform =
            handleStyle.image != nil && handleStyle.isRotatable
            ? .rotation(Rotation(radians: bearing.radians)) : .identity
        return .group(
            Drawing.Group(
                transform: turn.concatenating(.translation(x: place.x, y: place.y)),
                layer: Drawing.LayerID("slider.handle", index: handle == .first ? 0 : 1),
                elements: elements))
    }

    /// A layer (see ``Drawing/Group``) of still `content`, drawn where it is.
    static func layer(_ name: String, _ content: [Drawing.Element]) -> Drawing.Element {
        .group(Drawing.Group(layer: Drawing.LayerID(name), elements: content))
    }
}
