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
        let input = StandardIO.readStandardInput()
        var output: [UInt8] = []
        output.reserveCapacity(input.count / 4)
        var lineNumber = 0
        var start = 0
        while start < input.count {
            var end = start
            while end < input.count && input[end] != 0x0A { end += 1 }
            lineNumber += 1
            if let point = try parsePoint(input[start..<end], line: lineNumber) {
                output.append(tester.contains(point, rule: rule) ? 0x31 : 0x30)
                output.append(0x0A)
            }
            start = end + 1
        }
        StandardIO.write(String(decoding: output, as: UTF8.self))
        return 0
    }

    /// Two numbers separated by spaces, tabs or a comma; `nil` for a blank line.
    static func parsePoint(_ bytes: ArraySlice<UInt8>, line: Int) throws(ShapeInputError) -> Point? {
        let text = String(decoding: bytes, as: UTF8.self)
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" })
        if fields.isEmpty { return nil }
        guard fields.count == 2, let x = Double(fields[0]), let y = Double(fields[1]) else {
            let shown = text.count > 60 ? String(text.prefix(60)) + "..." : text
            throw ShapeInputError(field: "stdin:\(line)", problem: "expected two numbers 'x y', got '\(shown)'")
        }
        return Point(x: x, y: y)
    }
}
