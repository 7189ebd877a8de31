import Foundation
import ShapeModel
import ShapeVerification

/// `verify-shapes [fuzz] [--seed N] [--cases N | --seconds S] [--property ID]... [--corpus DIR] [--no-shrink] [--json FILE]`
///
/// Replays the corpus, then fuzzes. Exit status: 0 when nothing fails, 1 on failures, 2 on bad input.
enum FuzzCommand {
    static let usage = "verify-shapes [fuzz] [--seed N] [--cases N | --seconds S] [--property ID]... [--corpus DIR] [--no-shrink] [--json FILE]"

    static func run(_ arguments: [String]) -> Int32 {
        var seed: UInt64?
        var limit: FuzzOptions.Limit?
        var properties: [String] = []
        var corpusPath = ProcessInfo.processInfo.environment["VERIFY_SHAPES_CORPUS"] ?? "corpus"
        var shrink = true
        var jsonPath: String?
        var rest = arguments[...]
        do throws(ShapeInputError) {
            while let argument = rest.popFirst() {
                switch argument {
                case "--seed": seed = try CommandLineValue.unsigned(&rest, after: argument)
                case "--cases":
                    guard limit == nil else { throw ShapeInputError(field: argument, problem: "give either --cases or --seconds, once") }
                    let count = try CommandLineValue.unsigned(&rest, after: argument)
                    guard count <= 1_000_000_000 else { throw ShapeInputError(field: argument, problem: "at most 1000000000 cases") }
                    limit = .cases(Int(count))
                case "--seconds":
                    guard limit == nil else { throw ShapeInputError(field: argument, problem: "give either --cases or --seconds, once") }
                    let seconds = try CommandLineValue.string(&rest, after: argument)
                    guard let value = Double(seconds), value.isFinite, value > 0, value <= 1e7 else {
                        throw ShapeInputError(field: argument, problem: "expected a positive number of seconds, got \"\(seconds)\"")
                    }
                    limit = .seconds(value)
                case "--property": properties.append(try CommandLineValue.string(&rest, after: argument))
                case "--corpus": corpusPath = try CommandLineValue.string(&rest, after: argument)
                case "--no-shrink": shrink = false
                case "--json": jsonPath = try CommandLineValue.string(&rest, after: argument)
                default: throw ShapeInputError(field: argument, problem: "unknown argument (usage: \(usage))")
                }
            }
            for id in properties where PropertyCatalog.property(id: id) == nil {
                throw ShapeInputError(field: "--property", problem: "unknown property \"\(id)\" (known: \(PropertyCatalog.ids.joined(separator: ", ")))")
            }
        } catch {
            Console.error(error.description)
            return 2
        }
        let chosenSeed = seed ?? UInt64.random(in: 0 ... UInt64.max)
        if seed == nil { Console.line("seed: \(chosenSeed) (pass --seed \(chosenSeed) to reproduce this run)") }
        let options = FuzzOptions(seed: chosenSeed, limit: limit ?? .cases(10_000), properties: properties, shrink: shrink,
                                  corpus: CorpusStore(directory: URL(fileURLWithPath: corpusPath)))
        let report: FuzzReport
        do { report = try FuzzRunner(options: options).run(log: Console.line) } catch {
            Console.error(error.description)
            return 2
        }
        Console.line(report.summaryText)
        if let jsonPath {
            do { try Data(JSONWriter.string(report.jsonValue, style: .pretty).utf8).write(to: URL(fileURLWithPath: jsonPath), options: .atomic) } catch {
                Console.error("\(jsonPath): cannot write the summary: \(error.localizedDescription)")
                return 2
            }
        }
        return report.hasFailures ? 1 : 0
    }
}
