import Foundation
import ShapeModel
import Testing
@testable import ShapeVerification

/// `--jobs` and `--shard` change how a run's work is spread, never what it finds: the same seed
/// and budget give the same report, the same printed failures and the same corpus bytes for any
/// number of threads (and any chunk size), and the shards of a seed add up to the unsharded run.
@Suite struct ParallelRunTests {
    /// A run of a faulty producer (so there are failures to shrink and save), as everything
    /// that must not depend on the threads: the summary without its timing line, the lines
    /// logged without progress lines, the failures and the corpus files written.
    struct Outcome: Equatable {
        var summary: [String]
        var lines: [String]
        var failures: [String]
        var corpus: [String: Data]
        var tallies: [FuzzReport.Tally]
        var cases: Int
    }

    static let properties = ["closed-path", "path-matches-spec", "overlap-rule", "bounds-tight", "area-matches-oracle"]

    static func run(jobs: Int, chunkSize: Int = 16, fault: Fault = .noOverlapRule, cases: Int = 48,
                    stopsAtFirstFailure: Bool = false, shard: FuzzShard = .whole, crashSafety: Bool = false) throws -> Outcome {
        let directory = FileManager.default.temporaryDirectory
            // Unique per call: tests run in parallel, and two of them make runs with the same
            // options (one saw the other's files as "already there").
            .appendingPathComponent("parallel-\(fault)-\(jobs)-\(chunkSize)-\(stopsAtFirstFailure)-\(shard.index)of\(shard.count)-\(UUID().uuidString)")
        try? FileManager.default.removeItem(at: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        var options = FuzzOptions(seed: 7, limit: .cases(cases), properties: properties, corpus: CorpusStore(directory: directory),
                                  stopsAtFirstFailure: stopsAtFirstFailure, jobs: jobs, shard: shard)
        options.chunkSize = chunkSize
        // As `verify-shapes` runs: pending files in the corpus, crash entries checked by the tool.
        if crashSafety { options.children = ChildCaseRunner(executable: CommandLineToolTests.executable) }
        var lines: [String] = []
        let report = try FuzzRunner(options: options, producer: FaultyProducer(fault), baseline: CoreProducer()).run { lines.append($0) }
        var corpus: [String: Data] = [:]
        if let files = FileManager.default.enumerator(atPath: directory.path) {
            for case let file as String in files where file.hasSuffix(".json") || file.hasSuffix(".svg") {
                corpus[file] = FileManager.default.contents(atPath: directory.appendingPathComponent(file).path)
            }
        }
        let root = directory.standardizedFileURL.path
        return Outcome(
            summary: Array(report.summaryText.split(separator: "\n").dropLast().map(String.init)),
            lines: lines.filter { !$0.hasPrefix("progress:") }.map { $0.replacingOccurrences(of: root, with: "CORPUS") },
            failures: report.failures.map { "\($0.failure.property) #\($0.failure.caseNumber): \($0.failure.shrunk.jsonString) \($0.failure.message)" },
            corpus: corpus, tallies: report.tallies, cases: report.cases)
    }

    @Test func theReportAndTheCorpusBytesDoNotDependOnTheJobs() throws {
        let one = try Self.run(jobs: 1)
        #expect(one.cases == 48)
        #expect(one.failures.count >= 2, "the faulty producer should fail several properties: \(one.failures)")
        #expect(one.corpus.count == 2 * one.failures.count, "an entry and a picture per failure: \(one.corpus.keys.sorted())")
        for (jobs, chunk) in [(2, 16), (3, 1), (4, 5)] {
            let other = try Self.run(jobs: jobs, chunkSize: chunk)
            #expect(other.summary == one.summary, "jobs \(jobs), chunks of \(chunk)")
            #expect(other.lines == one.lines, "jobs \(jobs), chunks of \(chunk)")
            #expect(other.failures == one.failures, "jobs \(jobs), chunks of \(chunk)")
            #expect(other.corpus == one.corpus, "jobs \(jobs), chunks of \(chunk): corpus files differ")
        }
        // Pending files (written before every case and shrink candidate) change nothing saved or printed.
        for jobs in [1, 3] {
            let guarded = try Self.run(jobs: jobs, chunkSize: 5, crashSafety: true)
            #expect(guarded.summary == one.summary && guarded.lines == one.lines && guarded.failures == one.failures, "pending files, jobs \(jobs)")
            #expect(guarded.corpus == one.corpus, "pending files, jobs \(jobs): corpus files differ")
        }
    }

    /// A run that stops at its first failure stops at the lowest failing case number, whatever
    /// worker found a failure first, and counts exactly the cases up to it.
    @Test func aRunThatStopsAtItsFirstFailureStopsAtTheSameCase() throws {
        let one = try Self.run(jobs: 1, fault: .roundedCornersIgnoreTheAngle, cases: 400, stopsAtFirstFailure: true)
        #expect(one.failures.count == 1)
        #expect(one.cases > 20, "the fault should be caught after a few chunks, to test the stop: \(one.failures)")
        for (jobs, chunk) in [(2, 3), (4, 1), (3, 16)] {
            let other = try Self.run(jobs: jobs, chunkSize: chunk, fault: .roundedCornersIgnoreTheAngle, cases: 400, stopsAtFirstFailure: true)
            #expect(other == one, "jobs \(jobs), chunks of \(chunk)")
        }
    }

    /// Shards 0/2 and 1/2 (and 0/3, 1/3, 2/3) together check exactly the cases of the unsharded
    /// run: the same number, the same tallies and the same failing cases, each found by one shard.
    @Test func shardsAddUpToTheUnshardedRun() throws {
        func failingCases(_ shard: FuzzShard, jobs: Int) throws -> (report: FuzzReport, failing: [String]) {
            var options = FuzzOptions(seed: 11, limit: .cases(45), properties: Self.properties, shrink: false,
                                      failuresShrunkPerProperty: .max, jobs: jobs, shard: shard)
            options.chunkSize = 4
            let report = try FuzzRunner(options: options, producer: FaultyProducer(.noOverlapRule), baseline: CoreProducer()).run { _ in }
            return (report, report.failures.map { "\($0.failure.property) #\($0.failure.caseNumber)" })
        }
        let whole = try failingCases(.whole, jobs: 2)
        #expect(whole.report.cases == 45)
        #expect(!whole.failing.isEmpty)
        for count in [2, 3] {
            let shards = try (0 ..< count).map { try failingCases(FuzzShard(index: $0, count: count), jobs: 1 + $0 % 2) }
            #expect(shards.map(\.report.cases).reduce(0, +) == 45)
            #expect(shards.map(\.report.cases) == (0 ..< count).map { (45 - $0 + count - 1) / count })
            for (index, tally) in whole.report.tallies.enumerated() {
                let parts = shards.map { $0.report.tallies[index] }
                #expect(parts.map(\.checked).reduce(0, +) == tally.checked, "\(tally.id)")
                #expect(parts.map(\.discarded).reduce(0, +) == tally.discarded, "\(tally.id)")
                #expect(parts.map(\.failed).reduce(0, +) == tally.failed, "\(tally.id)")
            }
            #expect(Set(shards.flatMap(\.failing)) == Set(whole.failing))
            #expect(shards.map(\.failing.count).reduce(0, +) == whole.failing.count)
            for (k, shard) in shards.enumerated() {
                #expect(shard.report.failures.allSatisfy { $0.failure.caseNumber % count == k })
                #expect(shard.report.summaryText.contains("shard \(k)/\(count)"))
            }
        }
    }

    /// The first shrunk failure of each property in the unsharded run is, byte for byte, the
    /// first shrunk failure of that property in the shard that owns its case.
    @Test func theUnshardedRunsShrunkFailuresAreTheShardsOwn() throws {
        let whole = try Self.run(jobs: 2, cases: 30)
        let shards = try (0 ..< 2).map { try Self.run(jobs: 1, cases: 30, shard: FuzzShard(index: $0, count: 2)) }
        for (path, bytes) in whole.corpus {
            #expect(shards.contains { $0.corpus[path] == bytes }, "no shard wrote \(path)")
        }
    }

    /// A time limit stops the handing out of cases, but every case handed out is finished: the
    /// cases counted are exactly case numbers 0 ..< cases, as a run with that budget checks.
    @Test func aTimedRunCountsAContiguousPrefix() throws {
        let timed = try FuzzRunner(options: FuzzOptions(seed: 3, limit: .seconds(0.3), properties: ["closed-path", "overlap-rule"], jobs: 3))
            .run { _ in }
        #expect(timed.cases > 0)
        let counted = try FuzzRunner(options: FuzzOptions(seed: 3, limit: .cases(timed.cases), properties: ["closed-path", "overlap-rule"], jobs: 1))
            .run { _ in }
        #expect(counted.tallies == timed.tallies)
    }

    /// One case is one call: the verdict the loop merges is what checking the case alone says.
    @Test func checkCaseIsTheUnitOfWork() throws {
        let runner = FuzzRunner(options: FuzzOptions(seed: 7), producer: FaultyProducer(.noOverlapRule), baseline: CoreProducer())
        let properties = try runner.selectedProperties()
        var failing = 0
        for number in 0 ..< 20 {
            let verdict = runner.checkCase(number, properties: properties)
            #expect(verdict.caseNumber == number && verdict.outcomes.count == properties.count)
            #expect(verdict.hasFailure == verdict.outcomes.contains(.fail))
            let first = runner.checkCase(number, properties: properties, stoppingAtFirstFailure: true)
            if let stop = first.outcomes.firstIndex(of: .fail) {
                failing += 1
                #expect(first.outcomes[..<stop] == verdict.outcomes[..<stop])
                #expect(first.outcomes[(stop + 1)...].allSatisfy { $0 == .skipped })
            } else {
                #expect(first.outcomes == verdict.outcomes)
            }
        }
        #expect(failing > 0)
    }

    @Test func corpusReplayIsTheSameOnAnyNumberOfThreadsAndSharesOutByShard() throws {
        let store = CorpusStore(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("corpus"))
        let sequential = try CorpusReplay.run(store, jobs: 1)
        try #require(sequential.results.count >= 4, "the repository's corpus should have entries")
        let parallel = try CorpusReplay.run(store, jobs: 3)
        #expect(parallel.results.map(\.file) == sequential.results.map(\.file))
        #expect(parallel.results.map(\.outcome) == sequential.results.map(\.outcome))
        #expect(parallel.skipped.map(\.description) == sequential.skipped.map(\.description))
        let halves = try (0 ..< 2).map { try CorpusReplay.run(store, shard: FuzzShard(index: $0, count: 2), jobs: 2).results.map(\.file) }
        #expect(halves[0].count + halves[1].count == sequential.results.count)
        #expect(Set(halves[0] + halves[1]) == Set(sequential.results.map(\.file)))
    }

    /// Files that cannot be replayed are reported the same way, in path order, on any number of
    /// threads, and each by exactly one shard.
    @Test func hostileCorpusFilesAreSkippedTheSameOnAnyNumberOfThreads() throws {
        let store = try CorpusHostileDirectoryTests.hostileCorpus()
        defer { try? FileManager.default.removeItem(at: store.directory) }
        let sequential = try CorpusReplay.run(store, jobs: 1)
        #expect(sequential.skipped.count >= 10)
        let parallel = try CorpusReplay.run(store, jobs: 4)
        #expect(parallel.skipped.map(\.description) == sequential.skipped.map(\.description))
        #expect(parallel.results.map(\.file) == sequential.results.map(\.file))
        let thirds = try (0 ..< 3).map { try CorpusReplay.run(store, shard: FuzzShard(index: $0, count: 3), jobs: 2) }
        #expect(thirds.flatMap(\.skipped).map(\.description).sorted() == sequential.skipped.map(\.description).sorted())
        #expect(thirds.flatMap(\.results).map(\.file).sorted() == sequential.results.map(\.file).sorted())
    }

    @Test(arguments: ["", "1", "2/2", "-1/2", "0/0", "a/b", "1/2/3", "0/1000001", " 0/2"])
    func badShardsAreBadInput(_ text: String) {
        #expect(throws: ShapeInputError.self) { try FuzzShard(parsing: text) }
    }

    @Test func shardsOwnTheirResidueClass() throws {
        let shard = try FuzzShard(parsing: "1/4")
        #expect((0 ..< 3).map(shard.caseNumber) == [1, 5, 9])
        #expect(shard.caseCount(ofBudget: 9) == 2)
        #expect(shard.caseCount(ofBudget: 10) == 3)
        #expect(shard.caseCount(ofBudget: 1) == 0)
        #expect(shard.caseCount(ofBudget: 2) == 1)
        #expect(FuzzShard.whole.caseCount(ofBudget: 17) == 17)
        for budget in 0 ..< 30 {
            #expect((0 ..< 4).map { (try? FuzzShard(index: $0, count: 4))?.caseCount(ofBudget: budget) ?? -1 }.reduce(0, +) == budget)
        }
    }
}
