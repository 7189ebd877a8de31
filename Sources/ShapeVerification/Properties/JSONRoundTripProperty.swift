import ShapeModel

/// `json-round-trip`: encoding a spec and decoding it gives back the same spec, bit for bit (SPEC 7).
public struct JSONRoundTripProperty: ShapeProperty {
    public init() {}
    public var id: String { "json-round-trip" }
    public var summary: String {
        "ShapeSpec(json: spec.jsonString()) == spec with every number bit-identical, in compact and pretty form, and re-encoding gives the same bytes; a spec with an out-of-range number fails to decode with an error naming the same field as validate()."
    }
    public var tolerance: String {
        "None: bit for bit. The writer prints Swift's shortest round-trip digits, so any difference is a codec bug."
    }

    public func check(_ shapeCase: ShapeCase, producer: any ShapeProducer) -> PropertyOutcome {
        let spec = shapeCase.spec
        let text = spec.jsonString()
        do { try spec.validate() } catch {
            do {
                _ = try ShapeSpec(json: text)
                return .fail("the spec is invalid (\(error)) but its JSON decodes")
            } catch let decodeError {
                return decodeError.field == error.field ? .pass
                    : .fail("validate() names \(error.field) but decoding names \(decodeError.field)")
            }
        }
        for (style, encoded) in [("compact", text), ("pretty", spec.jsonString(style: .pretty))] {
            let decoded: ShapeSpec
            do { decoded = try ShapeSpec(json: encoded) } catch {
                return .fail("the \(style) encoding \(encoded) does not decode: \(error)")
            }
            let a = ShapeCase(spec: spec, size: shapeCase.size).numbers.map(\.bitPattern)
            let b = ShapeCase(spec: decoded, size: shapeCase.size).numbers.map(\.bitPattern)
            if decoded != spec || a != b {
                return .fail("\(style) round trip changed the spec: \(text) came back as \(decoded.jsonString())")
            }
            if decoded.jsonString() != text { return .fail("re-encoding after a \(style) round trip changed the bytes") }
        }
        return .pass
    }
}
