import ShapeModel

/// The verdict of one property on one case.
public enum PropertyOutcome: Hashable, Sendable {
    /// The property holds.
    case pass
    /// The property does not apply to the case (e.g. an invalid spec for a geometric measure); why.
    case discard(String)
    /// The property fails: what is wrong, and what its picture shows (where, and against what).
    case fail(String, evidence: FailureEvidence)

    /// Whether this is a failure.
    public var isFailure: Bool { if case .fail = self { true } else { false } }

    /// The evidence of a failure; `nil` unless failing.
    public var evidence: FailureEvidence? { if case .fail(_, let evidence) = self { evidence } else { nil } }

    /// A failure without evidence.
    public static func fail(_ message: String) -> PropertyOutcome { .fail(message, evidence: FailureEvidence()) }

    /// A failure whose only evidence is the points where it failed.
    public static func fail(_ message: String, points: [Point]) -> PropertyOutcome {
        .fail(message, evidence: FailureEvidence(points: points))
    }
}
