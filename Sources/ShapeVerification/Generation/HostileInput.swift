/// One bad (or, without mutations, good) document for one of the suite's own readers: what
/// ``HostileInputGenerator`` makes and ``ReaderCheck`` judges.
public struct HostileInput: Hashable, Sendable {
    /// The reader a document is fed to.
    public enum Reader: String, CaseIterable, Hashable, Sendable {
        /// `ShapeSpec(json:)` on `JSONParser.parse`: what `inspect`, `render`, `add` ... read.
        case spec
        /// `CorpusEntry(json:)` on `JSONParser.parse`: what replay reads from `corpus/`.
        case corpusEntry = "corpus-entry"
    }

    /// The reader the document is for.
    public var reader: Reader
    /// The document's bytes, as a file would hold them.
    public var bytes: [UInt8]
    /// What was done to the valid document, in order (empty: it is the valid document).
    public var mutations: [String]

    /// A description of the input for a report: the reader, the mutations and the bytes as text,
    /// with bytes that are not printable ASCII shown as `\xNN`, cut after `limit` bytes.
    public func excerpt(limit: Int = 400) -> String {
        var text = ""
        for b in bytes.prefix(limit) {
            switch b {
            case 0x20...0x7E: text.unicodeScalars.append(Unicode.Scalar(b))
            case 0x0A: text += "\\n"
            default:
                let digits = Array("0123456789ABCDEF")
                text += "\\x" + String([digits[Int(b >> 4)], digits[Int(b & 15)]])
            }
        }
        if bytes.count > limit { text += "... (\(bytes.count) bytes)" }
        let done = mutations.isEmpty ? "none" : mutations.joined(separator: "; ")
        return "\(reader.rawValue) reader, mutations: \(done); bytes: \(text)"
    }
}
