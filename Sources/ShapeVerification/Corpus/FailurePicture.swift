import Foundation
import ShapeCore
import ShapeModel
import ShapeOracle

/// The SVG beside each corpus entry: a picture that shows the failure itself.
///
/// It draws the case's shape as the producer makes it (blue, filled) and the analytic oracle's
/// outline (dashed orange), then the property's ``FailureEvidence``: extra outlines (the doubled
/// shape scaled back, the mirror image, the bounds, the content rectangle, a gap), numbered marks
/// (a probe and its winding number, the two ends of a gap) and the failing points (red). Below
/// the drawing a legend names every layer and spells out the verdict, the message, the numbers
/// compared, the entry's note and the case.
///
/// The document's view box is a fixed frame, 600 wide; the drawing area, a square around
/// everything drawn, is scaled onto its top. Text (1/40 of the view box's width), strokes and
/// dots are sized in the frame, so the picture reads the same whether the shape is 1e-9 or 1e9
/// points wide; exact coordinates are in the tooltips (and the entry).
/// The output is a pure function of its inputs: the same entry and outcome give the same bytes.
public enum FailurePicture {
    /// The picture of `entry` as `producer` handles its case today (`outcome` is the property's
    /// verdict on it): a failure shows its evidence; an entry that passes (or no longer applies)
    /// is labelled so and shows the points recorded when it failed.
    public static func svg(for entry: CorpusEntry, outcome: PropertyOutcome, producer: any ShapeProducer) -> String {
        var text: [String] = []
        let headline: String
        let evidence: FailureEvidence
        switch outcome {
        case .fail(let message, let found):
            headline = "\(entry.property): FAILS with \(producer.name)"
            evidence = found
            text.append(message)
            if entry.message != message && !entry.message.isEmpty { text.append("recorded: \(entry.message)") }
        case .pass, .discard:
            if case .discard(let why) = outcome {
                headline = "\(entry.property): does not apply today (\(why))"
            } else {
                headline = "\(entry.property): passes today with \(producer.name)"
            }
            evidence = FailureEvidence(points: entry.failingPoints, pointsLabel: "point(s) recorded when it failed")
            if !entry.message.isEmpty { text.append("recorded: \(entry.message)") }
        }
        if let note = entry.note { text.append("note: \(note)") }
        return render(entry.shapeCase, producer: producer, headline: headline, text: text, evidence: evidence)
    }

    /// The picture of a crash entry, drawn in this process without the producer that trapped
    /// (drawing its shape could kill the process that draws it): the analytic oracle's outline
    /// of the case, the trap's signal and message, and the case.
    public static func crashSVG(for entry: CorpusEntry) -> String {
        let crash = entry.crash ?? CrashRecord(signal: "?", during: .replay, fault: nil, output: "")
        let stand = NotDrawnProducer(name: crash.producerName)
        let moment = switch crash.during {
        case .generatedCase: "a generated case"
        case .shrinking: "a shrink candidate"
        case .replay: "a corpus entry"
        }
        var text = ["\(crash.producerName) died of \(crash.signal) checking this case (\(moment)); its shape is not drawn"]
        if !crash.output.isEmpty { text.append(crash.output) }
        if let note = entry.note { text.append("note: \(note)") }
        return render(entry.shapeCase, producer: stand, headline: "\(entry.property): TRAPS with \(crash.producerName)", text: text,
                      evidence: FailureEvidence(points: entry.failingPoints))
    }

    /// Stands for a producer that traps: it draws nothing, so only the oracle's outline shows.
    private struct NotDrawnProducer: ShapeProducer {
        var name: String
        func produce(_ spec: ShapeSpec, size: Size) throws(ShapeInputError) -> ProducedShape {
            throw ShapeInputError(field: "producer", problem: "not drawn: it traps")
        }
    }

    /// Width of the document's frame, in its own units and in CSS pixels; the height follows
    /// the drawing's aspect ratio and the legend's length.
    static let frameWidth = 600.0
    /// Characters per legend line at a font size of 1/40 of the width (sans-serif digits are ~0.55 em).
    static let charactersPerLine = 66

    private static let producerColor = "#1e88e5", oracleColor = "#fb8c00", pointColor = "#e53935", markColor = "#212121"
    /// Evidence outlines take these in turn; every second one is also dashed, so two outlines
    /// that coincide stay distinguishable.
    private static let outlineColors = ["#8e24aa", "#43a047", "#00897b", "#6d4c41", "#d81b60", "#3949ab"]

    /// One legend line: a swatch (if any) in `color`, then `text`.
    private struct LegendLine {
        enum Swatch { case none, fill, line, dashedLine, dot, ring }
        var swatch: Swatch
        var color: String
        var text: String
    }

    private static func render(_ shapeCase: ShapeCase, producer: any ShapeProducer, headline: String, text: [String],
                               evidence: FailureEvidence) -> String {
        let shape = evidence.showsCaseShape ? try? producer.produce(shapeCase.spec, size: shapeCase.size) : nil
        let oracle = evidence.showsCaseShape ? try? AnalyticOracle(spec: shapeCase.spec, size: shapeCase.size, variants: producer.capabilities.variants) : nil
        let points = evidence.points.filter(\.isFinite)
        let marks = evidence.marks.filter(\.point.isFinite)
        let outlines = evidence.outlines.filter { $0.path.elements.allSatisfy(\.isFinite) }

        // What the drawing must hold: the nominal rectangle and everything drawn.
        var corners = [Point(x: 0, y: 0), Point(x: shapeCase.size.width, y: shapeCase.size.height)]
        var rects: [Rect] = outlines.map(\.path.bounds)
        if let shape { rects.append(shape.bounds) }
        if let oracle, !oracle.isEmpty { rects.append(oracle.bounds) }
        for rect in rects where rect.minX.isFinite && rect.maxX.isFinite && rect.minY.isFinite && rect.maxY.isFinite {
            corners += [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY)]
        }
        corners += points + marks.map(\.point)
        let extent = Rect(enclosing: corners) ?? Rect(size: shapeCase.size)
        // A zero-area case still needs a drawing area; its scale is 1 (SPEC's length scale floor).
        let span = Swift.max(extent.width, extent.height) > 0 ? Swift.max(extent.width, extent.height) : 1
        let pad = 0.08 * span
        let width = span + 2 * pad
        let left = extent.minX + extent.width / 2 - width / 2
        let top = extent.minY - pad
        let drawingHeight = extent.height + 2 * pad

        var legend: [LegendLine] = []
        if let shape, !shape.path.isEmpty {
            legend.append(LegendLine(swatch: .fill, color: producerColor, text: "filled: the case's shape from \(producer.name)"))
        }
        if let oracle, !oracle.isEmpty {
            legend.append(LegendLine(swatch: .dashedLine, color: oracleColor, text: "dashed: the analytic oracle's outline"))
        }
        for (i, outline) in outlines.enumerated() {
            legend.append(LegendLine(swatch: i % 2 == 0 ? .line : .dashedLine, color: outlineColors[i % outlineColors.count], text: outline.label))
        }
        if !points.isEmpty {
            legend.append(LegendLine(swatch: .dot, color: pointColor,
                                     text: "\(points.count) \(evidence.pointsLabel ?? "point(s) where the check failed")"))
        }
        for (i, mark) in marks.enumerated() {
            legend.append(LegendLine(swatch: .ring, color: markColor, text: "\(i + 1): \(mark.label) at \(coordinates(mark.point))"))
        }
        var body: [LegendLine] = [LegendLine(swatch: .none, color: markColor, text: headline)]
        body += text.map { LegendLine(swatch: .none, color: pointColor, text: $0) }
        body += legend
        body += evidence.facts.map { LegendLine(swatch: .none, color: markColor, text: $0) }
        body.append(LegendLine(swatch: .none, color: "#757575",
                               text: "case: \(shapeCase.spec.jsonString()) at \(n(shapeCase.size.width))x\(n(shapeCase.size.height))"))
        // Wrapped lines keep their swatch on the first line only.
        var lines: [LegendLine] = []
        for line in body {
            for (k, piece) in wrap(line.text, width: charactersPerLine - (line.swatch == .none ? 0 : 3)).enumerated() {
                lines.append(LegendLine(swatch: k == 0 ? line.swatch : .none, color: line.color, text: piece))
            }
        }

        // Everything is drawn in a fixed frame, `frameWidth` units wide: the drawing area (square,
        // in shape units) is mapped onto its top by a uniform scale, which keeps arcs arcs. Sizes
        // in shape units would reach 1e-12 or 1e5, which renderers drop or refuse; exact
        // coordinates stay in the tooltips and in the entry itself.
        let k = frameWidth / width
        let toFrame = ShapeModel.AffineTransform(a: k, b: 0, c: 0, d: k, tx: -left * k, ty: -top * k)
        let frameDrawingHeight = drawingHeight * k
        let font = frameWidth / 40, lineHeight = 1.35 * frameWidth / 40
        let stroke = frameWidth / 400, dot = frameWidth / 150
        let frameHeight = (frameDrawingHeight + (Double(lines.count) + 0.6) * lineHeight).rounded(.up)
        func framed(_ p: Point) -> Point { toFrame.apply(p) }
        func d(_ path: Path) -> String { path.transformed(by: toFrame).svgPathData }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(frameWidth)) \(n(frameHeight))\" "
            + "width=\"\(n(frameWidth))\" height=\"\(n(frameHeight))\">\n"
        svg += "<title>\(escape(headline))</title>\n"
        // The legend's text unwrapped, for search and screen readers (the drawn legend wraps it).
        svg += "<desc>\(escape(body.map(\.text).joined(separator: "\n")))</desc>\n"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(n(frameWidth))\" height=\"\(n(frameHeight))\" fill=\"#fff\"/>\n"
        let origin = framed(Point(x: 0, y: 0))
        svg += "<rect x=\"\(n(origin.x))\" y=\"\(n(origin.y))\" width=\"\(n(shapeCase.size.width * k))\" height=\"\(n(shapeCase.size.height * k))\" fill=\"none\" stroke=\"#bbb\" stroke-width=\"\(n(stroke))\"><title>the nominal rectangle</title></rect>\n"
        if let shape, !shape.path.isEmpty {
            svg += "<path d=\"\(d(shape.path))\" fill=\"\(producerColor)\" fill-opacity=\"0.15\" stroke=\"\(producerColor)\" stroke-width=\"\(n(stroke))\"><title>\(escape(producer.name))</title></path>\n"
        }
        if let oracle, !oracle.isEmpty {
            let list = oracle.outline(tolerance: span / 2000).map { framed($0) }.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
            svg += "<polygon points=\"\(list)\" fill=\"none\" stroke=\"\(oracleColor)\" stroke-dasharray=\"\(n(4 * stroke))\" stroke-width=\"\(n(stroke))\"><title>analytic oracle</title></polygon>\n"
        }
        for (i, outline) in outlines.enumerated() {
            let dash = i % 2 == 0 ? "" : " stroke-dasharray=\"\(n(3 * stroke)) \(n(2 * stroke))\""
            // Open paths (gaps, edges) are the point of the picture: draw them thicker.
            let isOpen = outline.path.elements.last != .close
            svg += "<path d=\"\(d(outline.path))\" fill=\"none\" stroke=\"\(outlineColors[i % outlineColors.count])\" stroke-width=\"\(n((isOpen ? 2.5 : 1.5) * stroke))\"\(dash)><title>\(escape(outline.label))</title></path>\n"
        }
        for p in points {
            let at = framed(p)
            svg += "<circle cx=\"\(n(at.x))\" cy=\"\(n(at.y))\" r=\"\(n(dot))\" fill=\"\(pointColor)\"><title>\(coordinates(p))</title></circle>\n"
        }
        for (i, mark) in marks.enumerated() {
            let at = framed(mark.point)
            svg += "<circle cx=\"\(n(at.x))\" cy=\"\(n(at.y))\" r=\"\(n(2 * dot))\" fill=\"none\" stroke=\"\(markColor)\" stroke-width=\"\(n(stroke))\"><title>\(escape(mark.label)) at \(coordinates(mark.point))</title></circle>\n"
            svg += "<text x=\"\(n(at.x + 2 * dot))\" y=\"\(n(at.y - 2 * dot))\" font-family=\"sans-serif\" font-size=\"\(n(0.8 * font))\" fill=\"\(markColor)\">\(i + 1)</text>\n"
        }
        // The legend, below the drawing, so the picture explains itself without the entry.
        let swatchX = 0.03 * frameWidth, swatchWidth = 0.035 * frameWidth, textX = 0.08 * frameWidth
        for (i, line) in lines.enumerated() {
            let baseline = frameDrawingHeight + (Double(i) + 1) * lineHeight
            let middle = baseline - 0.35 * font
            switch line.swatch {
            case .none: break
            case .fill:
                svg += "<rect x=\"\(n(swatchX))\" y=\"\(n(middle - 0.4 * font))\" width=\"\(n(swatchWidth))\" height=\"\(n(0.8 * font))\" fill=\"\(line.color)\" fill-opacity=\"0.15\" stroke=\"\(line.color)\" stroke-width=\"\(n(stroke))\"/>\n"
            case .line, .dashedLine:
                let dash = line.swatch == .dashedLine ? " stroke-dasharray=\"\(n(3 * stroke)) \(n(2 * stroke))\"" : ""
                svg += "<line x1=\"\(n(swatchX))\" y1=\"\(n(middle))\" x2=\"\(n(swatchX + swatchWidth))\" y2=\"\(n(middle))\" stroke=\"\(line.color)\" stroke-width=\"\(n(2 * stroke))\"\(dash)/>\n"
            case .dot:
                svg += "<circle cx=\"\(n(swatchX + swatchWidth / 2))\" cy=\"\(n(middle))\" r=\"\(n(dot))\" fill=\"\(line.color)\"/>\n"
            case .ring:
                svg += "<circle cx=\"\(n(swatchX + swatchWidth / 2))\" cy=\"\(n(middle))\" r=\"\(n(1.5 * dot))\" fill=\"none\" stroke=\"\(line.color)\" stroke-width=\"\(n(stroke))\"/>\n"
            }
            let x = line.swatch == .none && i == 0 ? swatchX : textX
            let weight = i == 0 ? " font-weight=\"bold\"" : ""
            svg += "<text x=\"\(n(x))\" y=\"\(n(baseline))\" font-family=\"sans-serif\" font-size=\"\(n(font))\"\(weight) fill=\"\(line.color)\">\(escape(line.text))</text>\n"
        }
        return svg + "</svg>\n"
    }

    /// `text` broken at spaces into lines of at most `width` characters (longer words are cut).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            while word.count > width {
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    private static func n(_ v: Double) -> String { v == 0 ? "0" : JSONWriter.number(v) }

    private static func coordinates(_ p: Point) -> String { "(\(n(p.x)), \(n(p.y)))" }

    /// Escapes text for XML content and attribute values alike.
    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
