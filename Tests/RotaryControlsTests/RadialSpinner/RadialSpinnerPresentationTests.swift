import RotaryControls
import Testing

/// Opening and closing animate (scale and fade over 0.2 s of frame time, none under Reduce
/// Motion), driven by simulated frames.
@Suite struct RadialSpinnerPresentationTests {
    /// The first element of the drawing as a group (the open picture while it animates).
    static func animatedGroup(_ spinner: RadialSpinnerModel) -> Drawing.Group? {
        guard case let .group(group)? = spinner.drawing().elements.first, !group.transform.isIdentity else {
            return nil
        }
        return group
    }

    /// A spinner opened by a tap at 0…0.05 s (the animation starts at the release, 0.05 s).
    static func tappedOpen(reduceMotion: Bool = false, mode: RadialSpinnerMode = .radialOnly) -> RadialSpinnerModel {
        var spinner = RadialSpinnerModel(items: spinnerItems(6), mode: mode)
        spinner.isReduceMotionEnabled = reduceMotion
        _ = spinner.tap(at: spinnerCenter, time: 0)
        return spinner
    }

    @Test func openingGrowsAndFadesInOverAFifthOfASecond() {
        var spinner = Self.tappedOpen()
        #expect(spinner.isOpen && spinner.needsFrames && spinner.isPresentationAnimating)
        #expect(spinner.presentedOpenness == 0)
        let first = Self.animatedGroup(spinner)
        #expect(first?.opacity == 0 && isClose(first?.transform.a ?? 0, RadialSpinnerModel.presentationSmallestScale))
        // Time runs from the release; no events come from the animation.
        #expect(spinner.advanced(to: 0.05) == [] && spinner.presentedOpenness == 0)
        #expect(spinner.advanced(to: 0.15) == [])
        #expect(isClose(spinner.presentedOpenness, 0.5))
        let middle = Self.animatedGroup(spinner)
        #expect(isClose(middle?.opacity ?? 0, 0.875)) // cubic ease-out of 0.5
        #expect(isClose(middle?.transform.a ?? 0, 0.6 + 0.4 * 0.875))
        // The centre of the ring stays where it is while it grows.
        #expect(
            middle.map {
                isClose($0.transform.apply(spinnerCenter).x, 150) && isClose($0.transform.apply(spinnerCenter).y, 150)
            } == true)
        #expect(spinner.advanced(to: 0.25) == [])
        #expect(!spinner.needsFrames && !spinner.isPresentationAnimating && spinner.presentedOpenness == 1)
        var setInCode = RadialSpinnerModel(items: spinnerItems(6), mode: .radialOnly)
        setInCode.isOpen = true
        #expect(spinner.drawing() == setInCode.drawing())
    }

    @Test(arguments: [30.0, 60.0, 144.0, 240.0])
    func theAnimationEndsAtTheSameTimeAtAnyFrameRate(hertz: Double) {
        var spinner = Self.tappedOpen()
        var time = 0.05
        while spinner.needsFrames, time < 2 {
            time += 1 / hertz
            _ = spinner.advanced(to: time)
        }
        #expect(time - 0.05 >= 0.2 - 1e-9 && time - 0.05 < 0.2 + 1 / hertz + 1e-9)
    }

    @Test func closingShrinksAndFadesTheRingOverTheCentre() {
        var spinner = Self.tappedOpen()
        _ = spinner.runFrames(from: 0, hertz: 60)
        #expect(spinner.tap(at: spinnerCenter, time: 5) == [.closed] + impact)
        #expect(!spinner.isOpen && spinner.showsOpenPicture && spinner.needsFrames)
        // The ring (its six icons) is still drawn, full size, then shrinks and fades out.
        #expect(spinner.presentedOpenness == 1 && spinner.drawing().description.contains("bolt"))
        _ = spinner.advanced(to: 5.15)
        #expect(isClose(spinner.presentedOpenness, 0.5))
        let middle = Self.animatedGroup(spinner)
        #expect(isClose(middle?.opacity ?? 0, 0.875) && (middle?.transform.a ?? 1) < 1)
        _ = spinner.advanced(to: 5.25)
        #expect(!spinner.showsOpenPicture && !spinner.needsFrames && spinner.presentedOpenness == 0)
        #expect(spinner.drawing() == RadialSpinnerModel(items: spinnerItems(6), mode: .radialOnly).drawing())
    }

    @Test func reopeningWhileClosingReversesFromWhereItStands() {
        var spinner = Self.tappedOpen()
        _ = spinner.runFrames(from: 0, hertz: 60)
        _ = spinner.tap(at: spinnerCenter, time: 5) // closing from 5.05
        _ = spinner.advanced(to: 5.2) // openness 0.25
        #expect(spinner.tap(at: spinnerCenter, time: 5.2) == [.opened] + impact) // opening from 5.25
        #expect(isClose(spinner.presentedOpenness, 0.25))
        _ = spinner.advanced(to: 5.325) // the remaining three quarters take 0.15 s: half of them
        #expect(isClose(spinner.presentedOpenness, 0.625))
        _ = spinner.advanced(to: 5.4)
        #expect(spinner.presentedOpenness == 1 && !spinner.needsFrames)
    }

    @Test func reduceMotionAndCodeOpenAndCloseAtOnce() {
        var spinner = Self.tappedOpen(reduceMotion: true)
        #expect(spinner.isOpen && !spinner.needsFrames && spinner.presentedOpenness == 1)
        #expect(Self.animatedGroup(spinner) == nil)
        #expect(spinner.pressed(.escape) == (true, [.closed] + impact))
        #expect(!spinner.showsOpenPicture && !spinner.needsFrames)
        var code = RadialSpinnerModel(items: spinnerItems(6), mode: .radialOnly)
        code.isOpen = true
        #expect(!code.needsFrames && code.presentedOpenness == 1)
        code.isOpen = false
        #expect(!code.showsOpenPicture && !code.needsFrames)
    }

    @Test func theClosingPickerPanelFadesWithItsRows() {
        var spinner = Self.tappedOpen(mode: .pickerOnly)
        #expect(spinner.isShowingPicker && spinner.needsFrames)
        _ = spinner.runFrames(from: 0, hertz: 60)
        #expect(spinner.pressed(.escape) == (true, [.closed] + impact))
        #expect(!spinner.isShowingPicker && spinner.showsOpenPicture)
        #expect(spinner.drawing().description.contains("star 0")) // the rows' titles
        _ = spinner.runFrames(from: 10, hertz: 60)
        #expect(!spinner.showsOpenPicture && !spinner.drawing().description.contains("star 0"))
    }

    @Test func oddFrameTimesNeitherBreakNorStallTheAnimation() {
        var spinner = Self.tappedOpen()
        _ = spinner.advanced(to: .nan)
        #expect(spinner.needsFrames && spinner.presentedOpenness == 0)
        _ = spinner.advanced(to: 0) // earlier than the release: stays at the start
        #expect(spinner.presentedOpenness == 0 && spinner.needsFrames)
        _ = spinner.advanced(to: .infinity)
        #expect(!spinner.needsFrames && spinner.presentedOpenness == 1)
        #expect(!spinner.drawing().description.contains("nan"))
    }
}
