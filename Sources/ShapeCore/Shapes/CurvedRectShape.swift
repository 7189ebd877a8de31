/// Curved corners of one size on all four corners (`MDCCurvedRectShapeGenerator`).
public struct CurvedRectShape: ShapeGenerating, Hashable {
    /// Each corner's curve meets the top/bottom edge `cornerSize.width` from the vertex and the
    /// left/right edge `cornerSize.height` from it (Contract: curved sizes in screen terms).
    public var cornerSize: Size

    /// Curved corners of the given size.
    public init(cornerSize: Size) {
        self.cornerSize = cornerSize
    }

    /// The spec it resolves.
    public var spec: ShapeSpec {
        ShapeSpec(allCorners: .curved(width: .points(cornerSize.width), height: .points(cornerSize.height)))
    }

    /// The outline for a size; a negative or non-finite corner size is reported as `corners.*.width`/`height`.
    public func path(for size: Size) throws(ShapeInputError) -> Path {
        try spec.path(for: size)
    }
}
