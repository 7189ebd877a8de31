import Testing
@_spi(FaultInjection) @testable import ShapeCore

@Suite("Overlap rule (Contract: overlap rule, overlap guard)")
struct OverlapTests {
    @Test func rounded60On100IsACircle() throws {
        let shape = try ShapeSpec(allCorners: .rounded(60)).resolved(for: size(100, 100))
        #expect(close(shape.overlapFactor, 5.0 / 6.0, 1e-15))
        #expect(shape.corners.topLeft.treatment == .rounded(.points(50)))
        let arcs = shape.path.elements.compactMap { element -> Arc? in if case .arc(let a) = element { a } else { nil } }
        #expect(arcs.count == 4)
        #expect(shape.path.elements.count == 6, "move, four arcs, close")
        for arc in arcs {
            #expect(arc.center == pt(50, 50))
            #expect(arc.radius == 50)
            #expect(arc.sweep == .pi / 2)
        }
        #expect(close(shape.path.area, .pi * 2500, 1e-13))
    }

    @Test func halfFractionOnTallRectIsAPill() throws {
        let shape = try ShapeSpec(allCorners: .rounded(.fraction(0.5))).resolved(for: size(40, 80))
        #expect(shape.overlapFactor == 1)
        #expect(shape.corners.inOrder.allSatisfy { $0.treatment == .rounded(.points(20)) })
        let lines = shape.path.elements.compactMap { element -> Point? in if case .line(let p) = element { p } else { nil } }
        #expect(lines == [pt(40, 60), pt(0, 20)], "two straight sides of 40")
        #expect(shape.edges.right.spanEnd - shape.edges.right.spanStart == 40)
        #expect(shape.edges.top.spanEnd == shape.edges.top.spanStart)
    }

    @Test func cut30On100x40Scales() throws {
        let shape = try ShapeSpec(allCorners: .cut(30)).resolved(for: size(100, 40))
        #expect(close(shape.overlapFactor, 2.0 / 3.0, 1e-15))
        #expect(close(shape.corners.topLeft.reachOutgoing, 20, 1e-14))
        let b = shape.path.bounds
        #expect(b.minX >= 0 && b.minY >= 0 && b.maxX <= 100 && b.maxY <= 40)
        for e in Edge.allCases {
            #expect(shape.edges[e].spanStart <= shape.edges[e].spanEnd, "reaches fit edge \(e)")
        }
    }

    @Test func exactlyFillingReachesKeepScaleOne() throws {
        #expect(try ShapeSpec(allCorners: .cut(50)).resolved(for: size(100, 100)).overlapFactor == 1)
        #expect(try ShapeSpec(allCorners: .rounded(.fraction(0.5))).resolved(for: size(0.3, 0.7)).overlapFactor <= 1)
    }

    /// After scaling, reaches on every edge fit in Double even for awkward numbers (the nextDown guard).
    @Test(arguments: [0.1, 0.3, 1.0 / 3.0, 7.77, 123.456, 1e-7, 3e8])
    func reachesFitAfterScaling(_ w: Double) throws {
        let specs = [
            ShapeSpec(allCorners: .rounded(.points(w))),
            ShapeSpec(corners: Corners(topLeft: .cut(.points(w * 0.7)), topRight: .continuous(.points(w)),
                                       bottomRight: .curved(width: .points(w * 3), height: .points(w / 3)), bottomLeft: .rounded(.points(w * 1.1)))),
        ]
        for spec in specs {
            for s in [size(w, w * 0.37), size(w * 0.91, w), size(w / 3, w / 7)] {
                let shape = try spec.resolved(for: s)
                #expect(shape.overlapFactor <= 1)
                for e in Edge.allCases {
                    let edge = shape.edges[e]
                    let a = shape.corners[e.startCorner].reachOutgoing, b = shape.corners[e.endCorner].reachIncoming
                    #expect(a + b <= edge.length, "edge \(e) overflows at \(s)")
                }
                expectWellFormed(shape.path, scale: max(s.width, s.height))
            }
        }
    }

    @Test func overlapRuleCanBeSwitchedOffForFaultInjection() throws {
        let spec = ShapeSpec(allCorners: .rounded(60))
        let broken = try spec.resolved(for: size(100, 100), options: ResolutionOptions(appliesOverlapRule: false, fractionBasis: .shorterSide))
        #expect(broken.overlapFactor == 1)
        #expect(broken.corners.topLeft.treatment == .rounded(.points(60)))
        #expect(broken.path != (try spec.path(for: size(100, 100))))
    }

    @Test func heightBasisReproducesTheIOSPercentageBug() throws {
        let spec = ShapeSpec(allCorners: .rounded(.fraction(0.5)))
        let options = ResolutionOptions(appliesOverlapRule: false, fractionBasis: .height)
        let bug = try spec.resolved(for: size(40, 80), options: options)
        #expect(bug.corners.topLeft.treatment == .rounded(.points(40)))
        let right = try spec.resolved(for: size(40, 80))
        #expect(right.corners.topLeft.treatment == .rounded(.points(20)))
    }
}
