/// The dial's picture, in the coordinates of ``RotationDialModel/bounds``.
extension RotationDialModel {
    /// The drawing with the stored ``style``: a face with a rim (tinted while tracking), an arc
    /// from 12 o'clock showing the part of the current turn, twelve grooves and a marker dot
    /// turned by the rotation, and (with ``RotationDialStyle/showsValueText``) the angle and turn
    /// count in the middle. A disabled dial is drawn at ``RotationDialStyle/disabledOpacity``.
    ///
    /// Pure: the same model and bounds give the same `Drawing`. Bounds whose inscribed radius is
    /// 16 points or less, or that are not finite or reach beyond a billion points, give a drawing
    /// with no elements; it never contains NaN or infinities.
    public func drawing() -> Drawing {
        let size = bounds.size.width.isFinite && bounds.size.height.isFinite ? bounds.size : .zero
        var drawing = Drawing(size: size)
        let radius = bounds.inscribedRadius - 8
        let reach = Swift.max(Swift.abs(bounds.minX), Swift.abs(bounds.minY), bounds.width, bounds.height)
        guard radius.isFinite, radius > 8, reach <= 1e9, bounds.center.isFinite else { return drawing }
        let elements = face(radius: radius)
        if storedEnabled {
            drawing.append(contentsOf: elements)
        } else {
            drawing.append(.group(Drawing.Group(opacity: style.safeDisabledOpacity, elements: elements)))
        }
        return drawing
    }

    private func face(radius: Double) -> [Drawing.Element] {
        let rotation = tracker.rotation.radians.isFinite ? tracker.rotation : .zero
        let center = bounds.center
        let ring = radius - 6
        let fraction = rotation.turns - rotation.turns.rounded(.down)
        let rim = Stroke(
            isTracking ? style.trackingRimPaint : style.rimPaint, width: RotationDialStyle.safe(style.rimWidth))
        // Layers: the face (still in a drag) and the grooves with the marker (still, turned).
        var elements: [Drawing.Element] = [
            .group(
                Drawing.Group(
                    layer: Drawing.LayerID("dial.face"),
                    elements: [
                        .circle(center: center, radius: radius, fill: style.facePaint, stroke: rim)
                    ]))
        ]
        if fraction > 0, fraction.isFinite {
            elements.append(
                .arc(
                    center: center, radius: ring, arc: Arc(start: .top, sweep: Rotation(turns: fraction)),
                    stroke: Stroke(
                        .gradient(style.turnGradient), width: RotationDialStyle.safe(style.turnWidth),
                        cap: .round)))
        }
        var grooves: [Drawing.Element] = (0..<12).map { index in
            let bearing = Bearing(degrees: Double(index) * 30)
            let inner = Point(center: center, radius: ring * (index % 3 == 0 ? 0.62 : 0.72), bearing: bearing)
            let outer = Point(center: center, radius: ring * 0.82, bearing: bearing)
            return .path(
                .polyline([inner, outer]), fill: nil, stroke: Stroke(style.groovePaint, width: 2, cap: .round))
        }
        grooves.append(
            .circle(
                center: Point(center: center, radius: ring * 0.9, bearing: .top), radius: 5,
                fill: style.markerPaint, stroke: nil))
        elements.append(
            .group(
                Drawing.Group(
                    transform: .rotation(rotation, around: center), layer: Drawing.LayerID("dial.grooves"),
                    elements: grooves)))
        guard style.showsValueText else { return elements }
        let degrees = rotation.degrees.magnitude < 1e15 ? Int(rotation.degrees.rounded()) : 0
        elements.append(
            .text(
                "\(degrees)°", center: center.offsetBy(dx: 0, dy: -8),
                style: TextStyle(fontSize: radius * 0.22, weight: .semibold, paint: style.valuePaint)))
        let turns = rotation.turns.magnitude < 1e15 ? Int(rotation.turns.rounded(.towardZero)) : 0
        elements.append(
            .text(
                "turns \(turns)", center: center.offsetBy(dx: 0, dy: radius * 0.2),
                style: TextStyle(fontSize: radius * 0.12, paint: style.turnsPaint)))
        return elements
    }
}
