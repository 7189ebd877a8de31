import ShapeCore

/// `verify-shapes inspect SPEC.json --size WxH [--border W] [--elevation E] [--pretty]`: everything about one
/// resolved shape, as one JSON object; with `--border` or `--elevation`, its surface too.
enum InspectCommand {
    static let command = Command(
        name: "inspect", synopsis: "SPEC.json --size WxH [--border W] [--elevation E] [--pretty]",
        summary: "print the resolved shape as one JSON object (path, elements, bounds, area, length, margins, resolution; with --border or --elevation, the surface: inner outline, mask and border areas, shadow, ripple)",
        options: [
            Command.Option("SPEC.json", "the shape spec (JSON, Docs/Contract.md section 7); - reads it from stdin"),
            Command.Option("--size WxH", "the size to resolve the shape for, e.g. 120x80 or 120.5x80"),
        ] + SurfaceOptions.help + [
            Command.Option("--pretty", "indent the JSON (default: one line)"),
        ]
    ) { arguments in
        var args = ArgumentParser(arguments, command: "inspect")
        let pretty = try args.flag("pretty")
        let size = try ArgumentValue.size(try args.requiredOption("size", "--size WxH"))
        let surfaceOptions = try SurfaceOptions.take(from: &args)
        let specPath = try args.positional("SPEC.json")
        try args.finish()
        let shape = try SpecInput.load(specPath).resolved(for: size)
        var report = ShapeReport.json(for: shape)
        if let surfaceOptions, case .object(var fields) = report {
            fields["surface"] = SurfaceReport.json(for: try surfaceOptions.surface(of: shape))
            report = .object(fields)
        }
        StandardIO.write(JSONWriter.string(report, style: pretty ? .pretty : .compact) + (pretty ? "" : "\n"))
        return 0
    }
}
