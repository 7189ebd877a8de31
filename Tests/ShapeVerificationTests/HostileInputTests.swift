import Foundation
import ShapeModel
import Testing
@testable import ShapeVerification

/// Each class of bad input the issue names, fed to the spec reader and the corpus-entry reader,
/// with the exact error text it must give (Contract: JSON reading rules): the field, or the byte
/// offset with its line and column. Then the same readers under a few thousand generated inputs.
@Suite("hostile input: the JSON readers")
struct HostileInputTests {
    /// Reads `text` as a spec; the error's text, or "accepted: <canonical JSON>".
    static func spec(_ bytes: [UInt8]) -> String {
        do { return "accepted: " + (try ShapeSpec(json: JSONParser.parse(bytes, source: "input.json")).jsonString()) } catch { return error.description }
    }

    static func spec(_ text: String) -> String { spec(Array(text.utf8)) }

    /// Reads `text` as a corpus entry; the error's text, or "accepted".
    static func entry(_ text: String) -> String {
        do { _ = try CorpusEntry(json: JSONParser.parse(text, source: "entry.json")); return "accepted" } catch { return error.description }
    }

    /// A valid entry's compact text with `old` replaced by `new` (which must occur once).
    static func entry(replacing old: String, with new: String) -> String {
        let text = JSONWriter.string(CorpusStoreTests.entry.jsonValue)
        precondition(text.components(separatedBy: old).count == 2, "\(old) is not in the entry once")
        return entry(text.replacingOccurrences(of: old, with: new))
    }

    static let rounded = #"{"corners":{"all":{"family":"rounded","size":8}}}"#

    @Test func theValidDocumentsAreAccepted() {
        #expect(Self.spec(Self.rounded) == "accepted: " + Self.rounded)
        #expect(Self.entry(JSONWriter.string(CorpusStoreTests.entry.jsonValue)) == "accepted")
    }

    @Test(arguments: [
        (#"{"corners":{"all":{"family":"rounded","size":8}"#, "input.json: invalid JSON at line 1, column 48 (byte offset 47): unexpected end of input in an object"),
        (#"{"corners":{"all":{"fam"#, "input.json: invalid JSON at line 1, column 24 (byte offset 23): unterminated string"),
        (#"{"corners":{"all":{"family":"rounded","size":8"#, "input.json: invalid JSON at line 1, column 47 (byte offset 46): unexpected end of input in an object"),
        (#"{"corners":{"all":{"family":"rounded","size":"#, "input.json: invalid JSON at line 1, column 46 (byte offset 45): unexpected end of input"),
        ("{\n  \"corners\": {\n    \"all\": {\"family\": tr", "input.json: invalid JSON at line 3, column 25 (byte offset 41): expected 'true'"),
        ("{", "input.json: invalid JSON at line 1, column 2 (byte offset 1): expected a string key"),
    ])
    func truncationNamesTheByteWhereTheTextEnds(_ text: String, _ error: String) {
        #expect(Self.spec(text) == error)
    }

    @Test(arguments: [
        (#"{"corners":{"all":{"family":"rounded","size":"8"}}}"#, #"corners.all.size: expected a number or {"fraction": f}, got a string"#),
        (#"{"corners":{"all":{"family":8,"size":8}}}"#, "corners.all.family: expected a string, got a number"),
        (#"{"corners":[]}"#, "corners: expected an object, got an array"),
        (#"{"corners":{"all":null}}"#, "corners.all: expected an object, got null"),
        (#"{"offsets":{"topLeft":{"dx":1,"dy":2}}}"#, "offsets.topLeft: expected [dx, dy], got an object"),
        (#"{"offsets":{"topLeft":[1,true]}}"#, "offsets.topLeft[1]: expected a number, got a boolean"),
        (#"{"offsets":{"topLeft":[1,2,3]}}"#, "offsets.topLeft: expected [dx, dy], got an array of 3 items"),
        (#"{"edges":{"top":{"kind":"triangle","size":{"fraction":"0.5"}}}}"#, "edges.top.size.fraction: expected a number, got a string"),
        ("[]", "document: expected an object, got an array"),
        ("12", "document: expected an object, got a number"),
    ])
    func swappedTypesNameTheField(_ text: String, _ error: String) {
        #expect(Self.spec(text) == error)
    }

    @Test func swappedTypesInACorpusEntryNameTheField() {
        #expect(Self.entry(replacing: #""formatVersion":1"#, with: #""formatVersion":"1""#) == "formatVersion: expected a number, got a string")
        #expect(Self.entry(replacing: #""seed":"18446744073709551615""#, with: #""seed":18446744073709551615"#)
            == "seed: expected a decimal string or null, got a number")
        #expect(Self.entry(replacing: #""caseNumber":17"#, with: #""caseNumber":"17""#) == "caseNumber: expected a non-negative integer or null, got a string")
        #expect(Self.entry(replacing: #""failingPoints":[[0.3333333333333333,-2]]"#, with: #""failingPoints":[[1,"2"]]"#) == "failingPoints[0]: expected [x, y]")
        #expect(Self.entry(replacing: #""size":{"height":1000000000,"width":100.5}"#, with: #""size":[100,100]"#) == "size: expected an object, got an array")
        // Errors inside the spec name it from the entry's root.
        #expect(Self.entry(replacing: #""size":5"#, with: #""size":"5""#)
            == #"spec.edges.left.size: expected a number or {"fraction": f}, got a string"#)
        #expect(Self.entry(replacing: #""original":{"size":{"height":2,"width":1},"spec":{}}"#, with: #""original":{"size":{"height":2,"width":1},"spec":[]}"#)
            == "original.spec: expected an object, got an array")
    }

    /// Every spelling of NaN and infinity that some JSON parser accepts, where a number belongs:
    /// a syntax error at the token's first byte (45 is the offset of the size), never a NaN inside a spec.
    @Test(arguments: [
        ("NaN", 45, "NaN is not a JSON number (numbers must be finite)"),
        ("-NaN", 46, "NaN is not a JSON number (numbers must be finite)"),
        ("nan", 45, "nan is not a JSON number (numbers must be finite)"),
        ("+NaN", 45, "unexpected character '+'"),
        ("Infinity", 45, "Infinity is not a JSON number (numbers must be finite)"),
        ("-Infinity", 46, "Infinity is not a JSON number (numbers must be finite)"),
        ("infinity", 45, "infinity is not a JSON number (numbers must be finite)"),
        ("inf", 45, "inf is not a JSON number (numbers must be finite)"),
        ("-inf", 46, "inf is not a JSON number (numbers must be finite)"),
        ("Inf", 45, "Inf is not a JSON number (numbers must be finite)"),
        ("1e999", 45, "number '1e999' is beyond the largest finite double (about 1.8e308)"),
        ("-1e999", 45, "number '-1e999' is beyond the largest finite double (about 1.8e308)"),
        ("1E+400", 45, "number '1E+400' is beyond the largest finite double (about 1.8e308)"),
    ])
    func nonFiniteSpellingsAreSyntaxErrorsAtTheirByte(_ token: String, _ offset: Int, _ problem: String) {
        let text = #"{"corners":{"all":{"family":"rounded","size":"# + token + "}}}"
        #expect(Self.spec(text) == "input.json: invalid JSON at line 1, column \(offset + 1) (byte offset \(offset)): \(problem)")
    }

    @Test(arguments: ["NaN", "Infinity", "-Infinity", "inf", "1e999"])
    func nonFiniteStringsWhereNumbersBelongNameTheField(_ word: String) {
        #expect(Self.spec(#"{"corners":{"all":{"family":"cut","size":"\#(word)"}}}"#)
            == #"corners.all.size: expected a number or {"fraction": f}, got a string"#)
        #expect(Self.spec(#"{"offsets":{"all":["\#(word)",0]}}"#) == "offsets.all[0]: expected a number, got a string")
    }

    /// Contract: finite numbers only, input limits, negative zero, subnormals.
    @Test func numbersAtTheEdgesOfTheDoubles() throws {
        let cut = { (size: String) in Self.spec(#"{"corners":{"all":{"family":"cut","size":\#(size)}}}"#) }
        #expect(cut("1e308") == "corners.all.size: magnitude must be at most 1e9, got 1e+308")
        #expect(cut("-1e308") == "corners.all.size: must be >= 0, got -1e+308")
        #expect(cut("1000000000.0000001") == "corners.all.size: magnitude must be at most 1e9, got 1000000000.0000001")
        #expect(cut("1e9") == #"accepted: {"corners":{"all":{"family":"cut","size":1000000000}}}"#)
        // -0 is zero, and survives the round trip as -0 (Contract: JSON round trip).
        #expect(cut("-0") == #"accepted: {"corners":{"all":{"family":"cut","size":-0}}}"#)
        #expect(cut("-0.0e5") == #"accepted: {"corners":{"all":{"family":"cut","size":-0}}}"#)
        // Subnormals are numbers like any other: kept bit for bit where a field allows them.
        #expect(cut("5e-324") == #"accepted: {"corners":{"all":{"family":"cut","size":5e-324}}}"#)
        #expect(cut("2.225073858507201e-308") == #"accepted: {"corners":{"all":{"family":"cut","size":2.225073858507201e-308}}}"#)
        // Text below the least subnormal rounds to zero, keeping its sign (correct rounding).
        #expect(cut("1e-400") == #"accepted: {"corners":{"all":{"family":"cut","size":0}}}"#)
        #expect(cut("-1e-400") == #"accepted: {"corners":{"all":{"family":"cut","size":-0}}}"#)
        #expect(Self.spec(#"{"offsets":{"topLeft":[-5e-324,-0]}}"#) == #"accepted: {"offsets":{"topLeft":[-5e-324,-0]}}"#)
        // Where a rule does forbid them: a side between 0 and 1e-9 (Contract: minimum size).
        #expect(Self.entry(replacing: #""size":{"height":1000000000,"width":100.5}"#, with: #""size":{"height":5e-324,"width":100.5}"#)
            == "size.height: must be 0 or at least 1e-9 (smaller shapes lie wholly within the hit-test tolerance), got 5e-324")
        #expect(Self.entry(replacing: #""original":{"size":{"height":2,"width":1}"#, with: #""original":{"size":{"height":2,"width":-0.5}"#)
            == "original.size.width: must be >= 0, got -0.5")
    }

    /// Contract: JSON depth limit. 256 levels read; the 257th bracket is the error's byte.
    @Test func deepNestingStopsAtTheDepthLimit() throws {
        let limit = JSONParser.maximumDepth
        let atLimit = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(throws: Never.self) { try JSONParser.parse(atLimit) }
        for depth in [limit + 1, 100_000] {
            let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            #expect(Self.spec(text) == "input.json: invalid JSON at line 1, column 257 (byte offset 256): nested deeper than 256 levels")
        }
        let objects = String(repeating: #"{"a":"#, count: 100_000)
        #expect(Self.spec(objects) == "input.json: invalid JSON at line 1, column 1281 (byte offset 1280): nested deeper than 256 levels")
        let unclosed = String(repeating: "[", count: 100_000)
        #expect(Self.spec(unclosed).hasSuffix("(byte offset 256): nested deeper than 256 levels"))
    }

    /// Contract: duplicate keys rejected, at the second key's first byte.
    @Test func duplicateKeysAreRejectedAtTheSecondOne() {
        #expect(Self.spec(#"{"corners":{},"corners":{}}"#) == "input.json: invalid JSON at line 1, column 15 (byte offset 14): duplicate key 'corners'")
        #expect(Self.spec(#"{"corners":{"all":{"family":"cut","family":"rounded"}}}"#)
            == "input.json: invalid JSON at line 1, column 35 (byte offset 34): duplicate key 'family'")
        // Keys are compared as Swift strings: two spellings of é are one key.
        #expect(Self.spec("{\"\u{E9}\":1,\"e\u{301}\":2}") == "input.json: invalid JSON at line 1, column 9 (byte offset 8): duplicate key 'é'")
        #expect(Self.entry(replacing: #"{"caseNumber":17,"#, with: #"{"caseNumber":17,"caseNumber":18,"#)
            == "entry.json: invalid JSON at line 1, column 18 (byte offset 17): duplicate key 'caseNumber'")
    }

    @Test func unknownKeysNameThemselvesAndTheKnownOnes() {
        #expect(Self.spec(#"{"colour":"red"}"#) == "colour: unknown key (expected one of: corners, edges, offsets)")
        #expect(Self.spec(#"{"corners":{"all":{"family":"cut","radius":3}}}"#) == "corners.all.radius: unknown key (expected one of: family, size)")
        #expect(Self.spec(#"{"corners":{"Top Left":{}}}"#) == "corners.Top Left: unknown key (expected one of: all, bottomLeft, bottomRight, topLeft, topRight)")
        // Names that would break the one-line message, or read as no name, are quoted and escaped.
        #expect(Self.spec(#"{"":1}"#) == "'': unknown key (expected one of: corners, edges, offsets)")
        #expect(Self.spec(#"{"a\nb":1}"#) == #"'a\nb': unknown key (expected one of: corners, edges, offsets)"#)
        #expect(Self.spec(#"{"\u202eevil":1}"#) == #"'\u{202E}evil': unknown key (expected one of: corners, edges, offsets)"#)
        #expect(Self.entry(replacing: #"{"caseNumber""#, with: #"{"extra":true,"caseNumber""#).hasPrefix("extra: unknown key (expected one of: caseNumber, "))
    }

    /// Contract: UTF-8 only. Each malformed sequence is named by its first byte and offset.
    @Test(arguments: [
        ([0xFF] as [UInt8], "byte 0xFF"), ([0xC0, 0xAF], "byte 0xC0"), ([0xE0, 0x80, 0xAF], "byte 0xE0"),
        ([0xED, 0xA0, 0x80], "byte 0xED"), ([0xF4, 0x90, 0x80, 0x80], "byte 0xF4"), ([0xE2, 0x82], "byte 0xE2"),
        ([0x80], "byte 0x80"), ([0xF8, 0x88, 0x80, 0x80, 0x80], "byte 0xF8"),
    ])
    func invalidUTF8IsNamedByItsFirstByte(_ bad: [UInt8], _ named: String) {
        let inString = Array(#"{"corners":{"all":{"family":"cu"#.utf8) + bad + Array(#"t"}}}"#.utf8)
        #expect(Self.spec(inString) == "input.json: invalid JSON at line 1, column 32 (byte offset 31): invalid UTF-8 (\(named)) in a string; JSON text must be UTF-8")
        let outside = Array(#"{"corners":"#.utf8) + bad + Array("}".utf8)
        #expect(Self.spec(outside) == "input.json: invalid JSON at line 1, column 12 (byte offset 11): unexpected \(named)")
    }

    @Test func validNonASCIIIsReadAsItIs() {
        #expect(Self.spec(#"{"corners":{"all":{"family":"é😀"}}}"#).hasPrefix("corners.all.family: unknown family 'é😀'"))
    }

    /// Contract: no byte-order mark.
    @Test func aByteOrderMarkIsRejectedAtByteZero() {
        let json = Array(Self.rounded.utf8)
        #expect(Self.spec([0xEF, 0xBB, 0xBF] + json)
            == "input.json: invalid JSON at line 1, column 1 (byte offset 0): the document starts with a UTF-8 byte-order mark (EF BB BF); save it as UTF-8 without a BOM")
        #expect(Self.spec([0xFF, 0xFE] + json)
            == "input.json: invalid JSON at line 1, column 1 (byte offset 0): the document starts with a UTF-16 byte-order mark (FF FE); JSON must be UTF-8")
        #expect(Self.spec([0xFE, 0xFF] + json).contains("UTF-16 byte-order mark (FE FF)"))
        // Not at the start: just a byte that does not belong there.
        #expect(Self.spec(Array("{".utf8) + [0xEF, 0xBB, 0xBF] + Array("}".utf8))
            == "input.json: invalid JSON at line 1, column 2 (byte offset 1): expected a string key")
    }

    @Test func anEmptyFileSaysSo() {
        #expect(Self.spec("") == "input.json: invalid JSON at line 1, column 1 (byte offset 0): the document is empty")
        #expect(Self.spec(" \n\t") == "input.json: invalid JSON at line 2, column 2 (byte offset 3): the document is only whitespace")
        #expect(Self.entry("") == "entry.json: invalid JSON at line 1, column 1 (byte offset 0): the document is empty")
    }

    /// Contract: JSON size limit. 10 MB is refused before parsing; 1 MiB exactly is read.
    @Test func aTenMegabyteFileIsRefusedBySize() {
        let padded = Array(Self.rounded.utf8) + [UInt8](repeating: 0x20, count: (10 << 20) - Self.rounded.utf8.count)
        #expect(Self.spec(padded) == "input.json: the document is 10485760 bytes, more than the limit of 1048576 (1 MiB)")
        let atLimit = Array(Self.rounded.utf8) + [UInt8](repeating: 0x20, count: JSONParser.maximumBytes - Self.rounded.utf8.count)
        #expect(Self.spec(atLimit) == "accepted: " + Self.rounded)
        #expect(Self.spec(atLimit + [0x20]).hasSuffix("is 1048577 bytes, more than the limit of 1048576 (1 MiB)"))
    }

    @Test func aNewerFormatVersionIsNamedAsNewer() {
        #expect(Self.entry(replacing: #""formatVersion":1"#, with: #""formatVersion":3"#)
            == "formatVersion: version 3 is newer than this tool's 2 (written by a newer verify-shapes; update it to replay this entry)")
        // Version 2 is a crash entry's (Contract: crash entry): without a crash member it is malformed.
        #expect(Self.entry(replacing: #""formatVersion":1"#, with: #""formatVersion":2"#)
            == "formatVersion: version 2 is for crash entries, and this one has no crash member (write 1)")
        #expect(Self.entry(replacing: #""formatVersion":1"#, with: #""formatVersion":0"#) == "formatVersion: unsupported version 0, expected 1 or 2")
        #expect(Self.entry(replacing: #""formatVersion":1"#, with: #""formatVersion":1.5"#) == "formatVersion: unsupported version 1.5, expected 1 or 2")
        // A crash member in a version-1 entry, and a crash member that is not one, name the field.
        #expect(Self.entry(replacing: #""formatVersion":1"#, with: #""crash":{"signal":"SIGILL","during":"case","fault":null,"output":""},"formatVersion":1"#)
            == "crash: a crash entry has formatVersion 2, this file says 1")
        #expect(Self.entry(replacing: #""formatVersion":1"#, with: #""crash":{"signal":"SIGILL","during":"lunch"},"formatVersion":2"#)
            == "crash.during: expected one of case, shrink, replay, got 'lunch'")
        #expect(Self.entry(replacing: #""formatVersion":1"#, with: #""crash":{"signal":"SIGILL","during":"case","fault":"no-such-fault"},"formatVersion":2"#)
            == "crash.fault: unknown fault 'no-such-fault'")
        #expect(Self.entry(replacing: #""formatVersion":1"#, with: #""crash":{"signal":"SIGILL","during":"case","extra":1},"formatVersion":2"#)
            == "crash.extra: unknown key (expected one of: during, fault, output, signal)")
    }

    /// A crash entry reads back as written, at version 2, and an entry without one stays at 1.
    @Test func aCrashEntryRoundTrips() throws {
        let plain = CorpusEntry(property: "closed-path", shapeCase: ShapeGenerator().generate(seed: 3).0, seed: 3, caseNumber: 1, message: "m")
        var crash = plain
        crash.crash = CrashRecord(signal: "SIGILL", during: .shrinking, fault: "trap-on-narrow-cut", output: "X.swift:1: Fatal error: boom")
        #expect(plain.version == 1 && crash.version == 2)
        #expect(try CorpusEntry(json: crash.jsonValue) == crash)
        #expect(try CorpusEntry(json: plain.jsonValue) == plain)
        #expect(plain.fileName != crash.fileName)
    }

    // MARK: The generator and the fuzz

    @Test func theAllZeroInputIsTheValidEmptySpec() {
        var source = ChoiceSource(replaying: [])
        let input = HostileInputGenerator().generate(&source)
        #expect(input == HostileInput(reader: .spec, bytes: Array("{}".utf8), mutations: []))
        #expect(ReaderCheck.judge(input).answer == .accepted)
    }

    @Test func sameSeedSameInputAndReplayReproduces() {
        let generator = HostileInputGenerator()
        for seed: UInt64 in 0 ..< 100 {
            let (a, choices) = generator.generate(seed: seed)
            var replay = ChoiceSource(replaying: choices.values)
            #expect(generator.generate(&replay) == a)
            #expect(generator.generate(seed: seed).0 == a)
        }
    }

    /// The judge has teeth: each rule it enforces rejects a reader answer that breaks it.
    @Test func theJudgeRejectsBadAnswers() {
        let bytes = Array("{\n  \"a\": x\n}".utf8)
        let good = ShapeInputError(field: "input.json", problem: "invalid JSON at line 2, column 8 (byte offset 9): unexpected character 'x'")
        #expect(ReaderCheck.judgeSyntaxError(good, bytes: bytes).problem == nil)
        let wrongColumn = ShapeInputError(field: "input.json", problem: "invalid JSON at line 2, column 9 (byte offset 9): unexpected character 'x'")
        #expect(ReaderCheck.judgeSyntaxError(wrongColumn, bytes: bytes).problem?.rule == "syntax error line and column disagree with its offset")
        let pastEnd = ShapeInputError(field: "input.json", problem: "invalid JSON at line 3, column 1 (byte offset 99): unexpected end of input")
        #expect(ReaderCheck.judgeSyntaxError(pastEnd, bytes: bytes).problem?.rule == "syntax error offset is past the end")
        let noOffset = ShapeInputError(field: "input.json", problem: "something is wrong")
        #expect(ReaderCheck.judgeSyntaxError(noOffset, bytes: bytes).problem?.rule == "syntax error names no byte offset")
        let document: JSONValue = ["corners": ["all": ["family": "cut", "size": "8"]], "offsets": ["topLeft": [1, "2"]]]
        for field in ["corners.all.size", "offsets.topLeft[1]", "corners.all"] {
            #expect(ReaderCheck.judgeFieldError(ShapeInputError(field: field, problem: "expected a number"), document: document).problem == nil, "\(field)")
        }
        #expect(ReaderCheck.judgeFieldError(ShapeInputError(field: "corners.all.width", problem: "is required"), document: document).problem == nil)
        for field in ["corners.topLeft.size", "offsets.topLeft[2]", "size", "", "corners.all.size.x"] {
            #expect(ReaderCheck.judgeFieldError(ShapeInputError(field: field, problem: "expected a number"), document: document).problem != nil, "\(field)")
        }
        let twoLines = ShapeInputError(field: "corners.all", problem: "bad\nvalue")
        #expect(ReaderCheck.judgeFieldError(twoLines, document: document).problem?.rule == "error is more than one line")
    }

    /// The readers under generated hostile input: nothing traps (the test process would die),
    /// every answer keeps the rules (ReaderCheck), and every class of mutation was tried.
    @Test func aFewThousandGeneratedInputsKeepTheRules() {
        let cases = TestBudget.cases(3_000)
        var log: [String] = []
        let report = ReaderFuzzer(seed: TestBudget.seed, limit: .cases(cases)).run { log.append($0) }
        #expect(report.failed == 0, "\(log.joined(separator: "\n"))")
        #expect(report.cases == cases)
        // Each answer occurs often: the generator is neither all garbage nor all valid.
        #expect(report.accepted > cases / 20 && report.rejectedAtOffset > cases / 5 && report.rejectedNamingField > cases / 10,
                "\(report.summaryText)")
    }

    @Test func everyMutationClassIsDrawn() {
        var seen = Set<String>()
        for number in 0 ..< 3_000 {
            var source = ChoiceSource(random: SplitMix64(seed: FuzzOptions.caseSeed(1, number)))
            for mutation in HostileInputGenerator().generate(&source).mutations {
                seen.insert(String(mutation.prefix { $0 != " " && $0 != "(" }))
            }
        }
        // The first word of each description: one per class.
        for word in ["truncated", "value", "number", "object", "string", "key", "inserted", "byte", "trailing", "empty", "10", "formatVersion"] {
            #expect(seen.contains(word), "no '\(word) ...' mutation in 3,000 inputs: \(seen.sorted())")
        }
    }

    /// A planted reader bug is found and shrunk to a small input by the same shrinker as shapes.
    @Test func aFailureShrinksToASmallInput() {
        let generator = HostileInputGenerator()
        // The "bug": any input with a duplicate key. Find one, then shrink it.
        let fails = { (input: HostileInput) in input.mutations.contains { $0.contains("twice") } }
        var number = 0
        var source = ChoiceSource(random: SplitMix64(seed: 0))
        while true {
            source = ChoiceSource(random: SplitMix64(seed: FuzzOptions.caseSeed(1, number)))
            if fails(generator.generate(&source)) { break }
            number += 1
        }
        let shrunk = ChoiceShrinker().shrink(source.recorded, generate: generator.generate, fails: fails)
        #expect(fails(shrunk.value))
        // One mutation of the simplest spec that has a member to duplicate (one treatment).
        #expect(shrunk.value.mutations.count == 1, "\(shrunk.value.mutations)")
        #expect(shrunk.value.reader == .spec)
        #expect(shrunk.value.bytes.count <= 160, "\(shrunk.value.excerpt()) \(shrunk.sequence)")
        #expect(shrunk.sequence.values.filter { $0 != 0 }.count <= 4, "\(shrunk.sequence)")
    }
}
