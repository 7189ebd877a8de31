import ShapeCore
import ShapeModel

/// What a producer's renderer made of a path: the pixels it painted and the PNG file it wrote
/// for them. `coverage-matches-area` checks both, and that the file decodes to the pixels.
public struct RenderedPicture: Sendable {
    /// The painted pixels.
    public var image: RGBAImage
    /// The PNG bytes written for them.
    public var png: [UInt8]

    /// A picture from its parts.
    public init(image: RGBAImage, png: [UInt8]) {
        self.image = image
        self.png = png
    }

    /// The core's picture: `path` filled with `color` over a transparent background by
    /// `renderer`, and encoded by ``PNGEncoder``.
    public init(path: Path, color: RGBA, renderer: PNGRenderer) throws(ShapeInputError) {
        let image = try renderer.image([(path, color)])
        self.init(image: image, png: PNGEncoder.encode(image))
    }
}
