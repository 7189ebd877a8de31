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
    ///
    /// - Complexity: O(n log n) for n members of the largest object (keys are sorted), else
    ///   linear in the output. The text is built as UTF-8 bytes and made a `String` once: a
    ///   fuzz case encodes several specs, and appending to a `String` piece by piece cost
    ///   several times the bytes' own work.
    public static func string(_ value: JSONValue, style: Style = .compact) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(value, style: style, indent: 0, into: &out)
        if style == .pretty { out.append(0x0A) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Formats one number the way the writer does: `null` for NaN and infinities, integral
    /// values below 2^53 without a fraction (`-0` kept), others in Swift's shortest round-trip
    /// form (``appendNumber(_:to:)``, made a `String`).
    public static func number(_ v: Double) -> String {
        var out: [UInt8] = []
        appendNumber(v, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends ``number(_:)``'s text to `out` without making a `String` (a shortest form of 17
    /// digits or more made one on the heap): integral values digit by digit, others as the
    /// standard library writes them to a stream, the same digits as `description`.
    package static func appendNumber(_ v: Double, to out: inout [UInt8]) {
        guard v.isFinite else { append("null", to: &out); return }
        if v == 0 { v.sign == .minus ? append("-0", to: &out) : append("0", to: &out); return }
        if v == v.rounded(), abs(v) < 9_007_199_254_740_992 {
            if v < 0 { out.append(UInt8(ascii: "-")) }
            appendDecimal(Int64(v).magnitude, to: &out)
            return
        }
        var stream = ByteStream()
        swap(&stream.bytes, &out)
        v.write(to: &stream)
        swap(&stream.bytes, &out)
    }

    /// Appends the decimal digits of `n`, most significant first, as `String(n)` spells them,
    /// without making a `String` (the writer's integral numbers, and the fuzzer's pending-case
    /// records, which are written before every case).
    package static func appendDecimal(_ n: UInt64, to out: inout [UInt8]) {
        var rest = n
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// A text stream onto bytes: the standard library hands a number's ASCII digits over as
    /// bytes (`_writeASCII`), where the default would make a `String` of them first.
    private struct ByteStream: TextOutputStream {
        var bytes: [UInt8] = []

        mutating func write(_ string: String) {
            var text = string
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }

        mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
            bytes.append(contentsOf: buffer)
        }
    }

    private static func write(_ value: JSONValue, style: Style, indent: Int, into out: inout [UInt8]) {
        switch value {
        case .null: append("null", to: &out)
        case .bool(let b): append(b ? "true" : "false", to: &out)
        case .number(let v): appendNumber(v, to: &out)
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { append("[]", to: &out); return }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(style, indent + 1, &out)
                write(item, style: style, indent: indent + 1, into: &out)
            }
            newline(style, indent, &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { append("{}", to: &out); return }
            out.append(UInt8(ascii: "{"))
            // Sorted by UTF-8 bytes (the order is canonical and platform-independent). What is
            // sorted is the members' indices, in a temporary buffer (on the stack for the few
            // members of a spec's objects), and each member is read through its index, so no
            // key is looked up again: copying the members out into a new array of (key, value)
            // pairs to sort them cost a third of writing a spec. Distinct keys have distinct
            // bytes, so the order has no ties and is the one sorting the pairs gave.
            withUnsafeTemporaryAllocation(of: Dictionary<String, JSONValue>.Index.self, capacity: members.count) { order in
                let start = order.baseAddress!
                var count = 0
                for index in members.indices {
                    start.advanced(by: count).initialize(to: index)
                    count += 1
                }
                defer { start.deinitialize(count: count) }
                var sorted = UnsafeMutableBufferPointer(start: start, count: count)
                sorted.sort { precedes(members.keys[$0], members.keys[$1]) }
                for (i, index) in sorted.enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    newline(style, indent + 1, &out)
                    writeString(members.keys[index], into: &out)
                    append(style == .pretty ? ": " : ":", to: &out)
                    write(members.values[index], style: style, indent: indent + 1, into: &out)
                }
            }
            newline(style, indent, &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func append(_ literal: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    private static func newline(_ style: Style, _ indent: Int, _ out: inout [UInt8]) {
        guard style == .pretty else { return }
        out.append(0x0A)
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    /// Whether `a`'s UTF-8 bytes sort before `b`'s (the bytes read contiguously, not one by one
    /// through the view).
    private static func precedes(_ a: String, _ b: String) -> Bool {
        var (a, b) = (a, b)
        return a.withUTF8 { x in b.withUTF8 { y in x.lexicographicallyPrecedes(y) } }
    }

    private static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings (keys, names, messages) need no escape: appended whole, not scalar by scalar.
        var text = s
        let plain = text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if plain {
            out.append(UInt8(ascii: "\""))
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": append("\\\"", to: &out)
            case "\\": append("\\\\", to: &out)
            case "\n": append("\\n", to: &out)
            case "\r": append("\\r", to: &out)
            case "\t": append("\\t", to: &out)
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                append("\\u", to: &out)
                out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 4 - hex.count))
                out.append(contentsOf: hex.utf8)
            default: out.append(contentsOf: String(scalar).utf8)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
