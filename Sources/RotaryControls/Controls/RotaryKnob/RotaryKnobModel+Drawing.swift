/// The knob's picture, in the coordinates of ``RotaryKnobModel/bounds``.
extension RotaryKnobModel {
    /// The drawing with the stored ``style``: a pure function of model, bounds and style,
    /// showing ``displayedValue``.
    ///
    /// - **Image look** (a knob image exists for the ``state``, falling back to the normal
    ///   one): the background filling the bounds, the knob image turned about
    ///   ``RotaryKnobImages/knobCenter(in:)`` by the pointer's angle (0 at 12 o'clock, so the
    ///   image is drawn pointing up), the foreground filling the bounds, or, when the knob image
    ///   has its own ``RotaryKnobStyle/knobImageSize`` or ``RotaryKnobImages/knobImageCenter``,
    ///   the foreground (a gloss) not turned, in the knob image's rectangle, so it follows it.
    /// - **Drawn look** otherwise: the arc's track, the value arc from the arc's start to the
    ///   value (in endless mode a full-circle track with a short value mark at the pointer),
    ///   optional tick marks (one per detent on an endless knob with detents or a step), the body (darker
    ///   while highlighted) with its ``RotaryKnobStyle/finish`` (shadow, shading, rim) and the
    ///   pointer line.
    ///
    /// A disabled knob is drawn at ``RotaryKnobStyle/disabledOpacity``, unless a disabled knob
    /// image exists. The canvas is the bounds' size; elements use the bounds' coordinates.
    /// Bounds that are empty, negative, not finite or beyond a billion points give an empty
    /// drawing of size zero. Never contains NaN or infinities.
    public func drawing() -> Drawing {
        let limit = 1e9
        guard bounds.size.isDrawable, bounds.origin.isFinite,
            Swift.max(Swift.abs(bounds.minX), Swift.abs(bounds.minY), bounds.width, bounds.height) <= limit
        else { return Drawing(size: .zero) }
        let state = self.state
        let elements: [Drawing.Element]
        if let knobImage = style.images.knobImage(for: state) {
            elements = imageLook(knobImage, style: style)
        } else {
            elements = drawnLook(style: style, layout: layout)
        }
        var drawing = Drawing(size: bounds.size)
        if state == .disabled, style.images.disabledKnob == nil {
            drawing.append(.group(Drawing.Group(opacity: style.safeDisabledOpacity, elements: elements)))
        } else {
            drawing.append(contentsOf: elements)
        }
        return drawing
    }

    /// The pointer's angle for ``displayedValue``, measured from 12 o'clock in `(−π, π]`
    /// (negative is counter-clockwise): how far to turn an image that points up.
    public var pointerRotation: Rotation {
        Bearing.top.rotation(to: pointerBearing(for: displayedValue))
    }

    // MARK: - Image look

    private func imageLook(_ knobImage: ImageReference, style: RotaryKnobStyle) -> [Drawing.Element] {
        var elements: [Drawing.Element] = []
        if let background = style.images.background {
            elements.append(Self.layer("knob.background", [.image(background, in: bounds, rotation: .zero, tint: nil)]))
        }
        let center = style.images.knobCenter(in: bounds)
        let side = 2 * layout.radius
        let width = style.knobImageSize.map { RotaryKnobStyle.safe($0.width) } ?? side
        let height = style.knobImageSize.map { RotaryKnobStyle.safe($0.height) } ?? side
        let rect = Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
        elements.append(
            Self.layer(
                "knob.image", turnedBy: pointerRotation, around: center,
                [
                    .image(knobImage, in: rect, rotation: .zero, tint: nil)
                ]))
        if let foreground = style.images.foreground {
            let followsKnob = style.knobImageSize != nil || style.images.knobImageCenter != nil
            elements.append(
                Self.layer(
                    "knob.foreground",
                    [
                        .image(foreground, in: followsKnob ? rect : bounds, rotation: .zero, tint: nil)
                    ]))
        }
        return elements
    }

    // MARK: - Drawn look

    private func drawnLook(style: RotaryKnobStyle, layout: RotaryKnobLayout) -> [Drawing.Element] {
        let center = layout.center
        let trackWidth = Swift.min(RotaryKnobStyle.safe(style.trackWidth), layout.radius)
        let arcRadius = Swift.max(0, layout.radius - trackWidth / 2)
        let inset = RotaryKnobStyle.safe(style.bodyInset)
        let bodyRadius = Swift.max(0, arcRadius - trackWidth / 2 - inset)
        let track = Stroke(style.trackPaint, width: trackWidth, cap: style.lineCap)
        let valueStroke = Stroke(style.valuePaint, width: trackWidth, cap: style.lineCap)
        let pointer = pointerBearing(for: displayedValue)
        var elements: [Drawing.Element] = []
        if isEndless {
            elements.append(
                Self.layer("knob.track", [.arc(center: center, radius: arcRadius, arc: .fullCircle(), stroke: track)]))
            let mark = Arc(start: pointer.turned(by: Rotation(degrees: -8)), sweep: Rotation(degrees: 16))
            elements.append(.arc(center: center, radius: arcRadius, arc: mark, stroke: valueStroke))
        } else {
            elements.append(Self.layer("knob.track", trackElements(center: center, radius: arcRadius, stroke: track)))
            if let filled = filledArc(for: displayedValue) {
                elements.append(.arc(center: center, radius: arcRadius, arc: filled, stroke: valueStroke))
            }
        }
        if let level = levelLayer(center: center, trackRadius: arcRadius, trackWidth: trackWidth) {
            elements.append(level)
        }
        var body = ticks(
            style: style, center: center,
            from: bodyRadius + inset / 4, to: arcRadius - trackWidth / 2 - inset / 4)
        let outline = RotaryKnobStyle.safe(style.bodyOutlineWidth)
        body.append(contentsOf: style.finish.circleShadow(center: center, radius: bodyRadius))
        body.append(
            .circle(
                center: center, radius: bodyRadius,
                fill: isHighlighted ? style.highlightedBodyPaint : style.bodyPaint,
                stroke: outline > 0 ? Stroke(style.bodyOutlinePaint, width: outline) : nil))
        body.append(contentsOf: style.finish.circleOverlay(center: center, radius: bodyRadius))
        elements.append(Self.layer("knob.body", body))
        let pointerWidth = Swift.min(RotaryKnobStyle.safe(style.pointerWidth), bodyRadius)
        if bodyRadius > 0 {
            // Drawn pointing up and turned to the value: the turn is all that changes in a drag.
            let line = DrawingPath.polyline([
                layout.point(radius: bodyRadius * 0.35, at: .top),
                layout.point(radius: bodyRadius * 0.85, at: .top),
            ])
            elements.append(
                Self.layer(
                    "knob.pointer", turnedBy: Bearing.top.rotation(to: pointer), around: center,
                    [
                        .path(line, fill: nil, stroke: Stroke(style.pointerPaint, width: pointerWidth, cap: .round))
                    ]))
        }
        return elements
    }

    /// A layer (see ``Drawing/Group``) of still `content`, turned by `turn` about `center`.
    static func layer(
        _ name: String, turnedBy turn: Rotation = .zero, around center: Point = .zero,
        _ content: [Drawing.Element]
    ) -> Drawing.Element {
        let transform: Transform = turn.radians == 0 ? .identity : .rotation(turn, around: center)
        return .group(Drawing.Group(transform: transform, layer: Drawing.LayerID(name), elements: content))
    }

    /// The marks of ``scaleTicks(tickCount:)`` from radius `inner` to `outer` (a minor mark from
    /// half-way). None when there is no room.
    private func ticks(style: RotaryKnobStyle, center: Point, from inner: Double, to outer: Double) -> [Drawing.Element]
    {
        guard outer > inner else { return [] }
        let stroke = Stroke(style.tickPaint, width: RotaryKnobStyle.safe(style.tickWidth), cap: .butt)
        return scaleTicks(tickCount: style.safeTickCount).map { tick in
            let start = tick.isMajor ? inner : (inner + outer) / 2
            let line = DrawingPath.polyline([
                Point(center: center, radius: start, bearing: tick.bearing),
                Point(center: center, radius: outer, bearing: tick.bearing),
            ])
            return .path(line, fill: nil, stroke: stroke)
        }
    }

    /// The ticks an endless knob shows without a ``RotaryKnobStyle/tickCount``: one per detent,
    /// ``detentsPerTurn`` or else range ÷ ``step`` when that is a whole number, from 2 to 120;
    /// else none.
    var detentTickCount: Int {
        guard isEndless else { return 0 }
        if let detents = detentsPerTurn { return (2...120).contains(detents) ? detents : 0 }
        guard let step, step > 0 else { return 0 }
        let detents = (maximumValue - minimumValue) / step
        guard detents.isFinite, detents >= 2, detents <= 120 else { return 0 }
        let rounded = detents.rounded()
        return Swift.abs(detents - rounded) < 1e-6 ? Int(rounded) : 0
    }
}
