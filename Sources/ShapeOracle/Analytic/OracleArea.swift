import ShapeModel

/// Exact signed areas `1/2 ∫ (x dy - y dx)` of path pieces (Green's theorem), y down, so a
/// clockwise-on-screen loop is positive.
///
/// The Bezier coefficients come from integrating the Bernstein polynomials exactly (checked
/// symbolically while writing, and numerically by a test):
/// - line: `1/2 (P0 x P1)`
/// - quadratic: `1/3 P0xP1 + 1/6 P0xP2 + 1/3 P1xP2`
/// - cubic: `1/20 (6 P0xP1 + 3 P0xP2 + P0xP3 + 3 P1xP2 + 3 P1xP3 + 6 P2xP3)`
enum OracleArea {
    private static func x(_ a: Point, _ b: Point) -> Double { a.x * b.y - a.y * b.x }

    /// The contribution of a straight segment.
    static func segmentSignedArea(_ p0: Point, _ p1: Point) -> Double { 0.5 * x(p0, p1) }

    /// The contribution of a quadratic Bezier.
    static func quadSignedArea(_ p0: Point, _ p1: Point, _ p2: Point) -> Double {
        (2 * x(p0, p1) + x(p0, p2) + 2 * x(p1, p2)) / 6
    }

    /// The contribution of a cubic Bezier.
    static func cubicSignedArea(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> Double {
        (6 * x(p0, p1) + 3 * x(p0, p2) + x(p0, p3) + 3 * x(p1, p2) + 3 * x(p1, p3) + 6 * x(p2, p3)) / 20
    }
}
