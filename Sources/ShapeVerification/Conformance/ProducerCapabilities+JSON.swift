import ShapeModel

extension ProducerCapabilities {
    /// The `capabilities` object of a handshake (Docs/Conformance.md): every key optional, the
    /// defaults the most modest producer (square corners in points, straight edges, no offsets,
    /// no variants, the outline only); unknown keys and names are errors naming the field.
    ///
    /// - Complexity: O(n) in the size of the object.
    public init(json value: JSONValue, field: String = "capabilities") throws(ShapeInputError) {
        var reader = try JSONObjectReader(value, path: field)
        let families = try Self.names(reader.optional("families"), field: reader.field("families"), as: CornerFamily.self)
        let fractions = try Self.flag(reader.optional("fractions"), field: reader.field("fractions"))
        let offsets = try Self.flag(reader.optional("offsets"), field: reader.field("offsets"))
        let triangles = try Self.names(reader.optional("triangles"), field: reader.field("triangles"), as: TriangleDirection.self)
        let variants = try Self.names(reader.optional("variants"), field: reader.field("variants"), as: ContractVariant.self)
        let measures = try Self.names(reader.optional("measures"), field: reader.field("measures"), as: ProducerMeasure.self)
        if measures.contains(.swiftLibrary) {
            throw ShapeInputError(field: reader.field("measures"), problem: "\"swift-library\" is the Swift API of a linked producer; the protocol does not carry it")
        }
        let box = try reader.number("hitTestBox") ?? 0
        guard box >= 0, box <= ShapeLimits.maximumMagnitude else {
            throw ShapeInputError(field: reader.field("hitTestBox"), problem: "expected a side in points in [0, 1e9], got \(box)")
        }
        var sizes = 0 ... ShapeLimits.maximumMagnitude
        if let value = reader.optional("sizes") {
            guard case .array(let pair) = value, pair.count == 2, case .number(let low) = pair[0], case .number(let high) = pair[1],
                  low >= 0, low <= high, high <= ShapeLimits.maximumMagnitude else {
                throw ShapeInputError(field: reader.field("sizes"), problem: "expected [smallest, largest] side in points, 0 <= smallest <= largest <= 1e9")
            }
            sizes = low ... high
        }
        try reader.rejectUnknownKeys()
        self.init(families: families, fractions: fractions, offsets: offsets, triangles: triangles, variants: variants,
                  measures: measures, hitTestBox: box, sizes: sizes)
    }

    /// The `capabilities` object, canonical (names sorted; the implied `square` and `outline` left out).
    public var jsonValue: JSONValue {
        var object: [String: JSONValue] = [
            "families": .array(CornerFamily.allCases.filter { $0 != .square && families.contains($0) }.map { .string($0.rawValue) }),
            "fractions": .bool(fractions),
            "offsets": .bool(offsets),
            "triangles": .array(TriangleDirection.allCases.filter(triangles.contains).map { .string($0.rawValue) }),
            "variants": .array(variants.sorted().map { .string($0.rawValue) }),
            "measures": .array(measures.subtracting([.outline]).sorted().map { .string($0.rawValue) }),
        ]
        if hitTestBox > 0 { object["hitTestBox"] = .number(hitTestBox) }
        if sizes != 0 ... ShapeLimits.maximumMagnitude { object["sizes"] = .array([.number(sizes.lowerBound), .number(sizes.upperBound)]) }
        return .object(object)
    }

    /// One line for logs and reports: `families rounded, cut; fractions; no offsets; ...`.
    public var summary: String {
        let familyNames = CornerFamily.allCases.filter { $0 != .square && families.contains($0) }.map(\.rawValue)
        var parts = ["families " + (familyNames.isEmpty ? "square only" : (["square"] + familyNames).joined(separator: ", "))]
        parts.append(fractions ? "points and fractions" : "points only")
        parts.append(offsets ? "offsets" : "no offsets")
        let directions = TriangleDirection.allCases.filter(triangles.contains).map(\.rawValue)
        parts.append(directions.isEmpty ? "no triangles" : directions.joined(separator: " and ") + " triangles")
        parts.append(variants.isEmpty ? "the contract without variants" : "variants " + variants.sorted().map(\.rawValue).joined(separator: ", "))
        parts.append("measures " + measures.sorted().map(\.rawValue).joined(separator: ", "))
        if hitTestBox > 0 { parts.append("hit tests of a \(JSONWriter.number(hitTestBox))-point box") }
        if sizes != 0 ... ShapeLimits.maximumMagnitude { parts.append("sides of \(JSONWriter.number(sizes.lowerBound)) to \(JSONWriter.number(sizes.upperBound))") }
        return parts.joined(separator: "; ")
    }

    private static func flag(_ value: JSONValue?, field: String) throws(ShapeInputError) -> Bool {
        guard let value else { return false }
        guard case .bool(let b) = value else { throw ShapeInputError(field: field, problem: "expected true or false, got \(value.kindName)") }
        return b
    }

    /// An array of names of `T`, each known, none twice.
    private static func names<T: RawRepresentable & CaseIterable & Hashable>(_ value: JSONValue?, field: String, as: T.Type) throws(ShapeInputError) -> Set<T>
    where T.RawValue == String {
        guard let value else { return [] }
        guard case .array(let items) = value else { throw ShapeInputError(field: field, problem: "expected an array of names, got \(value.kindName)") }
        var result: Set<T> = []
        for (index, item) in items.enumerated() {
            guard case .string(let name) = item else {
                throw ShapeInputError(field: "\(field)[\(index)]", problem: "expected a name, got \(item.kindName)")
            }
            guard let known = T(rawValue: name) else {
                throw ShapeInputError(field: "\(field)[\(index)]", problem: "unknown name \(ShapeInputError.quoted(name)) (known: \(T.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            guard result.insert(known).inserted else {
                throw ShapeInputError(field: "\(field)[\(index)]", problem: "\(ShapeInputError.quoted(name)) is listed twice")
            }
        }
        return result
    }
}
