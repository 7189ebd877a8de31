import ShapeModel

/// What a fuzz run found: per-property counts, corpus replay results, failures, timing.
public struct FuzzReport: Sendable {
    /// Counts for one property.
    public struct Tally: Sendable, Hashable {
        /// The property id.
        public var id: String
        /// Cases on which it passed or failed.
        public var checked = 0
        /// Cases it did not apply to.
        public var discarded = 0
        /// Cases on which it failed.
        public var failed = 0
    }

    /// A failure as reported: the shrunk failure and where it was saved.
    public struct Reported: Sendable {
        /// The failure.
        public var failure: Failure
        /// The corpus file, if saved.
        public var file: String?
        /// The picture, if saved.
        public var picture: String?
    }

    /// The run seed.
    public var seed: UInt64
    /// The share of the run's case numbers and corpus files checked (``FuzzShard/whole`` unless `--shard`).
    public var shard = FuzzShard.whole
    /// Cases generated (this shard's, for a shard).
    public var cases = 0
    /// Wall-clock seconds of the fuzz phase (the one thing that varies between identical runs).
    public var seconds = 0.0
    /// One tally per property, in catalog order.
    public var tallies: [Tally]
    /// Corpus entries replayed.
    public var corpusReplayed = 0
    /// Corpus entries that failed, by file.
    public var corpusFailures: [String] = []
    /// Failures found by fuzzing, shrunk.
    public var failures: [Reported] = []
    /// Crash entries filed from the pending files of a run that died (``CrashRecovery``).
    public var crashes: [String] = []
    /// Whether the run was stopped early by an ``Interruption`` (the counts are the cases checked until then).
    public var interrupted = false

    /// Whether anything failed (exit status 1).
    public var hasFailures: Bool { !corpusFailures.isEmpty || !crashes.isEmpty || tallies.contains { $0.failed > 0 } }

    /// Cases per second of the fuzz phase.
    public var casesPerSecond: Double { seconds > 0 ? Double(cases) / seconds : 0 }

    /// The per-property table and a total line.
    public var summaryText: String {
        let width = Swift.max(8, tallies.map(\.id.count).max() ?? 0)
        func pad(_ s: String, _ n: Int, left: Bool = false) -> String {
            let fill = String(repeating: " ", count: Swift.max(0, n - s.count))
            return left ? s + fill : fill + s
        }
        var lines = [pad("property", width, left: true) + "  " + pad("checked", 9) + "  " + pad("discarded", 9) + "  " + pad("failed", 7)]
        for t in tallies {
            lines.append(pad(t.id, width, left: true) + "  " + pad(String(t.checked), 9) + "  " + pad(String(t.discarded), 9) + "  " + pad(String(t.failed), 7))
        }
        lines.append("corpus: \(corpusReplayed) replayed, \(corpusFailures.count) failed"
            + (crashes.isEmpty ? "" : "; \(crashes.count) crash entries filed from the pending cases of a run that died"))
        let rate = Int(casesPerSecond.rounded())
        let share = shard.isWhole ? "" : ", shard \(shard) (case numbers n with n % \(shard.count) == \(shard.index))"
        lines.append("\(cases) cases in \(JSONWriter.number((seconds * 10).rounded() / 10)) s (\(rate) cases/s), seed \(seed)\(share): "
            + (hasFailures ? "FAILED" : "all properties hold") + (interrupted ? " (INTERRUPTED: the summary so far)" : ""))
        return lines.joined(separator: "\n")
    }

    /// `"failed"` or `"passed"`: the `status` field of ``jsonValue``. (The tool writes
    /// `"bad-input"` itself when a run stops on bad input, as it has no report then.)
    public var status: String { hasFailures ? "failed" : "passed" }

    /// The report as JSON (`--json FILE`), canonical.
    public var jsonValue: JSONValue {
        .object([
            "seed": .string(String(seed)),
            "shard": .object(["index": .number(Double(shard.index)), "count": .number(Double(shard.count))]),
            "cases": .number(Double(cases)),
            "seconds": .number(seconds),
            "casesPerSecond": .number(casesPerSecond),
            "properties": .array(tallies.map { t in
                .object(["id": .string(t.id), "checked": .number(Double(t.checked)),
                         "discarded": .number(Double(t.discarded)), "failed": .number(Double(t.failed))])
            }),
            "corpus": .object(["replayed": .number(Double(corpusReplayed)), "failed": .array(corpusFailures.map { .string($0) })]),
            "failures": .array(failures.map { r in
                .object(["property": .string(r.failure.property), "message": .string(r.failure.message),
                         "case": r.failure.entry.jsonValue,
                         "file": r.file.map { .string($0) } ?? .null, "picture": r.picture.map { .string($0) } ?? .null])
            }),
            "crashes": .array(crashes.map { .string($0) }),
            "passed": .bool(!hasFailures),
            "interrupted": .bool(interrupted),
            "status": .string(status),
        ])
    }
}
