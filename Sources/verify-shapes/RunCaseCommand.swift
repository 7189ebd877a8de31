import Foundation
import ShapeCore
import ShapeModel
import ShapeVerification

/// `verify-shapes run-case (--pending FILE | --entry FILE [--fault NAME])`: hidden; the child
/// process of crash safety (``ChildCaseRunner``). It checks one case and says, one flushed line
/// at a time, `checking ID` before each property and `pass ID`, `discard ID WHY` or
/// `fail ID MESSAGE` after it, so that if it dies, its parent knows where.
enum RunCaseCommand {
    static let command = Command(
        name: "run-case", synopsis: "(--pending FILE | --entry FILE [--fault NAME])",
        summary: "check one case in this process, line by line (the child process crash safety runs; not for people)",
        options: [
            Command.Option("--pending FILE", "a pending file (corpus/.pending/*.json): the case a run that died was checking"),
            Command.Option("--entry FILE", "a corpus entry: check its case against its property"),
            Command.Option("--fault NAME", "with --entry: check it against the faulty producer instead of the core"),
        ]
    ) { arguments in
        var args = ArgumentParser(arguments, command: "run-case")
        let pendingPath = try args.option("pending")
        let entryPath = try args.option("entry")
        let faultName = try args.option("fault")
        try args.finish()
        let shapeCase: ShapeCase
        let ids: [String]
        let fault: String?
        switch (pendingPath, entryPath) {
        case (let path?, nil):
            let bytes = try StandardIO.readFile(path, limit: JSONParser.maximumBytes)
            let pending: PendingCase
            do throws(ShapeInputError) { pending = try PendingCase(json: try JSONParser.parse(bytes, source: path)) } catch {
                throw ShapeInputError(field: path, problem: error.description)
            }
            fault = pending.fault
            switch pending.work {
            case .generated(let seed, let caseNumber):
                // The default generator, as every `verify-shapes` run uses.
                shapeCase = ShapeGenerator().generate(seed: FuzzOptions.caseSeed(seed, caseNumber)).0
                ids = pending.properties.isEmpty ? PropertyCatalog.ids : pending.properties
            case .candidate(let property, let candidate, _, _):
                (shapeCase, ids) = (candidate, [property])
            case .entry(let file):
                let entry = try CorpusStore(directory: URL(fileURLWithPath: ".")).load(file).entry
                (shapeCase, ids) = (entry.shapeCase, [entry.property])
            }
        case (nil, let path?):
            let entry = try CorpusStore(directory: URL(fileURLWithPath: ".")).load(path).entry
            (shapeCase, ids, fault) = (entry.shapeCase, [entry.property], faultName)
        default:
            throw ShapeInputError(field: "run-case", problem: "give exactly one of --pending FILE and --entry FILE")
        }
        let producer: any ShapeProducer = try fault.map { name throws(ShapeInputError) -> FaultyProducer in
            guard let fault = Fault(rawValue: name) else { throw ShapeInputError(field: "--fault", problem: "unknown fault \(ShapeInputError.quoted(name))") }
            return FaultyProducer(fault)
        } ?? CoreProducer()
        let subject = CaseSubject(shapeCase, producer: producer)
        var failed = false
        for id in ids {
            guard let property = PropertyCatalog.property(id: id) else {
                throw ShapeInputError(field: "run-case", problem: "unknown property \(ShapeInputError.quoted(id))")
            }
            StandardIO.write("checking \(id)\n")
            switch property.check(subject) {
            case .pass: StandardIO.write("pass \(id)\n")
            case .discard(let why): StandardIO.write("discard \(id) \(oneLine(why))\n")
            case .fail(let message, _):
                failed = true
                StandardIO.write("fail \(id) \(oneLine(message))\n")
            }
        }
        return failed ? 1 : 0
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// This executable, to run as a child: the path the system started (not `argv[0]`, which
    /// may be a bare name found on PATH).
    static var executable: URL {
        Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }
}
