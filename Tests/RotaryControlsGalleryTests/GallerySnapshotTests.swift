import RotaryControls
import SnapshotTesting
import Testing

@testable import RotaryControlsGallery

/// Every gallery scene, snapshot-tested as text: its `Drawing.description` and its SVG.
///
/// Controls add scenes to `GalleryScene.all`; these tests pick them up automatically. A new
/// scene records its snapshots on the first run (which fails), and passes from then on.
@Suite struct GallerySnapshotTests {
    static let ids = GalleryScene.all.map(\.id)

    static func scene(_ id: String) -> GalleryScene? {
        GalleryScene.all.first { $0.id == id }
    }

    @Test(arguments: ids)
    func drawingDescription(id: String) throws {
        let scene = try #require(Self.scene(id))
        assertSnapshot(of: scene.drawing.description, as: .lines, named: id)
    }

    @Test(arguments: ids)
    func svg(id: String) throws {
        let scene = try #require(Self.scene(id))
        assertSnapshot(of: GalleryPage.svg(for: scene), as: .lines, named: id + "-svg")
    }
}

@Suite struct GallerySceneTests {
    @Test func idsAreUniqueAndFileSafe() {
        let ids = GalleryScene.all.map(\.id)
        #expect(!ids.isEmpty)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            let allowed = id.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
            }
            #expect(allowed && !id.hasPrefix("-") && !id.hasSuffix("-") && !id.contains("--"), "\(id)")
        }
    }

    @Test(arguments: GalleryScene.all.map(\.id))
    func scenesHaveNoNaNAndFitTheirCanvas(id: String) throws {
        let scene = try #require(GalleryScene.all.first { $0.id == id })
        let text = scene.drawing.description.lowercased()
        #expect(!text.contains("nan"))
        #expect(!text.contains("inf"))
        #expect(!text.contains("huge"))
        #expect(scene.drawing.size.isDrawable)
        #expect(scene.drawing.leafCount > 0)
        #expect(!scene.title.isEmpty && !scene.caption.isEmpty && !scene.section.isEmpty)
        let svg = GalleryPage.svg(for: scene).lowercased()
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    @Test func foundationScenesAreListed() {
        #expect(
            GalleryScene.foundation.map(\.id) == [
                "arc-caps", "arc-presets", "arc-gradient", "drawing-sampler", "tracker-replay", "tracker-limits",
            ])
        #expect(GalleryScene.foundation.allSatisfy { $0.section == "Foundation" })
    }
}

@Suite struct TrackerReplayTests {
    let anchor = Point(x: 200, y: 210)

    @Test func recordedPathIsTwoAndAQuarterTurnsWithOneSampleInTheDeadZone() throws {
        let path = GalleryScene.replayPath(anchor: anchor)
        #expect(path.count == 55)
        let inside = path.indices.filter { path[$0].distance(to: anchor) <= 30 }
        #expect(inside == [GalleryScene.replayDeadZoneSample])
        let first = try #require(Bearing(from: anchor, to: path[0])).degrees
        let last = try #require(Bearing(from: anchor, to: path[54])).degrees
        #expect(abs(first - 300) < 1e-9)
        #expect(abs(last - 30) < 1e-9)
    }

    @Test func trackerLosesOnlyTheReGripStep() throws {
        let tracker = GalleryScene.replay(GalleryScene.replayPath(anchor: anchor), anchor: anchor, deadZoneRadius: 30)
        // 54 steps of 15° = 810°, minus the 30° step across the dead-zone sample (re-grip).
        #expect(abs(tracker.rotation.degrees - 780) < 1e-9)
        #expect(tracker.turns == 3)
        #expect(tracker.phase == .ended)
        #expect(abs(try #require(tracker.startBearing).degrees - 330) < 1e-9)
        #expect(abs(try #require(tracker.currentBearing).degrees - 30) < 1e-9)
    }

    @Test func sceneTextShowsTheTrackersNumbers() {
        let text = GalleryScene.trackerReplay.drawing.description
        #expect(text.contains("text \"rotation 780.0°\""))
        #expect(text.contains("text \"= 2.167 turns\""))
        #expect(text.contains("text \"turns (12 o'clock crossings) 3\""))
        #expect(text.contains("text \"start 330°\""))
    }

    @Test(arguments: [
        (780.0, 1, "780.0"), (2.16666, 3, "2.167"), (-0.0004, 3, "0.000"), (-1.5, 0, "-2"),
        (0.05, 2, "0.05"), (12, 0, "12"), (.nan, 1, "–"),
    ])
    func fixedDecimals(value: Double, places: Int, expected: String) {
        #expect(GalleryScene.fixed(value, places: places) == expected)
    }
}

@Suite struct TrackerLimitsSceneTests {
    static let limit = Rotation(degrees: 180)

    @Test func slipComesDownAsSoonAsTheFingerTurnsBack() throws {
        let values = GalleryScene.limitsReplay(
            limits: RotationLimits(minimum: .zero, maximum: Self.limit, behavior: .slip))
        let turnBack = try #require(GalleryScene.limitsReplayDegrees.firstIndex(of: 540))
        #expect(abs(values[turnBack] - 180) < 1e-9)
        #expect(abs(values[turnBack + 1] - 170) < 1e-9)
        #expect(abs(values[values.count - 1]) < 1e-9)
    }

    @Test func holdWaitsUntilTheFingerUnwindsPastTheLimit() throws {
        let values = GalleryScene.limitsReplay(
            limits: RotationLimits(minimum: .zero, maximum: Self.limit, behavior: .hold))
        let degrees = GalleryScene.limitsReplayDegrees
        let turnBack = try #require(degrees.firstIndex(of: 540))
        // On the way back the finger passes 360°, 190°, 180°, 170°.
        let at = { (finger: Double) in values[turnBack + Int((540 - finger) / 10)] }
        #expect(abs(at(360) - 180) < 1e-9)
        #expect(abs(at(190) - 180) < 1e-9)
        #expect(abs(at(170) - 170) < 1e-9)
        #expect(abs(values[values.count - 1]) < 1e-9)
    }

    @Test func withoutLimitsTheRotationFollowsTheFinger() {
        let values = GalleryScene.limitsReplay(limits: nil)
        for (value, finger) in zip(values, GalleryScene.limitsReplayDegrees) {
            #expect(abs(value - finger) < 1e-9)
        }
    }
}
