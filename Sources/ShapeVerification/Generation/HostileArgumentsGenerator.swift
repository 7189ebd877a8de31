import ShapeModel

/// Draws bad command lines from a ``ChoiceSource``: one of the given valid invocations, then up
/// to three edits (an argument dropped, doubled, swapped with its neighbour, replaced by a
/// malformed value, an unknown option or extra argument inserted, `--name value` glued into
/// `--name=value`, the tail cut off).
///
/// A draw of 0 is the simplest option throughout, so the all-zero sequence is the first template
/// unchanged and ``ChoiceShrinker`` shrinks a failing command line toward it.
///
/// ```swift
/// let generator = HostileArgumentsGenerator(templates: [["spinner", "--time", "1.5"]])
/// var source = ChoiceSource(random: SplitMix64(seed: 3))
/// let arguments = generator.generate(&source)   // e.g. ["spinner", "--time", "nan"]
/// ```
public struct HostileArgumentsGenerator: Sendable {
    /// Valid invocations, subcommand first (e.g. `["inspect", "spec.json", "--size", "100x80"]`).
    public var templates: [[String]]

    /// The most edits applied to one command line.
    public static let maximumEdits = 3

    /// A generator starting from `templates` (at least one).
    public init(templates: [[String]]) {
        self.templates = templates
    }

    /// Values no option takes: empty, dashes, non-finite and out-of-range numbers, sizes with a
    /// side missing, negative, too big or too small, hex, NUL, a 500-digit number, files that are
    /// not specs (a directory, an endless device, nothing).
    public static let malformedValues: [String] = [
        "", "-", "--", "nan", "inf", "-1", "1e999", "0x10", "1e-400", "100x", "x100", "1e9x1e9", "1e10x1", "-0x5",
        "5e-324x1", "100x100x100", "100X100", "\u{0}", "é", String(repeating: "9", count: 500), "/", "/dev/zero",
        "/nonexistent/spec.json", "18446744073709551616", "-0", "1e9", "0",
    ]

    /// Arguments inserted: unknown options, a dangling value option, an extra positional, odd dashes.
    public static let insertions: [String] = ["--bogus", "extra", "-x", "--=", "---", "--size", "--t", "--seed", "--corpus", "-", "--pretty=yes", "--no-shrink"]

    /// One command line, drawing every decision from `source`.
    public func generate(_ source: inout ChoiceSource) -> [String] {
        var arguments = templates[source.index(below: templates.count)]
        var edits = 0
        while edits < Self.maximumEdits, source.flag(percent: edits == 0 ? 95 : 35) {
            edits += 1
            // Index 0 is the subcommand: edits go after it (insertions may go anywhere after it).
            let slots = max(arguments.count - 1, 1)
            let index = 1 + source.index(below: slots)
            switch source.index(below: 7) {
            case 0 where index < arguments.count:
                arguments[index] = Self.malformedValues[source.index(below: Self.malformedValues.count)]
            case 1 where index < arguments.count:
                arguments.remove(at: index)
            case 2:
                arguments.insert(Self.insertions[source.index(below: Self.insertions.count)], at: min(index, arguments.count))
            case 3 where index < arguments.count:
                arguments.insert(arguments[index], at: index)
            case 4 where index + 1 < arguments.count:
                arguments.swapAt(index, index + 1)
            case 5 where index + 1 < arguments.count && arguments[index].hasPrefix("--"):
                let value = source.flag(percent: 50) ? arguments[index + 1] : ""
                arguments[index] += "=" + value
                arguments.remove(at: index + 1)
            case 6:
                arguments.removeSubrange(min(index, arguments.count)...)
            default:
                break
            }
        }
        return arguments
    }
}
