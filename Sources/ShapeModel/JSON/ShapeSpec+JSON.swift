/// The contract's JSON form (Docs/Contract.md, section 7).
///
/// Decoding: every key optional (square corners, straight edges, zero offsets); `"all"` sets all
/// four corners (or edges) and named ones override it; unknown keys, wrong types, negative or
/// non-finite numbers and keys that do not belong to the family are errors naming the field.
/// Encoding writes the minimal form (`"all"` when the four corners or edges agree), and decoding
/// it gives back the same spec, bit for bit (negative zero included).
extension ShapeSpec {
    /// Decodes a spec from JSON text; `source` names the document in syntax errors.
    public init(json text: String, source: String = "spec") throws(ShapeInputError) {
        try self.init(json: JSONParser.parse(text, source: source))
    }

    /// Decodes a spec from a parsed JSON value.
    public init(json value: JSONValue) throws(ShapeInputError) {
        var root = try JSONObjectReader(value, path: "")
        var spec = ShapeSpec()
        if let corners = try root.object("corners") {
            spec.corners = try Self.decodeCorners(corners, limited: true)
        }
        if var offsets = try root.object("offsets") {
            if let all = offsets.optional("all") { spec.offsets = Corners(all: try Self.decodeVector(all, field: offsets.field("all"))) }
            for c in Corner.allCases {
                if let v = offsets.optional(c.description) { spec.offsets[c] = try Self.decodeVector(v, field: offsets.field(c.description)) }
            }
            try offsets.rejectUnknownKeys()
        }
        if var edges = try root.object("edges") {
            if let all = try edges.object("all") { spec.edges = Edges(all: try Self.decodeEdge(all)) }
            for e in Edge.allCases {
                if let one = try edges.object(e.description) { spec.edges[e] = try Self.decodeEdge(one) }
            }
            try edges.rejectUnknownKeys()
        }
        try root.rejectUnknownKeys()
        try spec.validate()
        self = spec
    }

    /// Corners in the contract's JSON form (`all` shorthand, named corners overriding it) read
    /// as a result rather than as input: a resolution's final sizes, which may exceed the input
    /// limit of ``ShapeLimits`` (a fraction 2 of a 1e9 side is 2e9 before scaling, and a
    /// resolution that fails to scale reports it so). Sizes must still be finite and `>= 0`;
    /// everything else is read as ``init(json:)`` reads it. `value` is the object that the key
    /// `corners` holds; errors name fields under `path`.
    public static func resultCorners(json value: JSONValue, path: String) throws(ShapeInputError) -> Corners<CornerTreatment> {
        try decodeCorners(JSONObjectReader(value, path: path), limited: false)
    }

    private static func decodeCorners(_ reader: JSONObjectReader, limited: Bool) throws(ShapeInputError) -> Corners<CornerTreatment> {
        var corners = reader
        var result = Corners<CornerTreatment>(all: .square)
        if let all = try corners.object("all") {
            result = Corners(all: try Self.decodeCorner(all, limited: limited))
        }
        for c in Corner.allCases {
            if let one = try corners.object(c.description) { result[c] = try Self.decodeCorner(one, limited: limited) }
        }
        try corners.rejectUnknownKeys()
        return result
    }

    /// The spec as JSON text, minimal form; `.compact` is canonical.
    ///
    /// The same bytes as `JSONWriter.string(jsonValue, style: style)`: both come from
    /// ``encode(into:)``, here written straight to text. A fuzz case encodes specs several
    /// times; building the value's dictionaries, hashing and sorting their keys and freeing
    /// them cost several times the text itself.
    public func jsonString(style: JSONWriter.Style = .compact) -> String {
        var out = JSONStreamWriter(style: style)
        encode(into: &out)
        return out.finish()
    }

    /// The spec as a JSON value, minimal form.
    public var jsonValue: JSONValue {
        var out = JSONValueBuilder()
        encode(into: &out)
        return out.value
    }

    /// The contract's minimal form, the one encoding of both ``jsonString(style:)`` and
    /// ``jsonValue``: `all` when the four corners (or edges) are equal, square corners,
    /// straight edges and zero offsets (by bit pattern) left out. Each object's members come in
    /// the byte order of their keys, the order the text needs.
    func encode<Sink: JSONSink>(into out: inout Sink) {
        out.beginObject()
        // Root keys in byte order: corners, edges, offsets.
        let cornerList = corners.inOrder
        if cornerList.allSatisfy({ $0 == cornerList[0] }) {
            if !cornerList[0].isSquare {
                out.key("corners"); out.beginObject()
                out.key("all"); Self.encode(cornerList[0], into: &out)
                out.endObject()
            }
        } else {
            out.key("corners"); out.beginObject()
            for (c, name) in Self.cornersInKeyOrder where !corners[c].isSquare {
                out.key(name); Self.encode(corners[c], into: &out)
            }
            out.endObject()
        }
        let edgeList = edges.inOrder
        if edgeList.allSatisfy({ $0 == edgeList[0] }) {
            if !edgeList[0].isStraight {
                out.key("edges"); out.beginObject()
                out.key("all"); Self.encode(edgeList[0], into: &out)
                out.endObject()
            }
        } else {
            out.key("edges"); out.beginObject()
            for (e, name) in Self.edgesInKeyOrder where !edges[e].isStraight {
                out.key(name); Self.encode(edges[e], into: &out)
            }
            out.endObject()
        }
        // Compare bit patterns: a -0.0 offset must survive the round trip too.
        let hasOffsets = Corner.allCases.contains { offsets[$0].dx.bitPattern != 0 || offsets[$0].dy.bitPattern != 0 }
        if hasOffsets {
            out.key("offsets"); out.beginObject()
            for (c, name) in Self.cornersInKeyOrder {
                let o = offsets[c]
                guard o.dx.bitPattern != 0 || o.dy.bitPattern != 0 else { continue }
                out.key(name)
                out.beginArray(); out.number(o.dx); out.number(o.dy); out.endArray()
            }
            out.endObject()
        }
        out.endObject()
    }

    /// The corners with their keys, in the keys' byte order: bottomLeft, bottomRight, topLeft,
    /// topRight.
    private static let cornersInKeyOrder: [(Corner, StaticString)] =
        [(.bottomLeft, "bottomLeft"), (.bottomRight, "bottomRight"), (.topLeft, "topLeft"), (.topRight, "topRight")]

    /// The edges with their keys, in the keys' byte order: bottom, left, right, top.
    private static let edgesInKeyOrder: [(Edge, StaticString)] = [(.bottom, "bottom"), (.left, "left"), (.right, "right"), (.top, "top")]

    /// A corner's object, keys in byte order: family, height, size, width.
    private static func encode<Sink: JSONSink>(_ t: CornerTreatment, into out: inout Sink) {
        out.beginObject()
        out.key("family")
        switch t {
        case .square: out.plainString("square")
        case .rounded(let l): out.plainString("rounded"); out.key("size"); encode(l, into: &out)
        case .cut(let l): out.plainString("cut"); out.key("size"); encode(l, into: &out)
        case .continuous(let l): out.plainString("continuous"); out.key("size"); encode(l, into: &out)
        case .curved(let w, let h):
            out.plainString("curved")
            out.key("height"); encode(h, into: &out)
            out.key("width"); encode(w, into: &out)
        }
        out.endObject()
    }

    /// An edge's object, keys in byte order: direction, kind, size.
    private static func encode<Sink: JSONSink>(_ t: EdgeTreatment, into out: inout Sink) {
        out.beginObject()
        switch t {
        case .straight:
            out.key("kind"); out.plainString("straight")
        case .triangle(let s, let d):
            out.key("direction")
            switch d {
            case .outward: out.plainString("outward")
            case .inward: out.plainString("inward")
            }
            out.key("kind"); out.plainString("triangle")
            out.key("size"); encode(s, into: &out)
        }
        out.endObject()
    }

    /// A length: points as a number, a fraction as `{"fraction": f}`.
    private static func encode<Sink: JSONSink>(_ l: Length, into out: inout Sink) {
        switch l {
        case .points(let v): out.number(v)
        case .fraction(let f): out.beginObject(); out.key("fraction"); out.number(f); out.endObject()
        }
    }

    private static func decodeLength(_ reader: inout JSONObjectReader, _ key: String, limited: Bool = true) throws(ShapeInputError) -> Length {
        guard let v = reader.optional(key) else { return .zero }
        let length: Length
        switch v {
        case .number(let n):
            length = .points(n)
        case .object:
            var inner = try reader.member(v, at: key)
            let fraction = try inner.number("fraction")
            try inner.rejectUnknownKeys()
            guard let f = fraction else {
                throw ShapeInputError(field: inner.field("fraction"), problem: "is required in a fraction size like {\"fraction\": 0.5}")
            }
            try Self.validate(.fraction(f), field: inner.field("fraction"), limited: limited)
            length = .fraction(f)
        default:
            throw ShapeInputError(field: reader.field(key), problem: "expected a number or {\"fraction\": f}, got \(v.kindName)")
        }
        try Self.validate(length, field: reader.field(key), limited: limited)
        return length
    }

    /// Input lengths within the input limits; results finite and `>= 0`.
    private static func validate(_ length: Length, field: @autoclosure () -> String, limited: Bool) throws(ShapeInputError) {
        if limited { return try length.validate(field: field()) }
        guard length.rawValue.isFinite, length.rawValue >= 0 else {
            throw ShapeInputError(field: field(), problem: "must be a finite number >= 0, got \(length.rawValue)")
        }
    }

    private static func decodeCorner(_ reader: JSONObjectReader, limited: Bool) throws(ShapeInputError) -> CornerTreatment {
        var r = reader
        let familyName = try r.string("family") ?? "square"
        guard let family = CornerFamily(rawValue: familyName) else {
            let names = CornerFamily.allCases.map(\.rawValue).joined(separator: ", ")
            throw ShapeInputError(field: r.field("family"), problem: "unknown family \(ShapeInputError.quoted(familyName)) (expected one of: \(names))")
        }
        let treatment: CornerTreatment
        switch family {
        case .square: treatment = .square
        case .rounded: treatment = .rounded(try decodeLength(&r, "size", limited: limited))
        case .cut: treatment = .cut(try decodeLength(&r, "size", limited: limited))
        case .continuous: treatment = .continuous(try decodeLength(&r, "size", limited: limited))
        case .curved: treatment = .curved(width: try decodeLength(&r, "width", limited: limited), height: try decodeLength(&r, "height", limited: limited))
        }
        try r.rejectUnknownKeys()
        return treatment
    }

    private static func decodeEdge(_ reader: JSONObjectReader) throws(ShapeInputError) -> EdgeTreatment {
        var r = reader
        let kind = try r.string("kind") ?? "straight"
        let treatment: EdgeTreatment
        switch kind {
        case "straight":
            treatment = .straight
        case "triangle":
            let size = try decodeLength(&r, "size")
            let directionName = try r.string("direction") ?? TriangleDirection.outward.rawValue
            guard let direction = TriangleDirection(rawValue: directionName) else {
                throw ShapeInputError(field: r.field("direction"), problem: "unknown direction \(ShapeInputError.quoted(directionName)) (expected outward or inward)")
            }
            treatment = .triangle(size: size, direction: direction)
        default:
            throw ShapeInputError(field: r.field("kind"), problem: "unknown kind \(ShapeInputError.quoted(kind)) (expected straight or triangle)")
        }
        try r.rejectUnknownKeys()
        return treatment
    }

    /// `field` is spelled out only for an error: a valid vector names no field.
    private static func decodeVector(_ value: JSONValue, field: @autoclosure () -> String) throws(ShapeInputError) -> Vector {
        guard case .array(let items) = value, items.count == 2 else {
            let got = if case .array(let items) = value { "an array of \(items.count) items" } else { value.kindName }
            throw ShapeInputError(field: field(), problem: "expected [dx, dy], got \(got)")
        }
        // Component 0 is checked whole (its type, then its limits) before component 1.
        func component(_ i: Int) throws(ShapeInputError) -> Double {
            guard case .number(let n) = items[i] else {
                throw ShapeInputError(field: "\(field())[\(i)]", problem: "expected a number, got \(items[i].kindName)")
            }
            try ShapeLimits.check(n, field: "\(field())[\(i)]", nonNegative: false)
            return n
        }
        let dx = try component(0)
        return Vector(dx: dx, dy: try component(1))
    }
}

extension ShapeSpec: Codable {
    /// Decodes through ``JSONValue`` so that `Codable` and ``init(json:)`` share one set of rules.
    public init(from decoder: any Decoder) throws {
        try self.init(json: JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try jsonValue.encode(to: encoder)
    }
}
