extension ShapeInputError {
    /// How many characters of offending input an error message quotes at most.
    public static let maximumQuotedLength = 80

    /// `text` for an error message: in single quotes, control characters escaped (the message
    /// stays one line), and cut to ``maximumQuotedLength`` characters with an ellipsis.
    ///
    /// Every message that echoes input goes through here, so a 10 MB line or a binary file
    /// named as a spec produces a readable one-line error instead of flooding the terminal.
    public static func quoted(_ text: some StringProtocol) -> String {
        var shown = ""
        var count = 0
        for character in text {
            if count == maximumQuotedLength { return "'" + shown + "…'" }
            if character.unicodeScalars.allSatisfy({ $0.value < 0x20 || $0.value == 0x7F }) {
                for scalar in character.unicodeScalars { shown += scalar.escaped(asASCII: true) }
            } else {
                shown.append(character)
            }
            count += 1
        }
        return "'" + shown + "'"
    }
}
