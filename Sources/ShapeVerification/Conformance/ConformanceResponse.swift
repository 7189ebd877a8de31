import ShapeModel

/// A producer's answer to one request: the shape (its outline and whatever measures it
/// provides) or its refusal of the spec as invalid input (Docs/Conformance.md, "Responses").
///
/// ```json
/// {"id": 7, "path": "M 0 12 A 12 12 0 0 1 12 0 L 108 0 ...", "hits": "10", "resolved": {"overlapFactor": 1, "corners": {"all": {"family": "rounded", "size": 12}}}}
/// {"id": 8, "error": "offsets: the corner points must form a convex quadrilateral"}
/// ```
public struct ConformanceResponse: Sendable {
    /// The id of the request it answers.
    public var id: Int
    /// What it says.
    public var answer: Answer

    /// The two kinds of answer.
    public enum Answer: Sendable {
        /// The shape.
        case shape(ReportedShape)
        /// The spec is invalid input for the producer: why, in its words.
        case rejected(String)
    }

    /// A response.
    public init(id: Int, answer: Answer) {
        self.id = id
        self.answer = answer
    }

    /// Reads a response line. A line that is not JSON, has no integer `id`, or does not say
    /// exactly one of `path`, `elements` and `error` is a ``ProtocolFault/malformed(_:line:)``;
    /// so is a measure of the wrong type or out of its domain (the error names the field).
    public init(line: String) throws(ProtocolFault) {
        do throws(ShapeInputError) {
            var reader = try JSONObjectReader(try JSONParser.parse(line, source: "response"), path: "")
            guard let id = try reader.number("id") else { throw ShapeInputError(field: "id", problem: "is required") }
            guard id == id.rounded(), Swift.abs(id) <= 9_007_199_254_740_992 else { throw ShapeInputError(field: "id", problem: "expected an integer, got \(id)") }
            self.id = Int(id)
            let (path, elements, error) = (reader.optional("path"), reader.optional("elements"), try reader.string("error"))
            guard [path != nil, elements != nil, error != nil].filter({ $0 }).count == 1 else {
                throw ShapeInputError(field: "response", problem: "expected exactly one of path, elements and error")
            }
            if let error {
                answer = .rejected(error)
            } else {
                answer = .shape(try ReportedShape(reading: &reader, path: path, elements: elements))
            }
            try reader.rejectUnknownKeys()
        } catch {
            throw .malformed(error.description, line: line)
        }
    }

    /// The response as one JSON line, the outline as SVG path data (or as elements).
    public func line(outlineAsElements: Bool = false) -> String {
        var object: [String: JSONValue] = ["id": .number(Double(id))]
        switch answer {
        case .rejected(let why): object["error"] = .string(why)
        case .shape(let shape): shape.write(into: &object, outlineAsElements: outlineAsElements)
        }
        return JSONWriter.string(.object(object))
    }
}

/// The shape a producer reports: the outline, and each measure it provides (`nil` when it does not).
public struct ReportedShape: Sendable {
    /// The outline.
    public var outline: Path
    /// The outline as the producer wrote it, when it wrote SVG path data (for serving it back unchanged).
    public var pathData: String?
    /// One answer per requested point, in order: inside (nonzero rule) or not.
    public var hits: [Bool]?
    /// The tight bounds.
    public var bounds: Rect?
    /// The enclosed area.
    public var area: Double?
    /// The content margins.
    public var margins: EdgeInsets?
    /// The overlap factor and final corner treatments.
    public var resolved: ReportedResolution?

    /// A reported shape.
    public init(outline: Path, pathData: String? = nil, hits: [Bool]? = nil, bounds: Rect? = nil, area: Double? = nil,
                margins: EdgeInsets? = nil, resolved: ReportedResolution? = nil) {
        self.outline = outline
        self.pathData = pathData
        self.hits = hits
        self.bounds = bounds
        self.area = area
        self.margins = margins
        self.resolved = resolved
    }

    init(reading reader: inout JSONObjectReader, path: JSONValue?, elements: JSONValue?) throws(ShapeInputError) {
        if let path {
            guard case .string(let data) = path else { throw ShapeInputError(field: "path", problem: "expected SVG path data, got \(path.kindName)") }
            outline = try SVGOutline.path(from: data)
            pathData = data
        } else if let elements {
            outline = try PathElementsJSON.path(from: elements)
        } else {
            outline = .empty
        }
        if let value = reader.optional("hits") {
            guard case .string(let text) = value, text.utf8.allSatisfy({ $0 == 0x30 || $0 == 0x31 }) else {
                throw ShapeInputError(field: "hits", problem: "expected a string of 0 and 1, one per point, got \(value.kindName)")
            }
            hits = text.utf8.map { $0 == 0x31 }
        }
        if var b = try reader.object("bounds") {
            let (x, y, w, h) = (try Self.number(&b, "x"), try Self.number(&b, "y"), try Self.number(&b, "width"), try Self.number(&b, "height"))
            try b.rejectUnknownKeys()
            bounds = Rect(x: x, y: y, width: w, height: h)
        }
        if let value = try reader.number("area") { area = value }
        if var m = try reader.object("margins") {
            let (top, left, bottom, right) = (try Self.number(&m, "top"), try Self.number(&m, "left"), try Self.number(&m, "bottom"), try Self.number(&m, "right"))
            try m.rejectUnknownKeys()
            margins = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        }
        if let r = try reader.object("resolved") {
            resolved = try ReportedResolution(reading: r)
        }
    }

    private static func number(_ reader: inout JSONObjectReader, _ key: String) throws(ShapeInputError) -> Double {
        guard let n = try reader.number(key) else { throw ShapeInputError(field: reader.field(key), problem: "is required") }
        return n
    }

    func write(into object: inout [String: JSONValue], outlineAsElements: Bool) {
        if outlineAsElements {
            object["elements"] = .array(outline.elements.map(PathElementsJSON.json))
        } else {
            object["path"] = .string(pathData ?? "")
        }
        if let hits { object["hits"] = .string(String(hits.map { $0 ? "1" : "0" })) }
        if let b = bounds { object["bounds"] = ["x": .number(b.x), "y": .number(b.y), "width": .number(b.width), "height": .number(b.height)] }
        if let area { object["area"] = .number(area) }
        if let m = margins { object["margins"] = ["top": .number(m.top), "left": .number(m.left), "bottom": .number(m.bottom), "right": .number(m.right)] }
        if let resolved { object["resolved"] = resolved.jsonValue }
    }
}

/// What a producer reports of its resolution: the overlap factor and every corner's final
/// treatment in points (Contract: inspectable resolution).
public struct ReportedResolution: Hashable, Sendable {
    /// The overlap factor f (1 for a producer that never scales).
    public var overlapFactor: Double
    /// The final corner treatments, in points.
    public var corners: Corners<CornerTreatment>

    /// A reported resolution.
    public init(overlapFactor: Double, corners: Corners<CornerTreatment>) {
        self.overlapFactor = overlapFactor
        self.corners = corners
    }

    init(reading object: JSONObjectReader) throws(ShapeInputError) {
        var reader = object
        guard let f = try reader.number("overlapFactor") else { throw ShapeInputError(field: reader.field("overlapFactor"), problem: "is required") }
        // The corners in the contract's JSON form (`all` allowed), read as results: a final size
        // beyond the input limit is the overlap rule's to judge (a producer that does not scale
        // reports one), not a malformed line that ends the run.
        let corners = try reader.required("corners")
        try reader.rejectUnknownKeys()
        overlapFactor = f
        self.corners = try ShapeSpec.resultCorners(json: corners, path: reader.field("corners"))
    }

    /// `{"overlapFactor": f, "corners": {...}}`, the corners in the contract's minimal JSON form.
    public var jsonValue: JSONValue {
        .object(["overlapFactor": .number(overlapFactor), "corners": ShapeSpec(corners: corners).jsonValue["corners"] ?? .object([:])])
    }
}
