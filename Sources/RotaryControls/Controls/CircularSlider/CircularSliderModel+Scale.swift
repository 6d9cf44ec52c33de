/// The slider's scale: every tick it draws — the ``RotaryTrackConfiguration/ticks`` of its
/// ``CircularSliderModel/trackConfiguration`` and the ticks its two conveniences produce, the
/// ``CircularSliderModel/labels`` and the ``CircularSliderModel/markerCount`` — as one set, drawn
/// by one code path.
extension CircularSliderModel {
    /// One place on the scale: where it sits along the arc (radians from the arc's start, through
    /// the taper), its title or image, and whether a mark is drawn across the track there.
    struct ScaleTick: Equatable {
        var position: Double
        var title: String?
        var image: ImageReference?
        var hasMark: Bool
    }

    /// The ticks the slider draws, in arc order:
    /// - the configuration's ticks inside the range (none in endless mode): a mark, and the title
    ///   (or else the image);
    /// - each label: a titled tick without a mark of its own, at its evenly spaced slot
    ///   (``slotFraction(_:count:isFullCircle:)``);
    /// - each marker: an untitled tick with a mark, at its slot.
    ///
    /// Ticks that fall on one place (within a millionth of a radian, a full circle's end on its
    /// start) are one tick: a mark when any of them has one, the label's title before a configured
    /// tick's (the title that is also spoken, see ``spokenValue(_:)``), the configured tick's image.
    /// So a user never sees two marks or two titles on top of each other.
    func scaleTicks() -> [ScaleTick] {
        var ticks: [ScaleTick] = []
        for (index, label) in labels.enumerated() {
            ticks.append(
                ScaleTick(position: slotPosition(index, count: labels.count), title: label, image: nil, hasMark: false))
        }
        if !isEndless {
            for tick in trackConfiguration.ticks(in: scale) {
                ticks.append(
                    ScaleTick(
                        position: position(of: tick.value), title: tick.title,
                        image: tick.title == nil ? tick.image : nil, hasMark: true))
            }
        }
        let markers = markerCount
        for index in 0..<markers {
            ticks.append(
                ScaleTick(position: slotPosition(index, count: markers), title: nil, image: nil, hasMark: true))
        }
        return Self.merged(ticks)
    }

    /// The position of item `index` of `count` evenly spaced on the arc's first turn.
    private func slotPosition(_ index: Int, count: Int) -> Double {
        CircularSliderModel.slotFraction(index, count: count, isFullCircle: isFullCircle) * arc.sweep.radians
    }

    /// `ticks` in arc order with the ticks on one place merged (the earlier's title and image
    /// first). Stable: equal places keep their order, so labels stay in label order.
    static func merged(_ ticks: [ScaleTick]) -> [ScaleTick] {
        guard var places = ScaleTickPlaces(positions: ticks.lazy.map(\.position)) else {
            return mergedOneByOne(ticks)
        }
        var result: [ScaleTick] = []
        for tick in ticks where tick.position.isFinite {
            if let index = places.firstIndex(samePlaceAs: tick.position) {
                merge(tick, into: &result[index])
            } else {
                places.add(tick.position, index: result.count)
                result.append(tick)
            }
        }
        // The places are in position order, ties in the order they were kept: the arc order.
        return places.places.map { result[$0.index] }
    }

    /// ``merged(_:)`` comparing each tick with every one kept before it (for ticks beyond
    /// what ``ScaleTickPlaces`` indexes; the tests hold the indexed merge to it).
    static func mergedOneByOne(_ ticks: [ScaleTick]) -> [ScaleTick] {
        var result: [ScaleTick] = []
        for tick in ticks where tick.position.isFinite {
            if let index = result.firstIndex(where: { ScaleTickPlaces.isSamePlace($0.position, tick.position) }) {
                merge(tick, into: &result[index])
            } else {
                result.append(tick)
            }
        }
        return result.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(
            \.element)
    }

    /// Merges `tick` into the tick already kept at its place: a mark when either has one, the
    /// kept tick's title and image unless it has neither.
    private static func merge(_ tick: ScaleTick, into kept: inout ScaleTick) {
        kept.hasMark = kept.hasMark || tick.hasMark
        if kept.title == nil, kept.image == nil {
            kept.title = tick.title
            kept.image = tick.image
        }
    }

    /// The scale's elements: first every mark (the style's ``CircularSliderStyle/markerPath``, else
    /// its ``CircularSliderStyle/markerImage``, else an ellipse of ``CircularSliderStyle/markerSize``,
    /// turned to lie across the track), then every title (where the labels go) and image (a
    /// square as tall as two lines of label text, there). At an open end with a round cap an
    /// ellipse mark is no taller than the track, so it stays inside the cap.
    func scaleElements(layout: CircularSliderLayout, style: CircularSliderStyle) -> [Drawing.Element] {
        let ticks = scaleTicks()
        guard !ticks.isEmpty else { return [] }
        let size = Size(
            width: CircularSliderStyle.safe(style.markerSize.width),
            height: CircularSliderStyle.safe(style.markerSize.height))
        let end = arc.sweep.radians, tolerance = 1e-6
        var marks: [Drawing.Element] = [], titles: [Drawing.Element] = []
        let text = TextStyle(fontSize: style.safeFontSize, weight: style.labelWeight, paint: style.labelPaint)
        for tick in ticks {
            let bearing = self.bearing(atPosition: tick.position)
            if tick.hasMark {
                let atEnd =
                    !isFullCircle
                    && (Swift.abs(tick.position) <= tolerance || Swift.abs(tick.position - end) <= tolerance)
                marks.append(
                    mark(
                        at: layout.point(at: bearing), bearing: bearing, size: size, atOpenEnd: atEnd,
                        lineWidth: layout.lineWidth, style: style))
            }
            let labelPoint = Point(center: layout.center, radius: layout.labelRadius, bearing: bearing)
            if let title = tick.title {
                titles.append(.text(title, center: labelPoint, style: text))
            } else if let image = tick.image {
                let side = style.safeFontSize * 2
                titles.append(
                    .image(
                        image,
                        in: Rect(x: labelPoint.x - side / 2, y: labelPoint.y - side / 2, width: side, height: side),
                        rotation: .zero, tint: image.isTemplate ? style.labelPaint : nil))
            }
        }
        return marks + titles
    }

    /// One mark across the track at `point`, turned to `bearing`.
    private func mark(
        at point: Point, bearing: Bearing, size: Size, atOpenEnd: Bool, lineWidth: Double, style: CircularSliderStyle
    ) -> Drawing.Element {
        let turn = Rotation(radians: bearing.radians)
        let place = Transform.rotation(turn).concatenating(.translation(x: point.x, y: point.y))
        if let path = style.markerPath {
            return .path(path.applying(place), fill: style.markerPaint, stroke: style.markerOutline)
        }
        if let image = style.markerImage {
            let rect = Rect(
                x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
            return .image(image, in: rect, rotation: turn, tint: image.isTemplate ? style.markerPaint : nil)
        }
        let height =
            atOpenEnd && style.lineCap == .round
            ? Swift.min(size.height, Swift.max(lineWidth - 1, size.width)) : size.height
        return .group(
            Drawing.Group(
                transform: place,
                elements: [
                    .ellipse(
                        in: Rect(x: -size.width / 2, y: -height / 2, width: size.width, height: height),
                        fill: style.markerPaint, stroke: style.markerOutline)
                ]))
    }

    /// The longest title on the scale, in characters (the layout leaves room for it). Makes no
    /// array: the layout is computed on every key and drag, which allocate nothing.
    var longestScaleTitle: Int {
        var longest = 0
        for label in labels { longest = Swift.max(longest, label.count) }
        guard !isEndless else { return longest }
        let scale = self.scale
        for tick in trackConfiguration.ticks
        where tick.value.isFinite && tick.value >= scale.minimumValue && tick.value <= scale.maximumValue {
            if let title = tick.title { longest = Swift.max(longest, title.count) }
        }
        return longest
    }
}
