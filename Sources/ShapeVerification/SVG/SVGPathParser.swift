import ShapeModel

/// Reads SVG path data (the `d` attribute; SVG 1.1, section 8.3) for the suite: the commands
/// `M L H V Q C A Z`, absolute and relative, with SVG's compact forms: repeated parameter sets
/// without repeating the letter, implicit lines after a move, numbers run together where a sign
/// or a second decimal point separates them (`1-2`, `.5.5`), and arc flags with or without
/// separators (`A 5 5 0 0110 20`). `S` and `T` (smooth curves) are not read: the package never
/// writes them.
///
/// Errors are ``FormatError``s naming the byte offset of the offending character; nothing traps.
///
/// ```swift
/// let commands = try SVGPathParser.parse("M0 0h10v10a5 5 0 0 1-5 5z")
/// // move (0, 0), line (10, 0), line (10, 10), arc to (5, 15), close
/// ```
public enum SVGPathParser {
    /// The commands of `text`, made absolute.
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func parse(_ text: String) throws(FormatError) -> [SVGPathCommand] {
        var scanner = Scanner(Array(text.utf8))
        var commands: [SVGPathCommand] = []
        var current = Point.zero
        var subpathStart = Point.zero
        scanner.skipSpace()
        guard !scanner.isAtEnd else { return [] }
        let firstAt = scanner.position
        var letter = try scanner.commandLetter()
        guard letter == UInt8(ascii: "M") || letter == UInt8(ascii: "m") else {
            throw FormatError("SVG path data", offset: firstAt, "path data must start with M or m, not \(Self.character(letter))")
        }
        while true {
            let relative = letter >= UInt8(ascii: "a")
            let upper = relative ? letter - 32 : letter
            func point(_ x: Double, _ y: Double) -> Point { relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y) }
            if upper == UInt8(ascii: "Z") {
                commands.append(.close)
                current = subpathStart
            } else {
                // One or more parameter sets; the first is required.
                var first = true
                repeat {
                    switch upper {
                    case UInt8(ascii: "M"):
                        let p = point(try scanner.number(), try scanner.number())
                        // Pairs after the first are implicit lines (relative after `m`).
                        if first { commands.append(.move(to: p)); subpathStart = p } else { commands.append(.line(to: p)) }
                        current = p
                    case UInt8(ascii: "L"):
                        let p = point(try scanner.number(), try scanner.number())
                        commands.append(.line(to: p)); current = p
                    case UInt8(ascii: "H"):
                        let x = try scanner.number()
                        let p = Point(x: relative ? current.x + x : x, y: current.y)
                        commands.append(.line(to: p)); current = p
                    case UInt8(ascii: "V"):
                        let y = try scanner.number()
                        let p = Point(x: current.x, y: relative ? current.y + y : y)
                        commands.append(.line(to: p)); current = p
                    case UInt8(ascii: "Q"):
                        let c = point(try scanner.number(), try scanner.number())
                        let p = point(try scanner.number(), try scanner.number())
                        commands.append(.quad(control: c, to: p)); current = p
                    case UInt8(ascii: "C"):
                        let c1 = point(try scanner.number(), try scanner.number())
                        let c2 = point(try scanner.number(), try scanner.number())
                        let p = point(try scanner.number(), try scanner.number())
                        commands.append(.cubic(control1: c1, control2: c2, to: p)); current = p
                    default:   // "A": commandLetter() admits nothing else
                        let rx = try scanner.number(), ry = try scanner.number(), rotation = try scanner.number()
                        let large = try scanner.flag(), sweep = try scanner.flag()
                        let p = point(try scanner.number(), try scanner.number())
                        commands.append(.arc(SVGArcCommand(radiusX: rx, radiusY: ry, rotation: rotation, largeArc: large, sweep: sweep, end: p)))
                        current = p
                    }
                    first = false
                    scanner.skipSeparator()
                } while scanner.startsNumber
            }
            scanner.skipSpace()
            if scanner.isAtEnd { return commands }
            letter = try scanner.commandLetter()
        }
    }

    static func character(_ byte: UInt8) -> String {
        (32 ... 126).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    /// The byte-level reader.
    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { position >= bytes.count }

        private func error(_ problem: String) -> FormatError { FormatError("SVG path data", offset: position, problem) }

        private var found: String { isAtEnd ? "the end of the data" : SVGPathParser.character(bytes[position]) }

        static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
        static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

        mutating func skipSpace() {
            while !isAtEnd && Self.isSpace(bytes[position]) { position += 1 }
        }

        /// `comma-wsp?`: spaces, at most one comma, spaces.
        mutating func skipSeparator() {
            skipSpace()
            if !isAtEnd && bytes[position] == UInt8(ascii: ",") { position += 1; skipSpace() }
        }

        /// Whether a number (sign, digit or point) comes next.
        var startsNumber: Bool {
            guard !isAtEnd else { return false }
            let b = bytes[position]
            return Self.isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
        }

        mutating func commandLetter() throws(FormatError) -> UInt8 {
            let b = bytes[position]
            // Bytes, not Characters: comparing Characters compared strings, once per letter tried.
            switch b {
            case UInt8(ascii: "M"), UInt8(ascii: "m"), UInt8(ascii: "L"), UInt8(ascii: "l"), UInt8(ascii: "H"), UInt8(ascii: "h"),
                 UInt8(ascii: "V"), UInt8(ascii: "v"), UInt8(ascii: "Q"), UInt8(ascii: "q"), UInt8(ascii: "C"), UInt8(ascii: "c"),
                 UInt8(ascii: "A"), UInt8(ascii: "a"), UInt8(ascii: "Z"), UInt8(ascii: "z"):
                position += 1
                skipSpace()
                return b
            case UInt8(ascii: "S"), UInt8(ascii: "s"), UInt8(ascii: "T"), UInt8(ascii: "t"):
                throw error("the smooth-curve command \(found) is not read (only M L H V Q C A Z)")
            default:
                throw error(startsNumber ? "a number where a command letter was expected (too many numbers for the command before)" : "expected a command letter (M L H V Q C A Z), found \(found)")
            }
        }

        /// A number: sign? (digits (. digits?)? | . digits) ([eE] sign? digits)?, then a separator.
        mutating func number() throws(FormatError) -> Double {
            let start = position
            if !isAtEnd && (bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+")) { position += 1 }
            var digits = 0
            while !isAtEnd && Self.isDigit(bytes[position]) { position += 1; digits += 1 }
            if !isAtEnd && bytes[position] == UInt8(ascii: ".") {
                position += 1
                while !isAtEnd && Self.isDigit(bytes[position]) { position += 1; digits += 1 }
            }
            guard digits > 0 else { position = start; throw error("expected a number, found \(found)") }
            if !isAtEnd && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
                let exponentAt = position
                position += 1
                if !isAtEnd && (bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+")) { position += 1 }
                var exponentDigits = 0
                while !isAtEnd && Self.isDigit(bytes[position]) { position += 1; exponentDigits += 1 }
                guard exponentDigits > 0 else { position = exponentAt; throw error("an exponent without digits") }
            }
            // The fast path gives Double(String)'s value or declines (DecimalDouble), without making a String.
            let end = position
            if let value = bytes.withUnsafeBufferPointer({ DecimalDouble.value(UnsafeBufferPointer(rebasing: $0[start ..< end])) }) {
                skipSeparator()
                return value
            }
            let text = String(decoding: bytes[start ..< position], as: UTF8.self)
            // The characters are a decimal literal by construction; the standard library rounds it correctly.
            guard let value = Double(text), value.isFinite else {
                position = start
                throw error("the number \(text) is out of range")
            }
            skipSeparator()
            return value
        }

        /// An arc flag: exactly one `0` or `1`, which may be followed directly by the next number.
        mutating func flag() throws(FormatError) -> Bool {
            guard !isAtEnd, bytes[position] == UInt8(ascii: "0") || bytes[position] == UInt8(ascii: "1") else {
                throw error("expected an arc flag 0 or 1, found \(found)")
            }
            let value = bytes[position] == UInt8(ascii: "1")
            position += 1
            skipSeparator()
            return value
        }
    }
}
