import Foundation
import ShapeUI
import Testing

/// The usage examples in ShapeUI's doc comments, run as written.
@Suite("Doc comment examples (ShapeUI)")
struct DocExampleTests {
    @Test func shapeLayout() throws {
        let layout = ShapeLayout(ShapeLayoutKey(shape: CircleShape(), size: Size(width: 120, height: 80)))
        let m = 40 * (1 - 1 / 2.squareRoot())
        #expect(near(try #require(layout.layoutMargins), EdgeInsets(top: m, left: 20 + m, bottom: m, right: 20 + m)))
        #expect(layout.ripple.maximumRadius == hypot(80, 80) / 2 + 10)
        #expect(layout.contains(Point(x: 60, y: 40)) && !layout.contains(Point(x: 21, y: 1)))
    }

    @Test func shapeLayoutKey() {
        let key = ShapeLayoutKey(shape: CircleShape(), size: Size(width: 48, height: 48))
        #expect(key == ShapeLayoutKey(shape: CircleShape(), size: Size(width: 48, height: 48)))
    }

    @Test func shapeLayoutCache() {
        var cache = ShapeLayoutCache()
        let first = cache.update(for: ShapeLayoutKey(shape: PillShape(), size: Size(width: 80, height: 40)))
        let second = cache.update(for: ShapeLayoutKey(shape: PillShape(), size: Size(width: 80, height: 40)))
        #expect(first && !second && cache.layout?.layoutMargins != nil)
    }

    @Test func layoutMargins() {
        let margins = EdgeInsets(top: 2, left: 2, bottom: 2, right: 2).layoutMargins(borderWidth: 3, size: Size(width: 20, height: 8))
        #expect(margins == EdgeInsets(top: 4, left: 5, bottom: 4, right: 5))
    }

    @Test func layerShadows() {
        let shadows = LayerShadows(elevation: 6)
        #expect(near(shadows.key.offset.dy, 7.34775) && near(shadows.ambient.radius, 5.333563))
    }

    @Test func rectCorners() {
        #expect(Set<Corner>(rectCorners: 1 | 2) == [.topLeft, .topRight])
    }

    @Test func unitColour() {
        #expect(RGBA(unitRed: 1, green: 0.5, blue: -0.2, alpha: 1) == RGBA(red: 255, green: 128, blue: 0, alpha: 255))
    }

    @Test func surfaceImage() throws {
        let surface = try ShapedSurface(spec: DiamondShape(), size: Size(width: 56, height: 56), borderWidth: 2)
        let image = try surface.image(fill: RGBA(hex: "#6200ee")!, border: .white, scale: 3)
        #expect(image.width == 168 && image.height == 168)
    }
}
