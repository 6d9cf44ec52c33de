import RotaryControls
import Testing

@Suite struct ArcCapTests {
    let arc = Arc(start: .top, sweep: Rotation(degrees: 90))
    let center = Point(x: 100, y: 100)

    private func points(_ path: DrawingPath) -> [Point] {
        path.commands.compactMap { command in
            switch command {
            case let .move(to), let .line(to), let .curve(to, _, _), let .quadCurve(to, _): return to
            case .close: return nil
            }
        }
    }

    @Test func buttHasNoCap() {
        #expect(arc.capOutline(.butt, at: .start, center: center, radius: 50, width: 10) == nil)
    }

    @Test func fullCircleHasNoCaps() {
        #expect(Arc.fullCircle().capOutline(.round, at: .start, center: center, radius: 50, width: 10) == nil)
    }

    @Test(arguments: [Double.nan, .infinity, 0, -3])
    func undrawableWidthHasNoCap(width: Double) {
        #expect(arc.capOutline(.round, at: .start, center: center, radius: 50, width: width) == nil)
    }

    @Test func nonFiniteRadiusOrCentreHasNoCap() {
        #expect(arc.capOutline(.square, at: .start, center: center, radius: .nan, width: 4) == nil)
        #expect(arc.capOutline(.square, at: .start, center: Point(x: .infinity, y: 0), radius: 5, width: 4) == nil)
    }

    @Test func squareCapAtStartIsCentredOnTheEndPoint() throws {
        // Start at 12 o'clock, radius 50: the end point is (100, 50); radial is up, tangent right.
        let path = try #require(arc.capOutline(.square, at: .start, center: center, radius: 50, width: 10))
        let corners = points(path)
        let expected = [Point(x: 105, y: 45), Point(x: 95, y: 45), Point(x: 95, y: 55), Point(x: 105, y: 55)]
        #expect(corners.count == 4)
        for (corner, want) in zip(corners, expected) {
            #expect(isClose(corner.x, want.x, 1e-9) && isClose(corner.y, want.y, 1e-9))
        }
        #expect(path.commands.last == .close)
    }

    @Test func roundCapAtFinishLiesOnACircleAroundTheEndPoint() throws {
        // Finish at 3 o'clock: (150, 100).
        let path = try #require(arc.capOutline(.round, at: .finish, center: center, radius: 50, width: 8))
        let ends = points(path)
        #expect(ends.count == 5)
        for point in ends {
            #expect(isClose(point.distance(to: Point(x: 150, y: 100)), 4, 1e-9))
        }
    }
}
