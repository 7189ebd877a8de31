import ShapeCore

/// `verify-shapes help [SUBCOMMAND]`: the usage text, or one subcommand's options.
enum HelpCommand {
    static let command = Command(
        name: "help", synopsis: "[SUBCOMMAND]", summary: "print this usage text, or every option of one subcommand",
        options: [Command.Option("SUBCOMMAND", "the subcommand to explain; without it, the list of subcommands")]
    ) { arguments in
        var args = ArgumentParser(arguments, command: "help")
        let name = try args.optionalPositional()
        try args.finish()
        guard let name else {
            StandardIO.write(CommandLineTool.usage)
            return 0
        }
        guard let command = CommandLineTool.command(named: name) else {
            throw ShapeInputError(field: "help", problem: "unknown subcommand \(ShapeInputError.quoted(name)) (see `verify-shapes help`)")
        }
        StandardIO.write(command.help)
        return 0
    }
}
