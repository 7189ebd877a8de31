/// Writes `JSONValue`s canonically: keys sorted by their UTF-8 bytes, numbers in Swift's
/// shortest round-trip form (integral values without a fraction), so equal values always give
/// equal bytes, on every platform, and every number reads back bit for bit.
public enum JSONWriter {
    /// Layout of the output.
    public enum Style: Sendable {
        /// No whitespace at all: the canonical bytes (hashed for corpus file names).
        case compact
        /// Two-space indentation and one member per line: for files people read.
        case pretty
    }

    /// The document as text. Non-finite numbers, which JSON cannot hold, are written as `null`.
    public static func string(_ value: JSONValue, style: Style = .compact) -> String {
        var out = ""
        write(value, style: style, indent: 0, into: &out)
        if style == .pretty { out += "\n" }
        return out
    }

    /// Formats one number the way the writer does.
    public static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == 0 { return v.sign == .minus ? "-0" : "0" }
        if v == v.rounded(), abs(v) < 9_007_199_254_740_992 { return String(Int64(v)) }
        return v.description
    }

    private static func write(_ value: JSONValue, style: Style, indent: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let v): out += number(v)
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(style, indent + 1, &out)
                write(item, style: style, indent: indent + 1, into: &out)
            }
            newline(style, indent, &out)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (i, key) in keys.enumerated() {
                if i > 0 { out += "," }
                newline(style, indent + 1, &out)
                writeString(key, into: &out)
                out += style == .pretty ? ": " : ":"
                write(members[key]!, style: style, indent: indent + 1, into: &out)
            }
            newline(style, indent, &out)
            out += "}"
        }
    }

    private static func newline(_ style: Style, _ indent: Int, _ out: inout String) {
        guard style == .pretty else { return }
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }

    private static func writeString(_ s: String, into out: inout String) {
        // Most strings (keys, names, messages) need no escape: appended whole, not scalar by scalar.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            out += "\""
            out += s
            out += "\""
            return
        }
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
