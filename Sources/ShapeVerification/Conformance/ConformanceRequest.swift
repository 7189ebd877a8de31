import ShapeModel

/// One question to a producer: draw this spec at this size, and say which of these points are
/// inside (Docs/Conformance.md, "Requests").
///
/// ```json
/// {"id": 7, "spec": {"corners": {"all": {"family": "rounded", "size": 12}}}, "size": {"width": 120, "height": 80}, "points": [[60, 40], [0.5, 0.5]]}
/// ```
public struct ConformanceRequest: Hashable, Sendable {
    /// The request's number; its response carries the same.
    public var id: Int
    /// The spec and the size.
    public var shapeCase: ShapeCase
    /// The points to hit-test, in order (empty when the producer does not hit-test, or when the
    /// suite needs none yet).
    public var points: [Point]

    /// A request.
    public init(id: Int, shapeCase: ShapeCase, points: [Point] = []) {
        self.id = id
        self.shapeCase = shapeCase
        self.points = points
    }

    /// The request as one JSON line: the case in the contract's JSON form, numbers in shortest
    /// round-trip form (a producer's correctly rounded parser reads back the same doubles).
    public var line: String {
        var object = shapeCase.jsonValue
        if case .object(var members) = object {
            members["id"] = .number(Double(id))
            members["points"] = .array(points.map { .array([.number($0.x), .number($0.y)]) })
            object = .object(members)
        }
        return JSONWriter.string(object)
    }

    /// Reads a request line (what `verify-shapes serve` does); errors name the field.
    public init(line: String) throws(ShapeInputError) {
        var reader = try JSONObjectReader(try JSONParser.parse(line, source: "request"), path: "")
        guard let id = try reader.number("id") else { throw ShapeInputError(field: "id", problem: "is required") }
        guard id == id.rounded(), Swift.abs(id) <= 9_007_199_254_740_992 else {
            throw ShapeInputError(field: "id", problem: "expected an integer, got \(id)")
        }
        let spec = try ShapeSpec(json: try reader.required("spec"))
        var sizeReader = try JSONObjectReader(try reader.required("size"), path: "size")
        guard let width = try sizeReader.number("width") else { throw ShapeInputError(field: "size.width", problem: "is required") }
        guard let height = try sizeReader.number("height") else { throw ShapeInputError(field: "size.height", problem: "is required") }
        try sizeReader.rejectUnknownKeys()
        var points: [Point] = []
        if let value = reader.optional("points") {
            guard case .array(let items) = value else { throw ShapeInputError(field: "points", problem: "expected an array of [x, y], got \(value.kindName)") }
            points.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                guard case .array(let pair) = item, pair.count == 2, case .number(let x) = pair[0], case .number(let y) = pair[1] else {
                    throw ShapeInputError(field: "points[\(index)]", problem: "expected [x, y], got \(item.kindName)")
                }
                points.append(Point(x: x, y: y))
            }
        }
        try reader.rejectUnknownKeys()
        self.init(id: Int(id), shapeCase: ShapeCase(spec: spec, size: Size(width: width, height: height)), points: points)
    }
}
