import ShapeModel

/// A point on the outline where the geometry is delicate, with the outward unit normal there.
///
/// A fuzzer nudges `point` by a small multiple of `outwardNormal` both ways and expects the
/// oracle's definite answers (`outside` after a nudge along the normal, `inside` against it) to
/// hold for the implementation under test. Where the outline has a kink, the normal is the
/// normalised sum of the two pieces' normals, which points outside for convex and reflex kinks alike.
public struct OracleProbe: Hashable, Sendable {
    /// The point, on the oracle's outline.
    public var point: Point
    /// The outward unit normal (the bisector of the two normals at a kink).
    public var outwardNormal: Vector
    /// What the point is, e.g. `topLeft.rounded.start` or `bottom.triangle.apex`.
    public var label: String

    /// A probe.
    public init(point: Point, outwardNormal: Vector, label: String) {
        self.point = point
        self.outwardNormal = outwardNormal
        self.label = label
    }
}
