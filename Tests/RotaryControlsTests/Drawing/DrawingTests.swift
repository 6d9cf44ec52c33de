import RotaryControls
import Testing

@Suite struct DrawingTests {
    @Test func descriptionIsStableAndRounded() {
        var drawing = Drawing(size: Size(width: 200, height: 100.004))
        drawing.append(
            .arc(
                center: Point(x: 100, y: 50), radius: 40.125, arc: .knob,
                stroke: Stroke(.color(.darkGray), width: 5, cap: .round)))
        drawing.append(.circle(center: Point(x: -0.001, y: 3), radius: 2, fill: .semantic(.tint), stroke: nil))
        drawing.append(
            .ellipse(
                in: Rect(x: 1, y: 2, width: 3, height: 4), fill: nil,
                stroke: Stroke(.color(DrawingColor(white: 0, alpha: 0.5)), width: 1)))
        var path = DrawingPath()
        path.move(to: Point(x: 0, y: 0))
        path.line(to: Point(x: 10, y: 0))
        path.quadCurve(to: Point(x: 10, y: 10), control: Point(x: 15, y: 5))
        path.curve(to: Point(x: 0, y: 10), control1: Point(x: 8, y: 12), control2: Point(x: 2, y: 12))
        path.close()
        drawing.append(.path(path, fill: .color(.red), stroke: nil))
        drawing.append(.text("1", center: Point(x: 5, y: 6), style: TextStyle()))
        drawing.append(
            .image(
                ImageReference(name: "knob", isTemplate: true), in: Rect(x: 0, y: 0, width: 10, height: 10),
                rotation: Rotation(degrees: 45), tint: .semantic(.tint)))
        drawing.append(
            .group(
                Drawing.Group(
                    transform: .translation(x: 5, y: 0), opacity: 0.5,
                    clipCircle: Drawing.ClipCircle(center: Point(x: 1, y: 1), radius: 3),
                    elements: [
                        .arc(
                            center: .zero, radius: 1, arc: .fullCircle(direction: .counterClockwise),
                            stroke: Stroke(.gradient(ArcGradient(colors: [.lightGray, .blue])), width: 2))
                    ])))
        let expected = """
            drawing 200x100
              arc c=(100,50) r=40.13 start=225° sweep=270° cw stroke=#555555 w=5 cap=round
              circle c=(0,3) r=2 fill=@tint
              ellipse rect=(1,2,3,4) stroke=#000000/0.5 w=1 cap=butt
              path M(0,0) L(10,0) Q(15,5)(10,10) C(8,12)(2,12)(0,10) Z fill=#ff0000
              text "1" c=(5,6) size=12 regular #000000
              image "knob" template rect=(0,0,10,10) rot=45° tint=@tint
              group transform=[1,0,0,1,5,0] opacity=0.5 clip=circle((1,1) r=3)
                arc c=(0,0) r=1 start=0° sweep=360° ccw stroke=gradient[#aaaaaa,#0000ff] w=2 cap=butt
            """
        #expect(drawing.description == expected)
        #expect(drawing.leafCount == 7)
    }

    @Test func nonFiniteNumbersAreNamed() {
        let drawing = Drawing(size: Size(width: .nan, height: .infinity))
        #expect(drawing.description == "drawing nanxinf")
    }

    @Test func colorsClampAndMix() {
        let c = DrawingColor(red: 2, green: -1, blue: .nan, alpha: 0.5)
        #expect(c.red == 1 && c.green == 0 && c.blue == 0 && c.alpha == 0.5)
        #expect(DrawingColor(red8: 127, green8: 168, blue8: 198).hexRGB == "#7fa8c6")
        let mid = DrawingColor.black.mixed(with: .white, fraction: 0.5)
        #expect(isClose(mid.red, 0.5) && mid.alpha == 1)
        #expect(DrawingColor.black.mixed(with: .white, fraction: 9) == .white)
    }

    @Test func gradientSamplesAlongTheArc() {
        let gradient = ArcGradient(colors: [.lightGray, .blue, .darkGray])
        #expect(gradient.color(at: 0) == .lightGray)
        #expect(gradient.color(at: 0.5) == .blue)
        #expect(gradient.color(at: 1) == .darkGray)
        #expect(gradient.color(at: .nan) == .lightGray)
        let quarter = gradient.color(at: 0.25)
        #expect(isClose(quarter.blue, (2.0 / 3 + 1) / 2, 1e-12))
        #expect(ArcGradient(colors: []).color(at: 0.5) == .clear)
        #expect(ArcGradient(colors: [.red]).color(at: 0.9) == .red)
        #expect(Paint.gradient(ArcGradient(colors: [])).flatColor == .clear)
        #expect(Paint.semantic(.tint).flatColor == .systemBlue)
    }

    @Test func transformsCompose() {
        let turn = Transform.rotation(Rotation(degrees: 90), around: Point(x: 10, y: 10))
        let p = turn.apply(Point(x: 10, y: 0)) // 12 o'clock turns clockwise to 3 o'clock
        #expect(isClose(p.x, 20, 1e-9) && isClose(p.y, 10, 1e-9))
        let moved = Transform.scale(x: 2, y: 3).concatenating(.translation(x: 1, y: 1)).apply(Point(x: 1, y: 1))
        #expect(moved == Point(x: 3, y: 4))
        #expect(Transform.identity.isIdentity)
        let path = DrawingPath.polyline([Point(x: 0, y: 0), Point(x: 1, y: 0)], closed: true)
            .applying(.translation(x: 1, y: 2))
        #expect(path.commands == [.move(to: Point(x: 1, y: 2)), .line(to: Point(x: 2, y: 2)), .close])
        #expect(DrawingPath.polyline([]).isEmpty)
    }

    @Test func styleInputsAreRepaired() {
        #expect(Stroke(.color(.black), width: .nan).width == 0)
        #expect(Stroke(.color(.black), width: -3).width == 0)
        #expect(TextStyle(fontSize: -1).fontSize == 0)
        #expect(Drawing.Group(opacity: .nan, elements: []).opacity == 1)
        #expect(Drawing.Group(opacity: 4, elements: []).opacity == 1)
        let literal: ImageReference = "star"
        #expect(literal.name == "star" && !literal.isTemplate)
    }
}
