import ShapeModel

/// The first line a producer writes, before any request: who it is, which version of the
/// protocol it speaks, and what it can do (Docs/Conformance.md, "Handshake").
///
/// ```json
/// {"protocol": 1, "name": "python-example", "capabilities": {"families": ["rounded", "cut"], "fractions": true}}
/// ```
public struct ConformanceHandshake: Hashable, Sendable {
    /// The protocol version this suite speaks.
    public static let protocolVersion = 1

    /// The producer's name: reports and the default corpus folder use it.
    public var name: String
    /// The protocol version it speaks.
    public var protocolVersion: Int
    /// What it draws and provides.
    public var capabilities: ProducerCapabilities

    /// A handshake.
    public init(name: String, protocolVersion: Int = Self.protocolVersion, capabilities: ProducerCapabilities) {
        self.name = name
        self.protocolVersion = protocolVersion
        self.capabilities = capabilities
    }

    /// Reads a handshake line; errors name the field (`handshake.capabilities.families[1]`).
    public init(line: String) throws(ShapeInputError) {
        var reader = try JSONObjectReader(try JSONParser.parse(line, source: "handshake"), path: "handshake")
        guard let version = try reader.number("protocol") else { throw ShapeInputError(field: reader.field("protocol"), problem: "is required") }
        guard let name = try reader.string("name") else { throw ShapeInputError(field: reader.field("name"), problem: "is required") }
        guard !name.isEmpty, name.count <= 100, ShapeInputError.isPlain(name) else {
            throw ShapeInputError(field: reader.field("name"), problem: "expected 1 to 100 printable characters, got \(ShapeInputError.quoted(name))")
        }
        var capabilities = ProducerCapabilities(families: [], fractions: false, offsets: false, triangles: [])
        if let value = reader.optional("capabilities") {
            capabilities = try ProducerCapabilities(json: value, field: reader.field("capabilities"))
        }
        try reader.rejectUnknownKeys()
        guard version == version.rounded(), version >= 1, version <= 1e6 else {
            throw ShapeInputError(field: reader.field("protocol"), problem: "expected a version number, got \(version)")
        }
        self.init(name: name, protocolVersion: Int(version), capabilities: capabilities)
    }

    /// The handshake as one JSON line.
    public var line: String {
        JSONWriter.string(.object(["protocol": .number(Double(protocolVersion)), "name": .string(name), "capabilities": capabilities.jsonValue]))
    }

    /// `name` made safe as one folder name: letters, digits, `.`, `_` and `-` kept, anything
    /// else (spaces, slashes, parentheses) a `-`; never empty, `.` or `..`.
    public var folderName: String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        var folder = String(name.map { allowed.contains($0) ? $0 : "-" })
        while folder.hasSuffix("-") { folder.removeLast() }
        return folder.isEmpty || folder == "." || folder == ".." ? "producer" : folder
    }
}
