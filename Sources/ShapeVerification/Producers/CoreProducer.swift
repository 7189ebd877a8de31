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
}
