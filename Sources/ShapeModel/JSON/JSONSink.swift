/// Where an encoder of a document of a fixed shape, such as ``ShapeSpec``'s, says what it
/// writes: one encoder serves both the text (``JSONStreamWriter``) and the value
/// (``JSONValueBuilder``), so the document's form is written down once.
///
/// The encoder writes each object's members in the byte order of their keys (``JSONWriter``'s
/// order, which the text needs; the value ignores it) and uses keys and strings that need no
/// escape. Keys and strings are `StaticString`s: a fixed shape has no other, and the text
/// appends their bytes without making a `String`.
///
/// The encoder is generic over the sink (`<S: JSONSink>`), not written against `any JSONSink`,
/// so that each use is specialized: a call through the protocol's witness table per member
/// would cost the text a good part of what writing it straight saved.
protocol JSONSink {
    /// Opens an object (as a member's value, an array's element or the document).
    mutating func beginObject()

    /// Closes the innermost object.
    mutating func endObject()

    /// Opens an array.
    mutating func beginArray()

    /// Closes the innermost array.
    mutating func endArray()

    /// Starts the next member of the innermost object; the member's value is written next.
    mutating func key(_ key: StaticString)

    /// A string value that needs no escape (no quote, backslash or control character).
    mutating func plainString(_ value: StaticString)

    /// A number value.
    mutating func number(_ value: Double)
}
