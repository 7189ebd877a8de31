import Foundation
import ShapeCore

/// `verify-shapes render SPEC.json --size WxH [--svg OUT.svg] [--png OUT.png [--scale N]] [--margins] [--fill COLOR]`:
/// a standalone SVG and/or a PNG of the shape.
enum RenderCommand {
    static let command = Command(
        name: "render", synopsis: "SPEC.json --size WxH [--svg OUT.svg] [--png OUT.png [--scale N]] [--margins] [--fill COLOR]",
        summary: "write the shape as a standalone SVG and/or a PNG (atomically); --margins also outlines the content rectangle"
    ) { arguments in
        var args = ArgumentParser(arguments, command: "render")
        let showMargins = try args.flag("margins")
        let fill = try args.option("fill") ?? "#6200ee"
        let size = try ArgumentValue.size(try args.requiredOption("size", "--size WxH"))
        let svgOutput = try args.option("svg")
        let pngOutput = try args.option("png")
        let scale = try args.option("scale").map { text throws(ShapeInputError) in try ArgumentValue.double(text, field: "--scale") } ?? 2
        let specPath = try args.positional("SPEC.json")
        try args.finish()
        guard svgOutput != nil || pngOutput != nil else {
            throw ShapeInputError(field: "render", problem: "give --svg OUT.svg, --png OUT.png, or both")
        }
        let pngFill = try pngOutput.map { _ throws(ShapeInputError) -> RGBA in
            guard let color = RGBA(hex: fill) else {
                throw ShapeInputError(field: "--fill", problem: "PNG output takes #rrggbb or #rrggbbaa, got '\(fill)'")
            }
            return color
        }
        let shape = try SpecInput.load(specPath).resolved(for: size)
        let path = shape.path
        var layers: [(Path, SVGStyle)] = [
            (rectanglePath(Rect(size: size)), SVGStyle(fill: "none", stroke: "#bbbbbb", strokeWidth: 0.5)),
            (path, SVGStyle(fill: fill, stroke: "black", strokeWidth: 0.5, opacity: 0.85)),
        ]
        let contentPath = showMargins ? rectanglePath(Rect(size: size).inset(by: shape.contentMargins)) : nil
        if let contentPath { layers.append((contentPath, SVGStyle(fill: "none", stroke: "#03dac6", strokeWidth: 0.5))) }
        let frame = Rect(size: size)
        let b = shape.bounds
        let union = Rect(enclosing: [Point(x: min(frame.minX, b.minX), y: min(frame.minY, b.minY)),
                                     Point(x: max(frame.maxX, b.maxX), y: max(frame.maxY, b.maxY))]) ?? frame
        let viewBox = SVGDocument.viewBox(around: union, margin: 4)
        if let svgOutput {
            try StandardIO.writeFileAtomically(SVGDocument.render(layers, viewBox: viewBox), to: svgOutput)
        }
        if let pngOutput, let pngFill {
            var pngLayers = [(path, pngFill)]
            if let contentPath { pngLayers.append((contentPath, RGBA(red: 3, green: 218, blue: 198, alpha: 96))) }
            let png = try PNGRenderer(viewBox: viewBox, scale: scale).render(pngLayers)
            try StandardIO.writeFileAtomically(Data(png), to: pngOutput)
        }
        return 0
    }

    /// A closed rectangle outline, clockwise from its top-left corner.
    private static func rectanglePath(_ r: Rect) -> Path {
        Path([.move(to: Point(x: r.minX, y: r.minY)), .line(to: Point(x: r.maxX, y: r.minY)),
              .line(to: Point(x: r.maxX, y: r.maxY)), .line(to: Point(x: r.minX, y: r.maxY)), .close])
    }
}
