import Foundation
import ShapeUI
import Testing

/// What the adapters hand to Core Graphics, Core Animation and UIImage, checked here as plain
/// values: the card's replay, the layer shadows, the surface image and colours.
@Suite("Surface output")
struct SurfaceOutputTests {
    /// The card with different corners, as a view draws it: the outline replays every element
    /// kind it has, arcs as arcs; the content mask at a border of 4 keeps its rounded corners as
    /// arcs of radius 16 about the same centres; the border region replays both loops.
    @Test func cardReplaysEveryElementKindWithArcsKept() {
        let layout = layout(card, 200, 120, border: 4)
        let outline = calls(layout.surface.outline)
        #expect(Set(outline.map(\.name)) == ["move", "line", "arc", "quad", "close"])
        #expect(arcs(outline).map(\.radius) == [20, 20] && arcs(outline).allSatisfy { !$0.clockwise })
        let mask = arcs(calls(layout.surface.contentMask))
        #expect(mask.map(\.radius) == [16, 16])
        #expect(mask.map(\.center) == [Point(x: 180, y: 20), Point(x: 20, y: 100)])
        let border = calls(layout.surface.borderRegion)
        #expect(border.filter { $0.name == "move" }.count == 2 && border.filter { $0.name == "close" }.count == 2)
        #expect(arcs(border).contains { $0.clockwise }, "the mask's loop runs reversed inside the border region")
    }

    @Test func layerShadowsFollowTheShadowParameters() throws {
        let shadows = LayerShadows(elevation: 6)
        let parameters = try #require(ShadowParameters(elevation: 6))
        #expect(shadows.key == LayerShadow(opacity: 0.26, radius: parameters.keyBlur, offset: parameters.keyOffset))
        #expect(shadows.ambient == LayerShadow(opacity: 0.08, radius: parameters.ambientBlur, offset: .zero))
        for elevation in [0, -1, Double.nan] {
            let none = LayerShadows(elevation: elevation)
            #expect(none.key == .none && none.ambient == .none)
        }
    }

    /// The image is the PNG renderer's: the diamond's centre is filled, its corners are clear,
    /// a pixel in the border is the border colour, and the size is ceil(side · scale).
    @Test func surfaceImageIsThePNGRenderersImage() throws {
        let surface = try ShapedSurface(spec: DiamondShape(), size: Size(width: 56, height: 56), borderWidth: 4)
        let purple = RGBA(red: 98, green: 0, blue: 238), white = RGBA.white
        let image = try surface.image(fill: purple, border: white, scale: 2)
        #expect(image.width == 112 && image.height == 112)
        #expect(image[56, 56] == purple)
        #expect(image[1, 1] == .clear && image[110, 110] == .clear)
        #expect(image[56, 4] == white, "the border along the top vertex")
        let renderer = PNGRenderer(viewBox: Rect(x: 0, y: 0, width: 56, height: 56), scale: 2)
        #expect(image == (try renderer.image([(surface.fillPath, purple), (surface.borderRegion, white)])))
        #expect(try surface.image(fill: purple, scale: 0.5).width == 28)
        #expect(throws: ShapeInputError.self) { try surface.image(fill: purple, scale: 0) }
    }

    @Test func unitColoursClampAndRound() {
        #expect(RGBA(unitRed: 1, green: 0.5, blue: -0.2, alpha: 1) == RGBA(red: 255, green: 128, blue: 0, alpha: 255))
        #expect(RGBA(unitRed: 1.3, green: .nan, blue: 0.2, alpha: 0) == RGBA(red: 255, green: 0, blue: 51, alpha: 0))
    }
}
