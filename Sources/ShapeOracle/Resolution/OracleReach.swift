/// How far a resolved corner reaches along its two edges, in points, after the overlap factor.
public struct OracleReach: Hashable, Sendable {
    /// Along the edge that arrives at the corner (the left edge for `topLeft`).
    public var incoming: Double
    /// Along the edge that leaves the corner (the top edge for `topLeft`).
    public var outgoing: Double

    /// A reach pair.
    public init(incoming: Double, outgoing: Double) {
        self.incoming = incoming
        self.outgoing = outgoing
    }

    /// No reach: a square corner.
    public static let zero = OracleReach(incoming: 0, outgoing: 0)
}
