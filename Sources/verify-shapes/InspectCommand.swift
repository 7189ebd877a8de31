import ShapeCore

/// `verify-shapes inspect SPEC.json --size WxH [--pretty]`: everything about one resolved shape, as one JSON object.
enum InspectCommand {
    static let command = Command(
        name: "inspect", synopsis: "SPEC.json --size WxH [--pretty]",
        summary: "print the resolved shape as one JSON object (path, elements, bounds, area, length, margins, resolution)"
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
