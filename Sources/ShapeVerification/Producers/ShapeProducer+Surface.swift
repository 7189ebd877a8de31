import ShapeCore
import ShapeModel

extension ShapeProducer {
    /// The core's surface: what every producer makes unless a fault replaces it.
    public func surface(_ spec: ShapeSpec, size: Size, borderWidth: Double, elevation: Double) throws(ShapeInputError) -> ShapedSurface {
        try ShapedSurface(spec: spec, size: size, borderWidth: borderWidth, elevation: elevation)
    }

    /// The surface of the spec `shape` came from: ``surface(_:size:borderWidth:elevation:)``
    /// unless a producer (the core) builds it on `shape` itself.
    public func surface(of shape: ProducedShape, _ spec: ShapeSpec, size: Size, borderWidth: Double, elevation: Double) throws(ShapeInputError) -> ShapedSurface {
        try surface(spec, size: size, borderWidth: borderWidth, elevation: elevation)
    }
}
