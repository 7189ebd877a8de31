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
        CSSCommand.command,
        SpinnerCommand.command,
        InterpolateCommand.command,
        FuzzCommand.command,
        FuzzReadersCommand.command,
        ReplayCommand.command,
        ConformCommand.command,
        ServeCommand.command,
        PropertiesCommand.command,
        AddCommand.command,
        BenchCommand.command,
        HelpCommand.command,
    ]

    /// Subcommands that run but are not listed: the child process of crash safety.
    static let hiddenCommands: [Command] = [RunCaseCommand.command]

    /// The subcommand that runs when the first argument is an option or there is none
    /// (e.g. `"fuzz"`, so `verify-shapes --seed 1` fuzzes); `nil` makes a subcommand mandatory.
    static let defaultCommandName: String? = "fuzz"

    /// Runs one invocation and returns the process exit status.
    static func run(_ arguments: [String]) -> Int32 {
        var arguments = arguments
        switch arguments.first {
        case "--help", "-h":
            arguments[0] = "help"
        case "--version":
            guard arguments.count == 1 else { return fail("--version takes no other arguments", usage: usageLine) }
            StandardIO.write("verify-shapes \(ToolVersion.current)\n")
            return 0
        case nil:
            if let name = defaultCommandName { arguments = [name] }
        case let first?:
            if first.hasPrefix("-"), let name = defaultCommandName { arguments.insert(name, at: 0) }
        }
        guard let name = arguments.first else { return fail("missing subcommand (see `verify-shapes help`)", usage: usageLine) }
        guard let command = command(named: name) else {
            return fail("\(ShapeInputError.quoted(name)): unknown subcommand (see `verify-shapes help`)", usage: usageLine)
        }
        let rest = Array(arguments.dropFirst())
        // `SUBCOMMAND --help` anywhere before `--` asks for help rather than running.
        if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            StandardIO.write(command.help)
            return 0
        }
        do {
            return try command.run(rest)
        } catch let error as ShapeInputError {
            return fail(error.description, usage: command.isAboutArguments(error) ? command.usageLine : nil)
        } catch {
            return fail("\(command.name): \(String(describing: error))")
        }
    }

    /// The subcommand called `name`, if any.
    static func command(named name: String) -> Command? {
        commands.first { $0.name == name } ?? hiddenCommands.first { $0.name == name }
    }

    /// Bad input: one line on stderr naming it, then the usage line if the arguments were wrong; exit status 2.
    private static func fail(_ message: String, usage: String? = nil) -> Int32 {
        StandardIO.writeError("verify-shapes: \(oneLine(message))")
        if let usage { StandardIO.writeError(usage) }
        return 2
    }

    /// The first line of ``usage``, the usage line of a mistake before any subcommand.
    static let usageLine = "usage: verify-shapes <subcommand> [arguments]"

    /// The exit statuses, for every help text.
    static let exitStatusText = """
        Exit status: 0 success, 1 failures found, 2 bad input (one line on stderr naming it; when the
        arguments are wrong, the subcommand's usage line follows it).
        Through `swift package ... verify-shapes`, SwiftPM reports any non-zero status as 1: to tell
        failures from bad input, read the `status` field of `--json FILE` or run the built tool
        (.build/release/verify-shapes) directly.
        """

    /// The usage text.
    static var usage: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        var lines = [usageLine, "       verify-shapes --version", "", "subcommands:"]
        for c in commands {
            lines.append("  \(c.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(c.summary)")
        }
        lines += ["", "synopsis:"]
        for c in commands { lines.append(c.synopsis.isEmpty ? "  verify-shapes \(c.name)" : "  verify-shapes \(c.name) \(c.synopsis)") }
        if let name = defaultCommandName {
            lines += ["", "With no subcommand (or options first), verify-shapes runs `\(name)`."]
        }
        lines += ["",
                  "`verify-shapes help SUBCOMMAND` or `verify-shapes SUBCOMMAND --help` explains every option.",
                  "SPEC.json is a shape spec in JSON (Docs/Contract.md, section 7), or - for stdin. Sizes are WxH, decimals allowed (120.5x80).",
                  exitStatusText]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
