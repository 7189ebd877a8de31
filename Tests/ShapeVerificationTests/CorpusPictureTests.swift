import Foundation
import ShapeModel
import Testing
@testable import ShapeVerification

/// Every corpus entry has its picture, and redrawing pictures is deterministic: the same
/// corpus gives the same bytes, run after run (through the library and through the tool).
@Suite struct CorpusPictureTests {
    static let corpus = CorpusReplayTests.store.directory

    /// Every `corpus/**/*.json` (recursively, so a misplaced entry is caught too) has an `.svg` beside it.
    @Test func everyEntryHasItsPicture() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.corpus.path)).compactMap { $0 as? String }
        let entries = files.filter { $0.hasSuffix(".json") }
        #expect(entries.count >= 12)
        for entry in entries {
            let picture = String(entry.dropLast(".json".count)) + ".svg"
            #expect(files.contains(picture), "corpus/\(entry) has no picture: run `verify-shapes replay --pictures`")
        }
    }

    /// A copy of a few corpus entries (one per property folder) in a fresh temporary directory.
    static func scratchCorpus(_ name: String) throws -> (CorpusStore, [String]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: root)
        var copied: [String] = []
        var folders: Set<String> = []
        for file in try CorpusReplayTests.store.relativePaths() {
            let folder = String(file.prefix { $0 != "/" })
            guard folders.insert(folder).inserted else { continue }
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: corpus.appendingPathComponent(file), to: root.appendingPathComponent(file))
            copied.append(file)
        }
        return (CorpusStore(directory: root), copied)
    }

    static func pictures(in store: CorpusStore, _ files: [String]) throws -> [Data] {
        try files.map { try Data(contentsOf: store.directory.appendingPathComponent(String($0.dropLast(".json".count)) + ".svg")) }
    }

    @Test func redrawingTwiceGivesTheSameBytes() throws {
        let (store, files) = try Self.scratchCorpus("corpus-pictures")
        defer { try? FileManager.default.removeItem(at: store.directory) }
        let first = try CorpusPictures.redraw(CorpusReplay.run(store).results, in: store)
        #expect(first.count == files.count && first.allSatisfy(\.changed), "every picture is new")
        let bytes = try Self.pictures(in: store, files)
        let second = try CorpusPictures.redraw(CorpusReplay.run(store).results, in: store)
        #expect(second.allSatisfy { !$0.changed }, "an up-to-date picture is left alone")
        #expect(try Self.pictures(in: store, files) == bytes)
        // No temporary file is left behind.
        for folder in Set(files.map { String($0.prefix { $0 != "/" }) }) {
            let names = try FileManager.default.contentsOfDirectory(atPath: store.directory.appendingPathComponent(folder).path)
            #expect(names.allSatisfy { !$0.hasPrefix(".") }, "\(names)")
        }
    }

    @Test func replayPicturesOnTheCommandLineIsDeterministic() throws {
        let (store, files) = try Self.scratchCorpus("cli-corpus-pictures")
        defer { try? FileManager.default.removeItem(at: store.directory) }
        // A stale picture is replaced.
        let stale = store.directory.appendingPathComponent(String(files[0].dropLast(".json".count)) + ".svg")
        try Data("<svg/>".utf8).write(to: stale)
        let first = try CommandLineToolTests.run(["replay", "--pictures", "--corpus", store.directory.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("drew \(files.count) pictures, \(files.count) changed"), "\(first.stdout)")
        let bytes = try Self.pictures(in: store, files)
        let second = try CommandLineToolTests.run(["replay", "--pictures", "--corpus", store.directory.path])
        #expect(second.stdout.contains("drew \(files.count) pictures, 0 changed"), "\(second.stdout)")
        #expect(try Self.pictures(in: store, files) == bytes)
        // The tool draws exactly what the library draws.
        let library = try CorpusReplay.run(store).results.map { FailurePicture.svg(for: $0.entry, outcome: $0.outcome, producer: CoreProducer()) }
        #expect(library.map { Data($0.utf8) } == bytes)
    }
}
