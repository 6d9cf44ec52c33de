import RotaryControls
import Testing

@Suite struct BearingTests {
    @Test(arguments: [
        (0.0, 0.0), (90, 90), (360, 0), (720, 0), (-90, 270), (-360, 0), (450, 90), (-1e-20, 0),
    ])
    func normalisesDegrees(input: Double, expected: Double) {
        let bearing = Bearing(degrees: input)
        #expect(isClose(bearing.degrees, expected, 1e-9))
        #expect(bearing.radians >= 0 && bearing.radians < 2 * .pi)
    }

    @Test func tinyNegativeNeverGivesTwoPi() {
        for exponent in 1...300 {
            let tiny = -Double(sign: .plus, exponent: -exponent, significand: 1)
            let bearing = Bearing(radians: tiny)
            #expect(bearing.radians < 2 * .pi, "exponent \(exponent)")
            #expect(bearing.radians >= 0)
        }
        #expect(Bearing(radians: -Double.ulpOfOne).radians < 2 * .pi)
        #expect(Bearing(radians: -Double.leastNonzeroMagnitude).radians == 0)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteIsTwelveOClock(input: Double) {
        #expect(Bearing(radians: input).radians == 0)
    }

    @Test func fromPointsUsesScreenClockwise() throws {
        let c = Point(x: 10, y: 10)
        #expect(try #require(Bearing(from: c, to: Point(x: 10, y: 0))).degrees == 0)
        #expect(isClose(try #require(Bearing(from: c, to: Point(x: 20, y: 10))).degrees, 90))
        #expect(isClose(try #require(Bearing(from: c, to: Point(x: 10, y: 20))).degrees, 180))
        #expect(isClose(try #require(Bearing(from: c, to: Point(x: 0, y: 10))).degrees, 270))
        #expect(isClose(try #require(Bearing(from: c, to: Point(x: 20, y: 0))).degrees, 45))
    }

    @Test func noBearingAtTheCentreOrFromNaN() {
        let c = Point(x: 10, y: 10)
        #expect(Bearing(from: c, to: c) == nil)
        #expect(Bearing(from: c, to: Point(x: .nan, y: 3)) == nil)
        #expect(Bearing(from: c, to: Point(x: .infinity, y: 3)) == nil)
    }

    @Test(arguments: [
        (10.0, 20.0, 10.0), (350, 10, 20), (10, 350, -20), (0, 180, 180), (180, 0, 180),
        (90, 270, 180), (270, 90, 180), (0, 179, 179), (0, 181, -179), (123, 123, 0),
    ])
    func shortestSignedDifference(from: Double, to: Double, expected: Double) {
        let rotation = Bearing(degrees: from).rotation(to: Bearing(degrees: to))
        #expect(isClose(rotation.degrees, expected, 1e-9))
        #expect(rotation.radians > -.pi && rotation.radians <= .pi)
    }

    @Test func pointRoundTrip() throws {
        let c = Point(x: 50, y: 60)
        for degrees in stride(from: 0.0, to: 360, by: 7.5) {
            let p = Point(center: c, radius: 30, bearing: Bearing(degrees: degrees))
            #expect(isClose(p.distance(to: c), 30, 1e-9))
            let back = try #require(Bearing(from: c, to: p))
            #expect(isClose(back.rotation(to: Bearing(degrees: degrees)).radians, 0, 1e-9))
        }
    }

    @Test func turningWraps() {
        #expect(isClose(Bearing(degrees: 350).turned(by: Rotation(degrees: 20)).degrees, 10))
        #expect(isClose(Bearing(degrees: 10).turned(by: Rotation(degrees: -20)).degrees, 350, 1e-9))
        #expect(isClose(Bearing(degrees: 10).turned(by: Rotation(turns: 3)).degrees, 10, 1e-9))
    }
}
