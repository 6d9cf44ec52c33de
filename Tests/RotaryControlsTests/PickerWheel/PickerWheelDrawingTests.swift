import RotaryControls
import Testing

@Suite struct PickerWheelDrawingTests {
    /// Every point of every element, groups flattened (their transforms applied).
    static func points(_ elements: [Drawing.Element]) -> [Point] {
        elements.flatMap { element -> [Point] in
            switch element {
            case let .path(path, _, _):
                return path.commands.compactMap {
                    if case let .move(to: p) = $0 { p } else if case let .line(to: p) = $0 { p } else { nil }
                }
            case let .text(_, center, _): return [center]
            case let .image(_, rect, _, _): return [rect.origin, Point(x: rect.maxX, y: rect.maxY)]
            case let .group(group): return points(group.elements).map(group.transform.apply)
            default: return []
            }
        }
    }

    static func texts(_ elements: [Drawing.Element]) -> [String] {
        elements.flatMap { element -> [String] in
            switch element {
            case let .text(text, _, _): return [text]
            case let .group(group): return texts(group.elements)
            default: return []
            }
        }
    }

    @Test(arguments: [0.0, 0.37, 4.5, 9])
    func everythingIsFiniteAndInsideTheBounds(offset: Double) {
        var wheel = picker(10)
        wheel.bounds = Rect(x: 10, y: 20, width: 240, height: 220)
        wheel.selectedIndex = Int(offset)
        let drawing = wheel.drawing()
        #expect(drawing.size == Size(width: 240, height: 220))
        for point in Self.points(drawing.elements) {
            #expect(point.isFinite)
            #expect(point.x >= 10 - 1e-9 && point.x <= 250 + 1e-9 && point.y >= 20 - 1e-9 && point.y <= 240 + 1e-9)
        }
    }

    @Test func visibleRowsOnlyAndTheCentreRowIsLargest() {
        let wheel = picker(10, selected: 4)
        let texts = Self.texts(wheel.drawing().elements)
        // 200 high: radius 100, 44-point rows → |d| < (π/2)·100/44 ≈ 3.57: rows 1...7.
        #expect(texts == (1...7).map { "Row \($0)" })
        let tenThousand = picker(10_000, selected: 5_000)
        #expect(Self.texts(tenThousand.drawing().elements) == (4_997...5_003).map { "Row \($0)" })
        #expect(tenThousand.drawing().leafCount == wheel.drawing().leafCount)
    }

    /// The fills of the paths of `elements`, groups flattened.
    static func fills(_ elements: [Drawing.Element]) -> [Paint?] {
        elements.flatMap { element -> [Paint?] in
            switch element {
            case let .path(_, fill, _): return [fill]
            case let .group(group): return fills(group.elements)
            default: return []
            }
        }
    }

    @Test func emptyPickerDrawsOnlyTheBand() {
        let drawing = PickerWheelModel().drawing()
        #expect(drawing.elements.count == 1)
        // The band: a faint tint and two hairlines, all in the separator colour.
        #expect(Self.fills(drawing.elements) == Array(repeating: .semantic(.separator), count: 3))
    }

    @Test func disabledRowsAreDimmed() {
        let wheel = picker(3, selected: 0, disabled: [1])
        // The rows' groups (the band's group, the one holding paths, left out).
        let opacities = wheel.drawing().elements.compactMap { element -> Double? in
            if case let .group(group) = element, Self.fills(group.elements).isEmpty { group.opacity } else { nil }
        }
        #expect(opacities.count == 3)
        #expect(isClose(opacities[0], 1))
        // Row 1 at θ = 0.44: cos θ × 0.35.
        #expect(isClose(opacities[1], 0.35 * 0.904_751_66, 1e-6))
        #expect(isClose(opacities[2], 0.637_151_14, 1e-6)) // cos 0.88, enabled
    }

    @Test func rowBackgroundsOnlyWhenNotClear() {
        var wheel = picker(10, selected: 4)
        let band = Array(repeating: Paint?.some(.semantic(.separator)), count: 3)
        #expect(Self.fills(wheel.drawing().elements) == band)
        wheel.style.rowBackgroundPaint = .color(.red)
        #expect(Self.fills(wheel.drawing().elements) == Array(repeating: .color(.red), count: 7) + band)
    }

    static func titlePaints(_ elements: [Drawing.Element]) -> [Paint] {
        elements.flatMap { element -> [Paint] in
            switch element {
            case let .text(_, _, style): return [style.paint]
            case let .group(group): return titlePaints(group.elements)
            default: return []
            }
        }
    }

    /// Default titles follow light and dark mode on clear rows, but on rows the app filled
    /// with a fixed colour they take whichever of near-black and near-white reads on it; a
    /// title colour the app chose is kept.
    @Test func titlesStayLegibleOnRowsOfAFixedColour() {
        var wheel = picker(10, selected: 4)
        #expect(Set(Self.titlePaints(wheel.drawing().elements)) == [.semantic(.label)])
        let cream = DrawingColor(red8: 255, green8: 248, blue8: 225)
        wheel.style.rowBackgroundPaint = .color(cream)
        let onCream = Self.titlePaints(wheel.drawing().elements)
        #expect(onCream.count == 7 && Set(onCream) == [.color(DrawingColor(white: 0.11))])
        #expect(DrawingColor(white: 0.11).contrastRatio(with: cream) >= 4.5)
        wheel.style.rowBackgroundPaint = .color(DrawingColor(red8: 40, green8: 44, blue8: 52))
        #expect(Set(Self.titlePaints(wheel.drawing().elements)) == [.color(DrawingColor(white: 0.96))])
        wheel.style.rowBackgroundPaint = .color(cream.withAlpha(0.3))
        #expect(Set(Self.titlePaints(wheel.drawing().elements)) == [.semantic(.label)])
        wheel.style.rowBackgroundPaint = .color(cream)
        wheel.style.textPaint = .color(.red)
        #expect(Set(Self.titlePaints(wheel.drawing().elements)) == [.color(.red)])
    }
}
