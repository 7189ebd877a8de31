extension ShapeInputError {
    /// How many characters of offending input an error message quotes at most.
    public static let maximumQuotedLength = 80

    /// `text` for an error message: in single quotes, control characters escaped (the message
    /// stays one line), and cut to ``maximumQuotedLength`` characters with an ellipsis.
    ///
    /// Every message that echoes input goes through here, so a 10 MB line or a binary file
    /// named as a spec produces a readable one-line error instead of flooding the terminal.
    /// Escaped: C0 and C1 controls, DEL, the line and paragraph separators (each would break the
    /// line) and the bidirectional embeddings, overrides and isolates (each could make the
    /// terminal show the message in a misleading order).
    public static func quoted(_ text: some StringProtocol) -> String {
        var shown = ""
        var count = 0
        for character in text {
            if count == maximumQuotedLength { return "'" + shown + "…'" }
            if character.unicodeScalars.contains(where: needsEscape) {
                for scalar in character.unicodeScalars {
                    shown += needsEscape(scalar) ? scalar.escaped(asASCII: true) : String(scalar)
                }
            } else {
                shown.append(character)
            }
            count += 1
        }
        return "'" + shown + "'"
    }

    /// Whether `text` can appear in a message as it is: not empty (an empty name reads as no
    /// name at all), short, and nothing ``quoted(_:)`` would escape.
    public static func isPlain(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.count <= maximumQuotedLength && !text.unicodeScalars.contains(where: needsEscape)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
