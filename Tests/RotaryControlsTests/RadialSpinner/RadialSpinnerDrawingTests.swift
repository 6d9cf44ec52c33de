import RotaryControls
import Testing

@Suite struct RadialSpinnerDrawingTests {
    /// The opacities of the spoke groups (the plain groups, not layers, that hold a spoke) in `drawing`.
    static func spokeOpacities(_ drawing: Drawing) -> [Double] {
        drawing.elements.compactMap { element in
            guard case let .group(group) = element, group.layer == nil, group.clipCircle == nil else { return nil }
            return group.opacity
        }
    }

    @Test func closedDrawingIsTheCentreOnly() {
        let spinner = RadialSpinnerModel(items: spinnerItems(6), selectedIndex: 1)
        let drawing = spinner.drawing()
        #expect(drawing.size == Size(width: 300, height: 300))
        #expect(drawing.leafCount == 3) // background, icon, border
        #expect(drawing.description.contains("heart"))
        var noIcon = spinner
        noIcon.style.showsIconInCenter = false
        noIcon.style.showsCenterBorder = false
        #expect(noIcon.drawing().leafCount == 1)
        #expect(RadialSpinnerModel().drawing().leafCount == 2) // empty: background and border, no icon
        var closedIcon = spinner
        closedIcon.closedIcon = "gift"
        #expect(
            closedIcon.drawing().description.contains("gift") && !closedIcon.drawing().description.contains("heart"))
    }

    @Test func openRingDrawsEverySpokeDimmingDisabledItems() {
        let spinner = openSpinner(6, disabled: [2, 4])
        let opacities = Self.spokeOpacities(spinner.drawing())
        #expect(opacities.count == 6)
        #expect(opacities.filter { isClose($0, 0.35) }.count == 2 && opacities.filter { $0 == 1 }.count == 4)
        // Daisy: each spoke is its icon and a border circle (and a background when it has a
        // colour: a clear one is no layer); plain: one image. Then the pointer under the top slot.
        var plain = spinner
        plain.style.isDaisy = false
        #expect(spinner.drawing().leafCount == 3 + 6 * 2 + 1)
        var filled = spinner
        filled.style.iconBackgroundPaint = .color(.white)
        #expect(filled.drawing().leafCount == 3 + 6 * 3 + 1)
        #expect(plain.drawing().leafCount == 3 + 1 + 6 + 1)
    }

    @Test(arguments: [10, 1_000, 10_000])
    func drawingCostDoesNotGrowWithTheItemCount(count: Int) {
        let spinner = openSpinner(count, selected: count / 2)
        let spokes = Self.spokeOpacities(spinner.drawing()).count
        #expect(spokes == min(count, 40) || (count > 40 && spokes <= 42 && spokes >= 36))
        #expect(spinner.drawing().leafCount <= 3 + 42 * 3 + 2)
    }

    @Test(arguments: [
        Rect(x: 0, y: 0, width: 0, height: 100), Rect(x: .nan, y: 0, width: 100, height: 100),
        Rect(x: 0, y: 0, width: .infinity, height: 10), Rect(x: 0, y: 0, width: -5, height: 100),
        Rect(x: 0, y: 0, width: 2e9, height: 100),
    ])
    func badBoundsGiveAnEmptyDrawing(bounds: Rect) {
        var spinner = openSpinner(6)
        spinner.bounds = bounds
        #expect(spinner.drawing() == Drawing(size: .zero))
    }

    @Test func tinyBoundsAndBadStylesNeverDrawNaN() {
        var spinner = openSpinner(12)
        spinner.bounds = Rect(x: 0, y: 0, width: 3, height: 1)
        spinner.style.borderWidth = .nan
        spinner.style.centerRadius = .infinity
        spinner.style.disabledOpacity = .nan
        spinner.style.maximumIconRadius = -4
        let text = spinner.drawing().description.lowercased()
        #expect(!text.contains("nan") && !text.contains("inf"))
    }

    @Test func disabledSpinnerIsDrawnDimmed() {
        var spinner = openSpinner(6)
        spinner.setEnabled(false) { _ in }
        let drawing = spinner.drawing()
        #expect(drawing.elements.count == 1)
        guard case let .group(group) = drawing.elements.first else {
            Issue.record("not a group")
            return
        }
        #expect(isClose(group.opacity, 0.35))
    }
}
