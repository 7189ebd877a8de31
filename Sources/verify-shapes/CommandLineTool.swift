import ShapeCore

/// The dispatch table and the error policy of `verify-shapes`.
///
/// To add a subcommand, write a file with a `static let command = Command(...)` and add it to
/// ``commands``; help and dispatch pick it up. A command written as
/// `static func run(_ arguments: [String]) -> Int32` plugs in as
/// `Command(name: "fuzz", synopsis: "...", summary: "...") { FuzzCommand.run($0) }`.
enum CommandLineTool {
    /// Every subcommand, in the order `help` lists them.
    static let commands: [Command] = [
        InspectCommand.command,
        ContainsCommand.command,
        RenderCommand.command,
        FuzzCommand.command,
        ReplayCommand.command,
        PropertiesCommand.command,
        AddCommand.command,
        BenchCommand.command,
        HelpCommand.command,
    ]

    /// The subcommand that runs when the first argument is an option or there is none
    /// (e.g. `"fuzz"`, so `verify-shapes --seed 1` fuzzes); `nil` makes a subcommand mandatory.
    static let defaultCommandName: String? = "fuzz"

    /// Runs one invocation and returns the process exit status.
    static func run(_ arguments: [String]) -> Int32 {
        var arguments = arguments
        let first = arguments.first
        if first == "--help" || first == "-h" {
            arguments[0] = "help"
        } else if first == nil || first?.hasPrefix("-") == true, let name = defaultCommandName {
            arguments.insert(name, at: 0)
        }
        guard let name = arguments.first else {
            StandardIO.writeError("verify-shapes: missing subcommand (see `verify-shapes help`)")
            return 2
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            StandardIO.writeError("verify-shapes: \(name): unknown subcommand (see `verify-shapes help`)")
            return 2
        }
        do {
            return try command.run(Array(arguments.dropFirst()))
        } catch let error as ShapeInputError {
            StandardIO.writeError("verify-shapes: \(oneLine(error.description))")
            return 2
        } catch {
            StandardIO.writeError("verify-shapes: \(command.name): \(oneLine(String(describing: error)))")
            return 2
        }
    }

    /// The usage text.
    static var usage: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        var lines = ["usage: verify-shapes <subcommand> [arguments]", "", "subcommands:"]
        for c in commands {
            lines.append("  \(c.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(c.summary)")
        }
        lines += ["", "synopsis:"]
        for c in commands { lines.append(c.synopsis.isEmpty ? "  verify-shapes \(c.name)" : "  verify-shapes \(c.name) \(c.synopsis)") }
        if let name = defaultCommandName {
            lines += ["", "With no subcommand (or options first), verify-shapes runs `\(name)`."]
        }
        lines += ["",
                  "SPEC.json is a shape spec in JSON (Docs/Contract.md, section 7), or - for stdin.",
                  "Sizes are WxH, decimals allowed (120.5x80).",
                  "Exit status: 0 success, 1 failures found, 2 bad input (one line on stderr naming it)."]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

/// `verify-shapes help`.
enum HelpCommand {
    static let command = Command(name: "help", synopsis: "", summary: "print this usage text") { arguments in
        var args = ArgumentParser(arguments, command: "help")
        try args.finish()
        StandardIO.write(CommandLineTool.usage)
        return 0
    }
}
