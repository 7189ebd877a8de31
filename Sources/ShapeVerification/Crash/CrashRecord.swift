import ShapeModel

/// What a corpus entry of a trap records: the case made the producer's process die of a signal
/// (a `fatalError`, an overflow, an index out of range) instead of failing politely.
///
/// A crash entry is a ``CorpusEntry`` with a `crash` member; it is written with format version 2
/// (an older tool reports it as newer, never misreads it), while entries without one stay at
/// version 1 so that their bytes and names do not change. Replay runs a crash entry only in a
/// child process (``ChildCaseRunner``), under the producer it trapped with.
///
/// ```swift
/// let crash = CrashRecord(signal: "SIGILL", during: .generatedCase, fault: nil, output: "Fatal error: index out of range")
/// crash.jsonValue   // {"during": "case", "fault": null, "output": "...", "signal": "SIGILL"}
/// ```
public struct CrashRecord: Hashable, Sendable {
    /// Where the trap was met.
    public enum Moment: String, Hashable, Sendable, CaseIterable {
        /// Checking a generated case.
        case generatedCase = "case"
        /// Checking a shrink candidate (a case derived from a failing one).
        case shrinking = "shrink"
        /// Replaying a corpus entry.
        case replay = "replay"
    }

    /// The signal's name (`SIGILL`, `SIGTRAP`, `SIGSEGV`, ...), or `timeout` for a child that
    /// did not end within its time limit and was killed.
    public var signal: String
    /// Where it was met.
    public var during: Moment
    /// The ``Fault`` of the producer that trapped (a self-test's faulty producer), `nil` for the core.
    public var fault: String?
    /// The trap's own line from the child's standard error (`...: Fatal error: ...`), at most
    /// ``outputLimit`` characters; empty if it printed none.
    public var output: String

    /// The longest ``output`` kept.
    public static let outputLimit = 300

    /// A record of a trap.
    public init(signal: String, during: Moment, fault: String?, output: String) {
        self.signal = signal
        self.during = during
        self.fault = fault
        self.output = String(output.prefix(Self.outputLimit))
    }

    /// The producer's name in messages: `core` or `faulty(NAME)`.
    public var producerName: String { fault.map { "faulty(\($0))" } ?? "core" }

    /// One line for reports: `traps with SIGILL: Fatal error: ...`.
    public var summary: String { "traps with \(signal)" + (output.isEmpty ? "" : ": \(output)") }

    /// `{"during", "fault", "output", "signal"}`.
    public var jsonValue: JSONValue {
        .object(["signal": .string(signal), "during": .string(during.rawValue), "fault": fault.map { .string($0) } ?? .null,
                 "output": .string(output)])
    }

    /// Decodes the `crash` member; errors name `crash.FIELD`.
    public init(json value: JSONValue, path: String = "crash") throws(ShapeInputError) {
        var reader = try JSONObjectReader(value, path: path)
        guard let signal = try reader.string("signal"), !signal.isEmpty else {
            throw ShapeInputError(field: reader.field("signal"), problem: "is required (a signal name such as SIGILL)")
        }
        let duringText = try reader.string("during") ?? ""
        guard let during = Moment(rawValue: duringText) else {
            throw ShapeInputError(field: reader.field("during"), problem: "expected one of \(Moment.allCases.map(\.rawValue).joined(separator: ", ")), got \(ShapeInputError.quoted(duringText))")
        }
        let fault: String?
        switch reader.optional("fault") {
        case nil, .null?: fault = nil
        case .string(let name)?:
            guard Fault(rawValue: name) != nil else {
                throw ShapeInputError(field: reader.field("fault"), problem: "unknown fault \(ShapeInputError.quoted(name))")
            }
            fault = name
        case let other?: throw ShapeInputError(field: reader.field("fault"), problem: "expected a fault name or null, got \(other.kindName)")
        }
        self.init(signal: signal, during: during, fault: fault, output: try reader.string("output") ?? "")
        try reader.rejectUnknownKeys()
    }

    /// The name of signal `number` (`SIGILL`), or `signal N` for one without a common name.
    public static func signalName(_ number: Int32) -> String {
        // Numbers as on Linux and macOS alike for these; SIGBUS and SIGSYS differ and are looked up by value.
        let names: [Int32: String] = [1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 8: "SIGFPE",
                                      9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 14: "SIGALRM", 15: "SIGTERM"]
        if let name = names[number] { return name }
        #if os(Linux)
        if number == 7 { return "SIGBUS" }
        if number == 31 { return "SIGSYS" }
        #else
        if number == 10 { return "SIGBUS" }
        if number == 12 { return "SIGSYS" }
        #endif
        return "signal \(number)"
    }
}
