/// Reads one JSON object for a decoder: typed member access whose errors name the field by
/// its dotted path, and a final check that rejects keys nobody asked for.
public struct JSONObjectReader {
    /// The dotted path of this object, e.g. `corners.topLeft`; empty at the document root.
    /// Spelled out when asked (an error message names it): decoding a valid document, which
    /// names no field, joins no paths.
    public var path: String { Self.path(parent, key) }
    /// The path of the object that holds this one under `key`, or this object's own path.
    private let parent: String
    /// This object's key in the object that holds it, for a reader made by ``member(_:at:)``.
    private let key: String?
    private let members: [String: JSONValue]
    /// The keys asked for, each once: an object has a handful, so a list is cheaper than a set.
    private var used: [String] = []

    /// Wraps `value`, which must be an object.
    public init(_ value: JSONValue, path: String) throws(ShapeInputError) {
        try self.init(value, parent: path, key: nil)
    }

    private init(_ value: JSONValue, parent: String, key: String?) throws(ShapeInputError) {
        guard case .object(let members) = value else {
            let path = Self.path(parent, key)
            throw ShapeInputError(field: path.isEmpty ? "document" : path, problem: "expected an object, got \(value.kindName)")
        }
        self.parent = parent
        self.key = key
        self.members = members
        // A spec's readers are asked for up to five keys (`all` and four corners or edges):
        // room for them at once, not regrown twice.
        used.reserveCapacity(8)
    }

    /// A reader of `value`, this object's member under `key`, which must be an object; its
    /// errors name fields under ``field(_:)`` of `key`.
    public func member(_ value: JSONValue, at key: String) throws(ShapeInputError) -> JSONObjectReader {
        try JSONObjectReader(value, parent: path, key: key)
    }

    /// The dotted path of a member.
    public func field(_ key: String) -> String { Self.path(path, key) }

    /// `key` under `parent` (`parent` itself for no key).
    private static func path(_ parent: String, _ key: String?) -> String {
        guard let key else { return parent }
        return parent.isEmpty ? key : "\(parent).\(key)"
    }

    /// A member, or `nil` when absent; marks it as known.
    public mutating func optional(_ key: String) -> JSONValue? {
        if !used.contains(key) { used.append(key) }
        // A spec's objects have a handful of members: comparing keys is cheaper than hashing
        // one (the same equality a lookup uses). A large object is looked up.
        if members.count <= 8 { return members.first { $0.key == key }?.value }
        return members[key]
    }

    /// A required member.
    public mutating func required(_ key: String) throws(ShapeInputError) -> JSONValue {
        guard let v = optional(key) else { throw ShapeInputError(field: field(key), problem: "is required") }
        return v
    }

    /// A number member, or `nil` when absent.
    public mutating func number(_ key: String) throws(ShapeInputError) -> Double? {
        guard let v = optional(key) else { return nil }
        guard case .number(let n) = v else { throw ShapeInputError(field: field(key), problem: "expected a number, got \(v.kindName)") }
        return n
    }

    /// A string member, or `nil` when absent.
    public mutating func string(_ key: String) throws(ShapeInputError) -> String? {
        guard let v = optional(key) else { return nil }
        guard case .string(let s) = v else { throw ShapeInputError(field: field(key), problem: "expected a string, got \(v.kindName)") }
        return s
    }

    /// A nested object member, or `nil` when absent.
    public mutating func object(_ key: String) throws(ShapeInputError) -> JSONObjectReader? {
        guard let v = optional(key) else { return nil }
        return try member(v, at: key)
    }

    /// Throws for the first (in sorted order) key that was never asked for.
    public func rejectUnknownKeys() throws(ShapeInputError) {
        guard !members.keys.allSatisfy(used.contains) else { return }
        if let unknown = members.keys.filter({ !used.contains($0) }).sorted().first {
            let known = used.sorted().joined(separator: ", ")
            // The key is input: a long one is named by its quoted beginning, one with control
            // characters (a newline would break the one-line message) by its escaped form.
            let name = ShapeInputError.isPlain(unknown) ? unknown : ShapeInputError.quoted(unknown)
            throw ShapeInputError(field: field(name), problem: "unknown key (expected one of: \(known))")
        }
    }
}
