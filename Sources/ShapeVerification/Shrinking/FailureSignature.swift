/// What makes two failures of one property "the same failure", for shrinking: the kind of the
/// property's message, with the details that shrinking is expected to change masked.
///
/// A shrinker that only asks "does the property still fail?" can slip from the bug it was given
/// to a different, easier one (an area slip shrinks into a bounds slip, a crossing notch into a
/// flat arc). Hypothesis guards against this by keeping a fixed shrink target, the failure's
/// "interesting origin". A property's message names the measure that failed and how ("area …
/// becomes … at double size, not 4x", "bounds minX is …"), so its kind serves as that target: a
/// candidate is kept only if it fails with the same signature. The kind is the message up to its
/// first `;` (what follows is detail, such as the first disagreeing probe), with every bracketed
/// group, number, number list and corner or edge name masked.
///
/// ```swift
/// FailureSignature(message: "area 0.5 becomes 2.1 at double size, not 4x")
///     == FailureSignature(message: "area 7e-19 becomes 3e-18 at double size, not 4x")  // true
/// FailureSignature(message: "the top margin is -1; SPEC asks 2").text  // "the * margin is #"
/// ```
public struct FailureSignature: Hashable, Sendable, CustomStringConvertible {
    /// The message with each number replaced by `#`.
    public var text: String

    /// The signature of a failure message.
    ///
    /// - Complexity: O(*n*) in the length of the message.
    public init(message: String) {
        text = Self.masked(message)
    }

    /// The signature of a failing outcome, or `nil` if the outcome is not a failure.
    public init?(_ outcome: PropertyOutcome) {
        guard case .fail(let message, _) = outcome else { return nil }
        self.init(message: message)
    }

    public var description: String { text }

    /// The kind of a message: cut at `;`, groups, numbers and side names masked.
    static func masked(_ message: String) -> String {
        let kind = message.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let words = maskedNumbers(maskedGroups(kind))
            .split(separator: " ", omittingEmptySubsequences: false)
            .map { sideNames.contains(String($0)) ? "*" : String($0) }
        // "winds -1, 2 times" and "winds 2 times" are one kind: collapse lists of numbers.
        var out: [String] = []
        for word in words {
            if word == "#" || word == "#,", let last = out.last, last == "#,"  {
                out[out.count - 1] = word
            } else {
                out.append(word)
            }
        }
        return out.joined(separator: " ")
    }

    /// Corner and edge names: which corner or edge failed may change as a case shrinks.
    static let sideNames: Set<String> = ["topLeft", "topRight", "bottomRight", "bottomLeft", "top", "right", "bottom", "left"]

    /// Replaces the contents of every `(…)`, `[…]` and `{…}` group (nested ones included) by `…`.
    static func maskedGroups(_ text: String) -> String {
        var out = ""
        var depth = 0
        for c in text {
            switch c {
            case "(", "[", "{":
                if depth == 0 { out.append(c); out.append("…") }
                depth += 1
            case ")", "]", "}":
                if depth == 0 { out.append(c); break }
                depth -= 1
                if depth == 0 { out.append(c) }
            default:
                if depth == 0 { out.append(c) }
            }
        }
        return out
    }

    /// Masks decimal numbers (with sign, fraction and exponent), `nan` and `inf`/`infinity`.
    static func maskedNumbers(_ message: String) -> String {
        let characters = Array(message)
        var out = ""
        var i = 0
        func isDigit(_ j: Int) -> Bool { j < characters.count && characters[j].isASCII && characters[j].isNumber }
        func isWordCharacter(_ j: Int) -> Bool { j >= 0 && j < characters.count && (characters[j].isLetter || characters[j].isNumber) }
        while i < characters.count {
            let c = characters[i]
            // A number starts at a digit, or at a sign or point directly before one, and not in
            // the middle of a word (so `topLeft2` or `SHA256` stay as they are).
            let startsNumber = !isWordCharacter(i - 1) && (isDigit(i)
                || ((c == "-" || c == "+" || c == ".") && isDigit(i + 1))
                || ((c == "-" || c == "+") && i + 2 < characters.count && characters[i + 1] == "." && isDigit(i + 2)))
            if startsNumber {
                var j = i + 1
                while j < characters.count {
                    let d = characters[j]
                    if isDigit(j) || d == "." { j += 1; continue }
                    if (d == "e" || d == "E") && (isDigit(j + 1) || ((j + 1 < characters.count) && (characters[j + 1] == "-" || characters[j + 1] == "+") && isDigit(j + 2))) {
                        j += 2; continue
                    }
                    break
                }
                out.append("#")
                i = j
                continue
            }
            if !isWordCharacter(i - 1),
               let word = ["infinity", "inf", "nan"].first(where: { Self.matches($0, in: characters, at: i) && !isWordCharacter(i + $0.count) }) {
                out.append("#")
                i += word.count
                continue
            }
            out.append(c)
            i += 1
        }
        return out
    }

    private static func matches(_ word: String, in characters: [Character], at i: Int) -> Bool {
        let w = Array(word)
        guard i + w.count <= characters.count else { return false }
        for k in 0..<w.count where characters[i + k].lowercased() != String(w[k]) { return false }
        return true
    }
}
