import Foundation
import ShapeCore
import ShapeModel
import Testing
@testable import ShapeVerification

/// The suite's SVG path data reader: SVG's compact forms, relative commands, arcs to centre
/// form, and errors that name the offset.
@Suite("SVG path data parser")
struct SVGPathParserTests {
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    @Test func readsAbsoluteAndRelativeCommands() throws {
        let commands = try SVGPathParser.parse("M0 0h10v10a5 5 0 0 1-5 5z")
        #expect(commands == [.move(to: p(0, 0)), .line(to: p(10, 0)), .line(to: p(10, 10)),
                             .arc(SVGArcCommand(radiusX: 5, radiusY: 5, rotation: 0, largeArc: false, sweep: true, end: p(5, 15))), .close])
        let relative = try SVGPathParser.parse("m 10 10 20 0 l 0 5 q 1 1 2 0 c 1 1 2 2 3 0 H 0 V 0 Z m 1 1 l 1 0")
        #expect(relative == [.move(to: p(10, 10)), .line(to: p(30, 10)), .line(to: p(30, 15)), .quad(control: p(31, 16), to: p(32, 15)),
                             .cubic(control1: p(33, 16), control2: p(34, 17), to: p(35, 15)), .line(to: p(0, 15)), .line(to: p(0, 0)), .close,
                             .move(to: p(11, 11)), .line(to: p(12, 11))])
    }

    @Test func readsCompactNumbersAndFlags() throws {
        #expect(try SVGPathParser.parse("M1-2L.5.5-.5e1,1E+1") == [.move(to: p(1, -2)), .line(to: p(0.5, 0.5)), .line(to: p(-5, 10))])
        let arcs = try SVGPathParser.parse("M0,0A5,5,0,0,1,10,0a5 5 0 1010 0A 5 5 30 0110 20")
        #expect(arcs[1] == .arc(SVGArcCommand(radiusX: 5, radiusY: 5, rotation: 0, largeArc: false, sweep: true, end: p(10, 0))))
        #expect(arcs[2] == .arc(SVGArcCommand(radiusX: 5, radiusY: 5, rotation: 0, largeArc: true, sweep: false, end: p(20, 0))))
        #expect(arcs[3] == .arc(SVGArcCommand(radiusX: 5, radiusY: 5, rotation: 30, largeArc: false, sweep: true, end: p(10, 20))))
        #expect(try SVGPathParser.parse("") == [] && SVGPathParser.parse(" \n\t") == [])
        // Numbers read back to the very Double that was printed.
        for value in [0.1, Double.leastNonzeroMagnitude * 2025, 123456.789e100, -0.0, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude] {
            let text = "M \(value) 0"
            #expect(try SVGPathParser.parse(text) == [.move(to: p(value, 0))], "\(text)")
        }
    }

    static func error(_ text: String) -> FormatError? {
        do { _ = try SVGPathParser.parse(text); return nil } catch { return error }
    }

    @Test func errorsNameTheOffset() {
        #expect(Self.error("L 0 0")?.offset == 0)
        #expect(Self.error("M 0")?.offset == 3)
        #expect(Self.error("M 0 0 L 1")?.problem.hasPrefix("expected a number") == true)
        #expect(Self.error("M0 0A1 1 0 2 0 1 1") == FormatError("SVG path data", offset: 11, "expected an arc flag 0 or 1, found '2'"))
        #expect(Self.error("M0 0 S 1 1 2 2")?.offset == 5)
        #expect(Self.error("M0 0 S 1 1 2 2")?.problem.contains("smooth-curve") == true)
        #expect(Self.error("M 1e999 0")?.problem.contains("out of range") == true)
        #expect(Self.error("M 1e999 0")?.offset == 2)
        #expect(Self.error("M0 0Z 5")?.offset == 6)
        #expect(Self.error("M0 0 L 1 1e")?.offset == 10)
        #expect(Self.error("M0 0 X")?.offset == 5)
        #expect(Self.error("M0 0 L ..")?.offset == 7)
        #expect(Self.error("M 0 0 \u{e9}")?.description == "SVG path data byte 6: expected a command letter (M L H V Q C A Z), found byte 0xc3")
    }

    @Test func arcsConvertToCentreForm() {
        // A quarter circle of radius 10 about (0, 0) from (10, 0) to (0, 10): sweep-flag 1
        // (clockwise on screen) gives the short way about the origin.
        let short = SVGEndpointArc(from: p(10, 0), SVGArcCommand(radiusX: 10, radiusY: 10, rotation: 0, largeArc: false, sweep: true, end: p(0, 10)))
        #expect(short.kind == .arc && short.center.distance(to: .zero) < 1e-12 && Swift.abs(short.sweep - .pi / 2) < 1e-12)
        // Large arc, same direction: the other centre (10, 10), three quarters round.
        let long = SVGEndpointArc(from: p(10, 0), SVGArcCommand(radiusX: 10, radiusY: 10, rotation: 0, largeArc: true, sweep: true, end: p(0, 10)))
        #expect(long.center.distance(to: p(10, 10)) < 1e-12 && Swift.abs(long.sweep - 1.5 * .pi) < 1e-12)
        // Sweep-flag 0 turns the other way.
        let back = SVGEndpointArc(from: p(10, 0), SVGArcCommand(radiusX: 10, radiusY: 10, rotation: 0, largeArc: false, sweep: false, end: p(0, 10)))
        #expect(back.center.distance(to: p(10, 10)) < 1e-12 && Swift.abs(back.sweep + .pi / 2) < 1e-12)
        #expect(back.point(at: 0.5).distance(to: p(10 - 10 / 2.0.squareRoot(), 10 - 10 / 2.0.squareRoot())) < 1e-12)
        // Radii too small for the chord are scaled up: a half circle.
        let scaled = SVGEndpointArc(from: p(0, 0), SVGArcCommand(radiusX: 1, radiusY: 1, rotation: 0, largeArc: false, sweep: true, end: p(10, 0)))
        #expect(scaled.radiusX == 5 && scaled.center.distance(to: p(5, 0)) < 1e-12)
        // Same end point: nothing; a zero radius: a line.
        #expect(SVGEndpointArc(from: p(1, 1), SVGArcCommand(radiusX: 3, radiusY: 3, rotation: 0, largeArc: false, sweep: true, end: p(1, 1))).kind == .omitted)
        let line = SVGEndpointArc(from: p(0, 0), SVGArcCommand(radiusX: 0, radiusY: 3, rotation: 0, largeArc: false, sweep: true, end: p(4, 0)))
        #expect(line.kind == .line && line.point(at: 0.25) == p(1, 0) && line.pathElement == .line(to: p(4, 0)))
        // A rotated ellipse: points lie on it, and no circular path element stands for it.
        let ellipse = SVGEndpointArc(from: p(0, 0), SVGArcCommand(radiusX: 8, radiusY: 4, rotation: 30, largeArc: false, sweep: true, end: p(6, 5)))
        #expect(ellipse.point(at: 1) == p(6, 5) && ellipse.pathElement == nil)
    }

    /// Every example shape's path data reads back to the path (the property, on known shapes).
    @Test func theCoresPathDataReadsBack() throws {
        let specs: [ShapeSpec] = [ShapeSpec(allCorners: .rounded(60)), ShapeSpec(allCorners: .cut(20)), ShapeSpec(allCorners: .continuous(12)),
                                  ShapeSpec(allCorners: .curved(width: 20, height: 10)), try ShapeSpec(json: CardRenderingTests.json)]
        for spec in specs {
            let shapeCase = ShapeCase(spec: spec, size: Size(width: 200, height: 120))
            #expect(SVGRoundTripProperty().check(shapeCase, producer: CoreProducer()) == .pass, "\(spec.jsonString())")
        }
        // A full circle written as four A commands, and a path whose arc has a gap before it.
        let circle = Path([.move(to: p(10, 0)), .arc(Arc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi)), .close])
        let commands = try SVGPathParser.parse(circle.svgPathData)
        #expect(commands.count == 6)
    }
}
