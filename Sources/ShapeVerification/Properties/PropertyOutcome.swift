import ShapeModel

/// The verdict of one property on one case.
public enum PropertyOutcome: Hashable, Sendable {
    /// The property holds.
    case pass
    /// The property does not apply to the case (e.g. an invalid spec for a geometric measure); why.
    case discard(String)
    /// The property fails: what is wrong and, if the failure is about points, where.
    case fail(String, points: [Point])

    /// Whether this is a failure.
    public var isFailure: Bool { if case .fail = self { true } else { false } }

    /// A failure without points.
    public static func fail(_ message: String) -> PropertyOutcome { .fail(message, points: []) }
}
