import ShapeCore
import ShapeModel

/// `svg-round-trip`: the producer's SVG path data, read back by the suite's own parser
/// (``SVGPathParser``), draws the outline it was written from (Contract: SVG path data).
///
/// The elements are matched in order with the commands the contract's format writes for them:
/// moves, lines and Beziers must read back to the same numbers, bit for bit (numbers print in
/// shortest round-trip form); an arc may be preceded by a line to its start, and is one or more
/// `A` commands ending exactly at its end point, each converted to its centre and radius by
/// SVG's end-point parametrisation and compared at points along the arc, which is where a
/// large-arc or sweep flag that is wrong shows. Finally the area the data draws is compared with
/// the producer's area.
public struct SVGRoundTripProperty: ShapeProperty {
    /// Points compared along each arc (the end points included).
    public static let arcSamples = 9
    /// Most `A` commands one arc may be written as (the contract splits at most into 64).
    static let maximumPieces = 64

    public init() {}
    public var id: String { "svg-round-trip" }
    /// A run of the whole catalogue checks the SVG on one case in 4 (Docs/Verification.md,
    /// "Properties checked on a share of cases").
    public var caseStride: Int { Self.stride }
    /// The default ``caseStride``.
    public static let stride = 4
    public var summary: String {
        "svgPathData parsed back by the suite's own parser: every move, line and Bezier reads back to its exact numbers, every arc's A commands end at its end point and, converted to centre and radius by SVG's end-point parametrisation, pass through the arc's points (large-arc and sweep flags included), and the data draws the producer's area."
    }
    public var tolerance: String {
        "Moves, lines and Beziers exact (shortest round-trip digits read back to the same Double, -0 as 0). Arcs: radius as written exact; \(Self.arcSamples) points along each within \(Tolerances.text(Tolerances.joinBand)) * max(1, w, h, |offsets|, |centre x| + |centre y| + radius): an arc's own points round at its centre's magnitude, the exporter may leave out a join shorter than a thousandth of that, and SVG's end-point form amplifies end-point rounding by at most 1/cos(sweep/2), under 7 for the contract's pieces of at most 0.9 pi. Area within relative \(Tolerances.text(Tolerances.areaRelative)) plus \(Tolerances.text(Tolerances.areaAbsolute)) * max(1, w, h, |offsets|)^2, plus each arc's point tolerance times twice its length."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        guard let shape = subject.shape else { return subject.invalidInput }
        let path = shape.path
        let data = subject.producer.svgPathData(of: path)
        let commands: [SVGPathCommand]
        do { commands = try SVGPathParser.parse(data) } catch {
            return .fail("the SVG path data does not parse: \(error)", evidence: FailureEvidence(facts: ["data: \(Self.excerpt(data, around: error.offset))"]))
        }
        let scale = subject.lengthScale
        var walk = Walk(commands: commands)
        var pen: Point?, start: Point?
        var areaSlack = 0.0

        for (index, element) in path.elements.enumerated() {
            var name: String { "element \(index) (\(Self.describe(element)))" }   // built on a failing path only
            switch element {
            case .move(let p):
                if let problem = walk.expect(.move(to: p)) { return walk.failure("\(name): \(problem)") }
                pen = p; start = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                let written: SVGPathCommand
                switch element {
                case .quad(let c, _) where pen != nil: written = .quad(control: c, to: p)
                case .cubic(let c1, let c2, _) where pen != nil: written = .cubic(control1: c1, control2: c2, to: p)
                default: written = pen == nil ? .move(to: p) : .line(to: p)
                }
                if let problem = walk.expect(written) { return walk.failure("\(name): \(problem)") }
                if pen == nil { start = p }
                pen = p
            case .arc(let arc):
                // A line (or, with no pen, a move) to the arc's start may come first.
                if pen == nil {
                    if let problem = walk.expect(.move(to: arc.startPoint)) { return walk.failure("\(name): \(problem)") }
                    start = arc.startPoint
                } else if case .line(let q)? = walk.next, q == arc.startPoint {
                    walk.take()
                }
                pen = arc.endPoint
                let r = Swift.abs(arc.radius)
                guard arc.sweep.isFinite, arc.sweep != 0, r.isFinite, r != 0 else { continue }   // draws nothing
                var pieces: [SVGEndpointArc] = []
                while pieces.count < Self.maximumPieces, case .arc(let command)? = walk.next {
                    if command.radiusX != r || command.radiusY != r || command.rotation != 0 {
                        return walk.failure("\(name): an A command with radii (\(command.radiusX), \(command.radiusY)) and rotation \(command.rotation), expected (\(r), \(r)) and 0")
                    }
                    pieces.append(walk.take(arcFrom: command))
                    if command.end == arc.endPoint { break }
                }
                guard let last = pieces.last, last.end == arc.endPoint else {
                    let ending = pieces.last.map { "end at \(Self.describe($0.end))" } ?? "are missing"
                    return walk.failure("\(name): its A commands \(ending), not at the arc's end point \(Self.describe(arc.endPoint))")
                }
                let band = Tolerances.joinBand * Swift.max(scale, Swift.abs(arc.center.x) + Swift.abs(arc.center.y) + r)
                if let (u, expected, got) = Self.farthestMiss(arc, pieces, band: band) {
                    var outcome = walk.failure("\(name): at \(u) of the way along, the arc is at \(Self.describe(expected)) but the A commands draw \(Self.describe(got)) (\(expected.distance(to: got)) away, band \(band))")
                    if case .fail(let message, var evidence) = outcome {
                        evidence.points = [got]
                        evidence.pointsLabel = "where the A commands pass instead"
                        evidence.marks.append(FailureEvidence.Mark("the arc's point at \(u)", at: expected))
                        evidence.facts += pieces.map { "A command read back: centre \(Self.describe($0.center)), radius \($0.radiusX), sweep \($0.sweep)" }
                        evidence.facts.append("the arc: centre \(Self.describe(arc.center)), radius \(arc.radius), sweep \(arc.sweep)")
                        outcome = .fail(message, evidence: evidence)
                    }
                    return outcome
                }
                areaSlack += 2 * band * (r * Swift.abs(arc.sweep) + band)
            case .close:
                if let problem = walk.expect(.close) { return walk.failure("\(name): \(problem)") }
                pen = start
            }
        }
        if walk.index < commands.count {
            return walk.failure("\(commands.count - walk.index) command(s) after the last element, starting with \(Self.describe(commands[walk.index]))")
        }

        let drawn = Path(walk.drawn)
        let tolerance = Tolerances.areaRelative * Swift.abs(shape.area) + Tolerances.areaAbsolute * scale * scale + areaSlack
        if !(Swift.abs(drawn.area - shape.area) <= tolerance) {
            return .fail("the SVG path data draws area \(drawn.area), the producer's area is \(shape.area) (difference \(drawn.area - shape.area), tolerance \(tolerance))",
                         evidence: FailureEvidence(outlines: [FailureEvidence.Outline("the SVG path data read back", path: drawn)],
                                                   facts: ["area drawn \(drawn.area), the producer's \(shape.area)"]))
        }
        return .pass
    }

    /// The sample along `arc` (by fraction of its sweep) farthest from the same fraction of the
    /// way along the pieces (by their summed sweeps), if it is farther than `band`.
    static func farthestMiss(_ arc: Arc, _ pieces: [SVGEndpointArc], band: Double) -> (Double, Point, Point)? {
        let sweeps = pieces.map { $0.kind == .arc ? Swift.abs($0.sweep) : 0 }
        let total = sweeps.reduce(0, +)
        var worst: (Double, Point, Point, Double)?
        for k in 0 ..< arcSamples {
            let u = Double(k) / Double(arcSamples - 1)
            let expected = k == 0 ? arc.startPoint : k == arcSamples - 1 ? arc.endPoint : arc.point(at: arc.startAngle + u * arc.sweep)
            var got = pieces[0].start
            if k == arcSamples - 1 {
                got = pieces[pieces.count - 1].end
            } else if total > 0 {
                var target = u * total
                for (piece, sweep) in zip(pieces, sweeps) {
                    if target <= sweep || piece == pieces.last { got = piece.point(at: sweep > 0 ? Swift.min(1, target / sweep) : 1); break }
                    target -= sweep
                }
            }
            let miss = expected.distance(to: got)
            // NaN counts as a miss (a non-finite point is never on the arc), and beats any distance.
            if !(miss <= band), !(miss <= (worst?.3 ?? -1)) { worst = (u, expected, got, miss) }
        }
        return worst.map { ($0.0, $0.1, $0.2) }
    }

    /// Matches the parsed commands in order, tracking SVG's current point and the path they draw.
    private struct Walk {
        let commands: [SVGPathCommand]
        var index = 0
        var current = Point.zero
        var subpathStart = Point.zero
        var drawn: [PathElement] = []

        init(commands: [SVGPathCommand]) { self.commands = commands }

        var next: SVGPathCommand? { index < commands.count ? commands[index] : nil }

        /// Takes the next command if it is `expected` (points compared with `==`, so -0 equals 0);
        /// otherwise says what was found.
        mutating func expect(_ expected: SVGPathCommand) -> String? {
            guard let found = next else { return "the data ends; expected \(SVGRoundTripProperty.describe(expected))" }
            guard found == expected else {
                return "command \(index) reads back as \(SVGRoundTripProperty.describe(found)), expected \(SVGRoundTripProperty.describe(expected))"
            }
            take()
            return nil
        }

        /// Takes the next command and draws it.
        mutating func take() {
            guard let command = next else { return }
            index += 1
            switch command {
            case .move(let p): drawn.append(.move(to: p)); current = p; subpathStart = p
            case .line(let p): drawn.append(.line(to: p)); current = p
            case .quad(let c, let p): drawn.append(.quad(control: c, to: p)); current = p
            case .cubic(let c1, let c2, let p): drawn.append(.cubic(control1: c1, control2: c2, to: p)); current = p
            case .arc(let a): _ = draw(a)
            case .close: drawn.append(.close); current = subpathStart
            }
        }

        /// Takes the next command, the arc `command`, and returns its centre form from the current point.
        mutating func take(arcFrom command: SVGArcCommand) -> SVGEndpointArc {
            index += 1
            return draw(command)
        }

        private mutating func draw(_ command: SVGArcCommand) -> SVGEndpointArc {
            let arc = SVGEndpointArc(from: current, command)
            if let element = arc.pathElement { drawn.append(element) }
            current = command.end
            return arc
        }

        /// A failure showing what the data drew up to here.
        func failure(_ message: String) -> PropertyOutcome {
            .fail(message, evidence: FailureEvidence(outlines: drawn.isEmpty ? [] : [FailureEvidence.Outline("the SVG path data read back (up to the mismatch)", path: Path(drawn))],
                                                     marks: [FailureEvidence.Mark("SVG's current point at the mismatch", at: current)],
                                                     facts: ["command \(index) of \(commands.count)"]))
        }
    }

    /// `(x, y)`.
    static func describe(_ point: Point) -> String { "(\(point.x), \(point.y))" }

    /// An element in SVG-like words, for messages: as the command it is written as, arcs by their centre.
    static func describe(_ element: PathElement) -> String {
        switch element {
        case .move(let p): describe(SVGPathCommand.move(to: p))
        case .line(let p): describe(SVGPathCommand.line(to: p))
        case .quad(let c, let p): describe(SVGPathCommand.quad(control: c, to: p))
        case .cubic(let c1, let c2, let p): describe(SVGPathCommand.cubic(control1: c1, control2: c2, to: p))
        case .arc(let a): "arc centre \(describe(a.center)) radius \(a.radius) from \(a.startAngle) to \(a.endAngle)"
        case .close: describe(SVGPathCommand.close)
        }
    }

    /// A command as SVG path data would spell it (absolute).
    static func describe(_ command: SVGPathCommand) -> String {
        switch command {
        case .move(let p): "M \(p.x) \(p.y)"
        case .line(let p): "L \(p.x) \(p.y)"
        case .quad(let c, let p): "Q \(c.x) \(c.y) \(p.x) \(p.y)"
        case .cubic(let c1, let c2, let p): "C \(c1.x) \(c1.y) \(c2.x) \(c2.y) \(p.x) \(p.y)"
        case .arc(let a): "A \(a.radiusX) \(a.radiusY) \(a.rotation) \(a.largeArc ? 1 : 0) \(a.sweep ? 1 : 0) \(a.end.x) \(a.end.y)"
        case .close: "Z"
        }
    }

    /// Up to 40 characters either side of `offset`, with the offset marked.
    static func excerpt(_ text: String, around offset: Int) -> String {
        let bytes = Array(text.utf8)
        let at = Swift.min(Swift.max(0, offset), bytes.count)
        let before = String(decoding: bytes[Swift.max(0, at - 40) ..< at], as: UTF8.self)
        let after = String(decoding: bytes[at ..< Swift.min(bytes.count, at + 40)], as: UTF8.self)
        return "…\(before)⟨here⟩\(after)…"
    }
}
