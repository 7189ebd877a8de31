import ShapeCore

/// Turns `x y` lines into points as the bytes arrive, so `contains` can answer each line before
/// the next one is written (a co-process) and 100,000 points parse in milliseconds.
///
/// Separators are spaces, tabs or one comma; blank lines are skipped; numbers are plain decimals
/// within the input limits (``DecimalNumber``). Anything else is an error naming the line
/// (`stdin:LINE`).
struct PointReader {
    /// The number of the last line completed.
    private(set) var line = 0
    /// The unfinished line at the end of the bytes seen so far.
    private var pending: [UInt8] = []

    /// Calls `body` with the point of every line completed by `chunk`, in order.
    mutating func consume(_ chunk: ArraySlice<UInt8>, _ body: (Point) throws(ShapeInputError) -> Void) throws(ShapeInputError) {
        var start = chunk.startIndex
        while let newline = chunk[start...].firstIndex(of: 0x0A) {
            line += 1
            if pending.isEmpty {
                if let point = try Self.parse(chunk[start..<newline], line: line) { try body(point) }
            } else {
                pending += chunk[start..<newline]
                let text = pending
                pending = []
                if let point = try Self.parse(text[...], line: line) { try body(point) }
            }
            start = newline + 1
        }
        pending += chunk[start...]
        // A line no point needs: without this, an endless line (`contains ... < /dev/zero`) would
        // be held in memory until it ran out.
        if pending.count > Self.maximumLineLength {
            throw ShapeInputError(field: "stdin:\(line + 1)", problem: "a line longer than \(Self.maximumLineLength) bytes (expected 'x y'), beginning \(ShapeInputError.quoted(String(decoding: pending.prefix(40), as: UTF8.self)))")
        }
    }

    /// The longest line read: two numbers of any sensible spelling fit many times over.
    static let maximumLineLength = 4_096

    /// Handles a last line without a newline, at the end of the input.
    mutating func finish(_ body: (Point) throws(ShapeInputError) -> Void) throws(ShapeInputError) {
        guard !pending.isEmpty else { return }
        let text = pending
        pending = []
        line += 1
        if let point = try Self.parse(text[...], line: line) { try body(point) }
    }

    private static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D }

    /// The point on one line, `nil` for a blank line.
    private static func parse(_ bytes: ArraySlice<UInt8>, line: Int) throws(ShapeInputError) -> Point? {
        // Tokens: runs of non-separator bytes, and each comma on its own.
        var tokens: [ArraySlice<UInt8>] = []
        var i = bytes.startIndex
        while i < bytes.endIndex {
            if isBlank(bytes[i]) { i += 1; continue }
            let start = i
            if bytes[i] == 0x2C {
                i += 1
            } else {
                while i < bytes.endIndex, !isBlank(bytes[i]), bytes[i] != 0x2C { i += 1 }
            }
            tokens.append(bytes[start..<i])
        }
        if tokens.isEmpty { return nil }
        let isComma = tokens.map { $0.first == 0x2C }
        let numbers: [ArraySlice<UInt8>]
        switch isComma {
        case [false, false]: numbers = tokens
        case [false, true, false]: numbers = [tokens[0], tokens[2]]
        default:
            throw ShapeInputError(field: "stdin:\(line)", problem: "expected two numbers 'x y', got \(ShapeInputError.quoted(String(decoding: bytes, as: UTF8.self)))")
        }
        let x = try DecimalNumber.value(String(decoding: numbers[0], as: UTF8.self), field: "stdin:\(line): x")
        let y = try DecimalNumber.value(String(decoding: numbers[1], as: UTF8.self), field: "stdin:\(line): y")
        return Point(x: x, y: y)
    }
}
