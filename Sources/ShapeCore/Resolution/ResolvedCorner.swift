/// One corner after resolution.
public struct ResolvedCorner: Hashable, Sendable {
    /// The treatment with final sizes in points, after fractions and the overlap factor,
    /// e.g. `.rounded(.points(50))`. A treatment of size 0 draws as a square corner.
    public var treatment: CornerTreatment
    /// How far the treatment reaches along the incoming edge (for topLeft, the left edge).
    public var reachIncoming: Double
    /// How far the treatment reaches along the outgoing edge (for topLeft, the top edge).
    public var reachOutgoing: Double
    /// The interior angle of the corner quadrilateral at this corner point, in radians.
    public var interiorAngle: Double

    /// Memberwise.
    public init(treatment: CornerTreatment, reachIncoming: Double, reachOutgoing: Double, interiorAngle: Double) {
        self.treatment = treatment
        self.reachIncoming = reachIncoming
        self.reachOutgoing = reachOutgoing
        self.interiorAngle = interiorAngle
    }
}
