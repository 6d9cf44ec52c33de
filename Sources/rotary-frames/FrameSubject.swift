import RotaryControls

/// A control as the frame benchmark drives it: its picture now, and one step further into a
/// drag or a fling (the pointer events and frame-clock calls the host would make between two
/// frames). Steps are not timed; only `drawing()` and the render are.
protocol FrameSubject {
    /// The control's drawing now, as the GTK host asks for it at every frame.
    func drawing() -> Drawing
    /// Moves a finger one frame further (the first call puts the finger down).
    mutating func dragStep(_ frame: Int)
    /// Advances a fling (or, for controls without one, a value animation) by one 120 Hz frame,
    /// starting a new one whenever the last has come to rest.
    mutating func flingStep(_ frame: Int)
}

/// One 120 Hz frame, in seconds.
let frameInterval = 1.0 / 120

/// Ignores a control's events (the benchmark reads nothing from them).
@inline(__always) func ignore<Event>(_ event: Event) {}

// MARK: - Radial spinner

/// An open radial-only spinner of `count` items cycling through the twelve icons, resting on
/// the middle item; drags turn the ring 2° a frame, flings start at about 1 000°/s.
struct SpinnerSubject: FrameSubject {
    static let icons = ["star", "heart", "bolt", "leaf", "moon", "sun", "drop", "flame", "bell", "flag", "gift", "music"]
    var model: RadialSpinnerModel
    private var flingTime = 0.0

    init(count: Int, bounds: Rect) {
        let items = (0..<count).map { index in
            let name = Self.icons[index % Self.icons.count]
            return SpinnerItem(icon: ImageReference(name: name), title: "\(name) \(index + 1)")
        }
        model = RadialSpinnerModel(items: items, selectedIndex: count / 2, mode: .radialOnly, bounds: bounds)
        model.isOpen = true
    }

    func drawing() -> Drawing { model.drawing() }

    private func ringPoint(_ degrees: Double) -> Point {
        Point(center: model.layout.center, radius: model.bounds.width * 0.4, bearing: Bearing(degrees: degrees))
    }

    mutating func dragStep(_ frame: Int) {
        let phase: PointerEvent.Phase = frame == 0 ? .began : .moved
        model.handle(PointerEvent(phase: phase, location: ringPoint(Double(frame) * 2), timestamp: Double(frame) * frameInterval),
                     report: ignore)
    }

    mutating func flingStep(_ frame: Int) {
        if frame == 0 || !model.needsFrames {
            let start = flingTime + 1
            for step in 0...9 {
                model.handle(PointerEvent(phase: step == 0 ? .began : .moved, location: ringPoint(Double(step) * 10),
                                          timestamp: start + Double(step) * 0.01), report: ignore)
            }
            model.handle(PointerEvent(phase: .ended, location: ringPoint(100), timestamp: start + 0.1), report: ignore)
            flingTime = start + 0.1
        }
        flingTime += frameInterval
        model.advance(to: flingTime, report: ignore)
    }
}

// MARK: - Picker wheel

/// A picker of the twelve icons (template images) and titles, resting on the middle row;
/// drags move up and down over ±4 rows, flings are released at about 1 800 pt/s.
struct PickerSubject: FrameSubject {
    var model: PickerWheelModel
    private var flingTime = 0.0
    private var flings = 0

    init(bounds: Rect) {
        let items = SpinnerSubject.icons.map { name in
            SpinnerItem(icon: ImageReference(name: name, isTemplate: true), title: name.prefix(1).uppercased() + name.dropFirst())
        }
        model = PickerWheelModel(items: items, selectedIndex: 6, bounds: bounds)
    }

    func drawing() -> Drawing { model.drawing() }

    mutating func dragStep(_ frame: Int) {
        let center = model.bounds.center
        let swing = Double(frame % 80) < 40 ? Double(frame % 40) : Double(40 - frame % 40)
        let y = center.y + (swing - 20) * 0.1 * model.style.rowHeight
        let time = Double(frame) * frameInterval
        let event: PointerEvent = frame == 0 ? .began(x: center.x, y: y, at: time) : .moved(x: center.x, y: y, at: time)
        model.handle(event, report: ignore)
    }

    mutating func flingStep(_ frame: Int) {
        if frame == 0 || !model.needsFrames {
            let start = flingTime + 1
            let center = model.bounds.center
            // Alternate directions so that the wheel never sits against an end.
            let sign: Double = flings.isMultiple(of: 2) ? -1 : 1
            flings += 1
            for step in 0...5 {
                let y = center.y + sign * Double(step) * 6
                let time = start + Double(step) / 300
                model.handle(step == 0 ? .began(x: center.x, y: y, at: time) : .moved(x: center.x, y: y, at: time), report: ignore)
            }
            model.handle(.ended(x: center.x, y: center.y + sign * 36, at: start + 6.0 / 300), report: ignore)
            flingTime = start + 6.0 / 300
        }
        flingTime += frameInterval
        model.advance(to: flingTime, report: ignore)
    }
}
