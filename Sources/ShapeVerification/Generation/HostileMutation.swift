/// The ways ``HostileInputGenerator`` spoils a valid JSON document, and the spellings each draws
/// from: the classes of bad input the issue names (truncation, swapped types, NaN and infinity
/// spelled every way JSON parsers meet them, 1e308, -0 and subnormals, deep nesting, duplicate
/// and unknown keys, invalid UTF-8, a byte-order mark, an empty file, a 10 MB file) and a few
/// more (bit flips, bad escapes, trailing text).
///
/// Each table lists its simplest entry first: a draw of 0 picks it, so shrinking walks a
/// failure toward the plainest spelling that still shows it.
enum HostileMutation: CaseIterable, Sendable {
    case truncate, swapType, nonFiniteNumber, extremeNumber, badNumberSpelling, deepNesting
    case duplicateKey, unknownKey, removeMember, invalidUTF8InString, badEscape, insertBytes
    case flipByte, trailingText, empty, tenMegabytes, oddString, formatVersion

    /// How often it is drawn, relative to the others (the 10 MB file is rare: it costs 10 MB).
    var weight: Int {
        switch self {
        case .truncate, .swapType, .nonFiniteNumber, .extremeNumber: 10
        case .duplicateKey, .unknownKey, .flipByte: 8
        case .removeMember, .invalidUTF8InString, .insertBytes: 6
        case .badNumberSpelling, .badEscape: 5
        case .deepNesting, .trailingText: 4
        case .oddString, .formatVersion: 3
        case .empty: 2
        case .tenMegabytes: 1
        }
    }

    /// Whether it edits the serialised bytes (after every tree edit) rather than the document tree.
    var editsBytes: Bool {
        switch self {
        case .truncate, .insertBytes, .flipByte, .trailingText, .empty, .tenMegabytes: true
        default: false
        }
    }

    /// What a number can be replaced by that no JSON parser should take as a finite number:
    /// the non-standard spellings of NaN and infinity, and finite-looking text beyond the doubles.
    static let nonFiniteTokens: [String] = [
        "NaN", "-NaN", "nan", "+NaN", "Infinity", "-Infinity", "+Infinity", "inf", "-inf", "Inf", "INF",
        "1e999", "-1e999", "1E400", "-1e+400",
        // 2^1024: the first integer that rounds to infinity.
        "179769313486231590772930519078902473361797697894230657273430081157732675805500963132708477322407536021120113879871393357658789768814416622492847430639474124377767893424865485276302219601246094119453082952085005768838150682342462881473913110540827237163350510684586298239947245938479716304835356329624224137216",
    ]

    /// Strings where numbers belong, spelled like non-finite numbers.
    static let nonFiniteStrings: [String] = ["NaN", "Infinity", "-Infinity", "inf", "1e999", "12"]

    /// Valid JSON numbers at the edges of the doubles and of the input limits.
    static let extremeNumbers: [String] = [
        "1e308", "-1e308", "1.7976931348623157e308", "-0", "-0.0", "0e0", "-0e-5",
        "5e-324", "-5e-324", "4.9e-324", "2.2250738585072014e-308", "2.225073858507201e-308",
        "1e-400", "-1e-400", "1e9", "1000000000.0000001", "1000000001", "-1e9", "1e-9", "9.99999999e-10",
        "1e10", "123456789012345678901234567890", "0.1e1", "1E2",
        "0." + String(repeating: "0", count: 400) + "1",
        "1" + String(repeating: "0", count: 400),
    ]

    /// Number spellings JSON does not allow.
    static let badNumbers: [String] = ["01", "1.", ".5", "+1", "0x10", "1e", "1e+", "-", "--1", "1_000", "\u{FF11}", "1,5", "1.2.3", "0b1"]

    /// Values of every JSON type, to swap in for a value of another.
    static let typeSwaps: [String] = [#""text""#, "null", "true", "false", #""""#, "0", "1", "-1", "[]", "{}", "[1,2]", #"{"a":1}"#, #""12""#]

    /// Nesting depths: past the limit by one, the issue's 100,000, at and just inside the limit,
    /// and past the size limit (1.2 MB of brackets).
    static let depths: [Int] = [257, 100_000, 256, 255, 1_000, 600_000]

    /// Keys no reader asks for: near misses, empty, non-ASCII, canonically equivalent spellings,
    /// control and bidirectional characters, punctuation that looks like a path, and a long one.
    static let unknownKeys: [String] = [
        "colour", "Corners", "corners ", "", "topleft", "é", "e\u{301}", "\u{0}", "a\nb", "\u{202E}evil",
        "a.b", "size[0]", "family", String(repeating: "k", count: 200),
    ]

    /// Invalid UTF-8: a stray byte, an overlong '/', an encoded surrogate, a code point past
    /// U+10FFFF, a cut sequence, a lone continuation byte, a five-byte form, a cut lead byte.
    static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xE2, 0x82], [0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xC2], [0xFE],
    ]

    /// String literals with bad escapes or raw control characters (the last, an escaped NUL, is valid).
    static let badEscapes: [String] = [
        #""\x41""#, #""\u12""#, #""\u12G4""#, #""\ud800""#, #""\udc00""#, #""\ud800\u0041""#, #""\""#,
        "\"a\u{1}b\"", "\"a\nb\"", #""\U0041""#, #""\'""#, "\"\u{7F}\"", #""\u0000""#,
    ]

    /// Bytes inserted somewhere: byte-order marks (UTF-8, UTF-16 both ways), NUL, invalid UTF-8,
    /// an ANSI escape, U+2028 (a JavaScript line break, not JSON whitespace), a non-breaking space.
    static let insertions: [[UInt8]] = [
        [0xEF, 0xBB, 0xBF], [0xFE, 0xFF], [0xFF, 0xFE], [0x00], [0xFF], [0xC0, 0xAF],
        [0x1B, 0x5B, 0x33, 0x31, 0x6D], [0xE2, 0x80, 0xA8], [0xC2, 0xA0],
    ]

    /// Text after the document.
    static let trailing: [String] = [",", "}", "]", "x", " // comment", "\n{}", "\u{0}", "/* c */", "NaN", "\u{FEFF}"]

    /// Whole documents with nothing in them.
    static let emptyDocuments: [String] = ["", " ", "\n\n", "\t", "\r\n"]

    /// Ten megabytes (the issue's big file): 10 MiB, past the 1 MiB JSON size limit.
    static let tenMegabyteSize = 10 << 20

    /// Strings to swap in for a string value: long (valid, under the size limit), non-ASCII,
    /// a lone combining mark, a bidirectional override, NUL, near misses of valid names.
    static let oddStrings: [String] = [
        String(repeating: "x", count: 100_000), "é", "😀", "\u{301}", "\u{202E}", "\u{0}", "square ", "SQUARE", "rounded\n",
        "inward\u{0}", "e\u{301}",
    ]

    /// `formatVersion` values: the next version, nonsense versions, the current one as a string.
    static let formatVersions: [String] = ["2", "0", "-1", "1.5", "1e9", "1e300", "-0", #""1""#, "null", "1.0", "3"]
}
