import ShapeCore

/// `verify-shapes interpolate A.json B.json --t T --size WxH [--pretty]`: the shape between two
/// specs (Contract: spec interpolation), reported as `inspect` reports a shape, plus the
/// interpolated spec itself.
enum InterpolateCommand {
    static let command = Command(
        name: "interpolate", synopsis: "A.json B.json --t T --size WxH [--pretty]",
        summary: "print the shape between two specs at t in [0, 1] like inspect, with the interpolated spec",
        options: [
            Command.Option("A.json", "the spec at t = 0 (JSON, Docs/Contract.md section 7); - reads it from stdin"),
            Command.Option("B.json", "the spec at t = 1; - reads it from stdin (not both)"),
            Command.Option("--t T", "where between them, a decimal in [0, 1]; 0 and 1 give A and B exactly"),
            Command.Option("--size WxH", "the size to draw at (mixed points and fractions interpolate in points at this size)"),
            Command.Option("--pretty", "indent the JSON (default: one line)"),
        ]
    ) { arguments in
        var args = ArgumentParser(arguments, command: "interpolate")
        let pretty = try args.flag("pretty")
        let t = try ArgumentValue.double(try args.requiredOption("t", "--t T"), field: "--t")
        let size = try ArgumentValue.size(try args.requiredOption("size", "--size WxH"))
        let first = try args.positional("A.json")
        let second = try args.positional("B.json")
        try args.finish()
        if first == "-" && second == "-" {
            throw ShapeInputError(field: "B.json", problem: "only one spec can come from stdin")
        }
        let a = try SpecInput.load(first), b = try SpecInput.load(second)
        guard t >= 0, t <= 1 else { throw ShapeInputError(field: "--t", problem: "must be a number in [0, 1], got \(t)") }
        let spec = try a.interpolated(to: b, at: t, for: size)
        guard case .object(var report) = ShapeReport.json(for: try spec.resolved(for: size)) else { return 0 }
        report["t"] = .number(t)
        report["spec"] = spec.jsonValue
        StandardIO.write(JSONWriter.string(.object(report), style: pretty ? .pretty : .compact) + (pretty ? "" : "\n"))
        return 0
    }
}
