import Foundation
import ShapeModel
import Testing
@testable import ShapeVerification

/// A corpus directory that holds more than entries: unreadable files, foreign files, entries of
/// a newer format, of an unknown property. Replay reports each one and goes on with the rest;
/// only a failing entry fails the run.
@Suite("hostile input: the corpus directory")
struct CorpusHostileDirectoryTests {
    /// A rounded card, checked for its area: passes with the core, fails when arcs bulge outward.
    static let good = CorpusEntry(property: "area-matches-oracle",
                                  shapeCase: ShapeCase(spec: ShapeSpec(allCorners: .rounded(8)), size: Size(width: 100, height: 80)),
                                  message: "added by hand; passes")

    /// Every kind of file that is not a readable entry, with the problem replay must report for it.
    static let hostileFiles: [(path: String, bytes: [UInt8]?, problem: String)] = {
        let valid = Array(good.fileText.utf8)
        var future = good.jsonValue
        var unknown = good.jsonValue
        if case .object(var members) = future { members["formatVersion"] = 3; future = .object(members) }
        if case .object(var members) = unknown { members["property"] = "no-such-property"; unknown = .object(members) }
        return [
            ("area-matches-oracle/truncated.json", Array(valid.prefix(valid.count / 2)), "invalid JSON at line"),
            ("area-matches-oracle/newer.json", Array(JSONWriter.string(future, style: .pretty).utf8),
             "formatVersion: version 3 is newer than this tool's 2 (written by a newer verify-shapes; update it to replay this entry)"),
            ("area-matches-oracle/package.json", Array(#"{"name": "left-pad", "version": "1.0.0"}"#.utf8), "formatVersion: is required"),
            ("area-matches-oracle/bom.json", [0xEF, 0xBB, 0xBF] + valid, "byte-order mark"),
            ("area-matches-oracle/binary.json", [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0xFF, 0x00], "(byte offset 0): unexpected byte 0x7F"),
            ("area-matches-oracle/empty.json", [], "the document is empty"),
            ("area-matches-oracle/huge.json", valid + [UInt8](repeating: 0x20, count: 2 << 20), "more than the limit of 1048576 (1 MiB) for a JSON document"),
            ("area-matches-oracle/folder.json", nil, "is a directory, not a corpus entry"),
            ("no-such-property/entry.json", Array(JSONWriter.string(unknown, style: .pretty).utf8), "unknown property 'no-such-property'"),
            ("area-matches-oracle/notes.txt", Array("a note".utf8), "not a corpus entry"),
            ("README.md", Array("# corpus".utf8), "not a corpus entry"),
        ]
    }()

    /// A corpus holding `good` and every hostile file, plus a FIFO (a reader that opened it would
    /// block forever) and a dangling symbolic link.
    static func hostileCorpus() throws -> CorpusStore {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-hostile-\(UUID().uuidString)")
        let store = CorpusStore(directory: directory)
        _ = try store.save(good, picture: "<svg/>")
        for (path, bytes, _) in hostileFiles {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if let bytes { try Data(bytes).write(to: url) } else { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        }
        let fifo = directory.appendingPathComponent("area-matches-oracle/fifo.json").path
        #expect(mkfifo(fifo, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("area-matches-oracle/dangling.json").path,
                                                   withDestinationPath: "/nonexistent/entry.json")
        return store
    }

    @Test func replayReportsEachHostileFileAndReplaysTheRest() throws {
        let store = try Self.hostileCorpus()
        let replay = try CorpusReplay.run(store)
        #expect(replay.results.map(\.file) == ["area-matches-oracle/" + Self.good.fileName])
        #expect(replay.results.allSatisfy { !$0.outcome.isFailure })
        for (path, _, problem) in Self.hostileFiles {
            let reports = replay.skipped.filter { $0.file == path }
            #expect(reports.count == 1, "\(path): \(replay.skipped)")
            #expect(reports.first?.problem.contains(problem) == true, "\(path): \(reports.first?.problem ?? "not reported")")
        }
        #expect(replay.skipped.first { $0.file.hasSuffix("fifo.json") }?.problem.contains("is not a regular file") == true, "\(replay.skipped)")
        #expect(replay.skipped.first { $0.file.hasSuffix("dangling.json") }?.problem.contains("no such file") == true, "\(replay.skipped)")
        #expect(replay.skipped.count == Self.hostileFiles.count + 2)
        #expect(replay.skipped.map(\.file) == replay.skipped.map(\.file).sorted())
        // Every report is one line.
        #expect(replay.skipped.allSatisfy { !$0.description.contains(where: \.isNewline) })
    }

    @Test func onlyAFailingEntryFailsAndTheHostileFilesStillReport() throws {
        let store = try Self.hostileCorpus()
        let replay = try CorpusReplay.run(store, producer: FaultyProducer(.arcsSweptTheWrongWay))
        #expect(replay.results.count == 1 && replay.results[0].outcome.isFailure)
        #expect(replay.skipped.count == Self.hostileFiles.count + 2)
        // The runner logs each skipped file and counts the failure; the skips do not fail it.
        var log: [String] = []
        let options = FuzzOptions(seed: 1, limit: .cases(0), properties: ["area-matches-oracle"], corpus: store, savesFailures: false)
        let report = try FuzzRunner(options: options, producer: FaultyProducer(.arcsSweptTheWrongWay)).run { log.append($0) }
        #expect(report.corpusFailures == ["area-matches-oracle/" + Self.good.fileName])
        // All but the unknown property's entry: it reads, and it is not among the properties selected.
        #expect(log.filter { $0.hasPrefix("skipped corpus ") }.count == Self.hostileFiles.count + 1, "\(log)")
        #expect(!log.contains { $0.contains("no-such-property") })
        let passing = try FuzzRunner(options: options).run { _ in }
        #expect(!passing.hasFailures && passing.corpusReplayed == 1)
    }

    @Test func aFileNamedOnPurposeIsStillAnError() throws {
        let store = try Self.hostileCorpus()
        #expect(throws: ShapeInputError.self) { try CorpusReplay.run(store, only: ["area-matches-oracle/newer.json"]) }
        let named = try CorpusReplay.run(store, only: ["area-matches-oracle/" + Self.good.fileName])
        #expect(named.results.count == 1 && named.skipped.isEmpty)
    }
}
