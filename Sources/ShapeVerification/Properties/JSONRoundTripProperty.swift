import ShapeModel

/// `json-round-trip`: encoding a spec and decoding it gives back the same spec, bit for bit (Contract: JSON round trip).
public struct JSONRoundTripProperty: ShapeProperty {
    public init() {}
    public var id: String { "json-round-trip" }
    public var summary: String {
        "ShapeSpec(json: spec.jsonString()) == spec with every number bit-identical, in compact and pretty form, and re-encoding gives the same bytes; a spec with an out-of-range number fails to decode."
    }
    public var tolerance: String {
        "None: bit for bit. The writer prints Swift's shortest round-trip digits, so any difference is a codec bug. For invalid specs only rejection is required: the minimal form may say corners.all where validate() says corners.topLeft."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        let shapeCase = subject.shapeCase
        let spec = shapeCase.spec
        let text = spec.jsonString()
        do { try spec.validate() } catch {
            // The minimal form may spell four equal corners as "all", so the decoder's field name
            // can differ from validate()'s (corners.all.size vs corners.topLeft.size); both must reject.
            if (try? ShapeSpec(json: text)) != nil {
                return .fail("the spec is invalid (\(error)) but its JSON decodes", evidence: FailureEvidence(facts: ["encoded: \(text)"]))
            }
            return .pass
        }
        for (style, encoded) in [("compact", text), ("pretty", spec.jsonString(style: .pretty))] {
            let decoded: ShapeSpec
            do { decoded = try ShapeSpec(json: encoded) } catch {
                return .fail("the \(style) encoding \(encoded) does not decode: \(error)", evidence: FailureEvidence(facts: ["encoded: \(text)"]))
            }
            let a = ShapeCase(spec: spec, size: shapeCase.size).numbers.map(\.bitPattern)
            let b = ShapeCase(spec: decoded, size: shapeCase.size).numbers.map(\.bitPattern)
            if decoded != spec || a != b {
                return .fail("\(style) round trip changed the spec: \(text) came back as \(decoded.jsonString())",
                             evidence: FailureEvidence(facts: ["sent: \(text)", "came back: \(decoded.jsonString())"]))
            }
            if decoded.jsonString() != text {
                return .fail("re-encoding after a \(style) round trip changed the bytes",
                             evidence: FailureEvidence(facts: ["first: \(text)", "again: \(decoded.jsonString())"]))
            }
        }
        return .pass
    }
}
