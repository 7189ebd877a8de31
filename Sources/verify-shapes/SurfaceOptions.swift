import ShapeCore

/// `--border W` and `--elevation E`, shared by `inspect` and `render`: the surface a shaped
/// view would draw (Docs/Contract.md section 11).
struct SurfaceOptions {
    /// The border width, in points (0 when only `--elevation` was given).
    var borderWidth: Double
    /// The elevation, in points (0 when only `--border` was given).
    var elevation: Double

    /// The help lines for the two options.
    static let help = [
        Command.Option("--border W", "also the surface with a border of width W points (decimal, >= 0): its content mask, the erosion of the shape by W (Docs/Contract.md section 11), and its border region"),
        Command.Option("--elevation E", "also the surface's shadow at elevation E points (decimal, >= 0; 0 casts none), and its ripple"),
    ]

    /// The options if either was given, else `nil`; a bad value names its option.
    static func take(from args: inout ArgumentParser) throws(ShapeInputError) -> SurfaceOptions? {
        let border = try args.option("border").map { text throws(ShapeInputError) in try value(text, option: "--border") }
        let elevation = try args.option("elevation").map { text throws(ShapeInputError) in try value(text, option: "--elevation") }
        guard border != nil || elevation != nil else { return nil }
        return SurfaceOptions(borderWidth: border ?? 0, elevation: elevation ?? 0)
    }

    private static func value(_ text: String, option: String) throws(ShapeInputError) -> Double {
        let v = try ArgumentValue.double(text, field: option)
        guard v >= 0 else { throw ShapeInputError(field: option, problem: "must be >= 0, got \(ShapeInputError.quoted(text))") }
        return v
    }

    /// The surface of `shape` with these numbers.
    func surface(of shape: ResolvedShape) throws(ShapeInputError) -> ShapedSurface {
        try ShapedSurface(resolved: shape, borderWidth: borderWidth, elevation: elevation)
    }
}
