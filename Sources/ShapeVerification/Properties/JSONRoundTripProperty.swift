import ShapeModel

/// `json-round-trip`: encoding a spec and decoding it gives back the same spec, bit for bit (Contract: JSON round trip).
public struct JSONRoundTripProperty: ShapeProperty {
    public init() {}
    public var id: String { "json-round-trip" }
    /// A run of the whole catalogue checks the codec on one case in 4 (Docs/Verification.md,
    /// "Properties checked on a share of cases"): it reads only the spec, which `fuzz-readers`
    /// and the corpus also exercise.
    public var caseStride: Int { Self.stride }
    /// The default ``caseStride``.
    public static let stride = 4
    public var summary: String {
        "ShapeSpec(json: spec.jsonString()) == spec with every number bit-identical, in compact and pretty form, and re-encoding gives the same bytes; a spec with an out-of-range number fails to decode."
    }
    public var tolerance: String {
        "None: bit for bit. The writer prints Swift's shortest round-trip digits, so any difference is a codec bug. For invalid specs only rejection is required: the minimal form may say corners.all where validate() says corners.topLeft. The decoded spec is compared with == and number by number by bit pattern (every corner, triangle and offset number, -0 included). Re-encoding is checked once, after the compact round trip: the pretty round trip gives back the same value, bit for bit, so encoding it again would repeat the same computation."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        let shapeCase = subject.shapeCase
        let spec = shapeCase.spec
        // Written straight from the spec (`jsonString` gives `JSONWriter.string(spec.jsonValue)`'s
        // bytes without building the value).
        let text = spec.jsonString()
        do { try spec.validate() } catch {
            // The minimal form may spell four equal corners as "all", so the decoder's field name
            // can differ from validate()'s (corners.all.size vs corners.topLeft.size); both must reject.
            if (try? ShapeSpec(json: text)) != nil {
                return .fail("the spec is invalid (\(error)) but its JSON decodes", evidence: FailureEvidence(facts: ["encoded: \(text)"]))
            }
            return .pass
        }
        let bits = Self.bitPatterns(spec)
        for style in [JSONWriter.Style.compact, .pretty] {
            let encoded = style == .compact ? text : spec.jsonString(style: .pretty)
            let name = style == .compact ? "compact" : "pretty"
            let decoded: ShapeSpec
            do { decoded = try ShapeSpec(json: encoded) } catch {
                return .fail("the \(name) encoding \(encoded) does not decode: \(error)", evidence: FailureEvidence(facts: ["encoded: \(text)"]))
            }
            if decoded != spec || Self.bitPatterns(decoded) != bits {
                return .fail("\(name) round trip changed the spec: \(text) came back as \(decoded.jsonString())",
                             evidence: FailureEvidence(facts: ["sent: \(text)", "came back: \(decoded.jsonString())"]))
            }
            // Re-encoding gives the same bytes. Once is enough: the two decoded specs are the
            // same value (both equal `spec` bit for bit), so this checks that the writer is a
            // deterministic function of the value (keys sorted, not in a dictionary's order).
            if style == .compact, decoded.jsonString() != text {
                return .fail("re-encoding after a \(name) round trip changed the bytes",
                             evidence: FailureEvidence(facts: ["first: \(text)", "again: \(decoded.jsonString())"]))
            }
        }
        return .pass
    }

    /// Every number of a spec by bit pattern, in a fixed order: corner and triangle sizes (points
    /// or fraction, told apart by ==), then all eight offset components, zero ones included (the
    /// writer prints -0 as `-0`).
    static func bitPatterns(_ spec: ShapeSpec) -> [UInt64] {
        var bits: [UInt64] = []
        bits.reserveCapacity(20)
        for corner in spec.corners.inOrder {
            switch corner {
            case .square: break
            case .rounded(let l), .cut(let l), .continuous(let l): bits.append(l.rawValue.bitPattern)
            case .curved(let w, let h): bits += [w.rawValue.bitPattern, h.rawValue.bitPattern]
            }
        }
        for edge in spec.edges.inOrder { if case .triangle(let s, _) = edge { bits.append(s.rawValue.bitPattern) } }
        for offset in spec.offsets.inOrder { bits += [offset.dx.bitPattern, offset.dy.bitPattern] }
        return bits
    }
}
