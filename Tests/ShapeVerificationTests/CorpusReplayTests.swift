import Foundation
import ShapeModel
import Testing
@testable import ShapeVerification

/// Every corpus file is one test case, named after the file: it must load, be canonical, be
/// named by its hash, and pass its property against the core today.
@Suite struct CorpusReplayTests {
    /// `<package>/corpus`, found from this file's path.
    static let store = CorpusStore(directory: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("corpus"))

    static let files: [String] = (try? store.relativePaths()) ?? []

    @Test func theSeedCorpusIsThere() {
        #expect(Self.files.count >= 12)
    }

    @Test(arguments: files)
    func replay(_ file: String) throws {
        let loaded = try Self.store.load(file)
        let text = try String(contentsOf: Self.store.directory.appendingPathComponent(file), encoding: .utf8)
        #expect(text == loaded.entry.fileText, "not in canonical layout")
        #expect((file as NSString).lastPathComponent == loaded.entry.fileName, "not named by the SHA-256 of its canonical bytes")
        #expect(file.hasPrefix(loaded.entry.property + "/"), "filed under the wrong property")
        let result = try CorpusReplay.check(loaded)
        if case .fail(let message, _) = result.outcome { Issue.record("\(file) [\(loaded.entry.property)]: \(message)") }
    }
}
