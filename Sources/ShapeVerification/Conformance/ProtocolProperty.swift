import ShapeModel

/// `protocol`: the producer answers the request for a case with one well-formed line carrying
/// the request's id, before the timeout, without exiting (Docs/Conformance.md). Conformance
/// runs report faults of the exchange under this id, whichever property's request met them,
/// and save their cases here, so that `conform --only` replays them like any failure.
public struct ProtocolProperty: ShapeProperty {
    public init() {}
    public var id: String { "protocol" }
    public var needs: Set<ProducerMeasure> { [.outline] }
    public var summary: String {
        "The producer answers each request with one line of JSON carrying the request's id and exactly one of path, elements and error, with well-typed measures and one hit answer per point, within the timeout, and stays alive."
    }
    public var tolerance: String {
        "None: every line must be well-formed. The timeout (--timeout, 10 s by default, and at most a second past the end of a --seconds budget) bounds each response; the suite never waits longer."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        _ = subject.produced
        if let external = subject.producer as? ExternalProducer, let incident = external.incident {
            return .fail("protocol: \(incident)")
        }
        return .pass
    }
}
