/// A strict RFC 8259 parser that never traps: malformed input is a `ShapeInputError` naming the
/// source and the line and column, nesting is bounded, and duplicate keys are rejected.
public struct JSONParser {
    /// Deeper documents are rejected rather than risking the stack.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private let source: String
    private var index = 0

    /// Parses a whole document; `source` names it in errors (a file name, `stdin`, `argument`).
    public static func parse(_ text: String, source: String = "json") throws(ShapeInputError) -> JSONValue {
        try parse(Array(text.utf8), source: source)
    }

    /// Parses a whole document from UTF-8 bytes.
    public static func parse(_ bytes: [UInt8], source: String = "json") throws(ShapeInputError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, source: source)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8], source: String) {
        self.bytes = bytes
        self.source = source
    }

    private func error(_ problem: String) -> ShapeInputError {
        var line = 1, column = 1
        for b in bytes[..<min(index, bytes.count)] {
            if b == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return ShapeInputError(field: source, problem: "invalid JSON at line \(line), column \(column): \(problem)")
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

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

    private mutating func parseValue(depth: Int) throws(ShapeInputError) -> JSONValue {
        guard depth < JSONParser.maximumDepth else { throw error("nested deeper than \(JSONParser.maximumDepth) levels") }
        guard let b = current else { throw error("unexpected end of input") }
        switch b {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character '\(Character(Unicode.Scalar(b)))'")
        }
    }

    private mutating func parseObject(depth: Int) throws(ShapeInputError) -> JSONValue {
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let key = try parseString()
            if members[key] != nil { throw error("duplicate key \(ShapeInputError.quoted(key))") }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after key \(ShapeInputError.quoted(key))") }
            index += 1
            skipWhitespace()
            members[key] = try parseValue(depth: depth + 1)
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("expected ',' or '}' in object")
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
            throw error("expected ',' or ']' in array")
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

    private mutating func parseString() throws(ShapeInputError) -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard let b = current else { throw error("unterminated string") }
            index += 1
            switch b {
            case UInt8(ascii: "\""):
                guard let s = String(validating: out, as: UTF8.self) else { throw error("string is not valid UTF-8") }
                return s
            case UInt8(ascii: "\\"):
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
                    guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default: throw error("unknown escape '\\\(Character(Unicode.Scalar(e)))'")
                }
            case 0x00..<0x20:
                throw error("control character in string")
            default:
                out.append(b)
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
        if current == UInt8(ascii: "-") { index += 1 }
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
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // Double(String) rounds correctly, so every number the writer prints reads back bit for bit.
        guard let v = Double(text), v.isFinite else { throw error("number \(text) is out of range") }
        return .number(v)
    }
}
