import Foundation
import Testing
@testable import ShapeCore

/// Shaped surfaces (Contract: surfaces): the content mask as erosion, the border region, the
/// shadow and the ripple, on shapes whose answers are known in closed form.
@Suite struct SurfaceTests {
    /// The issue's acceptance case: a 200x80 pill bordered by 10 has a pill of radius 30 inside.
    @Test func pillInsetIsAPillOfExactArcs() throws {
        let surface = try ShapedSurface(spec: PillShape(), size: Size(width: 200, height: 80), borderWidth: 10)
        let mask = surface.contentMask
        let arcs = mask.elements.compactMap { if case .arc(let a) = $0 { a } else { nil } }
        #expect(arcs.count == 4)
        for arc in arcs {
            #expect(arc.radius == 30)
            #expect(abs(abs(arc.sweep) - .pi / 2) < 1e-15)
        }
        #expect(!mask.elements.contains { if case .cubic = $0 { true } else { false } })
        let expected = 180.0 * 60 - (4 - Double.pi) * 30 * 30
        #expect(abs(surface.maskArea - expected) <= 1e-9 * expected)
        #expect(abs(surface.borderArea - (surface.outline.area - expected)) <= 1e-9 * expected)
        let bounds = mask.bounds
        #expect(bounds == Rect(x: 10, y: 10, width: 180, height: 60))
        #expect(mask.svgPathData.contains("A 30 30"))
    }

    @Test func roundedCornersKeepArcsOfRadiusRMinusW() throws {
        let surface = try ShapedSurface(spec: ShapeSpec(allCorners: .rounded(20)), size: Size(width: 100, height: 60), borderWidth: 5)
        let radii = surface.contentMask.elements.compactMap { if case .arc(let a) = $0 { a.radius } else { nil } }
        #expect(radii == [15, 15, 15, 15])
        let expected = 90.0 * 50 - (4 - Double.pi) * 15 * 15
        #expect(abs(surface.maskArea - expected) <= 1e-9 * expected)
    }

    @Test func roundedCornersSmallerThanTheBorderBecomeSharp() throws {
        let surface = try ShapedSurface(spec: ShapeSpec(allCorners: .rounded(4)), size: Size(width: 100, height: 60), borderWidth: 5)
        #expect(!surface.contentMask.elements.contains { if case .arc = $0 { true } else { false } })
        #expect(surface.contentMask.bounds == Rect(x: 5, y: 5, width: 90, height: 50))
        #expect(abs(surface.maskArea - 90 * 50) <= 1e-9)
    }

    @Test func cutCornersStayChamfers() throws {
        // A chamfer of 20 on 100 x 100: the inner chamfer of a 90-degree cut at depth 5 has legs 20 - 5 (tan 22.5°) * 2 ...
        let w = 5.0, c = 20.0
        let surface = try ShapedSurface(spec: ShapeSpec(allCorners: .cut(.points(c))), size: Size(width: 100, height: 100), borderWidth: w)
        // The inner octagon: the square (10..90) minus four corner triangles with legs c - w (2 - √2).
        let leg = c - w * (2 - 2.0.squareRoot())
        let expected = 90.0 * 90 - 2 * leg * leg
        #expect(abs(surface.maskArea - expected) <= 1e-9 * expected)
        #expect(surface.contentMask.elements.filter { if case .line = $0 { true } else { false } }.count == 8)
    }

    @Test func borderWiderThanTheShapeLeavesNothing() throws {
        for w in [40.0, 50, 1000] {
            let surface = try ShapedSurface(spec: ShapeSpec(allCorners: .rounded(10)), size: Size(width: 100, height: 80), borderWidth: w)
            #expect(surface.contentMask.isEmpty)
            #expect(abs(surface.borderArea - surface.outline.area) <= 1e-9)
        }
    }

    @Test func zeroBorderMasksTheWholeShape() throws {
        let surface = try ShapedSurface(spec: ShapeSpec(allCorners: .rounded(10)), size: Size(width: 100, height: 80))
        #expect(surface.contentMask == surface.outline)
        #expect(surface.borderRegion.isEmpty)
        #expect(surface.shadow == nil)
    }

    @Test func inwardNotchGetsAnArcAboutItsApex() throws {
        var spec = ShapeSpec()
        spec.edges.top = .triangle(size: 20, direction: .inward)
        let surface = try ShapedSurface(spec: spec, size: Size(width: 100, height: 100), borderWidth: 5)
        let arcs = surface.contentMask.elements.compactMap { if case .arc(let a) = $0 { a } else { nil } }
        #expect(arcs.count == 1)
        #expect(arcs.first?.center == Point(x: 50, y: 20))
        #expect(arcs.first?.radius == 5)
    }

    @Test func outwardTriangleGetsArcsAboutItsBaseEnds() throws {
        var spec = ShapeSpec()
        spec.edges.top = .triangle(size: 20, direction: .outward)
        let surface = try ShapedSurface(spec: spec, size: Size(width: 100, height: 100), borderWidth: 5)
        let arcs = surface.contentMask.elements.compactMap { if case .arc(let a) = $0 { a } else { nil } }
        #expect(arcs.map(\.center) == [Point(x: 30, y: 0), Point(x: 70, y: 0)])
        #expect(surface.ripple.overflowsBounds)
    }

    @Test func continuousAndCurvedCornersStayWithinTheBound() throws {
        for spec in [ShapeSpec(allCorners: .continuous(20)), ShapeSpec(allCorners: .curved(width: 30, height: 10))] {
            let surface = try ShapedSurface(spec: spec, size: Size(width: 120, height: 80), borderWidth: 6)
            let outline = surface.outline.subpaths[0].segments
            for segment in surface.contentMask.subpaths.flatMap(\.segments) {
                for k in 0 ... 8 {
                    let p = segment.point(at: Double(k) / 8)
                    let d = outline.map { $0.distance(to: p) }.min()!
                    #expect(abs(d - 6) <= ShapedSurface.parallelCurveBound * 120, "\(spec) at \(p): \(d)")
                }
            }
        }
    }

    /// Every sampled point of the mask's outline is w from the shape's outline (by the core's own
    /// distance here; the property uses the oracle's).
    private static func expectParallel(_ surface: ShapedSurface, _ label: String) {
        let outline = surface.outline.subpaths[0].segments
        let w = surface.borderWidth
        let scale = max(1, surface.size.width, surface.size.height)
        for segment in surface.contentMask.subpaths.flatMap(\.segments) {
            for k in 0 ... 8 {
                let p = segment.point(at: Double(k) / 8)
                let d = outline.map { $0.distance(to: p) }.min() ?? .infinity
                #expect(abs(d - w) <= ShapedSurface.parallelCurveBound * scale, "\(label) at \(p): \(d)")
            }
        }
    }

    /// A curved corner whose radius of curvature (5 at its short end) is below the border (6):
    /// its parallel runs backwards from that end to a cusp; the backward stretch is dropped and
    /// the rest crosses the top edge's parallel in a sharp corner.
    @Test func aParallelThatWouldCuspBecomesACorner() throws {
        var spec = ShapeSpec()
        spec.corners.topLeft = .curved(width: 40, height: 10)
        let surface = try ShapedSurface(spec: spec, size: Size(width: 100, height: 60), borderWidth: 6)
        let quad = try #require(CubicBezier(surface.outline.subpaths[0].segments[0]))
        #expect(ParallelCurve.cusps(quad, from: 0, to: 1, width: 6).count == 1)
        #expect(ParallelCurve.regularity(quad, at: 0, width: 6) < 0)
        Self.expectParallel(surface, "cusped curved corner")
        #expect(surface.contentMask.subpaths.count == 1)
    }

    /// Found by border-inside-shape (seed 4558777894300589207, case 12488). Bordered by half its
    /// width, the right side's parallel is the line x = 0.25. The arc about the left triangle's
    /// upper base end (0, 0.3074) ends on it, tangent, at (0.25, 0.3074), and the continuous
    /// corner's parallel starts there, straight up and tangent too, then bends right across it.
    /// Nothing crosses the line there, yet above that point it is nearer than w to the corner:
    /// the joint on it must cut it. Uncut, it was kept whole up to the corner's parallel at
    /// y = 0.2502, 0.2498 from the corner.
    @Test func aJointTouchingAnotherParallelCutsIt() throws {
        let spec = try ShapeSpec(json: """
        {"corners":{"bottomRight":{"family":"curved","height":0.6216005370088191,"width":0},"topLeft":{"family":"continuous","size":0.25}},
         "edges":{"bottom":{"direction":"outward","kind":"triangle","size":0.5000000000000001},"left":{"direction":"outward","kind":"triangle","size":172}}}
        """)
        let surface = try ShapedSurface(spec: spec, size: Size(width: 0.5, height: 0.5), borderWidth: 0.25)
        Self.expectParallel(surface, "joint on a parallel")
        let joint = surface.outline.subpaths[0].start
        // The mask is the lobe below the joint's level only: a curvilinear triangle between the
        // line x = 0.25, the bottom triangle's parallel and the arc about the joint.
        #expect(surface.contentMask.subpaths.count == 1)
        #expect(abs(surface.contentMask.bounds.minY - joint.y) <= 1e-15)
        #expect(surface.maskArea > 3e-4 && surface.maskArea < 4e-4)
    }

    /// Found by border-inside-shape (soak seed 6066922488964001783, case 891989). The outline
    /// turns left by a right angle at (54.99, 30.77), and the next edge's parallel runs 8e-5
    /// from the end of the arc about that joint to where it crosses the bottom-right edge's
    /// parallel. That short part's probe is w from the joint too, and beyond the extension of
    /// the edge before the joint: judged by that edge's tangent alone it lay outside the shape
    /// and was trimmed, and the mask came out as two loops closed by the same 23-long line.
    @Test func aPointInAReflexJointsNormalConeIsInside() throws {
        let spec = try ShapeSpec(json: """
        {"corners":{"all":{"family":"cut","size":100}},"edges":{"bottom":{"direction":"outward","kind":"triangle","size":100000},"right":{"direction":"inward","kind":"triangle","size":39.84585196048577}},"offsets":{"bottomLeft":[-6,1],"topLeft":[-15.57693706644875,14.370298321433763],"topRight":[-15.86164500389967,-23.68413254497]}}
        """)
        let w = 23.844934774839317
        let surface = try ShapedSurface(spec: spec, size: Size(width: 80, height: 80), borderWidth: w)
        let outline = surface.outline.subpaths[0].segments
        // The joint: edge 4 ends where edge 5 starts, turning left by a right angle.
        let (before, after) = (outline[4], outline[5])
        #expect(before.endDirection.cross(after.startDirection) < 0)
        let joint = before.end
        let probe = joint + w * ParallelCurve.innerNormal(after.startDirection) + 4e-5 * after.startDirection
        #expect(!before.isOnRight(of: probe))
        #expect(Erosion.isOnInnerSide(probe, of: 4, at: before.nearestParameter(to: probe), outline: outline))
        // Beyond a convex joint, on the outer side of one tangent, a point is outside.
        let convex = outline[6].end
        let outside = convex - 1e-3 * ParallelCurve.innerNormal(outline[7].startDirection)
        #expect(!Erosion.isOnInnerSide(outside, of: 6, at: outline[6].nearestParameter(to: outside), outline: outline))
        #expect(!Erosion.isOnInnerSide(outside, of: 7, at: outline[7].nearestParameter(to: outside), outline: outline))
        #expect(surface.contentMask.subpaths.count == 1)
        Self.expectParallel(surface, "reflex joint at a right angle")
    }

    /// Found by border-inside-shape (soak seed 4415130483333410264, case 392209): a curved
    /// corner of height 1e-9 of its width turns 45 degrees within 4e-7 of its start, so its
    /// parallel at w = 0.0017 starts at a cusp, in pieces thousands of times shorter than the
    /// previous corner's parallel that crosses them. Missing that crossing, the mask cut the
    /// corner by a line 0.0012 from the outline.
    @Test func aSharplyBentCurvedCornerMeetsTheLongParallelBeforeIt() throws {
        let spec = try ShapeSpec(json: """
        {"corners":{"bottomLeft":{"family":"curved","height":{"fraction":10},"width":772.3833500648187},"bottomRight":{"family":"curved","height":158,"width":861},"topLeft":{"family":"curved","height":{"fraction":1e-09},"width":860.7895678798322}},"edges":{"right":{"direction":"outward","kind":"triangle","size":{"fraction":6.772360450213455e-15}},"top":{"direction":"outward","kind":"triangle","size":1}},"offsets":{"bottomLeft":[-3195.433314910127,-569.0829339484567],"bottomRight":[-401.22803538545946,432.41157659960305],"topLeft":[359.4978103715014,-323.8502819226891],"topRight":[442.01297712845445,447]}}
        """)
        let side = 1721.5791340380852
        let surface = try ShapedSurface(spec: spec, size: Size(width: side, height: side), borderWidth: 0.001721579134038085)
        #expect(surface.contentMask.subpaths.count == 1)
        Self.expectParallel(surface, "sharply bent curved corner")
    }

    /// Found by border-inside-shape (soak seed 7654417644171836366, case 2904542): bordered by
    /// just under half its height, a 1e6 x 100 strip leaves a 1e-4 sliver joined to a lobe about
    /// 67 deep inside an outward triangle. On average the loop is thinner than the link band, so
    /// it was dropped whole and the mask came out empty.
    @Test func aDeepLobeOnALongSliverIsKept() throws {
        var spec = ShapeSpec()
        spec.edges.bottom = .triangle(size: 71, direction: .outward)
        let w = 49.99995
        let surface = try ShapedSurface(spec: spec, size: Size(width: 1_000_000, height: 100), borderWidth: w)
        let mask = surface.contentMask
        #expect(mask.subpaths.count == 1)
        // A point over the triangle, 51.6 from the outside, is in the mask; one 48 from it is not.
        #expect(mask.contains(Point(x: 500_000, y: 98)))
        #expect(!mask.contains(Point(x: 500_000, y: 48)))
        Self.expectParallel(surface, "deep lobe on a sliver")
    }

    /// Found by border-inside-shape (soak seed 7864402649772111307, case 1783278): on a 0.001
    /// square bordered by 2.5e-4, the fitted parallel of the bottom-left continuous corner
    /// crosses the right side's parallel 5.7e-9 below the end of the arc about the right
    /// triangle's lower base end; the exact parallel crosses the arc instead, so the 5.7e-9 of
    /// that side's parallel between is 4.2e-9 nearer than w to the corner and trimmed. The
    /// gap is within the fitting tolerance (2.5e-8, relative to max(1, size)) but was 100 times
    /// the link band relative to the coordinates: the loop met a dead end, and the mask came
    /// out as two loops closed by the same line across its inside, 3.8e-4 from the outline.
    @Test func aGapLeftByAFittedCrossingIsBridged() throws {
        let spec = try ShapeSpec(json: """
        {"corners":{"bottomLeft":{"family":"continuous","size":100000},"bottomRight":{"family":"rounded","size":0.0005},"topLeft":{"family":"continuous","size":0.0005}},"edges":{"right":{"direction":"outward","kind":"triangle","size":{"fraction":0.25}},"top":{"direction":"outward","kind":"triangle","size":12345.678}},"offsets":{"topLeft":[1.4622249945808452e-05,1.729107668013411e-05]}}
        """)
        let surface = try ShapedSurface(spec: spec, size: Size(width: 0.001, height: 0.001), borderWidth: 0.00024858489744697637)
        #expect(surface.contentMask.subpaths.count == 1)
        Self.expectParallel(surface, "fitted crossing on a tiny square")
        // The gap bridged is within twice the fitting tolerance, never more than half the bound.
        #expect(Erosion.fitGap(tolerance: Erosion.fitTolerance) == ShapedSurface.parallelCurveBound / 2)
    }

    /// Found by border-inside-shape (soak seed 12645949424809987942, case 535962). A 0.001 x 258
    /// strip bordered by exactly half its width, its bottom right corner moved 2.6e-5 out: the
    /// mask is a wedge 2.6e-5 wide at the bottom and nothing at the top, where the rounded
    /// corner's parallel (radius 4.8e-4) ends 1e-10 right of the left side's parallel and crosses
    /// it 3e-7 above. That crossing of a 258-long line and a small circle was lost to rounding,
    /// the left side's parallel ran on to the top of the shape, the loop met a dead end there and
    /// was closed back down its own line; kept as deep somewhere, the mask reached 4.1e-4 too
    /// near the top corners.
    @Test func aLongParallelCrossesASmallCornersParallel() throws {
        let spec = try ShapeSpec(json: """
        {"corners":{"bottomLeft":{"family":"cut","size":10},"bottomRight":{"family":"continuous","size":10},"topLeft":{"family":"cut","size":1},"topRight":{"family":"rounded","size":45}},"offsets":{"bottomRight":[2.610798516252273e-05,0]}}
        """)
        let surface = try ShapedSurface(spec: spec, size: Size(width: 0.001, height: 258), borderWidth: 0.0005)
        let mask = surface.contentMask
        #expect(mask.subpaths.count == 1)
        // Nothing above where the corner's parallel crosses the left side's.
        #expect(mask.bounds.minY > 0.0009779)
        Self.expectParallel(surface, "long strip against a small corner")
    }

    /// Found by border-inside-shape (soak seed 10332469198432266823, case 575681). A continuous
    /// corner of 1e-9 of a 0.5 x 70 shape's side leaves five pieces each within the rounding
    /// band (1.8e-12) but together 4.8e-12 end to end. Dropped one by one, they left the bottom
    /// edge ending 4.8e-12 from where the outward triangle's side starts: the arc about the
    /// reflex joint was centred on the one and came nearer than w to the other, was trimmed, and
    /// the loop met a dead end there and was closed by a 70-long line across the mask, 0.43 from
    /// the outline. The run is replaced by its chord, and the mask is one loop w from the outline.
    @Test func aRunOfTinyPiecesBecomesItsChord() throws {
        let spec = try ShapeSpec(json: """
        {"corners":{"bottomLeft":{"family":"continuous","size":{"fraction":1e-09}},"topRight":{"family":"rounded","size":158}},"edges":{"left":{"direction":"outward","kind":"triangle","size":70}},"offsets":{"bottomRight":[0,18.109060366093424]}}
        """)
        let surface = try ShapedSurface(spec: spec, size: Size(width: 0.5, height: 70), borderWidth: 0.07545633566209836)
        let all = surface.outline.subpaths[0].segments
        let band = Erosion.roundingBand * surface.outline.bounds.maxY
        let segments = Erosion.meaningfulSegments(all, band: band)
        // Fewer pieces than the outline's, one of them the chord, and still a closed chain.
        #expect(segments.count < all.count)
        for (k, segment) in segments.enumerated() {
            #expect(segment.end == segments[(k + 1) % segments.count].start)
            let box = segment.boundingBox
            #expect(Swift.max(box.width, box.height) > band)
        }
        #expect(surface.contentMask.subpaths.count == 1)
        // The old closing line ran from (0.075, 70) to (0.03, 0.077): a point between it and the
        // base of the triangle, 0.03 in, was left out of the mask.
        #expect(surface.contentMask.contains(Point(x: 0.03, y: 35)))
        Self.expectParallel(surface, "run of tiny pieces")
    }

    /// Found by border-inside-shape (soak seed 1796064550976771058, case 2069717). The rounded
    /// top-left corner of 1e-12 sits between the sides of two outward triangles, so both its
    /// ends are reflex joints, 1.1e-12 apart: the arcs of radius w about them cross and run
    /// together within the rounding band, and the keep test keeps both. The loop followed one,
    /// went round, came back to where the other starts and followed that too, then was closed
    /// by its chord, 0.028 nearer the outline than w; under the nonzero rule the circular
    /// segment between (nearer than w to the corner) was in the mask. A part taken into a loop
    /// now takes its copies with it, and the loop closes where it began.
    @Test func coincidentArcsAboutATinyCornersEndsAreOne() throws {
        let spec = try ShapeSpec(json: """
        {"corners":{"topLeft":{"family":"rounded","size":1e-12},"topRight":{"family":"rounded","size":1e-12}},"edges":{"all":{"direction":"outward","kind":"triangle","size":10}},"offsets":{"bottomRight":[-3.563607303583025,0],"topLeft":[2.2876720488600006,1.0987097788186377]}}
        """)
        let surface = try ShapedSurface(spec: spec, size: Size(width: 10, height: 10), borderWidth: 4.995)
        let mask = surface.contentMask
        #expect(mask.subpaths.count == 1)
        // No stretch twice: the mask has 7 pieces (three arcs, three sides' parallels, the bridge
        // of 1e-13 back to the start) against 10 with the copy and the chord.
        #expect(mask.subpaths[0].segments.count <= 7)
        // 4.98 from the corner, between the old chord and the arc: nearer than w, not in the mask.
        #expect(!mask.contains(Point(x: 5.913961147006137, y: 4.511982017692896)))
        #expect(mask.signedArea > 0.237 && mask.signedArea < 0.239)
        Self.expectParallel(surface, "coincident arcs about a tiny corner's ends")
    }

    /// Two notches deeper than the waist can hold leave two loops, both clockwise.
    @Test func aNarrowWaistLeavesTwoLoops() throws {
        var spec = ShapeSpec()
        spec.edges.top = .triangle(size: 18, direction: .inward)
        spec.edges.bottom = .triangle(size: 18, direction: .inward)
        let surface = try ShapedSurface(spec: spec, size: Size(width: 100, height: 40), borderWidth: 8)
        let loops = surface.contentMask.subpaths
        #expect(loops.count == 2)
        for loop in loops { #expect(Path([.move(to: loop.start)] + loop.segments.map(\.element) + [.close]).signedArea > 0) }
        #expect(surface.contentMask.signedArea > 0)
        Self.expectParallel(surface, "waist")
        #expect(!surface.contentMask.contains(Point(x: 50, y: 20)))
        #expect(surface.contentMask.contains(Point(x: 20, y: 20)) && surface.contentMask.contains(Point(x: 80, y: 20)))
    }

    /// The border region fills the shape minus the mask under both rules.
    @Test func theBorderRegionFillsUnderBothRules() throws {
        let surface = try ShapedSurface(spec: ShapeSpec(allCorners: .continuous(20)), size: Size(width: 120, height: 80), borderWidth: 8)
        let region = PathHitTester(surface.borderRegion)
        for (x, y, inBorder) in [(4.0, 40.0, true), (60, 4, true), (60, 40, false), (30, 30, false), (2, 2, false), (116, 76, false)] {
            let p = Point(x: x, y: y)
            #expect(region.contains(p, rule: .nonZero) == inBorder, "\(p)")
            #expect(region.contains(p, rule: .evenOdd) == inBorder, "\(p)")
        }
        #expect(abs(surface.borderArea - (surface.outline.area - surface.maskArea)) < 1e-9)
    }

    /// At exactly half the height the parallels of the top and bottom edges coincide: a seam
    /// with no inside, so no mask (and none is inverted just past it either).
    @Test func aBorderOfHalfTheHeightLeavesNoInterior() throws {
        for w in [20.0, 20 - 1e-9, 20 + 1e-9] {
            let surface = try ShapedSurface(spec: ShapeSpec(allCorners: .rounded(5)), size: Size(width: 100, height: 40), borderWidth: w)
            #expect(surface.maskArea <= 1e-6, "w \(w): \(surface.contentMask.svgPathData)")
            #expect(surface.contentMask.signedArea >= 0)
        }
    }

    @Test func shadowFollowsTheFormulas() throws {
        let s = try #require(ShadowParameters(elevation: 6))
        #expect(s.ambientBlur == 0.889544 * 6 - 0.003701)
        #expect(s.keyBlur == 0.666920 * 6 - 0.001648)
        #expect(s.keyOffset == Vector(dx: 0, dy: 1.23118 * 6 - 0.03933))
        #expect(s.ambientOpacity == 0.08 && s.keyOpacity == 0.26)
        #expect(ShadowParameters(elevation: 0) == nil)
        #expect(ShadowParameters(elevation: 0.001)?.ambientBlur == 0)
    }

    @Test func invalidNumbersNameTheirField() {
        let size = Size(width: 10, height: 10)
        #expect(throws: ShapeInputError.self) { try ShapedSurface(spec: ShapeSpec(), size: size, borderWidth: -1) }
        for (w, e, field) in [(-1.0, 0.0, "borderWidth"), (.nan, 0, "borderWidth"), (2e9, 0, "borderWidth"),
                              (1, -1, "elevation"), (1, .infinity, "elevation")] {
            do {
                _ = try ShapedSurface(spec: ShapeSpec(), size: size, borderWidth: w, elevation: e)
                Issue.record("accepted \(w), \(e)")
            } catch {
                #expect(error.field == field)
            }
        }
    }
}
