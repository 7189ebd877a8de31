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
        print("pill mask:", mask.svgPathData)
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
        print("notch mask:", surface.contentMask.svgPathData, surface.maskArea)
    }

    @Test func outwardTriangleGetsArcsAboutItsBaseEnds() throws {
        var spec = ShapeSpec()
        spec.edges.top = .triangle(size: 20, direction: .outward)
        let surface = try ShapedSurface(spec: spec, size: Size(width: 100, height: 100), borderWidth: 5)
        let arcs = surface.contentMask.elements.compactMap { if case .arc(let a) = $0 { a } else { nil } }
        #expect(arcs.map(\.center) == [Point(x: 30, y: 0), Point(x: 70, y: 0)])
        #expect(surface.ripple.overflowsBounds)
        print("handle mask:", surface.contentMask.svgPathData, surface.maskArea)
    }

    @Test func continuousAndCurvedCornersStayWithinTheBound() throws {
        for spec in [ShapeSpec(allCorners: .continuous(20)), ShapeSpec(allCorners: .curved(width: 30, height: 10))] {
            let surface = try ShapedSurface(spec: spec, size: Size(width: 120, height: 80), borderWidth: 6)
            let outline = surface.outline.subpaths[0].segments
            for segment in surface.contentMask.subpaths.flatMap(\.segments) {
                for k in 0 ... 8 {
                    let p = segment.point(at: Double(k) / 8)
                    let d = outline.map { $0.distance(to: p) }.min()!
                    #expect(abs(d - 6) <= 1e-9 * 120, "\(spec) at \(p): \(d)")
                }
            }
            print(spec, surface.contentMask.elements.count)
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
