/// A strict RFC 8259 parser that never traps: malformed input is a `ShapeInputError` naming the
/// source and the line, column and byte offset, nesting and size are bounded, and duplicate keys
/// are rejected (Contract: JSON reading rules).
public struct JSONParser {
    /// Deeper documents are rejected rather than risking the stack (Contract: JSON depth limit).
    public static let maximumDepth = 256

    /// Longer documents are rejected before parsing (Contract: JSON size limit): the largest
    /// document the package writes, a corpus entry, is a few kilobytes, so 1 MiB is a thousand
    /// times any legitimate input and bounds the memory and time a file of garbage can take.
    public static let maximumBytes = 1 << 20

    private let bytes: [UInt8]
    private let source: String
    private var index = 0

    /// Parses a whole document; `source` names it in errors (a file name, `stdin`, `argument`).
    ///
    /// ```swift
    /// let value = try JSONParser.parse(#"{"corners": {"all": {"family": "cut", "size": 8}}}"#)
    /// value["corners"]?["all"]?["size"]   // .number(8)
    /// // try JSONParser.parse("[1,]", source: "a.json") throws
    /// // "a.json: invalid JSON at line 1, column 4 (byte offset 3): unexpected character ']'"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the text; recursion at most ``maximumDepth`` deep.
    public static func parse(_ text: String, source: String = "json") throws(ShapeInputError) -> JSONValue {
        try parse(Array(text.utf8), source: source)
    }

    /// Parses a whole document from UTF-8 bytes.
    public static func parse(_ bytes: [UInt8], source: String = "json") throws(ShapeInputError) -> JSONValue {
        guard bytes.count <= maximumBytes else {
            throw ShapeInputError(field: source, problem: "the document is \(bytes.count) bytes, more than the limit of \(maximumBytes) (1 MiB)")
        }
        var parser = JSONParser(bytes: bytes, source: source)
        try parser.rejectByteOrderMark()
        parser.skipWhitespace()
        if parser.current == nil { throw parser.error(bytes.isEmpty ? "the document is empty" : "the document is only whitespace") }
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8], source: String) {
        self.bytes = bytes
        self.source = source
    }

    /// An error at byte `offset` (the current byte by default): line and column (1-based; columns
    /// count bytes) for people, the 0-based byte offset for tools such as `dd` or a hex viewer.
    private func error(_ problem: String, at offset: Int? = nil) -> ShapeInputError {
        let offset = min(offset ?? index, bytes.count)
        var line = 1, column = 1
        for b in bytes[..<offset] {
            if b == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return ShapeInputError(field: source, problem: "invalid JSON at line \(line), column \(column) (byte offset \(offset)): \(problem)")
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// `b` for a message: a printable ASCII character in quotes, anything else as its hex value.
    private static func describe(_ b: UInt8) -> String {
        (0x21...0x7E).contains(b) ? "character '\(Character(Unicode.Scalar(b)))'" : "byte 0x\(hex(b))"
    }

    private static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
    }

    /// Whether the bytes at the current position spell `word`.
    private func lookingAt(_ word: String) -> Bool {
        var i = index
        for b in word.utf8 {
            guard i < bytes.count, bytes[i] == b else { return false }
            i += 1
        }
        return true
    }

    /// Contract: no byte-order mark. RFC 8259 forbids writing one and lets readers refuse it; a
    /// UTF-16 mark means the whole file is in the wrong encoding.
    private func rejectByteOrderMark() throws(ShapeInputError) {
        if lookingAt("\u{FEFF}") {
            throw error("the document starts with a UTF-8 byte-order mark (EF BB BF); save it as UTF-8 without a BOM")
        }
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            throw error("the document starts with a UTF-16 byte-order mark (\(Self.hex(bytes[0])) \(Self.hex(bytes[1]))); JSON must be UTF-8")
        }
    }

    // Inlined: it runs between every two tokens, and a call cost more than the bytes it skips.
    @inline(__always)
    private mutating func skipWhitespace() {
        while let b = current, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { index += 1 }
    }

    private mutating func expect(_ literal: String, _ value: JSONValue) throws(ShapeInputError) -> JSONValue {
        for b in literal.utf8 {
            guard current == b else { throw error("expected '\(literal)'") }
            index += 1
        }
        return value
    }

    /// Contract: finite numbers only. The spellings other parsers accept for NaN and infinity get
    /// a message that says so rather than "unexpected character".
    private func rejectNonFiniteSpelling() throws(ShapeInputError) {
        for word in ["NaN", "nan", "Infinity", "infinity", "Inf", "inf"] where lookingAt(word) {
            throw error("\(word) is not a JSON number (numbers must be finite)")
        }
    }

    private mutating func parseValue(depth: Int) throws(ShapeInputError) -> JSONValue {
        guard depth < JSONParser.maximumDepth else { throw error("nested deeper than \(JSONParser.maximumDepth) levels") }
        guard let b = current else { throw error("unexpected end of input") }
        switch b {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n") where !lookingAt("nan"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default:
            try rejectNonFiniteSpelling()
            throw error("unexpected \(Self.describe(b))")
        }
    }

    private mutating func parseObject(depth: Int) throws(ShapeInputError) -> JSONValue {
        index += 1
        var members = [String: JSONValue](minimumCapacity: 4)
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let keyStart = index
            let key = try parseString()
            // Contract: duplicate keys rejected (keys compare as Swift strings: canonically equivalent spellings are one key).
            // A small object's keys are compared, not hashed (the same String equality a lookup
            // ends in; `keys.contains(_:)` would hash): the member is hashed once, when stored.
            let duplicate = members.count <= 8 ? members.keys.contains(where: { $0 == key }) : members[key] != nil
            if duplicate { throw error("duplicate key \(ShapeInputError.quoted(key))", at: keyStart) }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after key \(ShapeInputError.quoted(key))") }
            index += 1
            skipWhitespace()
            members[key] = try parseValue(depth: depth + 1)
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error(current == nil ? "unexpected end of input in an object" : "expected ',' or '}' in an object")
        }
    }

    private mutating func parseArray(depth: Int) throws(ShapeInputError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw error(current == nil ? "unexpected end of input in an array" : "expected ',' or ']' in an array")
        }
    }

    private mutating func parseHex4() throws(ShapeInputError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let b = current else { throw error("unexpected end of input in \\u escape") }
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("bad hex digit in \\u escape")
            }
            v = v * 16 + digit
            index += 1
        }
        return v
    }

    /// The length of the well-formed UTF-8 sequence at `start` (Unicode 15, table 3-7: no
    /// overlong forms, no surrogates, nothing above U+10FFFF), or `nil`.
    private func utf8SequenceLength(at start: Int) -> Int? {
        let lead = bytes[start]
        let length: Int, second: ClosedRange<UInt8>
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return nil
        }
        guard start + length <= bytes.count, second.contains(bytes[start + 1]) else { return nil }
        for i in start + 2 ..< start + length where !(0x80...0xBF).contains(bytes[i]) { return nil }
        return length
    }

    private mutating func parseString() throws(ShapeInputError) -> String {
        index += 1
        // Most strings (keys, family names) are plain ASCII up to the closing quote: made from
        // the input's bytes at once. Anything else (an escape, a control character, a non-ASCII
        // byte, the end of input) goes through the checks below from the string's start.
        let start = index
        var end = start
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] < 0x80, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            index = end + 1
            return String(decoding: bytes[start ..< end], as: UTF8.self)
        }
        var out: [UInt8] = []
        while true {
            guard let b = current else { throw error("unterminated string") }
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                // Every byte appended was checked to be well-formed UTF-8, so decoding repairs nothing.
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard let e = current else { throw error("unterminated escape") }
                index += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("unpaired surrogate in \\u escape")
                        }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape (a lone surrogate)") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default: throw error("unknown escape: a backslash followed by \(Self.describe(e))", at: index - 2)
                }
            case 0x00..<0x20:
                throw error("control character (byte 0x\(Self.hex(b))) in a string; write it as an escape")
            case 0x80...:
                guard let length = utf8SequenceLength(at: index) else {
                    throw error("invalid UTF-8 (byte 0x\(Self.hex(b))) in a string; JSON text must be UTF-8")
                }
                out.append(contentsOf: bytes[index ..< index + length])
                index += length
            default:
                out.append(b)
                index += 1
            }
        }
    }

    private mutating func parseNumber() throws(ShapeInputError) -> JSONValue {
        let start = index
        func digits(_ p: inout JSONParser) -> Int {
            var n = 0
            while let b = p.current, b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") { p.index += 1; n += 1 }
            return n
        }
        if current == UInt8(ascii: "-") {
            index += 1
            try rejectNonFiniteSpelling()
        }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if digits(&self) == 0 {
            throw error("expected digits")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { throw error("expected digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            if digits(&self) == 0 { throw error("expected exponent digits") }
        }
        // The fast path gives Double(String)'s value or declines (DecimalDouble), without making a String.
        let end = index
        if let v = bytes.withUnsafeBufferPointer({ DecimalDouble.value(UnsafeBufferPointer(rebasing: $0[start ..< end])) }) {
            return .number(v)
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // Double(String) rounds correctly, so every number the writer prints reads back bit for bit;
        // text beyond the largest finite double rounds to infinity (Contract: finite numbers only).
        guard let v = Double(text), v.isFinite else {
            throw error("number \(ShapeInputError.quoted(text)) is beyond the largest finite double (about 1.8e308)", at: start)
        }
        return .number(v)
    }
}
