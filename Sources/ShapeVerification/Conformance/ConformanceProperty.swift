import ShapeModel

/// A catalogue property as a conformance run checks it: skipped for a producer that lacks what
/// it needs, not applied to cases outside the producer's capabilities, and, for a producer in
/// another process, checked again once the producer has answered the hit tests it asked about.
///
/// Its id, summary and tolerance are the property's own, so its failures land in the same
/// corpus folders and replay the same way.
public struct ConformanceProperty: ShapeProperty {
    /// The property.
    public let property: any ShapeProperty

    /// `property`, checked the conformance way.
    public init(_ property: any ShapeProperty) {
        self.property = property
    }

    public var id: String { property.id }
    public var summary: String { property.summary }
    public var tolerance: String { property.tolerance }
    public var needs: Set<ProducerMeasure> { property.needs }

    /// Rounds of asking a producer about points and checking again: a property asks about the
    /// same points once answered (it is a pure function of the case and the answers), so two
    /// rounds settle it unless an answer changes which points it asks about next.
    static let rounds = 4

    /// Why the property is skipped for `capabilities`, or `nil` when it runs.
    public func skipReason(for capabilities: ProducerCapabilities) -> String? {
        let missing = capabilities.missing(needs)
        guard !missing.isEmpty else { return nil }
        if missing.contains(.swiftLibrary) { return "needs the Swift library (not carried by the protocol)" }
        return "needs " + missing.map(\.rawValue).joined(separator: ", ") + ", which the producer does not provide"
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        let capabilities = subject.producer.capabilities
        if let reason = skipReason(for: capabilities) { return .discard("skipped: \(reason)") }
        if let feature = capabilities.unsupportedFeature(of: subject.spec, size: subject.size) {
            return .discard("outside the producer's capabilities: \(feature)")
        }
        guard let external = subject.producer as? ExternalProducer else { return property.check(subject) }
        external.beginCheck()
        var outcome = property.check(subject)
        for _ in 1 ..< Self.rounds {
            guard external.incident == nil, external.askAboutNotedPoints() else { break }
            outcome = property.check(subject)
        }
        if let incident = external.incident { return .fail("protocol: \(incident)") }
        // A property that asked for a spec of its own outside the capabilities (the cut diamond
        // in fractions, say) does not apply to this producer on this case.
        if let feature = external.unsupportedRequest { return .discard("needs \(feature), which the producer does not draw") }
        return outcome
    }
}
