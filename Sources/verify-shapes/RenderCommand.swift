import ShapeCore

/// `verify-shapes render SPEC.json --size WxH --svg OUT.svg [--margins]`: a standalone SVG of the shape.
enum RenderCommand {
    static let command = Command(
        name: "render", synopsis: "SPEC.json --size WxH --svg OUT.svg [--margins] [--fill COLOR]",
        summary: "write the shape as a standalone SVG (atomically); --margins also outlines the content rectangle"
    ) { arguments in
        var args = ArgumentParser(arguments, command: "render")
        let showMargins = try args.flag("margins")
        let fill = try args.option("fill") ?? "#6200ee"
        let size = try ArgumentValue.size(try args.requiredOption("size", "--size WxH"))
        let output = try args.requiredOption("svg", "--svg OUT.svg")
        let specPath = try args.positional("SPEC.json")
        try args.finish()
        let shape = try SpecInput.load(specPath).resolved(for: size)
        let path = shape.path
        var layers: [(Path, SVGStyle)] = [
            (Path([.move(to: .zero), .line(to: Point(x: size.width, y: 0)), .line(to: Point(x: size.width, y: size.height)),
                   .line(to: Point(x: 0, y: size.height)), .close]), SVGStyle(fill: "none", stroke: "#bbbbbb", strokeWidth: 0.5)),
            (path, SVGStyle(fill: fill, stroke: "black", strokeWidth: 0.5, opacity: 0.85)),
        ]
        if showMargins {
            let m = shape.contentMargins
            let r = Rect(size: size).inset(by: m)
            layers.append((Path([.move(to: Point(x: r.minX, y: r.minY)), .line(to: Point(x: r.maxX, y: r.minY)),
                                 .line(to: Point(x: r.maxX, y: r.maxY)), .line(to: Point(x: r.minX, y: r.maxY)), .close]),
                           SVGStyle(fill: "none", stroke: "#03dac6", strokeWidth: 0.5)))
        }
        let frame = Rect(size: size)
        let b = shape.bounds
        let union = Rect(enclosing: [Point(x: min(frame.minX, b.minX), y: min(frame.minY, b.minY)),
                                     Point(x: max(frame.maxX, b.maxX), y: max(frame.maxY, b.maxY))]) ?? frame
        let svg = SVGDocument.render(layers, viewBox: SVGDocument.viewBox(around: union, margin: 4))
        try StandardIO.writeFileAtomically(svg, to: output)
        return 0
    }
}
