import ShapeCore

/// Reading a spec argument: a JSON file, or `-` for standard input.
enum SpecInput {
    /// The spec in the file; syntax errors name the file, spec errors name the field.
    static func load(_ path: String) throws(ShapeInputError) -> ShapeSpec {
        let bytes = try StandardIO.readFile(path, limit: JSONParser.maximumBytes)
        let json = try JSONParser.parse(bytes, source: path == "-" ? "stdin" : path)
        return try ShapeSpec(json: json)
    }
}
