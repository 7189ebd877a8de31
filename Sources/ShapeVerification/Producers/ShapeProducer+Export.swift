import ShapeCore
import ShapeModel

extension ShapeProducer {
    /// The core's renderer and PNG encoder: what every producer does unless a fault replaces it.
    public func render(_ path: Path, color: RGBA, with renderer: PNGRenderer) throws(ShapeInputError) -> RenderedPicture {
        try RenderedPicture(path: path, color: color, renderer: renderer)
    }

    /// The core's SVG path data: what every producer does unless a fault replaces it.
    public func svgPathData(of path: Path) -> String {
        path.svgPathData
    }
}
