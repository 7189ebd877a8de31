import Foundation
import Testing
@testable import ShapeCore

@Suite("SVG export and transforms")
struct SVGAndTransformTests {
    @Test func svgPathDataUsesAbsoluteCommandsAndExactNumbers() throws {
        let diamond = try ShapeSpec(allCorners: .cut(.fraction(0.5))).path(for: size(100, 100))
        #expect(diamond.svgPathData == "M 0 50 L 50 0 L 100 50 L 50 100 L 0 50 Z")
        let card = try ShapeSpec(corners: Corners(topLeft: .rounded(20), topRight: .curved(width: 0.1, height: 7),
                                                  bottomRight: .continuous(3), bottomLeft: .square)).path(for: size(200, 120))
        let data = card.svgPathData
        #expect(data.hasPrefix("M 0 20 A 20 20 0 0 1 "))
        #expect(data.contains("Q 200 0 200 7"))
        #expect(data.contains(" C "))
        let commands = Set(data.split(separator: " ").filter { $0.first?.isLetter == true }.map(String.init))
        #expect(commands.isSubset(of: ["M", "L", "Q", "C", "A", "Z"]))
        // Every number reads back to the Double it came from.
        for token in data.split(separator: " ") where token.first?.isLetter != true {
            let value = try #require(Double(String(token)))
            #expect(NumberFormatting.roundTrip(value) == String(token))
        }
    }

    @Test func fullCircleArcsAreSplitForSVG() {
        var b = PathBuilder()
        b.arc(center: pt(0, 0), radius: 1, startAngle: 0, sweep: 2 * .pi)
        let commands = b.path.svgPathData.split(separator: " ").filter { $0 == "A" }
        #expect(commands.count == 4)
    }

    @Test func numberFormatting() {
        #expect(NumberFormatting.roundTrip(50) == "50")
        #expect(NumberFormatting.roundTrip(-0.0) == "0")
        #expect(NumberFormatting.roundTrip(0.1) == "0.1")
        #expect(Double(NumberFormatting.roundTrip(1e-5)) == 1e-5)
        #expect(Double(NumberFormatting.roundTrip(2.0 / 3.0)) == 2.0 / 3.0)
    }

    @Test func documentIsStandaloneSVG() throws {
        let path = try PillShape().path(for: size(80, 40))
        let svg = SVGDocument.render([(path, .filled("#6200ee")), (path, .outlined("black\"<", width: 0.5))],
                                     viewBox: SVGDocument.viewBox(around: path.bounds))
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains(#"viewBox="-4 -4 88 48""#))
        #expect(svg.contains(##"fill="#6200ee""##))
        #expect(svg.contains("black&quot;&lt;"), "attributes are escaped")
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func similaritiesKeepArcsExact() throws {
        let circle = try CircleShape().path(for: size(100, 100))
        let t = ShapeModel.AffineTransform.rotation(0.7).concatenating(.scale(x: 2, y: 2)).concatenating(.translation(dx: 5, dy: -3))
        let moved = circle.transformed(by: t)
        #expect(moved.elements.filter { if case .arc = $0 { true } else { false } }.count == 4)
        #expect(close(moved.area, 4 * circle.area, 1e-13))
        #expect(close(moved.length, 2 * circle.length, 1e-13))
        let center = t.apply(pt(50, 50))
        #expect(moved.contains(center))
        #expect(close(moved.point(atLength: 0)!, t.apply(circle.point(atLength: 0)!), 1e-12))
        // A mirror flips the sweep and the area's sign, and keeps arcs.
        let mirrored = circle.transformed(by: .scale(x: -1, y: 1))
        #expect(close(mirrored.signedArea, -circle.signedArea, 1e-13))
        #expect(close(mirrored.bounds, Rect(x: -100, y: 0, width: 100, height: 100), 1e-13))
    }

    @Test func otherTransformsTurnArcsIntoCloseCubics() throws {
        let circle = try CircleShape().path(for: size(100, 100))
        let t = ShapeModel.AffineTransform.scale(x: 2, y: 1)
        let ellipse = circle.transformed(by: t)
        #expect(!ellipse.elements.contains { if case .arc = $0 { true } else { false } })
        #expect(close(ellipse.area, 2 * circle.area, 1e-9))
        // Sample each cubic; the preimage must be on the circle within the stated bound.
        var current = pt(0, 0)
        var worst = 0.0
        for element in ellipse.elements {
            if case .cubic(let c1, let c2, let p) = element {
                let segment = PathSegment.cubic(current, c1, c2, p)
                for i in 0...50 {
                    let q = segment.point(at: Double(i) / 50)
                    let pre = pt(q.x / 2, q.y)
                    worst = max(worst, abs(pre.distance(to: pt(50, 50)) - 50) / 50)
                }
            }
            current = element.endPoint ?? current
        }
        #expect(worst <= ArcApproximation.relativeErrorBound)
        #expect(worst > 0)
    }

    @Test func arcsCarryTheirExactTangentPoints() throws {
        // The tangent points come from the corner geometry; a cos/sin round trip of the angles
        // would print 39.99999999999999 for the first arc's end.
        let pill = try ShapeSpec(allCorners: .rounded(.fraction(0.5))).path(for: Size(width: 200, height: 80))
        #expect(pill.svgPathData == "M 0 40 A 40 40 0 0 1 40 0 L 160 0 A 40 40 0 0 1 200 40 A 40 40 0 0 1 160 80 L 40 80 A 40 40 0 0 1 0 40 Z")
        // A similarity transform maps the stored points too, and keeps them exact.
        let moved = pill.transformed(by: ShapeModel.AffineTransform.translation(dx: 10, dy: 5))
        #expect(moved.svgPathData.hasPrefix("M 10 45 A 40 40 0 0 1 50 5 L 170 5"))
    }

    /// A negative radius is the same circle turned by π, travelled the same way: the sweep alone
    /// sets the flag, as the hit test, the oracles and the replay read such an arc. (The flag
    /// used to follow the radius's sign too, drawing the arc about the mirrored centre.)
    @Test func negativeRadiusArcKeepsItsTurn() {
        let negative = Arc(center: pt(0, 0), radius: -3, startAngle: 0, endAngle: .pi / 2)   // (-3, 0) to (0, -3), clockwise on screen
        let svg = Path([.move(to: negative.startPoint), .arc(negative), .close]).svgPathData
        #expect(svg.contains("A 3 3 0 0 1 "), "\(svg)")
        let backwards = Arc(center: pt(0, 0), radius: -3, startAngle: .pi / 2, endAngle: 0)
        #expect(Path([.move(to: backwards.startPoint), .arc(backwards)]).svgPathData.contains("A 3 3 0 0 0 "))
        #expect(Path([.move(to: negative.startPoint), .arc(negative), .close]).signedArea > 0, "clockwise, as the flag says")
    }
}
