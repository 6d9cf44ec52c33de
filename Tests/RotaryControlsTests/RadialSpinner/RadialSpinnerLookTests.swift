import RealModule
import RotaryControls
import Testing

/// The ring's look: icons inside their circles, circles that never touch, no selection ring of
/// its own while turning, upright icons on request; the picker's light selection band.
@Suite struct RadialSpinnerLookTests {
    /// Every leaf of `elements`, groups opened and their transforms (moves and turns, as the
    /// ring's layers use them) applied to circles and images, as they land on screen.
    static func leaves(_ elements: [Drawing.Element], _ transform: Transform = .identity) -> [Drawing.Element] {
        elements.flatMap { element -> [Drawing.Element] in
            switch element {
            case let .group(group):
                return leaves(group.elements, group.transform.concatenating(transform))
            case let .circle(center, radius, fill, stroke):
                return [.circle(center: transform.apply(center), radius: radius, fill: fill, stroke: stroke)]
            case let .image(image, rect, rotation, tint):
                let turn = Rotation(radians: Double.atan2(y: transform.b, x: transform.a))
                let moved = Rect(center: transform.apply(rect.center), radius: rect.width / 2)
                let placed = rect.width == rect.height ? moved : rect
                return [
                    .image(image, in: placed, rotation: Rotation(radians: rotation.radians + turn.radians), tint: tint)
                ]
            default:
                return [element]
            }
        }
    }

    /// The stroked circles of the drawing (spoke borders, the centre's border).
    static func strokedCircles(_ spinner: RadialSpinnerModel) -> [(center: Point, radius: Double, width: Double)] {
        leaves(spinner.drawing().elements).compactMap { element in
            guard case let .circle(center, radius, nil, stroke?) = element else { return nil }
            return (center, radius, stroke.width)
        }
    }

    /// The spoke images (not the centre's) with their rectangles and rotations.
    static func spokeImages(_ spinner: RadialSpinnerModel) -> [(rect: Rect, rotation: Rotation)] {
        let center = spinner.layout.center
        return leaves(spinner.drawing().elements).compactMap { element in
            guard case let .image(_, rect, rotation, _) = element, rect.center.distance(to: center) > 1 else {
                return nil
            }
            return (rect, rotation)
        }
    }

    @Test func daisyIconsSitFifteenPercentInsideTheirCircles() {
        let spinner = openSpinner(12)
        let radius = spinner.layout.iconRadius
        let images = Self.spokeImages(spinner)
        #expect(images.count == 12)
        for image in images {
            #expect(isClose(image.rect.width, 2 * 0.7 * radius, 1e-6))
            // The square's corners stay inside the circle: nothing is clipped.
            #expect(image.rect.width / 2 * Double.sqrt(2) < radius)
        }
    }

    @Test(arguments: [12, 24, 40])
    func neighbouringCirclesNeverTouchBordersIncluded(count: Int) {
        let spinner = openSpinner(count) // at rest on item 0
        let layout = spinner.layout
        let spacing = 2 * layout.spokeRadius * Double.sin(layout.spokeSpacing.radians / 2)
        let border = spinner.style.borderWidth
        #expect(layout.iconRadius > 0)
        // Outer edges, half of each border included (the top spoke's heavier border grows inwards).
        #expect(2 * layout.iconRadius + border < spacing)
        // Every stroked circle of the ring, taken pairwise, is apart (outer edges with the strokes).
        let circles = Self.strokedCircles(spinner).filter { $0.center.distance(to: layout.center) > 1 }
        #expect(circles.count == count)
        for (index, first) in circles.enumerated() {
            for second in circles[(index + 1)...] {
                let gap =
                    first.center.distance(to: second.center) - first.radius - first.width / 2
                    - second.radius - second.width / 2
                #expect(gap > 0)
            }
        }
    }

    @Test func turningShowsNoSelectionRingOfItsOwn() {
        let spinner = openSpinner(12)
        var turning = spinner
        turning.handle(spinnerEvent(.began, 0, time: 0)) { _ in }
        turning.handle(spinnerEvent(.moved, 15, time: 0.1)) { _ in } // half a slot
        #expect(isClose(turning.ringPosition, -0.5, 1e-6))
        let top = turning.layout.spokeCenter(at: .top)
        // Each stroked circle is a spoke's (or the centre's): none sits at the empty top slot.
        let circles = Self.strokedCircles(turning)
        #expect(circles.count == 13)
        #expect(circles.allSatisfy { $0.center.distance(to: top) > turning.layout.iconRadius })
        // At rest the spoke at the top is outlined twice as heavily as the others.
        let widths = Self.strokedCircles(spinner).filter { $0.center.distance(to: spinner.layout.center) > 1 }
            .map(\.width).sorted()
        #expect(widths.last == 2 * widths.first!)
        #expect(widths.dropLast().allSatisfy { $0 == widths.first! })
    }

    @Test func iconsTurnWithTheirSpokesUnlessKeptUpright() {
        var spinner = openSpinner(12)
        let turned = Self.spokeImages(spinner).filter { $0.rotation != .zero }
        #expect(turned.count == 11) // all but the top one
        spinner.style.keepsIconsUpright = true
        #expect(Self.spokeImages(spinner).count == 12)
        #expect(Self.spokeImages(spinner).allSatisfy { $0.rotation == .zero })
        spinner.style.isDaisy = false
        #expect(Self.spokeImages(spinner).allSatisfy { $0.rotation == .zero })
        #expect(RadialSpinnerStyle().keepsIconsUpright == false)
    }

    @Test func thePickerBandIsALightTintBetweenHairlines() {
        let wheel = PickerWheelModel(
            items: spinnerItems(20), selectedIndex: 5,
            bounds: Rect(x: 0, y: 0, width: 200, height: 200))
        let band = wheel.drawing().elements.compactMap { element -> Drawing.Group? in
            guard case let .group(group) = element, group.elements.count == 3,
                case .group = group.elements[0]
            else { return nil }
            return group
        }
        #expect(band.count == 1)
        guard let group = band.first, case let .group(tint) = group.elements[0] else { return }
        #expect(tint.opacity <= 0.3)
        for line in group.elements.dropFirst() {
            guard case let .path(path, fill?, nil) = line else {
                Issue.record("a hairline is a filled path")
                continue
            }
            #expect(fill == PickerWheelStyle().selectionBandPaint)
            let ys = path.commands.compactMap { command -> Double? in
                switch command {
                case let .move(to: point), let .line(to: point): return point.y
                default: return nil
                }
            }
            #expect((ys.max() ?? 0) - (ys.min() ?? 0) <= 1)
        }
    }

    /// An open backdrop (`openBackgroundPaint`) is a disc filling the open area with a hairline
    /// edge in the separator colour, so a backdrop of the window's colour reads as a surface; a
    /// clear backdrop (the default) draws nothing.
    @Test func anOpenBackdropHasAHairlineEdge() {
        var spinner = RadialSpinnerModel(items: spinnerItems(12), mode: .radialOnly)
        spinner.isOpen = true
        let radius = spinner.layout.ringRadius
        func backdrops() -> [Drawing.Element] {
            Self.leaves(spinner.drawing().elements).filter { element in
                guard case let .circle(_, r, _?, _) = element else { return false }
                return abs(r - (radius - 0.5)) < 1e-9
            }
        }
        #expect(radius > 0 && backdrops().isEmpty)
        spinner.style.openBackgroundPaint = .semantic(.background)
        #expect(
            backdrops() == [
                .circle(
                    center: spinner.layout.center, radius: radius - 0.5, fill: .semantic(.background),
                    stroke: Stroke(.semantic(.separator), width: 1))
            ])
    }
}
