import ShapeModel

/// One saved counterexample: a case that once made a property fail, replayed on every run.
///
/// The JSON form (``jsonValue``) holds the format version, the property id, the shrunk spec and
/// size, the points that failed, the seed and case number that found it, the case before
/// shrinking, the failure message and the shrink steps taken. It is written with the model's
/// canonical writer, so numbers round-trip bit for bit and equal entries give equal bytes.
/// A crash entry (``crash`` set) records a case that made the producer's process die.
public struct CorpusEntry: Hashable, Sendable {
    /// The newest version of the JSON layout this tool reads; readers reject newer versions.
    /// Version 2 is version 1 with a `crash` member: an entry is written with the lowest
    /// version that holds it (``version``), so entries without a crash keep their bytes.
    public static let formatVersion = 2

    /// The id of the property the case is replayed against.
    public var property: String
    /// The (shrunk) case.
    public var shapeCase: ShapeCase
    /// Points where producer and oracle disagreed, if the property is about points.
    public var failingPoints: [Point]
    /// The run seed that found the case; `nil` for hand-written seed entries.
    public var seed: UInt64?
    /// The case number within that run; `nil` for hand-written entries.
    public var caseNumber: Int?
    /// The case as first generated, before shrinking.
    public var original: ShapeCase?
    /// What the property reported.
    public var message: String
    /// The shrink steps kept, in order.
    public var shrinkSteps: [String]
    /// Why the entry exists, for hand-written entries (e.g. which anchor bug it pins down).
    public var note: String?
    /// Set for a crash entry: the case made the producer's process die (``CrashRecord``).
    public var crash: CrashRecord?

    /// The format version this entry is written with: 2 for a crash entry, else 1.
    public var version: Int { crash == nil ? 1 : 2 }

    /// An entry with every field given.
    public init(property: String, shapeCase: ShapeCase, failingPoints: [Point] = [], seed: UInt64? = nil,
                caseNumber: Int? = nil, original: ShapeCase? = nil, message: String, shrinkSteps: [String] = [],
                note: String? = nil, crash: CrashRecord? = nil) {
        self.property = property
        self.shapeCase = shapeCase
        self.failingPoints = failingPoints
        self.seed = seed
        self.caseNumber = caseNumber
        self.original = original
        self.message = message
        self.shrinkSteps = shrinkSteps
        self.note = note
        self.crash = crash
    }

    // MARK: JSON

    /// The entry as JSON. The seed travels as a decimal string: a UInt64 does not fit a JSON number exactly.
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = [
            "formatVersion": .number(Double(version)),
            "property": .string(property),
            "spec": shapeCase.spec.jsonValue,
            "size": shapeCase.jsonValue["size"] ?? .null,
            "failingPoints": .array(failingPoints.map { .array([.number($0.x), .number($0.y)]) }),
            "seed": seed.map { .string(String($0)) } ?? .null,
            "caseNumber": caseNumber.map { .number(Double($0)) } ?? .null,
            "original": original?.jsonValue ?? .null,
            "message": .string(message),
            "shrinkSteps": .array(shrinkSteps.map { .string($0) }),
        ]
        if let note { members["note"] = .string(note) }
        if let crash { members["crash"] = crash.jsonValue }
        return .object(members)
    }

    /// The canonical bytes: compact, sorted keys, shortest round-trip numbers. Files are named by their SHA-256.
    public var canonicalBytes: [UInt8] { Self.canonicalBytes(of: jsonValue) }

    /// `<sha256 of the canonical bytes>.json`.
    public var fileName: String { Self.fileName(of: jsonValue) }

    /// The file's text: the same value, pretty-printed with the canonical writer for people to read.
    public var fileText: String { JSONWriter.string(jsonValue, style: .pretty) }

    /// The entry as it is saved: its file name and text, from one encoding of ``jsonValue``.
    public struct Encoded: Sendable {
        /// `<sha256 of the canonical bytes>.json`.
        public let fileName: String
        /// The pretty-printed text.
        public let fileText: String
    }

    /// Encodes the entry once for saving, after checking that it loads back: the encoded value
    /// is decoded as a file's would be (a spec with an out-of-range number, say, is rejected),
    /// without writing and parsing the text again. The text holds the same value (the writer
    /// prints shortest round-trip numbers, a non-finite one as `null`, which the decoder rejects
    /// as it rejects the non-finite number itself).
    ///
    /// - Complexity: O(n) in the size of the entry's JSON.
    public func encoded() throws(ShapeInputError) -> Encoded {
        let value = jsonValue
        _ = try CorpusEntry(json: value)
        return Encoded(fileName: Self.fileName(of: value), fileText: JSONWriter.string(value, style: .pretty))
    }

    private static func canonicalBytes(of value: JSONValue) -> [UInt8] { Array(JSONWriter.string(value, style: .compact).utf8) }

    private static func fileName(of value: JSONValue) -> String { SHA256.hex(of: canonicalBytes(of: value)) + ".json" }

    /// Decodes an entry; every error names the offending field.
    public init(json value: JSONValue) throws(ShapeInputError) {
        var root = try JSONObjectReader(value, path: "")
        guard let version = try root.number("formatVersion") else {
            throw ShapeInputError(field: "formatVersion", problem: "is required")
        }
        guard version == 1 || version == 2 else {
            // Contract-side rule (Docs/Verification.md, corpus format): a newer entry is skipped by
            // replay with this message, never misread; an older or nonsensical one is malformed.
            if version > Double(Self.formatVersion), version == version.rounded() {
                throw ShapeInputError(field: "formatVersion", problem: "version \(JSONWriter.number(version)) is newer than this tool's \(Self.formatVersion) (written by a newer verify-shapes; update it to replay this entry)")
            }
            throw ShapeInputError(field: "formatVersion", problem: "unsupported version \(JSONWriter.number(version)), expected 1 or \(Self.formatVersion)")
        }
        guard let property = try root.string("property") else { throw ShapeInputError(field: "property", problem: "is required") }
        self.property = property
        let spec = try Self.decodeSpec(try root.required("spec"), field: "spec")
        shapeCase = ShapeCase(spec: spec, size: try Self.decodeSize(try root.required("size"), field: "size"))
        failingPoints = try Self.decodePoints(root.optional("failingPoints") ?? .array([]), field: "failingPoints")
        switch root.optional("seed") {
        case nil, .null?: seed = nil
        case .string(let text)?:
            guard let value = UInt64(text) else { throw ShapeInputError(field: "seed", problem: "expected a decimal UInt64 string, got \(ShapeInputError.quoted(text))") }
            seed = value
        case let other?: throw ShapeInputError(field: "seed", problem: "expected a decimal string or null, got \(other.kindName)")
        }
        switch root.optional("caseNumber") {
        case nil, .null?: caseNumber = nil
        case .number(let n)? where n >= 0 && n <= 1e15 && n == n.rounded(): caseNumber = Int(n)
        case let other?: throw ShapeInputError(field: "caseNumber", problem: "expected a non-negative integer or null, got \(other.kindName)")
        }
        switch root.optional("original") {
        case nil, .null?: original = nil
        case let value?:
            var reader = try JSONObjectReader(value, path: "original")
            let spec = try Self.decodeSpec(try reader.required("spec"), field: "original.spec")
            original = ShapeCase(spec: spec, size: try Self.decodeSize(try reader.required("size"), field: "original.size"))
            try reader.rejectUnknownKeys()
        }
        message = try root.string("message") ?? ""
        shrinkSteps = try Self.decodeStrings(root.optional("shrinkSteps") ?? .array([]), field: "shrinkSteps")
        note = try root.string("note")
        switch root.optional("crash") {
        case nil, .null?: crash = nil
        case let value?:
            // Version 1 has no crash member: a version-1 file with one is malformed, not a crash entry.
            guard version == 2 else { throw ShapeInputError(field: "crash", problem: "a crash entry has formatVersion 2, this file says 1") }
            crash = try CrashRecord(json: value)
        }
        if version == 2 && crash == nil {
            throw ShapeInputError(field: "formatVersion", problem: "version 2 is for crash entries, and this one has no crash member (write 1)")
        }
        try root.rejectUnknownKeys()
    }

    /// A case written as `{"spec", "size"}` (``ShapeCase/jsonValue``), with errors rooted at `field`.
    static func decodeCase(_ value: JSONValue, field: String) throws(ShapeInputError) -> ShapeCase {
        var reader = try JSONObjectReader(value, path: field)
        let spec = try decodeSpec(try reader.required("spec"), field: field + ".spec")
        let size = try decodeSize(try reader.required("size"), field: field + ".size")
        try reader.rejectUnknownKeys()
        return ShapeCase(spec: spec, size: size)
    }

    /// The spec decoder names fields from the spec's own root (`corners.topLeft.size`): root
    /// them at the entry's field (`spec.corners.topLeft.size`), so the error names the place.
    private static func decodeSpec(_ value: JSONValue, field: String) throws(ShapeInputError) -> ShapeSpec {
        do { return try ShapeSpec(json: value) } catch {
            throw ShapeInputError(field: error.field == "document" ? field : field + "." + error.field, problem: error.problem)
        }
    }

    private static func decodeSize(_ value: JSONValue, field: String) throws(ShapeInputError) -> Size {
        var reader = try JSONObjectReader(value, path: field)
        guard let width = try reader.number("width") else { throw ShapeInputError(field: field + ".width", problem: "is required") }
        guard let height = try reader.number("height") else { throw ShapeInputError(field: field + ".height", problem: "is required") }
        try reader.rejectUnknownKeys()
        let size = Size(width: width, height: height)
        // Size.validate names `size.width`; re-root it at this field (`original.size.width`).
        do { try size.validate() } catch {
            throw ShapeInputError(field: field + error.field.dropFirst("size".count), problem: error.problem)
        }
        return size
    }

    private static func decodePoints(_ value: JSONValue, field: String) throws(ShapeInputError) -> [Point] {
        guard case .array(let items) = value else { throw ShapeInputError(field: field, problem: "expected an array, got \(value.kindName)") }
        var points: [Point] = []
        for (i, item) in items.enumerated() {
            guard case .array(let pair) = item, pair.count == 2, case .number(let x) = pair[0], case .number(let y) = pair[1] else {
                throw ShapeInputError(field: "\(field)[\(i)]", problem: "expected [x, y]")
            }
            points.append(Point(x: x, y: y))
        }
        return points
    }

    private static func decodeStrings(_ value: JSONValue, field: String) throws(ShapeInputError) -> [String] {
        guard case .array(let items) = value else { throw ShapeInputError(field: field, problem: "expected an array, got \(value.kindName)") }
        var strings: [String] = []
        for (i, item) in items.enumerated() {
            guard case .string(let s) = item else { throw ShapeInputError(field: "\(field)[\(i)]", problem: "expected a string") }
            strings.append(s)
        }
        return strings
    }
}
