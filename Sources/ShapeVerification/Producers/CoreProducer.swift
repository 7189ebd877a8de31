import ShapeCore
import ShapeModel

/// The geometry core as it ships: `ShapeSpec.resolved(for:)`, its path, `contains`, bounds, area, margins.
public struct CoreProducer: ShapeProducer {
    /// The core.
    public init() {}

    public var name: String { "core" }

    public func produce(_ spec: ShapeSpec, size: Size) throws(ShapeInputError) -> ProducedShape {
        // The path drawn in the frame resolution built (the same path as `resolved.path`).
        let (resolved, path) = try spec.resolvedWithPath(for: size)
        return ProducedShape(resolved: resolved, path: path)
    }

    public func surface(of shape: ProducedShape, _ spec: ShapeSpec, size: Size, borderWidth: Double, elevation: Double) throws(ShapeInputError) -> ShapedSurface {
        // The outline `produce` drew is `spec.path(for: size)` bit for bit: resolving the spec
        // again for every surface cost ~7.7k instructions a case. Its bounds are the shape's
        // (measured once per case for every property); an empty shape's are not the outline's.
        try ShapedSurface(outline: shape.path, outlineBounds: shape.resolved.isEmpty ? nil : shape.bounds, size: size,
                          borderWidth: borderWidth, elevation: elevation)
    }
}
