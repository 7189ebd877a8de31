// The adapters themselves, on Apple platforms only (the macOS CI job runs these on macOS and on
// the iOS simulator; on Linux this file compiles to nothing and the neutral logic they forward
// is tested by the other files).
#if canImport(CoreGraphics)
import CoreGraphics
import Foundation
import ShapeUI
import Testing

/// Core Graphics draws the replayed path: same tight bounds, one subpath, and the same answer
/// as the core's hit test wherever the answer is not within a hair of the outline (Core
/// Graphics flattens its arcs into cubics, within about 3e-4 of the radius).
@Suite("Core Graphics adapter")
struct CoreGraphicsAdapterTests {
    @Test(arguments: ["card", "circle", "pill", "mirrored card"])
    func coreGraphicsPathCoversTheSameRegion(_ name: String) throws {
        let layout: ShapeLayout = switch name {
        case "card": ShapeUITests.layout(card, 200, 120)
        case "circle": ShapeUITests.layout(CircleShape(), 120, 80)
        case "pill": ShapeUITests.layout(PillShape(), 200, 80)
        default: ShapeUITests.layout(card, 200, 120, mirrored: true)
        }
        let path = layout.surface.outline
        let cg = path.cgPath
        let box = cg.boundingBoxOfPath, bounds = path.bounds
        #expect(abs(Double(box.minX) - bounds.minX) < 1e-6 && abs(Double(box.maxX) - bounds.maxX) < 1e-6)
        #expect(abs(Double(box.minY) - bounds.minY) < 1e-6 && abs(Double(box.maxY) - bounds.maxY) < 1e-6)
        var moves = 0, closes = 0
        cg.applyWithBlock { element in
            switch element.pointee.type {
            case .moveToPoint: moves += 1
            case .closeSubpath: closes += 1
            default: break
            }
        }
        #expect(moves == 1 && closes == 1)
        let hair = 0.05
        for i in 0..<40 {
            for j in 0..<40 {
                let p = Point(x: bounds.x + bounds.width * (Double(i) + 0.5) / 40, y: bounds.y + bounds.height * (Double(j) + 0.5) / 40)
                let inside = path.contains(p)
                let settled = [(hair, 0.0), (-hair, 0), (0, hair), (0, -hair)].allSatisfy {
                    path.contains(Point(x: p.x + $0.0, y: p.y + $0.1)) == inside
                }
                guard settled else { continue }
                #expect(cg.contains(CGPoint(p), using: .winding) == inside, "\(name) at \(p)")
            }
        }
    }

    @Test func materialShapeFactoryIsTheSpecsOutline() throws {
        let cg = try CGPath.materialShape(spec: DiamondShape(), size: CGSize(width: 56, height: 40))
        #expect(cg.contains(CGPoint(x: 28, y: 20)) && !cg.contains(CGPoint(x: 2, y: 2)))
        #expect(cg.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 56, height: 40))
        #expect(throws: ShapeInputError.self) { try CGPath.materialShape(spec: PillShape(), size: CGSize(width: -1, height: 4)) }
    }

    @Test func cgImageHoldsTheRenderersPixels() throws {
        let surface = try ShapedSurface(spec: PillShape(), size: Size(width: 40, height: 20))
        let pixels = try surface.image(fill: RGBA(red: 10, green: 20, blue: 30), scale: 2)
        let image = try #require(pixels.cgImage)
        #expect(image.width == 80 && image.height == 40 && image.bitsPerComponent == 8)
        #expect(image.alphaInfo == .last)
        let data = try #require(image.dataProvider?.data) as Data
        #expect(Array(data) == pixels.bytes)
    }

    @Test func conversionsRoundTrip() {
        let rect = Rect(x: 1.5, y: -2, width: 30, height: 40.25)
        #expect(Rect(CGRect(rect)) == rect && Point(CGPoint(Point(x: 3, y: 4))) == Point(x: 3, y: 4))
        #expect(Size(CGSize(Size(width: 5, height: 6))) == Size(width: 5, height: 6))
        #expect(Rect(CGRect(x: 10, y: 10, width: -4, height: 2)) == Rect(x: 6, y: 10, width: 4, height: 2))
    }
}
#endif

#if canImport(SwiftUI)
import SwiftUI

/// SwiftUI's path is the replayed outline in the frame, and `inset(by:)` erodes it.
@Suite("SwiftUI adapter")
@MainActor
struct SwiftUIAdapterTests {
    @Test func materialShapeDrawsInItsFrame() {
        let frame = CGRect(x: 10, y: 20, width: 200, height: 80)
        let pill = MaterialShape(PillShape())
        let path = pill.path(in: frame)
        #expect(abs(path.boundingRect.minX - 10) < 1e-6 && abs(path.boundingRect.maxY - 100) < 1e-6)
        #expect(path.contains(CGPoint(x: 110, y: 60)) && !path.contains(CGPoint(x: 11, y: 21)))
        let inset = pill.inset(by: 10).path(in: frame)
        #expect(abs(inset.boundingRect.minX - 20) < 1e-6 && abs(inset.boundingRect.width - 180) < 1e-6)
        #expect(abs(inset.boundingRect.minY - 30) < 1e-6 && abs(inset.boundingRect.height - 60) < 1e-6)
        #expect(pill.inset(by: 50).path(in: frame).isEmpty)
        #expect(pill.layoutDirectionBehavior == .mirrors(in: .rightToLeft))
        #expect(MaterialShape(PillShape(), mirrorsInRightToLeft: false).layoutDirectionBehavior == .fixed)
    }

    @Test func swiftUIPathHoldsTheReplayedElements() throws {
        let outline = try card.path(for: Size(width: 200, height: 120))
        var moves = 0, curves = 0
        outline.swiftUIPath.forEach { element in
            switch element {
            case .move: moves += 1
            case .quadCurve, .curve: curves += 1
            default: break
            }
        }
        #expect(moves == 1 && curves >= 3, "the quad and the two arcs (SwiftUI stores arcs as cubics)")
    }
}
#endif

#if canImport(UIKit)
import UIKit

/// The UIKit views apply their layouts: margins, hit test, paths, and a resize.
@Suite("UIKit adapter")
@MainActor
struct UIKitAdapterTests {
    @Test func circleViewKeepsItsShapeThroughAResize() throws {
        let view = CircleView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.layoutIfNeeded()
        let side = 80 / 2.squareRoot()
        #expect(abs(Double(view.layoutMargins.left) - (120 - side) / 2) < 1e-9)
        #expect(abs(Double(view.layoutMargins.top) - (80 - side) / 2) < 1e-9)
        #expect(view.point(inside: CGPoint(x: 60, y: 40), with: nil) && !view.point(inside: CGPoint(x: 21, y: 1), with: nil))
        #expect(view.shapeLayer.path != nil && view.shapeLayer.shadowPath != nil)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        view.layoutIfNeeded()
        #expect(abs(Double(view.layoutMargins.top) - (50 - 50 / 2.squareRoot()) / 2) < 1e-9)
        #expect(view.point(inside: CGPoint(x: 100, y: 25), with: nil) && !view.point(inside: CGPoint(x: 60, y: 2), with: nil))
        #expect(view.ripple?.maximumRadius == hypot(50.0, 50.0) / 2 + 10)
    }

    @Test func shapedViewFillsTheShapeNotTheBounds() throws {
        let view = ShapedView(frame: CGRect(x: 0, y: 0, width: 56, height: 56))
        view.shapeGenerator = ShapeSpec(allCorners: .cut(.fraction(0.5)))
        view.backgroundColor = .systemPurple
        view.borderWidth = 2
        view.borderColor = .white
        view.elevation = 6
        view.layoutIfNeeded()
        #expect(view.fillColor == .systemPurple)
        #expect(view.shapeLayer.shadowOpacity == 0.26 && abs(Double(view.shapeLayer.shadowOffset.height) - 7.34775) < 1e-6)
        #expect(!view.point(inside: CGPoint(x: 3, y: 3), with: nil))
        let image = try #require(view.surfaceImage(scale: 1))
        #expect(image.size == CGSize(width: 56, height: 56))
        view.setShape(metric: .large, corners: [.topLeft, .topRight])
        view.layoutIfNeeded()
        #expect(view.point(inside: CGPoint(x: 3, y: 3), with: nil) == false && view.point(inside: CGPoint(x: 2, y: 54), with: nil))
    }

    @Test func fullyRoundedViewIsAPill() {
        let view = FullyRoundedCornerView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        view.layoutIfNeeded()
        let m = 40 * (1 - 1 / 2.squareRoot())
        #expect(abs(Double(view.layoutMargins.left) - m) < 1e-9 && abs(Double(view.layoutMargins.top) - m) < 1e-9)
        view.roundedCorners = [.topLeft, .bottomLeft]
        view.layoutIfNeeded()
        #expect(view.layoutMargins.right == 0)
    }
}
#endif
