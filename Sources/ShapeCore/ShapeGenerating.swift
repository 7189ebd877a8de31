/// Anything that produces an outline for a size: the iOS `MDCShapeGenerating` `pathForSize:`.
///
/// Implementations are pure: the same size always gives the same path, and invalid input
/// (a negative or non-finite size, a spec that cannot be resolved) is reported as a
/// ``ShapeInputError`` naming the field, never a trap.
public protocol ShapeGenerating: Sendable {
    /// The closed outline for a shape drawn in the rectangle `(0, 0, size.width, size.height)`.
    func path(for size: Size) throws(ShapeInputError) -> Path
}

extension ShapeSpec: ShapeGenerating {
    /// The outline of the spec resolved at `size` (Contract: path order); empty for a zero-area size.
    public func path(for size: Size) throws(ShapeInputError) -> Path {
        try resolvedWithPath(for: size).path
    }
}
