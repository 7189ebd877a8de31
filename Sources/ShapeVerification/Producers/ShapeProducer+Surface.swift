import ShapeCore
import ShapeModel

extension ShapeProducer {
    /// The core's surface: what every producer makes unless a fault replaces it.
    public func surface(_ spec: ShapeSpec, size: Size, borderWidth: Double, elevation: Double) throws(ShapeInputError) -> ShapedSurface {
        try ShapedSurface(spec: spec, size: size, borderWidth: borderWidth, elevation: elevation)
    }
}
