/// A standalone SVG document for inspecting shapes.
public enum SVGDocument {
    /// An SVG 1.1 document drawing each path with its style, in order, over `viewBox`
    /// (its width and height become the document's size in user units).
    public static func render(_ paths: [(Path, SVGStyle)], viewBox: Rect) -> String {
        func n(_ v: Double) -> String { NumberFormatting.roundTrip(v) }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" "#
                + #"viewBox="\#(n(viewBox.x)) \#(n(viewBox.y)) \#(n(viewBox.width)) \#(n(viewBox.height))" "#
                + #"width="\#(n(viewBox.width))" height="\#(n(viewBox.height))">"#,
        ]
        for (path, style) in paths {
            var attributes = [
                ("d", path.svgPathData),
                ("fill", style.fill),
                ("fill-rule", style.fillRule == .evenOdd ? "evenodd" : "nonzero"),
                ("stroke", style.stroke),
            ]
            if style.strokeWidth != 0 { attributes.append(("stroke-width", n(style.strokeWidth))) }
            if style.opacity != 1 { attributes.append(("opacity", n(style.opacity))) }
            let text = attributes.map { "\($0.0)=\"\(escape($0.1))\"" }.joined(separator: " ")
            lines.append("  <path \(text)/>")
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// XML attribute escaping, so a style string cannot break the document.
    static func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }

    /// A view box around `bounds` with a margin on every side, for shapes that leave their rectangle.
    public static func viewBox(around bounds: Rect, margin: Double = 4) -> Rect {
        Rect(x: bounds.x - margin, y: bounds.y - margin, width: bounds.width + 2 * margin, height: bounds.height + 2 * margin)
    }
}
