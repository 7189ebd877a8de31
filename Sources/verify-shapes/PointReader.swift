#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import ShapeCore

/// Reads `x y` lines from a NUL-terminated byte buffer without making a String per line
/// (strtod in place), so 100,000 points parse in milliseconds.
enum PointReader {
    /// Calls `body` with each point, in order. Separators are spaces, tabs or one comma;
    /// blank lines are skipped; anything else names the line (`stdin:LINE`).
    static func forEachPoint(in bytes: [UInt8], _ body: (Point) throws(ShapeInputError) -> Void) throws(ShapeInputError) {
        let count = bytes.count - 1           // the last byte is the terminator
        var line = 0
        var start = 0
        while start < count {
            var end = start
            while end < count && bytes[end] != 0x0A { end += 1 }
            line += 1
            if let point = try parseLine(bytes, start, end, line: line) { try body(point) }
            start = end + 1
        }
    }

    private static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D }

    private static func parseLine(_ bytes: [UInt8], _ start: Int, _ end: Int, line: Int) throws(ShapeInputError) -> Point? {
        var i = start
        while i < end && isBlank(bytes[i]) { i += 1 }
        if i == end { return nil }
        let result: Point? = bytes.withUnsafeBufferPointer { buffer -> Point? in
            guard let base = buffer.baseAddress else { return nil }
            return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars -> Point? in
                var j = i
                func number() -> Double? {
                    // strtod skips leading whitespace itself, but must not run past the line.
                    guard j < end, !isBlank(bytes[j]), bytes[j] != 0x2C else { return nil }
                    var stop: UnsafeMutablePointer<CChar>?
                    let value = strtod(chars + j, &stop)
                    guard let stop else { return nil }
                    let next = chars.distance(to: stop)
                    guard next > j, next <= end else { return nil }
                    j = next
                    return value
                }
                guard let x = number() else { return nil }
                while j < end && isBlank(bytes[j]) { j += 1 }
                if j < end && bytes[j] == 0x2C { j += 1 }
                while j < end && isBlank(bytes[j]) { j += 1 }
                guard let y = number() else { return nil }
                while j < end && isBlank(bytes[j]) { j += 1 }
                return j == end ? Point(x: x, y: y) : nil
            }
        }
        guard let result else {
            var text = String(decoding: bytes[start..<end], as: UTF8.self)
            if text.count > 60 { text = String(text.prefix(60)) + "..." }
            throw ShapeInputError(field: "stdin:\(line)", problem: "expected two numbers 'x y', got '\(text)'")
        }
        return result
    }
}
