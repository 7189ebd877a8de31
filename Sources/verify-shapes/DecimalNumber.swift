import ShapeCore

/// The one spelling of a number the tool accepts on its command line and on stdin: plain
/// decimal, `[+-]digits[.digits][(e|E)[+-]digits]` (either side of the point may be empty, not
/// both), checked against ``ShapeLimits``.
///
/// Why not `Double(text)` or `strtod` alone: they also accept `0x1p3`, `inf`, `nan` and
/// `infinity`, spellings no shape file uses and that usually mean a broken pipeline upstream.
enum DecimalNumber {
    /// The value of `bytes` if it is a decimal number as above, else `nil` (the value may still be
    /// out of range: `1e400` is `inf`).
    static func parse<Bytes: Collection>(_ bytes: Bytes) -> Double? where Bytes.Element == UInt8 {
        var i = bytes.startIndex
        func digits() -> Int {
            var n = 0
            while i != bytes.endIndex, (0x30...0x39).contains(bytes[i]) { n += 1; i = bytes.index(after: i) }
            return n
        }
        if i != bytes.endIndex, bytes[i] == 0x2B || bytes[i] == 0x2D { i = bytes.index(after: i) }
        var mantissaDigits = digits()
        if i != bytes.endIndex, bytes[i] == 0x2E {
            i = bytes.index(after: i)
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return nil }
        if i != bytes.endIndex, bytes[i] == 0x65 || bytes[i] == 0x45 {
            i = bytes.index(after: i)
            if i != bytes.endIndex, bytes[i] == 0x2B || bytes[i] == 0x2D { i = bytes.index(after: i) }
            guard digits() > 0 else { return nil }
        }
        guard i == bytes.endIndex else { return nil }
        // The grammar is a subset of what Double's own parser takes, so this always succeeds.
        return Double(String(decoding: bytes, as: UTF8.self))
    }

    /// A decimal number within ``ShapeLimits/maximumMagnitude``; errors name `field` and quote `text`.
    static func value(_ text: some StringProtocol, field: String) throws(ShapeInputError) -> Double {
        guard let value = parse(text.utf8) else {
            throw ShapeInputError(field: field, problem: "expected a decimal number such as 12, -0.5 or 1e3, got \(ShapeInputError.quoted(text))")
        }
        guard value.isFinite, abs(value) <= ShapeLimits.maximumMagnitude else {
            throw ShapeInputError(field: field, problem: "magnitude must be at most 1e9, got \(ShapeInputError.quoted(text))")
        }
        return value
    }
}
