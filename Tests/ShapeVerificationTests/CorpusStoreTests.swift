import Foundation
import ShapeModel
import Testing
@testable import ShapeVerification

@Suite struct CorpusStoreTests {
    static let entry: CorpusEntry = {
        var spec = ShapeSpec(allCorners: .rounded(.fraction(0.1)))
        spec.corners.topRight = .curved(width: .points(0.1 + 0.2), height: 1e-300)
        spec.offsets.bottomLeft = Vector(dx: -0.0, dy: 3)
        spec.edges.left = .triangle(size: 5, direction: .inward)
        return CorpusEntry(property: "closed-path", shapeCase: ShapeCase(spec: spec, size: Size(width: 100.5, height: 1e9)),
                           failingPoints: [Point(x: 1.0 / 3.0, y: -2)], seed: .max, caseNumber: 17,
                           original: ShapeCase(spec: .rectangle, size: Size(width: 1, height: 2)),
                           message: "a \"quoted\" message", shrinkSteps: ["topLeft corner -> square"])
    }()

    func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func entryRoundTripsBitForBit() throws {
        let entry = Self.entry
        let decoded = try CorpusEntry(json: JSONParser.parse(entry.fileText))
        #expect(decoded == entry)
        #expect(decoded.canonicalBytes == entry.canonicalBytes)
        #expect(decoded.shapeCase.numbers.map(\.bitPattern) == entry.shapeCase.numbers.map(\.bitPattern))
        #expect(entry.fileName == SHA256.hex(of: entry.canonicalBytes) + ".json")
    }

    @Test func malformedEntriesNameTheField() {
        #expect(throws: ShapeInputError.self) { try CorpusEntry(json: ["formatVersion": 2]) }
        do {
            var value = Self.entry.jsonValue
            if case .object(var members) = value { members["extra"] = 1; value = .object(members) }
            _ = try CorpusEntry(json: value)
            Issue.record("an unknown key was accepted")
        } catch {
            #expect(error.field == "extra")
        }
    }

    @Test func savesAtomicallyByHashAndNeverOverwrites() throws {
        let store = CorpusStore(directory: temporaryDirectory())
        let first = try store.save(Self.entry, picture: "<svg/>")
        #expect(first.isNew)
        #expect(first.jsonPath.hasSuffix("closed-path/" + Self.entry.fileName))
        let again = try store.save(Self.entry, picture: "<svg/>")
        #expect(!again.isNew)
        let files = try store.loadAll()
        #expect(files.count == 1)
        #expect(files.first?.entry == Self.entry)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.directory.appendingPathComponent("closed-path").path)
        #expect(leftovers.sorted() == [Self.entry.fileName, Self.entry.fileName.replacingOccurrences(of: ".json", with: ".svg")].sorted())
    }

    @Test func aBrokenFileIsAnErrorNamingIt() throws {
        let directory = temporaryDirectory()
        let folder = directory.appendingPathComponent("closed-path")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{\"formatVersion\": 1, \"property\": ".utf8).write(to: folder.appendingPathComponent("broken.json"))
        do {
            _ = try CorpusStore(directory: directory).loadAll()
            Issue.record("a broken file loaded")
        } catch {
            #expect(error.field.hasSuffix("closed-path/broken.json"))
        }
    }

    @Test func aMissingCorpusIsEmpty() throws {
        #expect(try CorpusStore(directory: URL(fileURLWithPath: "/nonexistent/corpus")).loadAll().isEmpty)
    }
}
