/// The continuous-curvature corner (Contract: continuous-corner template), in units of r.
///
/// Coordinates are `(a, b)` = (distance along the incoming edge, distance along the outgoing
/// edge) from the corner point; the affine corner templates rule maps them affinely onto the two edge directions.
enum ContinuousCornerTemplate {
    /// How far the corner reaches along each edge, in units of r.
    static let reach = 1.52866483

    /// Start of the corner, on the incoming edge.
    static let start = (a: 1.52866483, b: 0.0)

    /// The five pieces after the start point, in path order.
    enum Piece {
        case cubic((a: Double, b: Double), (a: Double, b: Double), (a: Double, b: Double))
        case line((a: Double, b: Double))
    }

    static let pieces: [Piece] = [
        .cubic((1.08849323, 0), (0.86840689, 0), (0.66993427, 0.065496)),
        .line((0.63149399, 0.074911)),
        .cubic((0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.074911, 0.63149399)),
        .line((0.065496, 0.66993427)),
        .cubic((0, 0.86840689), (0, 1.08849323), (0, 1.52866483)),
    ]

    /// Where the curve crosses the corner's diagonal (the middle cubic at t = 1/2), in units of r:
    /// the content-margin demand (Contract: content margins), `0.29150671...` (= 3.49808058 / 12).
    static let diagonalCrossing: Double = (0.63149399 + 3 * 0.37282392 + 3 * 0.16905899 + 0.074911) / 8
}
