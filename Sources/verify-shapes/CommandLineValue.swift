import ShapeModel

/// Reads the value that follows an option; errors name the option.
enum CommandLineValue {
    static func string(_ rest: inout ArraySlice<String>, after option: String) throws(ShapeInputError) -> String {
        guard let value = rest.popFirst() else { throw ShapeInputError(field: option, problem: "needs a value") }
        return value
    }

    static func unsigned(_ rest: inout ArraySlice<String>, after option: String) throws(ShapeInputError) -> UInt64 {
        let text = try string(&rest, after: option)
        guard let value = UInt64(text) else {
            throw ShapeInputError(field: option, problem: "expected a non-negative integer, got \"\(text)\"")
        }
        return value
    }
}
