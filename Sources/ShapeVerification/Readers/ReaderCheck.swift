import ShapeModel

/// What the suite's JSON readers must do with any bytes at all (Contract: JSON reading rules),
/// checked on one ``HostileInput``.
///
/// - **Accept** only a document that is UTF-8 without a byte-order mark, within
///   `JSONParser.maximumBytes`, and whose decoded value survives its own round trip (encoded and
///   read back, it is the same value, byte for byte).
/// - **Reject** with a `ShapeInputError` of one line (at most ``maximumMessageLength``
///   characters) that names a place: a syntax error names the document and a byte offset, with a
///   line and column that agree with that offset; any other error names a field that exists in
///   the document (or, for a missing required field, whose parent does).
///
/// Traps and hangs are the other failures; a check cannot catch those, the run that calls it does
/// (a trap ends the test process, a hang the test's time limit).
public enum ReaderCheck {
    /// The name documents are read under; syntax errors name it.
    public static let source = "input.json"

    /// An error message longer than this floods a terminal (quotes of input are cut at 80 characters).
    public static let maximumMessageLength = 600

    /// How the reader answered.
    public enum Answer: Hashable, Sendable {
        /// It decoded the document.
        case accepted
        /// A syntax error at this byte offset (or, for a document over the size limit, at its end).
        case rejectedAtOffset(Int)
        /// A decoding error naming this field.
        case rejectedField(String)
    }

    /// What is wrong with an answer.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// The rule broken, a fixed phrase: shrinking keeps it (a shrunk input breaks the same rule).
        public var rule: String
        /// The particulars (the error text, the value that did not round-trip).
        public var detail: String

        public var description: String { "\(rule): \(detail)" }
    }

    /// The reader's answer on `input`, and the problem with it, if any.
    public static func judge(_ input: HostileInput) -> (answer: Answer, problem: Problem?) {
        let parsed: JSONValue
        do {
            parsed = try JSONParser.parse(input.bytes, source: source)
        } catch {
            return judgeSyntaxError(error, bytes: input.bytes)
        }
        do {
            switch input.reader {
            case .spec:
                let spec = try ShapeSpec(json: parsed)
                let again = try ShapeSpec(json: JSONParser.parse(spec.jsonString(), source: source))
                if again.jsonString() != spec.jsonString() {
                    return (.accepted, Problem(rule: "accepted value does not round-trip", detail: "\(spec.jsonString()) came back as \(again.jsonString())"))
                }
            case .corpusEntry:
                let entry = try CorpusEntry(json: parsed)
                let again = try CorpusEntry(json: JSONParser.parse(entry.canonicalBytes, source: source))
                if again.canonicalBytes != entry.canonicalBytes {
                    return (.accepted, Problem(rule: "accepted value does not round-trip", detail: "the canonical bytes changed"))
                }
            }
        } catch {
            return judgeFieldError(error, document: parsed)
        }
        if String(validating: input.bytes, as: UTF8.self) == nil {
            return (.accepted, Problem(rule: "accepted invalid UTF-8", detail: "the document is not UTF-8"))
        }
        if input.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return (.accepted, Problem(rule: "accepted a byte-order mark", detail: "the document starts with EF BB BF"))
        }
        return (.accepted, nil)
    }

    /// The problem with the reader's answer on `input`, or `nil` when it behaved.
    public static func problem(with input: HostileInput) -> Problem? {
        judge(input).problem
    }

    /// Problems any error can have: more than one line, no words, too long.
    private static func shapeProblem(_ error: ShapeInputError) -> Problem? {
        let text = error.description
        if text.contains(where: \.isNewline) { return Problem(rule: "error is more than one line", detail: text.debugDescription) }
        if error.field.isEmpty || error.problem.isEmpty { return Problem(rule: "error names nothing", detail: text.debugDescription) }
        if text.count > maximumMessageLength {
            return Problem(rule: "error is too long", detail: "\(text.count) characters: \(ShapeInputError.quoted(text))")
        }
        return nil
    }

    static func judgeSyntaxError(_ error: ShapeInputError, bytes: [UInt8]) -> (answer: Answer, problem: Problem?) {
        if let problem = shapeProblem(error) { return (.rejectedAtOffset(-1), problem) }
        guard error.field == source else {
            return (.rejectedAtOffset(-1), Problem(rule: "syntax error does not name the document", detail: error.description))
        }
        if error.problem == "the document is \(bytes.count) bytes, more than the limit of \(JSONParser.maximumBytes) (1 MiB)" {
            if bytes.count > JSONParser.maximumBytes { return (.rejectedAtOffset(bytes.count), nil) }
            return (.rejectedAtOffset(bytes.count), Problem(rule: "a document within the size limit was rejected as too big", detail: error.description))
        }
        guard let match = error.problem.prefixMatch(of: /invalid JSON at line (\d+), column (\d+) \(byte offset (\d+)\): ./),
              let line = Int(match.1), let column = Int(match.2), let offset = Int(match.3) else {
            return (.rejectedAtOffset(-1), Problem(rule: "syntax error names no byte offset", detail: error.description))
        }
        guard offset <= bytes.count else {
            return (.rejectedAtOffset(offset), Problem(rule: "syntax error offset is past the end", detail: "\(error.description) (\(bytes.count) bytes)"))
        }
        let before = bytes[..<offset]
        let expectedLine = 1 + before.filter { $0 == 0x0A }.count
        let expectedColumn = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        guard line == expectedLine, column == expectedColumn else {
            return (.rejectedAtOffset(offset), Problem(rule: "syntax error line and column disagree with its offset",
                                                       detail: "\(error.description); byte \(offset) is at line \(expectedLine), column \(expectedColumn)"))
        }
        return (.rejectedAtOffset(offset), nil)
    }

    static func judgeFieldError(_ error: ShapeInputError, document: JSONValue) -> (answer: Answer, problem: Problem?) {
        if let problem = shapeProblem(error) { return (.rejectedField(error.field), problem) }
        let missing = error.problem.hasPrefix("is required")
        let field = error.field == "document" ? "" : error.field
        guard names(field[...], in: document, missingLeaf: missing, unknownKey: error.problem.hasPrefix("unknown key")) else {
            return (.rejectedField(error.field), Problem(rule: "error names a field the document does not have", detail: error.description))
        }
        return (.rejectedField(error.field), nil)
    }

    /// Whether the dotted path `field` (`corners.topLeft.size`, `offsets.topLeft[0]`) leads
    /// through `value`. Keys may hold dots, so every key that matches a prefix is tried.
    /// `missingLeaf`: the last key may be absent (a required field). `unknownKey`: the last key
    /// may be shown quoted (a long key, or one with control characters).
    private static func names(_ field: Substring, in value: JSONValue, missingLeaf: Bool, unknownKey: Bool) -> Bool {
        if field.isEmpty { return true }
        switch value {
        case .object(let members):
            for (key, member) in members where field.hasPrefix(key) {
                let rest = field.dropFirst(key.count)
                if rest.isEmpty { return true }
                if rest.hasPrefix("."), names(rest.dropFirst(), in: member, missingLeaf: missingLeaf, unknownKey: unknownKey) { return true }
                if rest.hasPrefix("["), names(rest, in: member, missingLeaf: missingLeaf, unknownKey: unknownKey) { return true }
            }
            if unknownKey && field.hasPrefix("'") { return true }
            return missingLeaf && !field.contains(".") && !field.contains("[")
        case .array(let items):
            guard field.hasPrefix("["), let close = field.firstIndex(of: "]"),
                  let index = Int(field[field.index(after: field.startIndex) ..< close]), items.indices.contains(index) else { return false }
            var rest = field[field.index(after: close)...]
            if rest.hasPrefix(".") { rest = rest.dropFirst() }
            return names(rest, in: items[index], missingLeaf: missingLeaf, unknownKey: unknownKey)
        default:
            return false
        }
    }
}
