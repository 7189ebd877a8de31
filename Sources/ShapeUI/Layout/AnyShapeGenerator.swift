/// Any hashable shape generator, as one type: what a view stores and compares to decide
/// whether its shape changed (``ShapeLayoutKey``).
///
/// Generators must be `Hashable` for that: every ready-made shape and `ShapeSpec` is; a custom
/// generator with stored parameters gets it by declaring the conformance.
public struct AnyShapeGenerator: ShapeGenerating, Hashable {
    /// The wrapped generator.
    public let base: any ShapeGenerating & Hashable

    /// Wraps `base` (an `AnyShapeGenerator` is not wrapped twice).
    public init(_ base: some ShapeGenerating & Hashable) {
        self.base = (base as? AnyShapeGenerator)?.base ?? base
    }

    /// The wrapped generator's outline.
    public func path(for size: Size) throws(ShapeInputError) -> Path {
        try base.path(for: size)
    }

    /// The spec drawn at `size`, or `nil` when the wrapped generator is not a ``SpecBackedShape``.
    public func spec(for size: Size) -> ShapeSpec? {
        (base as? any SpecBackedShape)?.spec(for: size)
    }

    public static func == (lhs: AnyShapeGenerator, rhs: AnyShapeGenerator) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }
}
