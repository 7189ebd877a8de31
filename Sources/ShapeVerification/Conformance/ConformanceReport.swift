import ShapeModel

/// What a conformance run found about one producer: per property and per feature, pass, fail
/// or skipped, and every counterexample with its picture and the line that replays it. The
/// page a platform team reads (``markdown(pictures:)``) and its JSON (``jsonValue``).
public struct ConformanceReport: Sendable {
    /// A property's verdict over the run.
    public enum Verdict: String, Sendable {
        /// Checked at least once, never failed.
        case pass
        /// Failed at least once.
        case fail
        /// Not run: the producer lacks what it needs.
        case skipped
        /// Run, but every case was outside it (discarded).
        case notExercised = "not-exercised"
    }

    /// Counts for one property (over the run, or within one feature row).
    public struct Tally: Sendable, Hashable {
        /// Cases on which it passed or failed.
        public var checked = 0
        /// Cases it did not apply to.
        public var discarded = 0
        /// Cases on which it failed.
        public var failed = 0

        /// The verdict these counts give.
        public var verdict: Verdict { failed > 0 ? .fail : checked > 0 ? .pass : .notExercised }
    }

    /// One property's line.
    public struct PropertyLine: Sendable {
        /// Its id.
        public var id: String
        /// The counts.
        public var tally = Tally()
        /// Why it was skipped, if it was.
        public var skipped: String?

        /// The verdict.
        public var verdict: Verdict { skipped != nil ? .skipped : tally.verdict }
    }

    /// A counterexample: the shrunk failure, where it was saved, and how to replay it.
    public struct Counterexample: Sendable {
        /// The failure.
        public var failure: Failure
        /// The feature rows of the case as found.
        public var cells: [FeatureCell]
        /// The corpus file, if saved.
        public var file: String?
        /// The picture, if saved.
        public var picture: String?
        /// The command that replays it.
        public var replay: String?
    }

    /// The producer's name, from its handshake.
    public var producer: String
    /// The command it was started with (`nil` for a producer linked into the suite).
    public var command: String?
    /// What it declared.
    public var capabilities: ProducerCapabilities
    /// The run's seed.
    public var seed: UInt64
    /// Cases generated.
    public var cases = 0
    /// Wall-clock seconds of the run.
    public var seconds = 0.0
    /// Requests sent to the producer (0 for a linked producer).
    public var requests = 0
    /// One line per property, in catalogue order (`protocol` first).
    public var properties: [PropertyLine]
    /// Per feature row, the tally of each property that ran (by id), and the number of cases.
    public var features: [FeatureCell: (cases: Int, tallies: [String: Tally])] = [:]
    /// Counterexamples, in the order found.
    public var counterexamples: [Counterexample] = []
    /// Corpus entries replayed before fuzzing, and those that failed.
    public var corpusReplayed = 0
    /// Files of the corpus that failed on replay.
    public var corpusFailures: [String] = []
    /// The protocol fault that ended the run, if any.
    public var incident: ProtocolIncident?

    /// The report of a producer that never completed its handshake: nothing ran, the fault failed it.
    public static func unstarted(command: String, incident: ProtocolIncident, seed: UInt64) -> ConformanceReport {
        var report = ConformanceReport(producer: "(no handshake)", command: command,
                                       capabilities: ProducerCapabilities(families: [], fractions: false, offsets: false, triangles: []),
                                       seed: seed, properties: ConformanceRunner.catalog.map { PropertyLine(id: $0.id) })
        report.incident = incident
        report.properties[0].tally = Tally(checked: 1, discarded: 0, failed: 1)
        return report
    }

    /// Whether anything failed (exit status 1).
    public var hasFailures: Bool {
        incident != nil || !corpusFailures.isEmpty || properties.contains { $0.tally.failed > 0 }
    }

    /// `passed` or `failed`.
    public var status: String { hasFailures ? "failed" : "passed" }

    /// Records one property's outcome on a case in the rows `cells`.
    mutating func count(_ outcome: CaseVerdict.Outcome, property index: Int, cells: [FeatureCell]) {
        let id = properties[index].id
        func add(_ tally: inout Tally) {
            switch outcome {
            case .pass: tally.checked += 1
            case .fail: tally.checked += 1; tally.failed += 1
            case .discard: tally.discarded += 1
            case .skipped: break
            }
        }
        add(&properties[index].tally)
        for cell in cells {
            var row = features[cell] ?? (0, [:])
            add(&row.tallies[id, default: Tally()])
            features[cell] = row
        }
    }

    /// Counts one more case in each of `cells`.
    mutating func countCase(in cells: [FeatureCell]) {
        for cell in cells { features[cell, default: (0, [:])].cases += 1 }
    }

    /// The run's summary as text: one line per property, then the verdict.
    public var summaryText: String {
        let width = Swift.max(8, properties.map(\.id.count).max() ?? 0)
        func pad(_ s: String, _ n: Int, left: Bool = false) -> String {
            let fill = String(repeating: " ", count: Swift.max(0, n - s.count))
            return left ? s + fill : fill + s
        }
        var lines = [pad("property", width, left: true) + "  " + pad("checked", 8) + "  " + pad("discarded", 9) + "  " + pad("failed", 6) + "  verdict"]
        for p in properties {
            let verdict = p.skipped.map { "skipped: \($0)" } ?? p.verdict.rawValue
            lines.append(pad(p.id, width, left: true) + "  " + pad(String(p.tally.checked), 8) + "  " + pad(String(p.tally.discarded), 9)
                + "  " + pad(String(p.tally.failed), 6) + "  " + verdict)
        }
        if corpusReplayed > 0 { lines.append("corpus: \(corpusReplayed) replayed, \(corpusFailures.count) failed") }
        if let incident { lines.append("protocol fault: \(incident)") }
        lines.append("\(producer): \(cases) cases, \(requests) requests in \(JSONWriter.number((seconds * 10).rounded() / 10)) s, seed \(seed): "
            + (hasFailures ? "FAILED" : "conforms for its declared capabilities"))
        return lines.joined(separator: "\n")
    }
}
