import ShapeModel

/// One subcommand of `verify-shapes`.
///
/// `run` gets the arguments after the subcommand's name and returns the exit status (0, or 1
/// when it found failures). Throwing a `ShapeInputError` means bad input: the tool prints
/// `verify-shapes: <field>: <problem>` on one line of stderr and exits 2; when the error is about
/// the arguments (``isAboutArguments(_:)``), the usage line follows it on stderr.
struct Command: Sendable {
    /// One argument or option as `verify-shapes help SUBCOMMAND` explains it.
    struct Option: Sendable {
        /// How it is written, e.g. `--size WxH` or `SPEC.json`.
        let syntax: String
        /// What it does, one sentence or two.
        let meaning: String

        init(_ syntax: String, _ meaning: String) {
            self.syntax = syntax
            self.meaning = meaning
        }
    }

    /// The word after `verify-shapes`.
    let name: String
    /// The argument synopsis for the usage text, e.g. `SPEC.json --size WxH`.
    let synopsis: String
    /// One line for `verify-shapes help`.
    let summary: String
    /// Every argument and option, in synopsis order, for `verify-shapes help NAME`.
    var options: [Option] = []
    /// The work.
    let run: @Sendable ([String]) throws -> Int32

    /// `usage: verify-shapes NAME SYNOPSIS`: the first line of the help, and the second line of
    /// every error about the arguments.
    var usageLine: String { "usage: verify-shapes \(name)\(synopsis.isEmpty ? "" : " " + synopsis)" }

    /// Whether `error` is about the command line itself (an option, a positional argument such as
    /// `SPEC.json`, or the subcommand's arguments as a whole) rather than about the contents of a
    /// file or stream an argument names: the former is answered with the usage line as well.
    func isAboutArguments(_ error: ShapeInputError) -> Bool {
        if error.field.hasPrefix("--") || error.field == name { return true }
        return options.contains { option in
            !option.syntax.hasPrefix("-") && !option.syntax.hasPrefix("<") && option.syntax.split(separator: " ").first.map(String.init) == error.field
        }
    }

    /// The text of `verify-shapes help NAME` and `verify-shapes NAME --help`.
    var help: String {
        var lines = [usageLine, "", summary]
        let all = options + [Option("-h, --help", "print this help and exit")]
        let width = min(24, all.map(\.syntax.count).max() ?? 0)
        lines += ["", "arguments and options:"]
        for option in all {
            let wrapped = Self.wrap(option.meaning, width: 96 - width)
            if option.syntax.count > width {
                lines.append("  \(option.syntax)")
                lines += wrapped.map { "  " + String(repeating: " ", count: width) + "  " + $0 }
            } else {
                let head = option.syntax.padding(toLength: width, withPad: " ", startingAt: 0)
                lines.append("  \(head)  \(wrapped[0])")
                lines += wrapped.dropFirst().map { "  " + String(repeating: " ", count: width) + "  " + $0 }
            }
        }
        lines += ["", CommandLineTool.exitStatusText]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word stands alone).
    private static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines
    }
}
