import Foundation
import ShapeUI
import Testing

/// The logic of `CircleView` and `FullyRoundedCornerView` (Contract: circle margins, layout
/// margins), at several sizes and through a size change, as the UIKit views run it.
@Suite("CircleView and FullyRoundedCornerView layouts")
struct CircleAndFullyRoundedViewTests {
    static let sizes: [(Double, Double)] = [(48, 48), (120, 80), (80, 120), (56.5, 300), (1000, 3), (0.75, 0.5)]

    /// The circle keeps its aspect and is centred: four quarter arcs of radius min(w, h)/2
    /// around the centre, replayed as arcs; the margins give the inscribed square.
    @Test(arguments: sizes)
    func circleIsCentredWithTheInscribedSquareAsContent(_ width: Double, _ height: Double) throws {
        let layout = layout(CircleShape(), width, height)
        let r = min(width, height) / 2
        let centre = Point(x: width / 2, y: height / 2)
        let replayed = arcs(calls(layout.surface.outline))
        #expect(replayed.count == 4)
        #expect(replayed.allSatisfy { $0.center == centre && $0.radius == r && !$0.clockwise })
        let content = try #require(layout.contentRect)
        let side = 2 * r / 2.squareRoot()
        #expect(near(content.width, side) && near(content.height, side))
        #expect(near(content.x + content.width / 2, centre.x) && near(content.y + content.height / 2, centre.y))
        #expect(near(Point(x: content.x, y: content.y).distance(to: centre), r), "the square's corners are on the circle")
        #expect(near(layout.ripple.maximumRadius, hypot(2 * r, 2 * r) / 2 + 10))
    }

    /// A border grows every margin by its width: the square inset by w.
    @Test func circleWithABorderInsetsTheSquare() throws {
        let plain = try #require(layout(CircleShape(), 120, 80).layoutMargins)
        let bordered = try #require(layout(CircleShape(), 120, 80, border: 6).layoutMargins)
        #expect(near(bordered, EdgeInsets(top: plain.top + 6, left: plain.left + 6, bottom: plain.bottom + 6, right: plain.right + 6)))
    }

    /// A resize recomputes (once) and the new layout is the new size's; a second pass at the
    /// same size keeps it.
    @Test func circleFollowsASizeChange() throws {
        var cache = ShapeLayoutCache()
        let first = cache.update(for: ShapeLayoutKey(shape: CircleShape(), size: Size(width: 120, height: 80)))
        let before = try #require(cache.layout?.contentRect)
        let again = cache.update(for: ShapeLayoutKey(shape: CircleShape(), size: Size(width: 120, height: 80)))
        let resized = cache.update(for: ShapeLayoutKey(shape: CircleShape(), size: Size(width: 200, height: 50)))
        #expect(first && !again && resized)
        let after = try #require(cache.layout?.contentRect)
        #expect(cache.computations == 2)
        #expect(near(before.width, 80 / 2.squareRoot()) && near(after.width, 50 / 2.squareRoot()))
        #expect(near(after.x + after.width / 2, 100) && near(after.y + after.height / 2, 25))
        #expect(cache.layout?.contains(Point(x: 100, y: 25)) == true)
        #expect(cache.layout?.contains(Point(x: 60, y: 40)) == false, "the old centre is outside the new circle")
    }

    /// All four corners: a pill of radius min(w, h)/2, margins r(1 - 1/√2) on every side.
    @Test(arguments: sizes)
    func fullyRoundedIsAPillAtEverySize(_ width: Double, _ height: Double) throws {
        let layout = layout(FullyRoundedCornersShape(corners: Set(Corner.allCases)), width, height)
        let r = min(width, height) / 2
        let replayed = arcs(calls(layout.surface.outline))
        #expect(replayed.count == 4 && replayed.allSatisfy { near($0.radius, r) })
        let m = r * (1 - 1 / 2.squareRoot())
        #expect(near(try #require(layout.layoutMargins), EdgeInsets(top: m, left: m, bottom: m, right: m), 1e-12))
    }

    /// Two corners on the short left side: a "D". The left, top and bottom edges take the rounded
    /// corners' demand, the right edge none; through a size change the radius follows.
    @Test func fullyRoundedDFollowsItsSize() throws {
        let d = FullyRoundedCornersShape(corners: [.topLeft, .bottomLeft])
        var cache = ShapeLayoutCache()
        for (width, height) in [(100.0, 60.0), (160.0, 90.0), (100.0, 60.0)] {
            let computed = cache.update(for: ShapeLayoutKey(shape: d, size: Size(width: width, height: height)))
            #expect(computed)
            let layout = try #require(cache.layout)
            let r = height / 2
            let replayed = arcs(calls(layout.surface.outline))
            #expect(replayed.count == 2 && replayed.allSatisfy { $0.center == Point(x: r, y: r) && $0.radius == r })
            let m = r * (1 - 1 / 2.squareRoot())
            #expect(near(try #require(layout.layoutMargins), EdgeInsets(top: m, left: m, bottom: m, right: 0)))
        }
        #expect(cache.computations == 3)
    }

    /// The content rectangle lies in the content mask: its corners and edge midpoints, nudged
    /// inward by a billionth of the size, are at least the border width inside the shape.
    @Test(arguments: [0.0, 3, 11])
    func contentStaysInsideTheContentMask(_ border: Double) throws {
        let shapes: [AnyShapeGenerator] = [AnyShapeGenerator(CircleShape()), AnyShapeGenerator(PillShape()),
                                           AnyShapeGenerator(FullyRoundedCornersShape(corners: [.topRight])),
                                           AnyShapeGenerator(card), AnyShapeGenerator(DiamondShape())]
        for shape in shapes {
            for (width, height) in [(120.0, 80.0), (200.0, 120.0), (64.0, 64.0)] {
                let layout = layout(shape, width, height, border: border)
                let rect = try #require(layout.contentRect)
                guard rect.width > 0, rect.height > 0 else { continue }
                let e = 1e-9 * max(width, height)
                let probes = [Point(x: rect.minX + e, y: rect.minY + e), Point(x: rect.maxX - e, y: rect.minY + e),
                              Point(x: rect.maxX - e, y: rect.maxY - e), Point(x: rect.minX + e, y: rect.maxY - e),
                              Point(x: rect.minX + rect.width / 2, y: rect.minY + e), Point(x: rect.maxX - e, y: rect.minY + rect.height / 2)]
                for p in probes {
                    #expect(layout.surface.contentMask.contains(p), "\(shape.base) \(width)x\(height) border \(border): \(p)")
                }
            }
        }
    }
}
