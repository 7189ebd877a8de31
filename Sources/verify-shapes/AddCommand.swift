import Foundation
import ShapeCore
import ShapeVerification

/// `verify-shapes add SPEC.json --size WxH --property ID --note TEXT [--corpus DIR]`
///
/// Pins a known case (a bug found elsewhere, a fixed regression) into the corpus by hand, with the
/// same entry format, canonical bytes, file name and picture as the fuzzer's own finds. The case
/// is checked against the core first: exit 0 if it passes today, 1 if it fails (it is saved
/// either way, so a known bug is never lost), 2 if the property does not apply to it.
enum AddCommand {
    static let command = Command(
        name: "add", synopsis: "SPEC.json --size WxH --property ID --note TEXT [--corpus DIR]",
        summary: "save a known case to the corpus by hand, to be replayed forever (checked against the core first)",
        options: [
            Command.Option("SPEC.json", "the shape spec (JSON, Docs/Contract.md section 7); - reads it from stdin"),
            Command.Option("--size WxH", "the size to resolve the shape for, e.g. 120x80 or 120.5x80"),
            Command.Option("--property ID", "the property the case is for (ids: \(PropertyCatalog.ids.joined(separator: ", ")))"),
            Command.Option("--note TEXT", "why the case matters, stored in the entry"),
            Command.Option("--corpus DIR", "the corpus to save to (default $VERIFY_SHAPES_CORPUS, else ./corpus)"),
        ]
    ) { arguments in
        var args = ArgumentParser(arguments, command: "add")
        let size = try ArgumentValue.size(try args.requiredOption("size", "--size WxH"))
        let propertyID = try args.requiredOption("property", "--property ID")
        let note = try args.requiredOption("note", "--note TEXT")
        let corpusPath = try args.option("corpus") ?? FuzzCommand.defaultCorpus
        let specPath = try args.positional("SPEC.json")
        try args.finish()

        guard let property = PropertyCatalog.property(id: propertyID) else {
            throw ShapeInputError(field: "--property", problem: "unknown property \(ShapeInputError.quoted(propertyID)) (known: \(PropertyCatalog.ids.joined(separator: ", ")))")
        }
        let shapeCase = ShapeCase(spec: try SpecInput.load(specPath), size: size)
        let message: String, points: [Point], fails: Bool
        let outcome = property.check(shapeCase, producer: CoreProducer())
        switch outcome {
        case .pass:
            (message, points, fails) = ("added by hand; passes", [], false)
        case .fail(let text, let evidence):
            (message, points, fails) = (text, evidence.points, true)
        case .discard(let reason):
            throw ShapeInputError(field: "--property", problem: "\(ShapeInputError.quoted(propertyID)) does not apply to this case (\(reason)); pick another property")
        }
        let entry = CorpusEntry(property: propertyID, shapeCase: shapeCase, failingPoints: points, message: message, note: note)
        let picture = FailurePicture.svg(for: entry, outcome: outcome, producer: CoreProducer())
        let saved = try CorpusStore(directory: URL(fileURLWithPath: corpusPath)).save(entry, picture: picture)
        StandardIO.write("\(saved.isNew ? "saved" : "already there"): \(saved.jsonPath)\n")
        StandardIO.write(fails ? "FAILS today: \(message)\n" : "passes today; replayed on every run from now on\n")
        return fails ? 1 : 0
    }
}
