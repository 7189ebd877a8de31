/// Builds a ``JSONValue`` from what an encoder says to a ``JSONSink``: the value form of an
/// encoder whose text form is ``JSONStreamWriter``'s (``ShapeSpec/jsonValue`` and
/// ``ShapeSpec/jsonString(style:)`` come from one encoder).
struct JSONValueBuilder: JSONSink {
    /// An object or array being filled: its members or elements so far, and for an object the
    /// key of the member whose value comes next.
    private struct OpenContainer {
        let isArray: Bool
        var members: [String: JSONValue] = [:]
        var elements: [JSONValue] = []
        var key: String?
    }

    /// The containers open, innermost last.
    private var open: [OpenContainer] = []
    /// The document once its outermost value is written.
    private var document: JSONValue?

    /// The document: an encoder writes exactly one value.
    var value: JSONValue {
        precondition(open.isEmpty, "JSONValueBuilder: a container is still open")
        guard let document else { preconditionFailure("JSONValueBuilder: no value was written") }
        return document
    }

    mutating func beginObject() { open.append(OpenContainer(isArray: false)) }

    mutating func endObject() {
        let object = open.removeLast()
        precondition(!object.isArray && object.key == nil, "JSONValueBuilder: endObject does not close an object")
        add(.object(object.members))
    }

    mutating func beginArray() { open.append(OpenContainer(isArray: true)) }

    mutating func endArray() {
        let array = open.removeLast()
        precondition(array.isArray, "JSONValueBuilder: endArray does not close an array")
        add(.array(array.elements))
    }

    mutating func key(_ key: StaticString) {
        precondition(open.last.map { !$0.isArray && $0.key == nil } == true, "JSONValueBuilder: a key outside an object or without a value")
        open[open.count - 1].key = Self.string(key)
    }

    mutating func plainString(_ value: StaticString) { add(.string(Self.string(value))) }

    mutating func number(_ value: Double) { add(.number(value)) }

    /// Puts a finished value where it goes: the current member's value, the next element, or
    /// the document.
    private mutating func add(_ value: JSONValue) {
        guard !open.isEmpty else {
            precondition(document == nil, "JSONValueBuilder: a second document")
            document = value
            return
        }
        let last = open.count - 1
        if open[last].isArray {
            open[last].elements.append(value)
        } else {
            guard let key = open[last].key else { preconditionFailure("JSONValueBuilder: a member's value without its key") }
            let earlier = open[last].members.updateValue(value, forKey: key)
            precondition(earlier == nil, "JSONValueBuilder: a key written twice")
            open[last].key = nil
        }
    }

    private static func string(_ text: StaticString) -> String {
        text.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }
}
