import ShapeCore
import ShapeVerification

/// `verify-shapes spinner --time T [--size WxH] [--pretty]`: one frame of the indeterminate
/// spinner (Contract: spinner model) as one JSON object.
enum SpinnerCommand {
    /// The spinner's size when none is given: Material's 48-point circular indicator.
    static let defaultSize = Size(width: 48, height: 48)

    static let command = Command(
        name: "spinner", synopsis: "--time T [--size WxH] [--pretty]",
        summary: "print one frame of the indeterminate spinner: rotation, stroke fractions and the visible arc's path (JSON)",
        options: [
            Command.Option("--time T", "seconds since the spinner started (any finite decimal; the animation repeats)"),
            Command.Option("--size WxH", "the spinner's size; its circle has diameter min(W, H), centred (default 48x48)"),
            Command.Option("--pretty", "indent the JSON (default: one line)"),
        ]
    ) { arguments in
        var args = ArgumentParser(arguments, command: "spinner")
        let pretty = try args.flag("pretty")
        let time = try ArgumentValue.double(try args.requiredOption("time", "--time T"), field: "--time")
        let size = try args.option("size").map { text throws(ShapeInputError) in try ArgumentValue.size(text) } ?? defaultSize
        try args.finish()
        let frame = try SpinnerFrame(time: time)
        let arc = try frame.visibleArc(for: size)
        let report: JSONValue = [
            "time": .number(frame.time),
            "rotation": .number(frame.rotation),
            "strokeStart": .number(frame.strokeStart),
            "strokeEnd": .number(frame.strokeEnd),
            "size": ["width": .number(size.width), "height": .number(size.height)],
            "svgPath": .string(arc.svgPathData),
            "elements": .array(arc.elements.map(PathElementsJSON.json)),
            "length": .number(arc.length),
        ]
        StandardIO.write(JSONWriter.string(report, style: pretty ? .pretty : .compact) + (pretty ? "" : "\n"))
        return 0
    }
}
