import ShapeModel

/// A JSON document on its way to becoming hostile input: like ``JSONValue``, except that an
/// object keeps its members in order (so a key can appear twice) and any node can be raw bytes
/// (`NaN`, an unclosed bracket, a string with invalid UTF-8), none of which a `JSONValue` can hold.
///
/// Nodes are addressed by their index path from the root (element or member indices), in
/// pre-order, which is how ``HostileInputGenerator`` picks the node a mutation hits.
indirect enum JSONDraft: Hashable, Sendable {
    /// A scalar, written by the canonical writer.
    case scalar(JSONValue)
    /// An array.
    case array([JSONDraft])
    /// An object's members, in order; keys are written as given (quotes included).
    case object([Member])
    /// Bytes written as they are.
    case raw([UInt8])

    /// One member of an object: the key as written, quotes included, and the value.
    struct Member: Hashable, Sendable {
        var key: [UInt8]
        var value: JSONDraft

        /// A member whose key is `name`, written as the canonical writer writes a string.
        init(_ name: String, _ value: JSONDraft) {
            self.init(rawKey: Array(JSONWriter.string(.string(name)).utf8), value)
        }

        /// A member whose key bytes are given as they are.
        init(rawKey: [UInt8], _ value: JSONDraft) {
            key = rawKey
            self.value = value
        }
    }

    /// The draft of a valid document; members in the canonical writer's key order.
    init(_ value: JSONValue) {
        switch value {
        case .array(let items): self = .array(items.map(JSONDraft.init))
        case .object(let members):
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            self = .object(keys.map { Member($0, JSONDraft(members[$0] ?? .null)) })
        default: self = .scalar(value)
        }
    }

    /// A node of the kind `kind` names, for picking targets.
    enum Kind {
        case any, number, string, object, container
    }

    /// Whether the node is of `kind`.
    func `is`(_ kind: Kind) -> Bool {
        switch (kind, self) {
        case (.any, _): true
        case (.number, .scalar(.number)): true
        case (.string, .scalar(.string)): true
        case (.object, .object): true
        case (.container, .object), (.container, .array): true
        default: false
        }
    }

    /// Every node's index path, in pre-order (the root's is empty), with the node.
    var nodes: [(path: [Int], node: JSONDraft)] {
        var out: [(path: [Int], node: JSONDraft)] = []
        func visit(_ node: JSONDraft, _ path: [Int]) {
            out.append((path, node))
            switch node {
            case .array(let items): for (i, item) in items.enumerated() { visit(item, path + [i]) }
            case .object(let members): for (i, member) in members.enumerated() { visit(member.value, path + [i]) }
            default: break
            }
        }
        visit(self, [])
        return out
    }

    /// The document with the node at `path` replaced by `transform(node)`.
    func replacing(at path: ArraySlice<Int>, _ transform: (JSONDraft) -> JSONDraft) -> JSONDraft {
        guard let first = path.first else { return transform(self) }
        switch self {
        case .array(var items) where items.indices.contains(first):
            items[first] = items[first].replacing(at: path.dropFirst(), transform)
            return .array(items)
        case .object(var members) where members.indices.contains(first):
            members[first].value = members[first].value.replacing(at: path.dropFirst(), transform)
            return .object(members)
        default:
            return self
        }
    }

    /// The document's bytes: compact, or pretty (two-space indentation, so errors land on later lines).
    func bytes(pretty: Bool) -> [UInt8] {
        var out: [UInt8] = []
        write(into: &out, pretty: pretty, indent: 0)
        return out
    }

    private func write(into out: inout [UInt8], pretty: Bool, indent: Int) {
        func newline(_ level: Int) {
            guard pretty else { return }
            out.append(0x0A)
            out += [UInt8](repeating: 0x20, count: 2 * level)
        }
        switch self {
        case .scalar(let value): out += Array(JSONWriter.string(value).utf8)
        case .raw(let bytes): out += bytes
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                item.write(into: &out, pretty: pretty, indent: indent + 1)
            }
            if !items.isEmpty { newline(indent) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                out += member.key
                out += pretty ? [UInt8(ascii: ":"), 0x20] : [UInt8(ascii: ":")]
                member.value.write(into: &out, pretty: pretty, indent: indent + 1)
            }
            if !members.isEmpty { newline(indent) }
            out.append(UInt8(ascii: "}"))
        }
    }
}
