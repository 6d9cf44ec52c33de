/// The spinner's picture: the closed centre, or the open ring of spokes (daisy or plain) with
/// the top slot marked, in the coordinates of ``RadialSpinnerModel/bounds``.
extension RadialSpinnerModel {
    /// The drawing with the model's own ``style``.
    public func drawing() -> Drawing { drawing(style: style) }

    /// The drawing with `style`: a pure function of model, bounds and style.
    ///
    /// Closed, only the centre circle (background, border and icon as the style says). Open in
    /// picker mode, the picker panel alone. Open,
    /// the open background, a faint guide circle (plain mode), one icon per visible spoke (disabled items
    /// dimmed; in a windowed ring of many items the spokes fade out towards the bottom), the
    /// spoke nearest the top outlined more heavily with a pointer below the top slot, then the centre on top. Only visible spokes are built, so
    /// the cost does not depend on the number of items. While the opening or closing animation
    /// runs, the ring or panel is scaled about the centre and faded (`+Presentation`). A disabled spinner is drawn at
    /// ``RadialSpinnerStyle/disabledOpacity``. Bounds that are empty, not finite or beyond a
    /// billion points give an empty drawing of size zero. Never contains NaN or infinities.
    public func drawing(style: RadialSpinnerStyle) -> Drawing {
        let limit = 1e9
        guard bounds.size.isDrawable, bounds.origin.isFinite,
            Swift.max(Swift.abs(bounds.minX), Swift.abs(bounds.minY), bounds.width, bounds.height) <= limit
        else { return Drawing(size: .zero) }
        let layout = RadialSpinnerLayout(model: self, style: style)
        var elements: [Drawing.Element] = []
        elements.append(contentsOf: openPicture(layout: layout, style: style))
        if !isShowingPicker {
            let center = centerElements(layout: layout, style: style)
            if !center.isEmpty { elements.append(Self.layer("spinner.center", center)) }
        }
        var drawing = Drawing(size: bounds.size)
        if isEnabled {
            drawing.append(contentsOf: elements)
        } else {
            drawing.append(.group(Drawing.Group(opacity: style.safeDisabledOpacity, elements: elements)))
        }
        return drawing
    }

    // MARK: - Centre

    /// The centre circle: background, icon (clipped to the circle) and border.
    func centerElements(layout: RadialSpinnerLayout, style: RadialSpinnerStyle) -> [Drawing.Element] {
        let radius = layout.centerRadius
        guard radius > 0 else { return [] }
        var elements: [Drawing.Element] = []
        if style.showsCenterBackground {
            elements.append(
                .circle(center: layout.center, radius: radius, fill: style.centerBackgroundPaint, stroke: nil))
        }
        if style.showsIconInCenter, let icon = closedIcon ?? selectedItem?.icon {
            let side = radius * 1.4
            let rect = Rect(x: layout.center.x - side / 2, y: layout.center.y - side / 2, width: side, height: side)
            elements.append(
                .group(
                    Drawing.Group(
                        clipCircle: Drawing.ClipCircle(center: layout.center, radius: radius),
                        elements: [
                            .image(icon, in: rect, rotation: .zero, tint: icon.isTemplate ? style.borderPaint : nil)
                        ])))
        }
        if style.showsCenterBorder {
            let width = RadialSpinnerStyle.safe(style.borderWidth)
            elements.append(
                .circle(
                    center: layout.center, radius: Swift.max(0, radius - width / 2), fill: nil,
                    stroke: Stroke(style.borderPaint, width: width)))
        }
        return elements
    }

    // MARK: - Ring

    /// The open ring: background, guide circle, spokes and the top mark.
    func ringElements(layout: RadialSpinnerLayout, style: RadialSpinnerStyle) -> [Drawing.Element] {
        // Layers: the background with the guide circle, each spoke's disc, icon and border (moved
        // and turned along the ring, their content still), and the top mark.
        var background: [Drawing.Element] = []
        if style.openBackgroundPaint != .color(.clear), layout.ringRadius > 0 {
            // A hairline edge: a backdrop of the window's own colour still reads as a surface
            // above what it covers, not as a hole cut into it.
            background.append(
                .circle(
                    center: layout.center, radius: Swift.max(0, layout.ringRadius - 0.5),
                    fill: style.openBackgroundPaint, stroke: Stroke(.semantic(.separator), width: 1)))
        }
        let hasSpokes = !storedItems.isEmpty && layout.iconRadius > 0
        let border = RadialSpinnerStyle.safe(style.borderWidth)
        if hasSpokes, !style.isDaisy {
            // Plain icons float: a faint guide circle shows the wheel they sit on.
            background.append(
                .group(
                    Drawing.Group(
                        opacity: 0.25,
                        elements: [
                            .circle(
                                center: layout.center, radius: layout.spokeRadius, fill: nil,
                                stroke: Stroke(style.borderPaint, width: Swift.max(1, border / 2)))
                        ])))
        }
        var elements: [Drawing.Element] = background.isEmpty ? [] : [Self.layer("spinner.ring", background)]
        guard hasSpokes else { return elements }
        let count = storedItems.count
        let spokes = layout.visibleSpokeCount
        if count <= spokes {
            let unequal = hasUnequalSlices
            let origin = unequal ? ringAngle(atPosition: ringPosition) : 0
            for index in 0..<count {
                // The copy of item `index` nearest the ring position.
                let turns = ((ringPosition - Double(index)) / Double(count)).rounded()
                let offset = Double(index) + turns * Double(count) - ringPosition
                let angle =
                    unequal
                    ? ringAngle(atPosition: ringPosition + offset) - origin : offset * layout.spokeSpacing.radians
                elements.append(
                    spoke(index, slot: index, offset: offset, angle: angle, fade: 1, layout: layout, style: style))
            }
        } else {
            let half = Double(spokes) / 2
            let base = AimedMotion.slot(at: ringPosition)
            let reach = spokes / 2 + 1
            for distance in -reach...reach {
                let slot = base + distance
                let offset = Double(slot) - ringPosition
                // Fade over the last eighth of the window so the wrap at the bottom never shows.
                let fade = Swift.min(1, (half - Swift.abs(offset)) / Swift.max(1, half / 4))
                guard fade > 0.02 else { continue }
                elements.append(
                    spoke(
                        wrapped(slot), slot: slot, offset: offset, angle: offset * layout.spokeSpacing.radians,
                        fade: fade, layout: layout, style: style))
            }
        }
        elements.append(markLayer(layout: layout, style: style))
        return elements
    }

    /// One spoke: item `index` in ring slot `slot`, `offset` slots (`angle` radians) clockwise
    /// of the top.
    private func spoke(
        _ index: Int, slot: Int, offset: Double, angle: Double, fade: Double, layout: RadialSpinnerLayout,
        style: RadialSpinnerStyle
    ) -> Drawing.Element {
        let item = storedItems[index]
        let turn = Rotation(radians: angle)
        let place = layout.spokeCenter(at: Bearing(radians: turn.radians))
        // Drawn about the origin; the layers move it there (and turn the icon).
        let center = Point.zero
        let move = Transform.translation(x: place.x, y: place.y)
        let radius = layout.iconRadius
        let tint: Paint? = item.icon.isTemplate ? style.borderPaint : nil
        let iconTurn = style.keepsIconsUpright ? Rotation.zero : turn
        // The spoke nearest the top (within half a slot) is the one the pointer marks.
        let isAtTop = Swift.abs(offset) < 0.5
        var elements: [Drawing.Element]
        if style.isDaisy {
            // Icons sit 15 % inside their circle on each side, so nothing is clipped at the edge.
            let border = Swift.min(RadialSpinnerStyle.safe(style.borderWidth), radius / 2)
            let clip =
                style.clipsIconsToCircles
                ? Drawing.ClipCircle(center: center, radius: Swift.max(0, radius - border / 2)) : nil
            let rect = Rect(center: center, radius: clip?.radius ?? radius * RadialSpinnerModel.daisyIconScale)
            let disc = Drawing.Element.group(
                Drawing.Group(
                    transform: move, layer: Drawing.LayerID("spinner.spoke.disc", index: slot),
                    elements: [.circle(center: center, radius: radius, fill: style.iconBackgroundPaint, stroke: nil)]))
            let icon = Drawing.Element.group(
                Drawing.Group(
                    transform: Transform.rotation(iconTurn).concatenating(move), clipCircle: clip,
                    layer: Drawing.LayerID("spinner.spoke.icon", index: slot),
                    elements: [.image(item.icon, in: rect, rotation: .zero, tint: tint)]))
            let outline = Drawing.Element.group(
                Drawing.Group(
                    transform: move, layer: Drawing.LayerID("spinner.spoke.border", index: slot),
                    elements: [
                        .circle(
                            center: center, radius: Swift.max(0, radius - (isAtTop ? border / 2 : 0)), fill: nil,
                            stroke: Stroke(style.borderPaint, width: isAtTop ? border * 2 : border))
                    ]))
            // A clear disc paints nothing: no layer for it (a host would keep and compose an empty one).
            elements = style.iconBackgroundPaint == .color(.clear) ? [icon, outline] : [disc, icon, outline]
        } else {
            elements = [
                .group(
                    Drawing.Group(
                        transform: Transform.rotation(iconTurn).concatenating(move),
                        layer: Drawing.LayerID("spinner.spoke.icon", index: slot),
                        elements: [
                            .image(
                                item.icon, in: Rect(center: center, radius: radius * 0.85), rotation: .zero, tint: tint)
                        ]))
            ]
        }
        let opacity = fade.clamped(to: 0...1, ifNaN: 1) * (item.isEnabled ? 1 : style.safeDisabledOpacity)
        return .group(Drawing.Group(opacity: opacity, elements: elements))
    }

    /// A layer (see ``Drawing/Group``) of still `content`, drawn where it is.
    static func layer(_ name: String, _ content: [Drawing.Element]) -> Drawing.Element {
        .group(Drawing.Group(layer: Drawing.LayerID(name), elements: content))
    }

    /// The mark of the top slot: a small pointer below it, towards the centre (the spoke at
    /// the top is outlined by `spoke(_:slot:offset:fade:layout:style:)`; no ring of its own, which
    /// would cross the neighbours' circles while the ring turns).
    func topMark(layout: RadialSpinnerLayout, style: RadialSpinnerStyle) -> [Drawing.Element] {
        let top = layout.spokeCenter(at: .top)
        let width = Swift.max(1, RadialSpinnerStyle.safe(style.borderWidth))
        let radius = layout.iconRadius + width / 2
        let pointer = Swift.min(layout.iconRadius * 0.35, 10)
        let tip = Point(x: top.x, y: top.y + radius + 1)
        var path = DrawingPath()
        path.move(to: tip)
        path.line(to: Point(x: tip.x - pointer, y: tip.y + pointer * 1.2))
        path.line(to: Point(x: tip.x + pointer, y: tip.y + pointer * 1.2))
        path.close()
        return [.path(path, fill: style.borderPaint, stroke: nil)]
    }

    /// The half-side of a daisy icon's square as a fraction of its circle's radius: 15 % of the
    /// circle's diameter is left free on each side.
    static let daisyIconScale = 0.7
}
