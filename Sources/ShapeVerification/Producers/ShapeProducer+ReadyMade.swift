import ShapeCore
import ShapeModel

extension ShapeProducer {
    /// The core's ready-made shape: what every producer draws unless a fault replaces it.
    public func readyMadePath(_ shape: ReadyMadeShape, size: Size) throws(ShapeInputError) -> Path {
        try shape.generator.path(for: size)
    }

    /// The core's metric application.
    public func applying(_ metric: ShapeMetric, to spec: ShapeSpec, corners: Set<Corner>) -> ShapeSpec {
        metric.apply(to: spec, corners: corners)
    }

    /// The core's category of one family and size, applied to `spec`.
    public func applyingCategory(_ family: CornerFamily, size: Double, to spec: ShapeSpec) -> ShapeSpec {
        ShapeCategory(family: family, size: size).apply(to: spec)
    }

    /// The core's default scheme.
    public func defaultScheme() -> ShapeScheme {
        ShapeScheme()
    }

    /// The core's builder operation.
    public func perform(_ operation: PathOperation, on builder: inout PathBuilder) {
        operation.apply(to: &builder)
    }
}
