/// What went wrong between the suite and a producer's process, as opposed to what is wrong with
/// its shapes: each is reported under its own name, names the case it happened on, and ends
/// the run (after it, the producer's answers cannot be trusted to belong to their questions).
public enum ProtocolFault: Error, Hashable, Sendable, CustomStringConvertible {
    /// The command could not be started.
    case launch(String)
    /// No answer (or no room to write) before the deadline: what did not happen, in a sentence.
    case timeout(String)
    /// The producer closed its stdout or exited: how it ended, and the end of its stderr.
    case exited(String, stderr: String)
    /// A line that is not a valid message: what is wrong, and (the start of) the line.
    case malformed(String, line: String)
    /// A response whose id is not the id of the request it answers.
    case wrongID(expected: Int, got: Int)
    /// A handshake the suite cannot work with (another protocol version, say).
    case handshake(String)

    /// The kind, as reports and corpus messages name it.
    public var kind: String {
        switch self {
        case .launch: "launch failure"
        case .timeout: "timeout"
        case .exited: "producer exited"
        case .malformed: "malformed line"
        case .wrongID: "wrong id"
        case .handshake: "bad handshake"
        }
    }

    /// What happened, without the kind.
    public var detail: String {
        switch self {
        case .launch(let why): why
        case .timeout(let what): what
        case .exited(let how, let stderr):
            how + (stderr.isEmpty ? "" : "; the end of its stderr: " + Self.excerpt(stderr, last: 300))
        case .malformed(let problem, let line): line.isEmpty ? problem : "\(problem); the line: " + Self.excerpt(line, last: nil)
        case .wrongID(let expected, let got): "expected a response to request \(expected), got id \(got)"
        case .handshake(let problem): problem
        }
    }

    public var description: String { "\(kind): \(detail)" }

    /// At most 200 characters of `text` (its end when `last` is given), on one line.
    static func excerpt(_ text: String, last: Int?) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " | ")
        if let last, flat.count > last { return "…" + flat.suffix(last) }
        return flat.count > 200 ? String(flat.prefix(200)) + "…" : flat
    }
}
