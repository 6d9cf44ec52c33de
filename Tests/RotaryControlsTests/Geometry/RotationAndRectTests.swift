import RotaryControls
import Testing

@Suite struct RotationAndRectTests {
    @Test func rotationUnitsAndArithmetic() {
        #expect(isClose(Rotation(degrees: 180).radians, .pi))
        #expect(isClose(Rotation(turns: 2.5).degrees, 900))
        #expect(isClose((Rotation(degrees: 30) + Rotation(degrees: 60)).degrees, 90))
        #expect(isClose((Rotation(degrees: 30) - Rotation(degrees: 60)).degrees, -30))
        #expect(isClose((-Rotation(degrees: 30)).degrees, -30))
        #expect(isClose((Rotation(degrees: 30) * 3).degrees, 90))
        #expect(Rotation(degrees: -40).magnitude == Rotation(degrees: 40))
        #expect(Rotation(degrees: 10) < Rotation(degrees: 20))
        #expect(isClose(Rotation.fullTurn.turns, 1))
    }

    @Test func rectBasics() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.center == Point(x: 60, y: 45))
        #expect(r.maxX == 110 && r.maxY == 70)
        #expect(r.inscribedRadius == 25)
        #expect(r.contains(Point(x: 10, y: 20)) && !r.contains(Point(x: 9, y: 20)))
        #expect(r.insetBy(dx: 10, dy: 5) == Rect(x: 20, y: 25, width: 80, height: 40))
    }

    @Test func rectDegenerateInputs() {
        #expect(Rect(x: 0, y: 0, width: -5, height: 10).inscribedRadius == 0)
        #expect(Rect(x: 0, y: 0, width: .nan, height: 10).inscribedRadius == 0)
        let over = Rect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 20, dy: 20)
        #expect(over.size == .zero && over.center == Point(x: 5, y: 5))
        #expect(!Size(width: 0, height: 5).isDrawable)
        #expect(!Size(width: .infinity, height: 5).isDrawable)
        #expect(Size(width: 1, height: 5).isDrawable)
        #expect(Rect(center: Point(x: 5, y: 5), radius: 5) == Rect(x: 0, y: 0, width: 10, height: 10))
    }
}
