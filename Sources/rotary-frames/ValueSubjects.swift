import RotaryControls

// MARK: - Circular slider

/// The slider of the core benchmarks: 100 markers, 12 labels, a gradient, snapping and
/// magnetic detents. Drags take the handle back and forth over 160°, 2° a frame; the slider
/// has no fling, so its "fling" frames are a value animated in code (0 ↔ 100, 0.75 s).
struct SliderSubject: FrameSubject {
    var model: CircularSliderModel
    private var time = 0.0
    private var animations = 0

    init(bounds: Rect) {
        model = CircularSliderModel(value: 0, bounds: bounds)
        model.markerCount = 100
        model.labels = (1...12).map { "\($0)" }
        model.snapToLabels = true
        model.snapToMarkers = true
        model.magneticDetentDegrees = 1
        model.style.usesGradient = true
    }

    func drawing() -> Drawing { model.drawing() }

    mutating func dragStep(_ frame: Int) {
        let center = model.layout.center
        let radius = model.handleCenter(.first, in: model.layout).distance(to: center)
        let swing = Double(frame % 160) < 80 ? Double(frame % 80) : Double(80 - frame % 80)
        let location = Point(center: center, radius: radius, bearing: Bearing(degrees: swing * 2))
        if frame == 0 {
            model.handle(PointerEvent(phase: .began, location: model.handleCenter(.first, in: model.layout), timestamp: 0),
                         report: ignore)
        }
        model.handle(PointerEvent(phase: .moved, location: location, timestamp: Double(frame) * frameInterval), report: ignore)
    }

    mutating func flingStep(_ frame: Int) {
        if frame == 0 || !model.needsFrames {
            animations += 1
            model.setValue(animations.isMultiple(of: 2) ? 0 : 100, animated: true, at: time, report: ignore)
        }
        time += frameInterval
        model.advance(to: time, report: ignore)
    }
}

// MARK: - Rotary knob

/// The knob's drawn look with 11 tick marks (the core benchmarks' knob). Drags turn it back and
/// forth over 240°, 3° a frame; the knob has no fling, so the "fling" frames are `setValue`
/// animated (0 ↔ 1, 0.75 s, ease-in-out).
struct KnobSubject: FrameSubject {
    var model: RotaryKnobModel
    private var time = 0.0
    private var animations = 0

    init(bounds: Rect) {
        model = RotaryKnobModel(value: 0.2, bounds: bounds)
        model.style = RotaryKnobStyle(tickCount: 11)
    }

    func drawing() -> Drawing { model.drawing() }

    mutating func dragStep(_ frame: Int) {
        let center = model.layout.center
        let swing = Double(frame % 160) < 80 ? Double(frame % 80) : Double(80 - frame % 80)
        let location = Point(center: center, radius: model.bounds.width * 0.3, bearing: Bearing(degrees: swing * 3 - 120))
        model.handle(PointerEvent(phase: frame == 0 ? .began : .moved, location: location, timestamp: Double(frame) * frameInterval),
                     report: ignore)
    }

    mutating func flingStep(_ frame: Int) {
        if frame == 0 || !model.needsFrames {
            animations += 1
            model.setValue(animations.isMultiple(of: 2) ? 0 : 1, animated: true, at: time, report: ignore)
        }
        time += frameInterval
        model.advance(to: time, report: ignore)
    }
}

// MARK: - Rotation dial

/// The rotation dial (value text shown), coasting after a release. Drags turn it round and
/// round, 3° a frame; flings are released at about 900°/s and coast to rest.
struct DialSubject: FrameSubject {
    var model: RotationDialModel
    private var flingTime = 0.0

    init(bounds: Rect) {
        model = RotationDialModel(bounds: bounds)
        model.coastsAfterRelease = true
    }

    func drawing() -> Drawing { model.drawing() }

    private func point(_ degrees: Double) -> Point {
        Point(center: model.bounds.center, radius: model.bounds.width * 0.35, bearing: Bearing(degrees: degrees))
    }

    mutating func dragStep(_ frame: Int) {
        model.handle(PointerEvent(phase: frame == 0 ? .began : .moved, location: point(Double(frame) * 3),
                                  timestamp: Double(frame) * frameInterval), report: ignore)
    }

    mutating func flingStep(_ frame: Int) {
        if frame == 0 || !model.needsFrames {
            let start = flingTime + 1
            for step in 0...9 {
                model.handle(PointerEvent(phase: step == 0 ? .began : .moved, location: point(Double(step) * 9),
                                          timestamp: start + Double(step) * 0.01), report: ignore)
            }
            model.handle(PointerEvent(phase: .ended, location: point(90), timestamp: start + 0.1), report: ignore)
            flingTime = start + 0.1
        }
        flingTime += frameInterval
        model.advance(to: flingTime, report: ignore)
    }
}
