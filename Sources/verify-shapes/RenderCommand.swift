import Foundation
import ShapeCore

/// `verify-shapes render SPEC.json --size WxH [--svg OUT.svg] [--png OUT.png [--scale N]] [--margins] [--border W] [--elevation E] [--fill COLOUR] [--background COLOUR]`:
/// a standalone SVG and/or a PNG of the shape, and of its surface with `--border`/`--elevation`.
enum RenderCommand {
    static let command = Command(
        name: "render", synopsis: "SPEC.json --size WxH [--svg OUT.svg] [--png OUT.png [--scale N]] [--margins] [--border W] [--elevation E] [--fill COLOUR] [--background COLOUR]",
        summary: "write the shape as a standalone SVG and/or a PNG (atomically); --margins also outlines the content rectangle; --border and --elevation draw the surface (border region, content mask's outline, key shadow)",
        options: [
            Command.Option("SPEC.json", "the shape spec (JSON, Docs/Contract.md section 7); - reads it from stdin"),
            Command.Option("--size WxH", "the size to resolve the shape for, e.g. 120x80 or 120.5x80"),
            Command.Option("--svg OUT.svg", "write a standalone SVG (the nominal rectangle in grey, the shape filled)"),
            Command.Option("--png OUT.png", "write a PNG of the shape (transparent background unless --background)"),
            Command.Option("--scale N", "PNG pixels per point (default 2)"),
            Command.Option("--margins", "also outline the content rectangle (the size inset by the content margins)"),
            Command.Option("--border W", "also draw the border of width W points (decimal, >= 0): the border region filled dark, the content mask's outline (the inner parallel curve, Docs/Contract.md section 11) stroked in the SVG"),
            Command.Option("--elevation E", "also draw a hint of the shadow at elevation E points: the outline moved by the key shadow's offset at its opacity, unblurred (blur radii are in `inspect --elevation`)"),
            Command.Option("--fill COLOUR", "the shape's colour (default #6200ee): #rgb, #rgba, #rrggbb, #rrggbbaa or a CSS colour name (\(CSSColor.exampleNames))"),
            Command.Option("--background COLOUR", "the background of the SVG and the PNG (default transparent), same spellings as --fill"),
        ]
    ) { arguments in
        var args = ArgumentParser(arguments, command: "render")
        let showMargins = try args.flag("margins")
        let fill = try colour(try args.option("fill") ?? "#6200ee", field: "--fill")
        let background = try colour(try args.option("background") ?? "transparent", field: "--background")
        let size = try ArgumentValue.size(try args.requiredOption("size", "--size WxH"))
        let svgOutput = try args.option("svg")
        let pngOutput = try args.option("png")
        let scale = try args.option("scale").map { text throws(ShapeInputError) in try ArgumentValue.double(text, field: "--scale") } ?? 2
        let surfaceOptions = try SurfaceOptions.take(from: &args)
        let specPath = try args.positional("SPEC.json")
        try args.finish()
        guard svgOutput != nil || pngOutput != nil else {
            throw ShapeInputError(field: "render", problem: "give --svg OUT.svg, --png OUT.png, or both")
        }
        let shape = try SpecInput.load(specPath).resolved(for: size)
        let path = shape.path
        var layers: [(Path, SVGStyle)] = [
            (rectanglePath(Rect(size: size)), SVGStyle(fill: "none", stroke: "#bbbbbb", strokeWidth: 0.5)),
            (path, SVGStyle(fill: CSSColor.svgPaint(fill), stroke: "black", strokeWidth: 0.5, opacity: 0.85 * CSSColor.opacity(of: fill))),
        ]
        let contentPath = showMargins ? rectanglePath(Rect(size: size).inset(by: shape.contentMargins)) : nil
        if let contentPath { layers.append((contentPath, SVGStyle(fill: "none", stroke: "#03dac6", strokeWidth: 0.5))) }
        let surface = try surfaceOptions.map { options throws(ShapeInputError) in try options.surface(of: shape) }
        let surfaceLayers = surface.map(SurfacePicture.init)
        if let surfaceLayers {
            layers.insert(contentsOf: surfaceLayers.svgBelow, at: 1)
            layers += surfaceLayers.svgAbove
        }
        let frame = Rect(size: size)
        let b = surfaceLayers.map { SurfacePicture.union($0.bounds, shape.bounds) } ?? shape.bounds
        let union = Rect(enclosing: [Point(x: min(frame.minX, b.minX), y: min(frame.minY, b.minY)),
                                     Point(x: max(frame.maxX, b.maxX), y: max(frame.maxY, b.maxY))]) ?? frame
        let viewBox = SVGDocument.viewBox(around: union, margin: 4)
        if let svgOutput {
            if background.alpha > 0 {
                let backdrop = SVGStyle(fill: CSSColor.svgPaint(background), opacity: CSSColor.opacity(of: background))
                layers.insert((rectanglePath(viewBox), backdrop), at: 0)
            }
            try StandardIO.writeFileAtomically(SVGDocument.render(layers, viewBox: viewBox), to: svgOutput)
        }
        if let pngOutput {
            var pngLayers = [(path, fill)]
            if let surfaceLayers {
                pngLayers.insert(contentsOf: surfaceLayers.pngBelow, at: 0)
                pngLayers += surfaceLayers.pngAbove
            }
            if let contentPath { pngLayers.append((contentPath, RGBA(red: 3, green: 218, blue: 198, alpha: 96))) }
            let png = try PNGRenderer(viewBox: viewBox, scale: scale).render(pngLayers, background: background)
            try StandardIO.writeFileAtomically(Data(png), to: pngOutput)
        }
        return 0
    }

    /// A `--fill`/`--background` value (``CSSColor``); errors name the option.
    private static func colour(_ text: String, field: String) throws(ShapeInputError) -> RGBA {
        guard let colour = CSSColor.parse(text) else {
            throw ShapeInputError(field: field, problem: "expected #rgb, #rgba, #rrggbb, #rrggbbaa or a CSS colour name (\(CSSColor.exampleNames)), got \(ShapeInputError.quoted(text))")
        }
        return colour
    }

    /// A closed rectangle outline, clockwise from its top-left corner.
    private static func rectanglePath(_ r: Rect) -> Path {
        Path([.move(to: Point(x: r.minX, y: r.minY)), .line(to: Point(x: r.maxX, y: r.minY)),
              .line(to: Point(x: r.maxX, y: r.maxY)), .line(to: Point(x: r.minX, y: r.maxY)), .close])
    }
}
