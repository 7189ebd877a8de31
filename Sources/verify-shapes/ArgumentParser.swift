import ShapeCore

/// A small, reusable argument reader: each command takes the options and flags it knows,
/// then its positionals, then calls ``finish()`` so anything left over is reported.
///
/// Options are `--name value` or `--name=value`, anywhere on the line; `--` ends options; a
/// lone `-` is a positional (stdin). Every mistake is a ``ShapeInputError`` whose field names
/// the argument, so the tool prints one line and exits 2.
struct ArgumentParser {
    /// The command being parsed, for messages.
    let command: String
    private var remaining: [String]
    private var positionals: [String]?

    init(_ arguments: [String], command: String) {
        self.command = command
        remaining = arguments
    }

    /// Whether `--name` is present (and removes it). `--name=...` is an error.
    mutating func flag(_ name: String) throws(ShapeInputError) -> Bool {
        let key = "--" + name
        var found = false
        var kept: [String] = []
        var ended = false
        for arg in remaining {
            if ended { kept.append(arg); continue }
            if arg == "--" { ended = true; kept.append(arg); continue }
            if arg == key { found = true; continue }
            if arg.hasPrefix(key + "=") { throw ShapeInputError(field: key, problem: "takes no value") }
            kept.append(arg)
        }
        remaining = kept
        return found
    }

    /// The value of `--name value` or `--name=value` (the last one wins), or `nil` if absent.
    mutating func option(_ name: String) throws(ShapeInputError) -> String? {
        let key = "--" + name
        var value: String?
        var kept: [String] = []
        var index = 0
        var ended = false
        while index < remaining.count {
            let arg = remaining[index]
            index += 1
            if ended { kept.append(arg); continue }
            if arg == "--" { ended = true; kept.append(arg); continue }
            if arg == key {
                guard index < remaining.count, remaining[index] != "--" else {
                    throw ShapeInputError(field: key, problem: "needs a value")
                }
                value = remaining[index]
                index += 1
            } else if arg.hasPrefix(key + "=") {
                value = String(arg.dropFirst(key.count + 1))
            } else {
                kept.append(arg)
            }
        }
        remaining = kept
        return value
    }

    /// A required option.
    mutating func requiredOption(_ name: String, _ meaning: String) throws(ShapeInputError) -> String {
        guard let value = try option(name) else {
            throw ShapeInputError(field: "--" + name, problem: "missing: \(command) needs \(meaning)")
        }
        return value
    }

    /// The next positional argument, after all options were taken.
    mutating func positional(_ label: String) throws(ShapeInputError) -> String {
        guard let value = try optionalPositional() else {
            throw ShapeInputError(field: label, problem: "missing: \(command) needs \(label)")
        }
        return value
    }

    /// The next positional argument, or `nil` if there are no more.
    mutating func optionalPositional() throws(ShapeInputError) -> String? {
        if positionals == nil {
            var list: [String] = []
            var ended = false
            var unknown: String?
            for arg in remaining {
                if !ended && arg == "--" { ended = true; continue }
                if !ended && arg.hasPrefix("-") && arg != "-" { unknown = unknown ?? arg; continue }
                list.append(arg)
            }
            if let unknown {
                throw ShapeInputError(field: command, problem: "unknown option \(ShapeInputError.quoted(unknown)) (see `verify-shapes help \(command)`)")
            }
            positionals = list
            remaining = []
        }
        guard var list = positionals, !list.isEmpty else { return nil }
        let first = list.removeFirst()
        positionals = list
        return first
    }

    /// Throws for anything not taken: an unknown option or an extra argument.
    mutating func finish() throws(ShapeInputError) {
        if let extra = try optionalPositional() {
            throw ShapeInputError(field: command, problem: "unexpected argument \(ShapeInputError.quoted(extra)) (see `verify-shapes help \(command)`)")
        }
    }
}

/// Parsers for option values, each naming the argument on failure.
enum ArgumentValue {
    /// A size `WxH` (decimals allowed: `120.5x80`), validated like any size.
    static func size(_ text: String, field: String = "--size") throws(ShapeInputError) -> Size {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = DecimalNumber.parse(parts[0].utf8), let h = DecimalNumber.parse(parts[1].utf8) else {
            throw ShapeInputError(field: field, problem: "expected WxH such as 120x80 or 120.5x80, got \(ShapeInputError.quoted(text))")
        }
        let size = Size(width: w, height: h)
        // Size.validate names `size.width`: name the argument instead, and the side in the problem.
        do { try size.validate() } catch {
            throw ShapeInputError(field: field, problem: "\(error.field.dropFirst("size.".count)) \(error.problem) (in \(ShapeInputError.quoted(text)))")
        }
        return size
    }

    /// A finite decimal number (``DecimalNumber``).
    static func double(_ text: String, field: String) throws(ShapeInputError) -> Double {
        try DecimalNumber.value(text, field: field)
    }

    /// An integer within `range` (no overflow traps: out-of-range text is an error).
    static func integer(_ text: String, field: String, in range: ClosedRange<Int> = Int.min...Int.max) throws(ShapeInputError) -> Int {
        guard let v = Int(text), range.contains(v) else {
            throw ShapeInputError(field: field, problem: "expected an integer in \(range.lowerBound)...\(range.upperBound), got \(ShapeInputError.quoted(text))")
        }
        return v
    }
}
