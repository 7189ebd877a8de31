import ShapeCore

/// `verify-shapes inspect SPEC.json --size WxH [--pretty]`: everything about one resolved shape, as one JSON object.
enum InspectCommand {
    static let command = Command(
        name: "inspect", synopsis: "SPEC.json --size WxH [--pretty]",
        summary: "print the resolved shape as one JSON object (path, elements, bounds, area, length, margins, resolution)",
        options: [
            Command.Option("SPEC.json", "the shape spec (JSON, Docs/Contract.md section 7); - reads it from stdin"),
            Command.Option("--size WxH", "the size to resolve the shape for, e.g. 120x80 or 120.5x80"),
            Command.Option("--pretty", "indent the JSON (default: one line)"),
        ]
    ) { arguments in
        var args = ArgumentParser(arguments, command: "inspect")
        let pretty = try args.flag("pretty")
        let size = try ArgumentValue.size(try args.requiredOption("size", "--size WxH"))
        let specPath = try args.positional("SPEC.json")
        try args.finish()
        let shape = try SpecInput.load(specPath).resolved(for: size)
        StandardIO.write(JSONWriter.string(ShapeReport.json(for: shape), style: pretty ? .pretty : .compact) + (pretty ? "" : "\n"))
        return 0
    }
}
