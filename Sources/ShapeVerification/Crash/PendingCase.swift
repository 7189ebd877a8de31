import ShapeModel

/// What a worker is checking right now, as its pending file records it: enough to check it
/// again in another process after this one died on it.
///
/// A generated case is recorded by its run seed and case number (the case is rebuilt from
/// them with the default ``ShapeGenerator``, as `verify-shapes` generates it): a small record,
/// written before every case. A shrink candidate is not derived from a seed, so it is recorded
/// whole; a corpus entry being replayed is recorded by its file.
///
/// ```swift
/// let pending = PendingCase(work: .generated(seed: 5, caseNumber: 12), fault: nil, properties: ["closed-path"])
/// try PendingCase(json: pending.jsonValue) == pending   // true
/// ```
public struct PendingCase: Hashable, Sendable {
    /// The work in progress.
    public enum Work: Hashable, Sendable {
        /// Case `caseNumber` of seed `seed`, checked against ``PendingCase/properties``.
        case generated(seed: UInt64, caseNumber: Int)
        /// A shrink candidate of `property`, while shrinking case `caseNumber` of seed `seed`.
        case candidate(property: String, shapeCase: ShapeCase, seed: UInt64, caseNumber: Int)
        /// The corpus entry at `file` (an absolute path), being replayed.
        case entry(file: String)
    }

    /// The work.
    public var work: Work
    /// The fault of the run's producer, `nil` for the core.
    public var fault: String?
    /// The properties checked on a generated case, by id; empty for every property.
    public var properties: [String]

    /// A record of `work` under the producer with `fault`.
    public init(work: Work, fault: String?, properties: [String] = []) {
        self.work = work
        self.fault = fault
        self.properties = properties
    }

    /// Where a trap on this work was met.
    public var moment: CrashRecord.Moment {
        switch work {
        case .generated: .generatedCase
        case .candidate: .shrinking
        case .entry: .replay
        }
    }

    /// The record as JSON: `kind` (`case`, `shrink` or `entry`), `fault`, and the work's fields.
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["fault": fault.map { .string($0) } ?? .null]
        switch work {
        case .generated(let seed, let caseNumber):
            members["kind"] = .string("case")
            members["seed"] = .string(String(seed))
            members["caseNumber"] = .number(Double(caseNumber))
            members["properties"] = .array(properties.map { .string($0) })
        case .candidate(let property, let shapeCase, let seed, let caseNumber):
            members["kind"] = .string("shrink")
            members["property"] = .string(property)
            members["case"] = shapeCase.jsonValue
            members["seed"] = .string(String(seed))
            members["caseNumber"] = .number(Double(caseNumber))
        case .entry(let file):
            members["kind"] = .string("entry")
            members["file"] = .string(file)
        }
        return .object(members)
    }

    /// Decodes a record; every error names the field.
    public init(json value: JSONValue) throws(ShapeInputError) {
        var reader = try JSONObjectReader(value, path: "")
        switch reader.optional("fault") {
        case nil, .null?: fault = nil
        case .string(let name)? where Fault(rawValue: name) != nil: fault = name
        case let other?: throw ShapeInputError(field: "fault", problem: "expected a fault name or null, got \(other.kindName)")
        }
        func seed(_ reader: inout JSONObjectReader) throws(ShapeInputError) -> UInt64 {
            guard let text = try reader.string("seed"), let seed = UInt64(text) else {
                throw ShapeInputError(field: "seed", problem: "expected a decimal UInt64 string")
            }
            return seed
        }
        func caseNumber(_ reader: inout JSONObjectReader) throws(ShapeInputError) -> Int {
            guard let n = try reader.number("caseNumber"), n >= 0, n <= 1e15, n == n.rounded() else {
                throw ShapeInputError(field: "caseNumber", problem: "expected a non-negative integer")
            }
            return Int(n)
        }
        properties = []
        switch try reader.string("kind") {
        case "case":
            work = .generated(seed: try seed(&reader), caseNumber: try caseNumber(&reader))
            guard case .array(let items)? = reader.optional("properties") else {
                throw ShapeInputError(field: "properties", problem: "expected an array of property ids")
            }
            for (i, item) in items.enumerated() {
                guard case .string(let id) = item else { throw ShapeInputError(field: "properties[\(i)]", problem: "expected a string") }
                properties.append(id)
            }
        case "shrink":
            guard let property = try reader.string("property") else { throw ShapeInputError(field: "property", problem: "is required") }
            let shapeCase = try CorpusEntry.decodeCase(try reader.required("case"), field: "case")
            work = .candidate(property: property, shapeCase: shapeCase, seed: try seed(&reader), caseNumber: try caseNumber(&reader))
        case "entry":
            guard let file = try reader.string("file") else { throw ShapeInputError(field: "file", problem: "is required") }
            work = .entry(file: file)
        case let other:
            throw ShapeInputError(field: "kind", problem: "expected case, shrink or entry, got \(other.map(ShapeInputError.quoted) ?? "nothing")")
        }
        try reader.rejectUnknownKeys()
    }
}
