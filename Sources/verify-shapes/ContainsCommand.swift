import ShapeCore

/// `verify-shapes contains SPEC.json --size WxH [--even-odd]`: `x y` per stdin line in, `1`/`0` per line out.
enum ContainsCommand {
    static let command = Command(
        name: "contains", synopsis: "SPEC.json --size WxH [--even-odd]  < points",
        summary: "read 'x y' lines on stdin, print 1 (inside) or 0 per line; blank lines are skipped"
    ) { arguments in
        var args = ArgumentParser(arguments, command: "contains")
        let rule: FillRule = try args.flag("even-odd") ? .evenOdd : .nonZero
        let size = try ArgumentValue.size(try args.requiredOption("size", "--size WxH"))
        let specPath = try args.positional("SPEC.json")
        try args.finish()
        guard specPath != "-" else {
            throw ShapeInputError(field: "SPEC.json", problem: "contains reads points from stdin, so the spec must be a file")
        }
        let tester = PathHitTester(try SpecInput.load(specPath).path(for: size))
        var input = StandardIO.readStandardInput()
        input.append(0)     // strtod needs a terminator after the last number
        var output: [UInt8] = []
        output.reserveCapacity(input.count / 4)
        try PointReader.forEachPoint(in: input) { point throws(ShapeInputError) in
            output.append(tester.contains(point, rule: rule) ? 0x31 : 0x30)
            output.append(0x0A)
        }
        StandardIO.write(String(decoding: output, as: UTF8.self))
        return 0
    }
}
