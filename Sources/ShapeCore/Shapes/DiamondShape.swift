/// The rhombus through the midpoints of the four edges, at any aspect ratio.
///
/// On a square it is the cut-diamond identity (cut 0.5 on every corner, Contract: cut-diamond identity) and draws the
/// same four lines from the same start; on other sizes cut corners would leave a hexagon, so
/// the corner points themselves move to the midpoints (offsets recomputed for every size).
public struct DiamondShape: ShapeGenerating, Hashable {
    /// A diamond.
    public init() {}

    /// The spec for one size: corner points at `(0, h/2)`, `(w/2, 0)`, `(w, h/2)`, `(w/2, h)`.
    public func spec(for size: Size) -> ShapeSpec {
        let (hw, hh) = (size.width / 2, size.height / 2)
        return ShapeSpec(offsets: Corners(topLeft: Vector(dx: 0, dy: hh), topRight: Vector(dx: -hw, dy: 0),
                                          bottomRight: Vector(dx: 0, dy: -hh), bottomLeft: Vector(dx: hw, dy: 0)))
    }

    /// The diamond's outline; area `w h / 2`.
    public func path(for size: Size) throws(ShapeInputError) -> Path {
        try size.validate()
        return try spec(for: size).path(for: size)
    }
}
