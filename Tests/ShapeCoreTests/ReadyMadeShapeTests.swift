import Foundation
import Testing
@testable import ShapeCore

@Suite("Ready-made shapes")
struct ReadyMadeShapeTests {
    @Test func pillIsHalfFractionRounded() throws {
        let path = try PillShape().path(for: size(120, 40))
        #expect(close(path.area, 80 * 40 + .pi * 400, 1e-14))
        #expect(path == (try ShapeSpec(allCorners: .rounded(.fraction(0.5))).path(for: size(120, 40))))
    }

    @Test func curvedRectMatchesTheWorkedExample() throws {
        let path = try CurvedRectShape(cornerSize: size(20, 10)).path(for: size(100, 50))
        #expect(close(path.area, 4866.666666667, 1e-12))
        #expect(throws: ShapeInputError.self) { try CurvedRectShape(cornerSize: size(-1, 10)).path(for: size(100, 50)) }
    }

    @Test func slantedRectIsAParallelogram() throws {
        let path = try SlantedRectShape(slant: 10).path(for: size(100, 50))
        #expect(vertices(path) == [pt(10, 0), pt(110, 0), pt(90, 50), pt(-10, 50), pt(10, 0)])
        #expect(path.area == 5000)
        // Any slant keeps a parallelogram of the same base and height.
        #expect(try SlantedRectShape(slant: 260).path(for: size(100, 50)).area == 5000)
        let rounded = try SlantedRectShape(slant: 20, corner: .rounded(10)).spec.resolved(for: size(100, 50))
        #expect(rounded.corners.topLeft.interiorAngle > .pi / 2 && rounded.corners.topRight.interiorAngle < .pi / 2)
        #expect(rounded.corners.topRight.reachOutgoing > 10, "an acute rounded corner reaches r cot(θ/2) > r")
    }

    @Test func diamondThroughEdgeMidpointsAtAnyAspect() throws {
        let path = try DiamondShape().path(for: size(100, 60))
        #expect(vertices(path) == [pt(0, 30), pt(50, 0), pt(100, 30), pt(50, 60), pt(0, 30)])
        #expect(path.area == 3000)
        // On a square it is the cut-diamond identity, element for element.
        #expect(try DiamondShape().path(for: size(56, 56)) == (try ShapeSpec(allCorners: .cut(28)).path(for: size(56, 56))))
        #expect(try DiamondShape().path(for: size(0, 10)) == .empty)
    }

    @Test func fullyRoundedCornersAreRecomputedPerSize() throws {
        let shape = FullyRoundedCornersShape(corners: [.topLeft, .bottomLeft])
        let wide = try shape.spec(for: size(100, 40)).resolved(for: size(100, 40))
        #expect(wide.corners.topLeft.treatment == .rounded(.points(20)))
        #expect(wide.corners.topRight.treatment == .square)
        let tall = try shape.spec(for: size(60, 200)).resolved(for: size(60, 200))
        #expect(tall.corners.bottomLeft.treatment == .rounded(.points(30)))
        #expect(close(try shape.path(for: size(100, 40)).area, 100 * 40 - (400 - 100 * .pi) * 2, 1e-13))
    }

    @Test func circleKeepsItsAspect() throws {
        for s in [size(100, 60), size(60, 100), size(50, 50)] {
            let path = try CircleShape().path(for: s)
            let r = min(s.width, s.height) / 2
            #expect(close(path.area, .pi * r * r, 1e-13))
            #expect(close(path.bounds, Rect(x: s.width / 2 - r, y: s.height / 2 - r, width: 2 * r, height: 2 * r), 1e-13))
            for case .arc(let a) in path.elements {
                #expect(close(a.center, pt(s.width / 2, s.height / 2), 1e-13))
                #expect(close(a.radius, r, 1e-14))
            }
        }
    }

    @Test func circleIsFourExactQuarterArcsAroundTheCentre() throws {
        // On a square, element for element what its spec resolves to.
        #expect(try CircleShape().path(for: size(100, 100)) == (try CircleShape().spec(for: size(100, 100)).path(for: size(100, 100))))
        let path = try CircleShape().path(for: size(120, 80))
        #expect(path.elements.first == .move(to: pt(20, 40)))
        #expect(vertices(path) == [pt(20, 40), pt(60, 0), pt(100, 40), pt(60, 80), pt(20, 40)], "the compass points, exactly")
        #expect(try CircleShape().path(for: size(0, 10)) == .empty)
    }

    @Test func circleAtExtremeAspectRatios() throws {
        // The centred square's sides are below the rounding of its position: its spec no longer
        // resolves (the offset corners coincide), but the circle is still drawn, exactly centred.
        #expect(throws: ShapeInputError.self) { try CircleShape().spec(for: size(1e9, 1e-9)).path(for: size(1e9, 1e-9)) }
        for s in [size(1e9, 1e-9), size(1e-9, 1e9), size(123456789.123, 1e-9), size(987654321.5, 0.7)] {
            let path = try CircleShape().path(for: s)
            let r = s.minDimension / 2
            for case .arc(let a) in path.elements {
                #expect(a.center == pt(s.width / 2, s.height / 2))
                #expect(a.radius == r)
            }
            #expect(path.elements.count == 6)
        }
    }

    @Test func readyMadeShapesAtTheGeneratorsExtremes() throws {
        let generators: [any ShapeGenerating] = [PillShape(), CurvedRectShape(cornerSize: size(1, 1)), DiamondShape(),
                                                 FullyRoundedCornersShape(corners: [.topLeft, .bottomRight]), CircleShape()]
        for s in [size(1e9, 1e-9), size(1e-9, 1e9), size(1e-9, 1e-9), size(1e9, 1e9), size(1e9, 1)] {
            for g in generators {
                let path = try g.path(for: s)
                expectWellFormed(path, scale: max(s.width, s.height))
            }
            // A slant proportional to the width stays a parallelogram of area w h.
            for k in [-1.0, -0.5, 0.5, 1] {
                let path = try SlantedRectShape(slant: k * s.width).path(for: s)
                #expect(close(path.area, s.width * s.height, 1e-12))
            }
        }
    }

    @Test func shapesAreGeneratorsAndValidateSizes() {
        let generators: [any ShapeGenerating] = [PillShape(), CurvedRectShape(cornerSize: size(4, 4)), SlantedRectShape(slant: 2),
                                                 DiamondShape(), FullyRoundedCornersShape(corners: [.topRight]), CircleShape()]
        for g in generators {
            let error = #expect(throws: ShapeInputError.self) { try g.path(for: size(-1, 10)) }
            #expect(error?.field == "size.width")
        }
    }
}
