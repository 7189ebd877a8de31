import ShapeCore

/// `verify-shapes contains SPEC.json --size WxH [--even-odd]`: `x y` per stdin line in, `1`/`0` per line out.
enum ContainsCommand {
    static let command = Command(
        name: "contains", synopsis: "SPEC.json --size WxH [--even-odd]  < points",
        summary: "read 'x y' lines on stdin, print 1 (inside) or 0 per line; blank lines are skipped",
        options: [
            Command.Option("SPEC.json", "the shape spec (JSON, Docs/Contract.md section 7), a file: stdin carries the points"),
            Command.Option("--size WxH", "the size to resolve the shape for, e.g. 120x80 or 120.5x80"),
            Command.Option("--even-odd", "answer with the even-odd rule (default: non-zero winding)"),
            Command.Option("< points", "one point per line, 'x y' or 'x, y', plain decimals of magnitude at most 1e9; each answer is written as soon as its line is read, so the tool works as a co-process; a bad line (NaN, inf, hex, out of range) exits 2 naming it, after the answers to the lines before it"),
        ]
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
        var reader = PointReader()
        var output: [UInt8] = []
        func answer(_ point: Point) {
            output.append(tester.contains(point, rule: rule) ? 0x31 : 0x30)
            output.append(0x0A)
        }
        // Answers go out (flushed) after each chunk of input, before the next read can block: a
        // co-process gets its answer without closing stdin, and a bad line keeps the answers to
        // the good lines before it on stdout.
        func flush() {
            StandardIO.write(output)
            output.removeAll(keepingCapacity: true)
        }
        do {
            try StandardIO.forEachStandardInputChunk { chunk throws(ShapeInputError) in
                try reader.consume(chunk) { point throws(ShapeInputError) in answer(point) }
                flush()
            }
            try reader.finish { point throws(ShapeInputError) in answer(point) }
        } catch {
            flush()
            throw error
        }
        flush()
        return 0
    }
}
