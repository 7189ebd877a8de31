import Foundation
import ShapeUI
import Testing

/// The decisions a shaped view makes (Contract: on screen): when to recompute, what a touch
/// hits, the ripple, mirroring, failures, and the path SwiftUI's `inset(by:)` draws.
@Suite("Shape layouts")
struct ShapeLayoutTests {
    /// A key changes exactly with the shape, size, border, curve or mirroring; equal shapes made
    /// twice are equal keys.
    @Test func layoutKeyChangesExactlyWithWhatThePathsDependOn() {
        let base = ShapeLayoutKey(shape: ShapeSpec(allCorners: .rounded(8)), size: Size(width: 100, height: 40))
        #expect(base == ShapeLayoutKey(shape: ShapeSpec(allCorners: .rounded(8)), size: Size(width: 100, height: 40)))
        var variants = [base, base, base, base, base, base]
        variants[0].shape = AnyShapeGenerator(ShapeSpec(allCorners: .rounded(9)))
        variants[1].size = Size(width: 100, height: 41)
        variants[2].borderWidth = 1
        variants[3].cornerCurve = .continuous
        variants[4].mirrored = true
        variants[5].shape = AnyShapeGenerator(PillShape())
        #expect(variants.allSatisfy { $0 != base })
        #expect(AnyShapeGenerator(AnyShapeGenerator(PillShape())) == AnyShapeGenerator(PillShape()))
        #expect(AnyShapeGenerator(CircleShape()) != AnyShapeGenerator(PillShape()))
    }

    @Test func cacheComputesOnlyOnAChange() {
        var cache = ShapeLayoutCache()
        let key = ShapeLayoutKey(shape: card, size: Size(width: 200, height: 120))
        var wider = key
        wider.size.width = 240
        let results = [key, key, key, wider, wider, key].map { cache.update(for: $0) }
        #expect(results == [true, false, false, true, false, true])
        #expect(cache.computations == 3 && cache.layout?.key == key)
        cache.invalidate()
        #expect(cache.layout == nil)
        let recomputed = cache.update(for: key)
        #expect(recomputed && cache.computations == 4)
    }

    /// The hit test is the outline's: inside the cut-away corner of the card is a miss, the
    /// middle a hit, and a view whose bounds start elsewhere (a scroll offset) is asked in those
    /// coordinates.
    @Test func hitTestFollowsTheOutline() {
        let layout = layout(card, 200, 120)
        #expect(layout.contains(Point(x: 100, y: 60)))
        #expect(!layout.contains(Point(x: 3, y: 3)), "cut away")
        #expect(!layout.contains(Point(x: 199, y: 119)), "outside the curved corner")
        #expect(!layout.contains(Point(x: 1, y: 119)), "outside the rounded corner")
        #expect(layout.contains(Point(x: 11, y: 11)))
        #expect(layout.contains(Point(x: 103, y: 1003), boundsOrigin: Point(x: 3, y: 1000)) == layout.contains(Point(x: 100, y: 3)))
        #expect(!layout.contains(Point(x: 3, y: 1003), boundsOrigin: Point(x: 0, y: 1000)))
        #expect(!layout.contains(Point(x: 250, y: 60)))
    }

    /// The ripple is the surface's: sized from the outline's tight bounds, overflowing only
    /// where the outline leaves the view.
    @Test func rippleIsTheSurfaceRipple() throws {
        let pill = layout(PillShape(), 200, 80)
        #expect(pill.ripple == (try ShapedSurface(spec: PillShape(), size: Size(width: 200, height: 80))).ripple)
        #expect(pill.ripple.maximumRadius == hypot(200, 80) / 2 + 10 && !pill.ripple.overflowsBounds)
        var tooltip = ShapeSpec(allCorners: .rounded(8))
        tooltip.edges.bottom = .triangle(size: 10, direction: .outward)
        let overflowing = layout(tooltip, 100, 40)
        #expect(overflowing.ripple.overflowsBounds)
        #expect(near(overflowing.ripple.maximumRadius, hypot(100, 50) / 2 + 10))
        #expect(layout(CircleShape(), 120, 80).ripple.maximumRadius == hypot(80, 80) / 2 + 10)
    }

    /// A spec that cannot be drawn, or a size that is not a size, gives empty paths, no
    /// margins, no hits and the error; nothing traps.
    @Test func failuresGiveAnEmptyLayout() {
        for layout in [layout(ShapeSpec(allCorners: .rounded(-5)), 100, 40), layout(PillShape(), .nan, 40),
                       layout(CircleShape(), -1, 10), layout(PillShape(), 100, 40, border: .infinity)] {
            #expect(layout.error != nil)
            #expect(layout.surface.outline.isEmpty && layout.surface.contentMask.isEmpty && layout.layoutMargins == nil)
            #expect(!layout.contains(Point(x: 5, y: 5)))
        }
        #expect(layout(ShapeSpec(allCorners: .rounded(-5)), 100, 40).ripple.maximumRadius == hypot(100, 40) / 2 + 10)
        #expect(layout(PillShape(), 0, 40).error == nil && layout(PillShape(), 0, 40).surface.outline.isEmpty)
    }

    /// A custom generator (not spec-backed) is drawn and hit tested but claims no margins.
    @Test func customGeneratorsClaimNoMargins() {
        let triangle = Triangle()
        let layout = layout(triangle, 100, 100)
        #expect(layout.error == nil && layout.layoutMargins == nil && layout.contentRect == nil)
        #expect(layout.contains(Point(x: 10, y: 50)) && !layout.contains(Point(x: 90, y: 50)))
    }

    struct Triangle: ShapeGenerating, Hashable {
        func path(for size: Size) throws(ShapeInputError) -> Path {
            Path([.move(to: .zero), .line(to: Point(x: size.width, y: size.height)), .line(to: Point(x: 0, y: size.height)), .close])
        }
    }

    /// Mirroring (a right-to-left layout): a metric on the top left corner rounds the top right
    /// corner on screen, the margins swap sides, outlines still run clockwise.
    @Test func mirroringMovesTheChosenCornersToTheOtherSide() throws {
        let spec = ShapeMetric.large.apply(to: .rectangle, corners: [.topLeft])
        let plain = layout(spec, 100, 50), mirrored = layout(spec, 100, 50, mirrored: true)
        #expect(!plain.contains(Point(x: 0.5, y: 0.5)) && plain.contains(Point(x: 99.5, y: 0.5)))
        #expect(mirrored.contains(Point(x: 0.5, y: 0.5)) && !mirrored.contains(Point(x: 99.5, y: 0.5)))
        let m = try #require(plain.layoutMargins), n = try #require(mirrored.layoutMargins)
        #expect(m.left > 0 && n == EdgeInsets(top: m.top, left: m.right, bottom: m.bottom, right: m.left))
        #expect(arcs(calls(mirrored.surface.outline)).map(\.center) == [Point(x: 84, y: 16)])
        #expect(near(mirrored.surface.outline.signedArea, plain.surface.outline.signedArea) && plain.surface.outline.signedArea > 0)
        let bordered = layout(card, 200, 120, border: 8, mirrored: true)
        #expect(bordered.surface.contentMask.signedArea > 0 && near(bordered.surface.borderArea, layout(card, 200, 120, border: 8).surface.borderArea, 1e-9))
    }

    /// The corner curve switch maps circular to rounded and continuous to continuous, on
    /// rounded and continuous corners only; `nil` leaves the shape as it is.
    @Test func cornerCurveSwitchChangesOnlyRoundedAndContinuousCorners() throws {
        let continuousPill = layout(PillShape(), 200, 80, curve: .continuous)
        let kinds = Set(calls(continuousPill.surface.outline).map(\.name))
        #expect(kinds.contains("cubic") && !kinds.contains("arc"))
        #expect(continuousPill.layoutMargins != nil)
        let back = layout(ShapeSpec(allCorners: .continuous(10)), 100, 60, curve: .circular)
        #expect(arcs(calls(back.surface.outline)).count == 4)
        let cardContinuous = layout(card, 200, 120, curve: .continuous)
        let cardKinds = calls(cardContinuous.surface.outline).map(\.name)
        #expect(cardKinds.filter { $0 == "quad" }.count == 1, "the curved corner stays")
        #expect(!cardKinds.contains("arc"))
        #expect(layout(card, 200, 120).surface == layout(card, 200, 120, curve: nil).surface)
        // A circle stays the circle it draws directly when the switch changes nothing.
        #expect(layout(CircleShape(), 1e9, 1e-3, curve: .circular).surface.outline == (try CircleShape().path(for: Size(width: 1e9, height: 1e-3))))
    }

    /// SwiftUI's `path(in:)` and `inset(by:)`: the content mask at the inset, moved to the
    /// frame's origin; a negative or NaN inset draws the outline; an inset past half the
    /// shorter side draws nothing.
    @Test func insetPathIsTheErosionMovedToTheFrame() {
        let pill = AnyShapeGenerator(PillShape())
        let frame = Rect(x: 10, y: 20, width: 200, height: 80)
        #expect(ShapeLayout.path(for: pill, in: frame, inset: 10).svgPathData
                == "M 20 60 A 30 30 0 0 1 50 30 L 170 30 A 30 30 0 0 1 200 60 A 30 30 0 0 1 170 90 L 50 90 A 30 30 0 0 1 20 60 Z")
        let outline = ShapeLayout.path((try? PillShape().path(for: Size(width: 200, height: 80))) ?? .empty, at: Point(x: 10, y: 20))
        #expect(ShapeLayout.path(for: pill, in: frame, inset: -4) == outline)
        #expect(ShapeLayout.path(for: pill, in: frame, inset: .nan) == outline)
        #expect(ShapeLayout.path(for: pill, in: frame, inset: 40).isEmpty)
        #expect(ShapeLayout.path(for: AnyShapeGenerator(ShapeSpec(allCorners: .rounded(8))), in: frame, inset: 2, cornerCurve: .continuous)
                .elements.contains { if case .cubic = $0 { true } else { false } })
    }

    /// Every corner set a metric can be given touches exactly those corners: one arc per chosen
    /// corner, centred one radius in from it; chosen through `UIRectCorner` bits as UIKit does.
    @Test func metricTouchesExactlyTheChosenCorners() {
        let r = ShapeMetric.medium.cornerRadius
        let centres: [Corner: Point] = [.topLeft: Point(x: r, y: r), .topRight: Point(x: 100 - r, y: r),
                                        .bottomRight: Point(x: 100 - r, y: 60 - r), .bottomLeft: Point(x: r, y: 60 - r)]
        for bits in UInt(0)...15 {
            let corners = Set<Corner>(rectCorners: bits)
            #expect(corners.rectCorners == bits)
            let layout = layout(ShapeMetric.medium.apply(to: .rectangle, corners: corners), 100, 60)
            let drawn = Set(arcs(calls(layout.surface.outline)).map { "\($0.center)" })
            #expect(drawn == Set(corners.map { "\(centres[$0]!)" }), "bits \(bits)")
        }
        #expect(Set<Corner>(rectCorners: ~0) == Set(Corner.allCases), "UIRectCorner.allCorners sets every bit")
        #expect(Set<Corner>(rectCorners: 1) == [.topLeft] && Set<Corner>(rectCorners: 2) == [.topRight]
                && Set<Corner>(rectCorners: 4) == [.bottomLeft] && Set<Corner>(rectCorners: 8) == [.bottomRight])
    }

    @Test func layoutMarginsNeverInvert() {
        let margins = EdgeInsets(top: 10, left: 30, bottom: 20, right: 50)
        #expect(margins.layoutMargins(borderWidth: 0, size: Size(width: 100, height: 40)) == margins)
        #expect(margins.layoutMargins(borderWidth: 5, size: Size(width: 100, height: 40))
                == EdgeInsets(top: 15, left: 35, bottom: 25, right: 55))
        // 30 + 50 + 2 * 15 > 100: both end at the middle of 30...50; 10 + 20 + 30 > 40: at the middle of 10...20.
        #expect(margins.layoutMargins(borderWidth: 15, size: Size(width: 100, height: 40))
                == EdgeInsets(top: 15, left: 40, bottom: 25, right: 60))
        #expect(margins.mirrored == EdgeInsets(top: 10, left: 50, bottom: 20, right: 30))
    }
}
