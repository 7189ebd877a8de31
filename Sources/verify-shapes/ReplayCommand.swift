import Foundation
import ShapeModel
import ShapeVerification

/// `verify-shapes replay [--corpus DIR] [--only FILE]...`: checks saved counterexamples only.
enum ReplayCommand {
    static let usage = "verify-shapes replay [--corpus DIR] [--only FILE]..."

    static func run(_ arguments: [String]) -> Int32 {
        var corpusPath = ProcessInfo.processInfo.environment["VERIFY_SHAPES_CORPUS"] ?? "corpus"
        var only: [String] = []
        var rest = arguments[...]
        let results: [CorpusReplay.Result]
        let store: CorpusStore
        do throws(ShapeInputError) {
            while let argument = rest.popFirst() {
                switch argument {
                case "--corpus": corpusPath = try CommandLineValue.string(&rest, after: argument)
                case "--only": only.append(try CommandLineValue.string(&rest, after: argument))
                default: throw ShapeInputError(field: argument, problem: "unknown argument (usage: \(usage))")
                }
            }
            store = CorpusStore(directory: URL(fileURLWithPath: corpusPath))
            results = try CorpusReplay.run(store, only: only)
        } catch {
            Console.error(error.description)
            return 2
        }
        var failed = 0
        for result in results {
            switch result.outcome {
            case .pass: Console.line("pass    \(result.file) [\(result.entry.property)]")
            case .discard(let why): Console.line("discard \(result.file) [\(result.entry.property)]: \(why)")
            case .fail(let message, _):
                failed += 1
                Console.line("FAIL    \(result.file) [\(result.entry.property)]: \(message)")
            }
        }
        Console.line("replayed \(results.count) corpus entries, \(failed) failed")
        return failed > 0 ? 1 : 0
    }
}
