import RotaryControls

/// A fling of the radial spinner, frame by frame, until it rests on the item it aimed at.
extension GalleryScene {
    /// The release time of the filmstrip's fling.
    static let filmstripRelease = 1.1

    /// An open spinner of 12 items after a quarter turn clockwise in 90 ms, just released.
    static func filmstripFling() -> RadialSpinnerModel {
        var spinner = openSpinner(12, selected: 0)
        let center = spinner.layout.center
        for step in 0...9 {
            let point = Point(center: center, radius: 100, bearing: Bearing(degrees: Double(step) * 10))
            let phase: PointerEvent.Phase = step == 0 ? .began : .moved
            spinner.handle(PointerEvent(phase: phase, location: point, timestamp: 1 + Double(step) * 0.01)) { _ in }
        }
        let last = Point(center: center, radius: 100, bearing: Bearing(degrees: 90))
        spinner.handle(PointerEvent(phase: .ended, location: last, timestamp: filmstripRelease)) { _ in }
        return spinner
    }

    /// Frames of the fling at increasing times, the last one at rest.
    static var spinnerFilmstrip: GalleryScene {
        let fling = filmstripFling()
        let predicted = fling.predictedRestingIndex ?? 0
        let times = [0.0, 0.15, 0.4, 0.8, 1.5, 3.0]
        var cells: [(String, RadialSpinnerModel)] = []
        for elapsed in times {
            var frame = fling
            frame.advance(to: filmstripRelease + elapsed) { _ in }
            cells.append((String(format2: elapsed) + " s: top " + spinnerTitle(frame), frame))
        }
        var rest = fling
        rest.advance(to: filmstripRelease + 1e6) { _ in }
        cells.append(("at rest: " + spinnerTitle(rest), rest))
        var drawing = Drawing(size: Size(width: 1260, height: 200))
        drawing.append(contentsOf: spinnerRow(cells, cell: 180))
        return GalleryScene(
            id: "spinner-fling-filmstrip", section: spinnerSection, title: "A fling coming to rest",
            caption: "A quarter turn clockwise in 90 ms, released at about 14 rad/s: the ring coasts clockwise "
                + "(earlier items arriving at the top), slowing exponentially, and rests exactly on the item "
                + "predicted at release (\(spinnerTitleOf(fling, predicted))). Frames 0, 0.15, 0.4, 0.8, 1.5 "
                + "and 3 s after release, then at rest.",
            drawing: drawing)
    }

    /// The title of the item at the top of `spinner`'s ring.
    private static func spinnerTitle(_ spinner: RadialSpinnerModel) -> String {
        let slot = Int(spinner.ringPosition.rounded())
        return spinnerTitleOf(spinner, spinner.wrapped(slot))
    }

    private static func spinnerTitleOf(_ spinner: RadialSpinnerModel, _ index: Int) -> String {
        spinner.items.indices.contains(index) ? spinner.items[index].title : ""
    }
}

extension String {
    /// `value` with two decimals ("0.15"), without Foundation.
    init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        self = "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
