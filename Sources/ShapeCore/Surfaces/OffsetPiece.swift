/// One piece of the raw inner parallel curve of an outline, and where it came from: what the
/// erosion's keep test needs to sample it at a point whose distance from the outline is known.
struct OffsetPiece: Sendable {
    /// Where a piece of the raw parallel curve comes from.
    enum Origin: Sendable {
        /// An exact piece: a line or arc offset by the width (`source` is its outline segment),
        /// or the arc of radius w about a reflex vertex (`source` is `nil`). Every point of it
        /// is at distance w from its source.
        case exact(source: Int?)
        /// A cubic fitted to the parallel curve of outline segment `source` between its
        /// parameters `t0` and `t1`: its points are within the fitting tolerance of distance w.
        /// `cusped`: the source's parallel curve has cusps, so it may come nearer than `w` to
        /// its own source (a swallowtail); without cusps it cannot (a disc of radius
        /// `w <= ρ` rolls freely inside an arc turning less than a half turn).
        case fitted(source: Int, t0: Double, t1: Double, cusped: Bool)
    }

    /// The piece, run in the outline's direction.
    var segment: PathSegment
    /// Where it came from.
    var origin: Origin
}
