import Foundation
import ShapeCore
import ShapeModel
import ShapeOracle

/// An SVG beside each corpus entry: the producer's outline (blue), the oracle's outline
/// (dashed orange), and the points where they disagreed (red), in shape coordinates (y down).
public enum FailurePicture {
    /// The picture for `shapeCase` under `producer`, marking `points`.
    public static func svg(for shapeCase: ShapeCase, producer: any ShapeProducer, points: [Point]) -> String {
        let shape = try? producer.produce(shapeCase.spec, size: shapeCase.size)
        let oracle = try? AnalyticOracle(spec: shapeCase.spec, size: shapeCase.size)
        var extent = Rect(size: shapeCase.size)
        for rect in [shape?.bounds, oracle?.bounds].compactMap({ $0 }) {
            extent = Rect(enclosing: [Point(x: extent.minX, y: extent.minY), Point(x: extent.maxX, y: extent.maxY),
                                      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY)]) ?? extent
        }
        let span = Swift.max(extent.width, extent.height, 1e-9)
        let pad = 0.08 * span
        let stroke = span / 300
        func n(_ v: Double) -> String { JSONWriter.number(v) }
        // Room below the drawing for a three-line legend.
        let line = 0.045 * Swift.max(span, extent.width + 2 * pad)
        let height = extent.height + 2 * pad + 3 * line
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(n(extent.minX - pad)) \(n(extent.minY - pad)) \(n(extent.width + 2 * pad)) \(n(height))\" width=\"480\" height=\"\(n((480 * height / (extent.width + 2 * pad)).rounded()))\">\n"
        svg += "<title>\(escape(shapeCase.spec.jsonString())) at \(n(shapeCase.size.width))x\(n(shapeCase.size.height))</title>\n"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(n(shapeCase.size.width))\" height=\"\(n(shapeCase.size.height))\" fill=\"none\" stroke=\"#bbb\" stroke-width=\"\(n(stroke))\"/>\n"
        if let shape {
            svg += "<path d=\"\(shape.path.svgPathData)\" fill=\"#1e88e5\" fill-opacity=\"0.15\" stroke=\"#1e88e5\" stroke-width=\"\(n(stroke))\"><title>\(escape(producer.name))</title></path>\n"
        }
        if let oracle, !oracle.isEmpty {
            let outline = oracle.outline(tolerance: span / 2000)
            let list = outline.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
            svg += "<polygon points=\"\(list)\" fill=\"none\" stroke=\"#fb8c00\" stroke-dasharray=\"\(n(4 * stroke))\" stroke-width=\"\(n(stroke))\"><title>analytic oracle</title></polygon>\n"
        }
        for p in points where p.isFinite {
            svg += "<circle cx=\"\(n(p.x))\" cy=\"\(n(p.y))\" r=\"\(n(3 * stroke))\" fill=\"#e53935\"><title>(\(n(p.x)), \(n(p.y)))</title></circle>\n"
        }
        // A legend below the drawing, so the picture explains itself without this file.
        let legend = [("#1e88e5", "filled: \(escape(producer.name))"), ("#fb8c00", "dashed: analytic oracle"),
                      ("#e53935", "dots: \(points.count) disagreeing point(s)")]
        for (i, (color, label)) in legend.enumerated() {
            let y = extent.maxY + pad + (Double(i) + 0.8) * line
            svg += "<text x=\"\(n(extent.minX))\" y=\"\(n(y))\" font-family=\"sans-serif\" font-size=\"\(n(0.75 * line))\" fill=\"\(color)\">\(label)</text>\n"
        }
        return svg + "</svg>\n"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
