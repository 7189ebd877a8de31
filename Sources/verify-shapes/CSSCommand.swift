import ShapeCore

/// `verify-shapes css SPEC.json [--size WxH] [--selector S]`: CSS for a shape, in the most
/// faithful form CSS has for it (`CSSExport`), with a comment saying which form and why.
enum CSSCommand {
    static let command = Command(
        name: "css", synopsis: "SPEC.json [--size WxH] [--selector S]",
        summary: "write CSS for a shape: native border-radius and corner-shape (round, bevel) where the spec allows, else clip-path: shape() or path(); a comment says which form and why",
        options: [
            Command.Option("SPEC.json", "the shape spec (JSON, Docs/Contract.md section 7); - reads it from stdin"),
            Command.Option("--size WxH", "the size, for specs CSS can only draw at one size (offsets, triangles, fractions, corners that need scaling); the responsive forms ignore it unless it is below the smallest size they are exact at"),
            Command.Option("--selector S", "the rule's selector (default .shape)"),
        ]
    ) { arguments in
        var args = ArgumentParser(arguments, command: "css")
        let size = try args.option("size").map { text throws(ShapeInputError) in try ArgumentValue.size(text) }
        let selector = try args.option("selector") ?? ".shape"
        let specPath = try args.positional("SPEC.json")
        try args.finish()
        guard !selector.isEmpty, !selector.contains(where: { "{}\n\r;".contains($0) }) else {
            throw ShapeInputError(field: "--selector", problem: "expected a CSS selector without braces, semicolons or newlines, got \(ShapeInputError.quoted(selector))")
        }
        StandardIO.write(try CSSExport(try SpecInput.load(specPath), size: size).stylesheet(selector: selector))
        return 0
    }
}
