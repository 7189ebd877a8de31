/// Writes JSON text member by member, in the order the caller gives, in ``JSONWriter``'s layout:
/// the same bytes `JSONWriter.string(_:style:)` gives for the same value, provided the caller
/// writes each object's members in that writer's order (keys sorted by their UTF-8 bytes) and
/// its keys need no escape.
///
/// The text form of a ``JSONSink`` encoder whose document has a fixed shape, such as
/// ``ShapeSpec/jsonString(style:)``: going through a ``JSONValue`` built a dictionary per
/// object, hashed every key, sorted the members again and freed it all, which cost several
/// times the bytes' own work.
struct JSONStreamWriter: JSONSink {
    /// The text so far.
    private(set) var bytes: [UInt8] = []
    private let style: JSONWriter.Style
    /// How many containers are open.
    private var depth = 0
    /// Whether the innermost open container has a member or element yet.
    private var hasContent = false

    init(style: JSONWriter.Style) {
        self.style = style
        bytes.reserveCapacity(256)
    }

    /// The document as text: for the pretty style with the final newline `JSONWriter` adds.
    mutating func finish() -> String {
        if style == .pretty { bytes.append(0x0A) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Opens an object (as a member's value, an element or the document).
    mutating func beginObject() { open(UInt8(ascii: "{")) }

    /// Closes the innermost object: `{}` when it got no member.
    mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Opens an array.
    mutating func beginArray() { open(UInt8(ascii: "[")) }

    /// Closes the innermost array.
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts the next member of the innermost object: its key, which must need no escape,
    /// then the caller writes its value.
    mutating func key(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        if style == .pretty { bytes.append(UInt8(ascii: " ")) }
    }

    /// A string value that needs no escape (no quote, backslash or control character).
    mutating func plainString(_ value: StaticString) {
        elementStart()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
    }

    /// A number, as ``JSONWriter/number(_:)`` prints it.
    mutating func number(_ value: Double) {
        elementStart()
        JSONWriter.appendNumber(value, to: &bytes)
    }

    // MARK: Layout

    /// Bit d set: the container open at depth d + 1 is an array (a document of a fixed shape
    /// nests a few levels, far from the 16 the writer allows). A value in an array needs the separator first; a
    /// member's value follows its key.
    private var arrays: UInt64 = 0

    private mutating func elementStart() {
        if depth > 0, arrays >> UInt64(depth - 1) & 1 == 1 { separate() }
    }

    private mutating func open(_ bracket: UInt8) {
        elementStart()
        bytes.append(bracket)
        precondition(depth < 16, "JSONStreamWriter nests at most 16 levels")
        if bracket == UInt8(ascii: "[") { arrays |= 1 << UInt64(depth) } else { arrays &= ~(1 << UInt64(depth)) }
        depth += 1
        hasContent = false
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if hasContent { newline(depth) }
        bytes.append(bracket)
        // The container just closed is content of the one around it.
        hasContent = true
    }

    /// The comma before every member or element but the first, and the pretty style's line break.
    private mutating func separate() {
        if hasContent { bytes.append(UInt8(ascii: ",")) }
        hasContent = true
        newline(depth)
    }

    private mutating func newline(_ indent: Int) {
        guard style == .pretty else { return }
        bytes.append(0x0A)
        // The spaces from one literal (appending a repeated element went space by space).
        let spaces: StaticString = "                                "
        precondition(2 * indent <= spaces.utf8CodeUnitCount, "JSONStreamWriter indents at most 16 levels")
        bytes.append(contentsOf: UnsafeBufferPointer(start: spaces.utf8Start, count: 2 * indent))
    }
}
