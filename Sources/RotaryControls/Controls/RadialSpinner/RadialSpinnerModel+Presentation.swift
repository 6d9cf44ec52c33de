/// Opening and closing animate from the moment of the input that opened or closed (the host's
/// answer ``RadialSpinnerModel/confirmClose(report:)`` carries no time: from its next frame): the ring (or the picker panel) grows from
/// ``RadialSpinnerModel/presentationSmallestScale`` of its size and fades in over 0.2 s, and
/// shrinks and fades out when it closes, over the closed centre. Under Reduce Motion, and when
/// ``RadialSpinnerModel/isOpen`` is set in code, it opens and closes at once.
///
/// The animation runs on the host's frames (``RadialSpinnerModel/needsFrames`` is `true` while
/// it runs) and reports no events: `opened` and `closed` come when the user opens or closes.
extension RadialSpinnerModel {
    /// The scale of the open picture when the opening animation begins (and a closing one ends).
    public static var presentationSmallestScale: Double { RadialSpinnerPresentation.smallestScale }

    /// How open the spinner looks, `0` closed … `1` open: between the two while the opening
    /// or closing animation runs, else `1` when open and `0` when closed.
    public var presentedOpenness: Double {
        presentation?.openness ?? (isOpen ? 1 : 0)
    }

    /// Whether the open picture is on screen: the spinner is open, or its closing animation is
    /// still running. A host that shows the open spinner in a pop-up keeps it up meanwhile.
    public var showsOpenPicture: Bool {
        isOpen || presentation != nil
    }

    /// Whether the opening or closing animation is running.
    public var isPresentationAnimating: Bool { presentation != nil }

    /// The opening animation starting at `time` (the input's; `nil` or not finite: at the next
    /// frame), from where a closing one stands; `nil` when motion is reduced.
    func openingAnimation(at time: Double?) -> RadialSpinnerPresentation? {
        guard !isReduceMotionEnabled else { return nil }
        let from = presentation?.openness ?? 0
        return RadialSpinnerPresentation(
            startOpenness: from, openness: from, startTime: RadialSpinnerModel.startTime(time))
    }

    /// The closing animation starting at `time` (as for opening) with the open picture as it is
    /// now (call before closing); `nil` when motion is reduced or the spinner is closed.
    func closingAnimation(at time: Double?) -> RadialSpinnerClosing? {
        guard !isReduceMotionEnabled, isOpen else { return nil }
        let from = presentation?.openness ?? 1
        let layout = self.layout
        let picture =
            picker.map { pickerElements($0, layout: layout, style: style) }
            ?? ringElements(layout: layout, style: style)
        let animation = RadialSpinnerPresentation(
            startOpenness: from, openness: from,
            startTime: RadialSpinnerModel.startTime(time))
        return RadialSpinnerClosing(animation: animation, picture: picture)
    }

    /// A usable start time: finite, else `nil` (the next frame's time).
    private static func startTime(_ time: Double?) -> Double? {
        time.flatMap { $0.isFinite ? $0 : nil }
    }

    /// Moves the opening or closing animation to `time`.
    mutating func advancePresentation(to time: Double) {
        switch phase {
        case let .closed(activity, closing?):
            var running = closing
            let goesOn = !isReduceMotionEnabled && running.animation.advance(to: time, opening: false)
            phase = .closed(activity, closing: goesOn ? running : nil)
        case .closed:
            return
        case .openRing, .openPicker:
            guard var running = presentation else { return }
            let goesOn = !isReduceMotionEnabled && running.advance(to: time, opening: true)
            updateOpen { $0.opening = goesOn ? running : nil }
        }
    }

    /// `elements` (the open picture) as shown at the current openness: scaled about the centre
    /// and faded while an animation runs, unchanged otherwise.
    func presented(_ elements: [Drawing.Element], layout: RadialSpinnerLayout) -> [Drawing.Element] {
        guard let presentation, !elements.isEmpty else { return elements }
        let eased = presentation.easedOpenness
        let smallest = RadialSpinnerPresentation.smallestScale
        let scale = smallest + (1 - smallest) * eased
        let center = layout.center
        let transform = Transform.translation(x: -center.x, y: -center.y)
            .concatenating(.scale(x: scale, y: scale))
            .concatenating(.translation(x: center.x, y: center.y))
        return [.group(Drawing.Group(transform: transform, opacity: eased, elements: elements))]
    }

    /// The open picture drawn now: the live ring or picker while open, the captured one while
    /// the closing animation runs, nothing otherwise.
    func openPicture(layout: RadialSpinnerLayout, style: RadialSpinnerStyle) -> [Drawing.Element] {
        if isOpen {
            let live =
                picker.map { pickerElements($0, layout: layout, style: style) }
                ?? ringElements(layout: layout, style: style)
            return presented(live, layout: layout)
        }
        guard case let .closed(_, closing?) = phase else { return [] }
        return presented(closing.picture, layout: layout)
    }
}
