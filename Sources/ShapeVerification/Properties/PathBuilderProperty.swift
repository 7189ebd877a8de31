import Foundation
import ShapeCore
import ShapeModel
import ShapeOracle

/// `path-builder`: a `PathBuilder` script derived from the case (``ShapeCase/pathOperations(appending:)``)
/// builds closed subpaths with explicit joins, every tangent arc is tangent to both of its
/// lines, arcs by centre sweep as the contract says, and appending an outline under a transform
/// scales its signed area by the transform's determinant (Contract: PathBuilder).
public struct PathBuilderProperty: ShapeProperty {
    public init() {}
    public var id: String { "path-builder" }
    public var summary: String {
        "A builder script derived from the case (closed subpaths of lines, Beziers, arcs by centre and fillets by arc(tangentPoint:to:radius:), some nearly straight or nearly reversed, then the case's outline and the ready-made circle appended under transforms) gives closed subpaths: each starts with a move, ends with a close, and every arc starts at the pen; the pen is where the path ends. Each fillet is a line to its first tangent point and an arc of the given radius whose centre is one radius from both lines, inside the angle, whose end points lie on the two lines (on the rays from the corner) one radius from the centre, sweeping the turn; degenerate input draws a line to the tangent point. An arc by centre sweeps end - start brought into the direction asked (a whole turn for angles whole turns apart). An appended outline's signed area is the transform's determinant times the outline's area (the analytic oracle's, or pi r^2), and its elements are the transformed path's."
    }
    public var tolerance: String {
        "Distances within \(Tolerances.text(Tolerances.joinBand)) * the largest coordinate, radius or tangent distance involved (the join band: tangent points and centres are a few roundings of those numbers; a fillet far out at a nearly reversed turn is measured relative to its own size); sweeps within that band divided by the radius (the end point moves by radius * angle). Areas within relative \(Tolerances.text(Tolerances.areaRelative)) plus \(Tolerances.text(Tolerances.areaAbsolute)) * (the appended path's largest coordinate or control point squared + |det| * scale^2) (as area-matches-oracle, carried through the map) plus \(Tolerances.text(ArcApproximation.relativeErrorBound)) * r^2 * |sweep| * |det| per arc (arcs become cubics under maps that are not similarities). Joins, the pen and the elements of an append are exact."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        let shapeCase = subject.shapeCase
        let (size, producer) = (shapeCase.size, subject.producer)
        // What is appended: the case's outline (its area from the oracle) and the ready-made circle (pi r^2).
        var appended: [(path: Path, area: Double, label: String)] = []
        if !size.isEmpty {
            if let (shape, oracle) = subject.geometry, !shape.path.isEmpty {
                appended.append((shape.path, oracle.area, "the case's outline"))
            }
            if let circle = try? producer.readyMadePath(.circle, size: size), !circle.isEmpty {
                let r = size.minDimension / 2
                appended.append((circle, Double.pi * r * r, "the ready-made circle"))
            }
        }
        let operations = shapeCase.pathOperations(appending: appended.map(\.path))
        var builder = PathBuilder()
        var appendIndex = 0
        for (index, operation) in operations.enumerated() {
            let before = builder.elements.count
            let pen = builder.currentPoint
            producer.perform(operation, on: &builder)
            // The step (what was added, the path so far) is gathered only for the operations
            // checked one by one and for a failure: the others need no copy of their elements.
            if let problem = Self.penProblem(builder) {
                let step = Step(index: index, operation: operation, pen: pen, builder: builder, firstAdded: before)
                return .fail("after operation \(index), \(operation), \(problem)", evidence: step.evidence(facts: [problem]))
            }
            let outcome: PropertyOutcome?
            switch operation {
            case .tangentArc(let p1, let p2, let radius):
                let step = Step(index: index, operation: operation, pen: pen, builder: builder, firstAdded: before)
                outcome = Self.checkTangentArc(step, p1, p2, radius: radius)
            case .arc(let center, let radius, let start, let end, let clockwise):
                let step = Step(index: index, operation: operation, pen: pen, builder: builder, firstAdded: before)
                outcome = Self.checkArc(step, center: center, radius: radius, start: start, end: end, clockwise: clockwise)
            case .append(let path, let transform):
                let source = appended[appendIndex]
                appendIndex += 1
                let step = Step(index: index, operation: operation, pen: pen, builder: builder, firstAdded: before)
                outcome = Self.checkAppend(step, path, transform, area: source.area, label: source.label, scale: subject.lengthScale)
            default:
                outcome = nil
            }
            if let outcome { return outcome }
        }
        if let problem = Self.closedProblem(builder.path) {
            return .fail("the built path is not closed subpaths with explicit joins: \(problem)",
                         evidence: FailureEvidence(outlines: [FailureEvidence.Outline("the built path", path: builder.path)], facts: [problem], showsCaseShape: false))
        }
        return .pass
    }

    /// One operation as performed: what was asked, where the pen was, what it appended.
    struct Step {
        let index: Int
        let operation: PathOperation
        let pen: Point?
        /// A view of the builder's elements, not a copy: a step lives only while its operation
        /// is checked, before the builder grows again.
        let added: ArraySlice<PathElement>
        let builtSoFar: Path

        /// The elements it drew, without a move that starts its subpath (a drawing call without
        /// a pen, or right after a close).
        var drawn: ArraySlice<PathElement> {
            if case .move? = added.first { return added.dropFirst() }
            return added
        }

        func evidence(facts: [String], marks: [FailureEvidence.Mark] = [], outlines: [FailureEvidence.Outline] = []) -> FailureEvidence {
            FailureEvidence(outlines: [FailureEvidence.Outline("the built path after operation \(index)", path: builtSoFar)] + outlines,
                            marks: marks, facts: ["operation \(index): \(operation)"] + facts, showsCaseShape: false)
        }
    }

    // MARK: The pen and the whole path

    /// Where the path ends: the last element's end point, the start of the subpath a close
    /// ended, or nil for no elements.
    static func end(of elements: [PathElement]) -> Point? {
        guard let last = elements.last else { return nil }
        if case .close = last {
            for element in elements.reversed() { if case .move(let p) = element { return p } }
            return nil
        }
        return last.endPoint
    }

    /// Why the builder's pen is not where its path ends, or nil.
    static func penProblem(_ builder: PathBuilder) -> String? {
        let want = end(of: builder.elements), got = builder.currentPoint
        guard got != want else { return nil }
        return "the pen is at \(got.map { "(\($0.x), \($0.y))" } ?? "nil") but the path ends at \(want.map { "(\($0.x), \($0.y))" } ?? "nil")"
    }

    /// Why `path` is not a sequence of closed subpaths with explicit joins and finite numbers, or nil.
    static func closedProblem(_ path: Path) -> String? {
        guard !path.isEmpty else { return nil }
        guard case .move? = path.elements.first else { return "it does not start with a move" }
        guard case .close? = path.elements.last else { return "its last subpath is not closed" }
        var pen = Point.zero
        var subpathStart = Point.zero
        // What the previous element was (it is `path.elements[index - 1]`), as flags: keeping a
        // copy of it cost more than the checks.
        var hasPrevious = false
        var previousIsClose = false
        for (index, element) in path.elements.enumerated() {
            // Told apart by case, not by ==: comparing with `.close` ran the derived equality on
            // every element.
            if case .move = element, hasPrevious, !previousIsClose {
                return "the subpath before element \(index) is left open (a move after \(path.elements[index - 1]))"
            }
            if previousIsClose, !(element.isMove) {
                return "element \(index), \(element), follows a close without a move"
            }
            switch element {
            case .move(let p):
                pen = p
                subpathStart = p
            case .arc(let a):
                if a.startPoint != pen { return "the arc at element \(index) starts at (\(a.startPoint.x), \(a.startPoint.y)), the pen is at (\(pen.x), \(pen.y))" }
                pen = a.endPoint
            case .close:
                pen = subpathStart
            default:
                pen = element.endPoint ?? pen
            }
            if !element.hasOnlyFiniteNumbers { return "a non-finite number in element \(index)" }
            hasPrevious = true
            previousIsClose = element.isClose
        }
        return nil
    }

    // MARK: Fillets

    static func checkTangentArc(_ step: Step, _ p1: Point, _ p2: Point, radius r: Double) -> PropertyOutcome? {
        guard let p0 = step.pen else {
            if step.added == [.move(to: p1)] { return nil }
            return .fail("the tangent arc of operation \(step.index) is not the fillet of its two lines; without a pen it does not just move to the tangent point: \(step.added)", evidence: step.evidence(facts: []))
        }
        let a = p0 - p1, b = p2 - p1
        // The legs' cross product accurately rounded (the oracle's Kahan determinant): exactly 0
        // only for collinear legs, and of the exact sign otherwise. A rounded one gives 0 or the
        // wrong sign below rounding: for the side toPoint lies on (seed 15099074011102563847,
        // case 80896, legs 6e-20 rad off straight) and for the angle at a nearly reversed turn,
        // where a turn of π put the reach at 1e9 instead of 5e16 (seed 1338396522225003058,
        // case 3374044).
        let cross = ExactArithmetic.cross(a, b)
        // The side toPoint lies on, seen along the first line (p1 − p0 = −a).
        let orientation: Double = cross < 0 ? 1 : cross > 0 ? -1 : 0
        if !(r > 0 && r.isFinite) || a == .zero || b == .zero || orientation == 0 {
            if step.drawn == [.line(to: p1)] { return nil }
            return .fail("the tangent arc of operation \(step.index) is not the fillet of its two lines; degenerate (collinear points, a zero leg or radius \(r)), it does not draw just a line to the tangent point: \(step.drawn)",
                         evidence: step.evidence(facts: []))
        }
        // The angle θ between the legs and the turn π − θ, each from atan2 where it is small (so
        // to full relative precision), and the reach r cot(θ/2).
        let d1 = p1 - p0, d2 = p2 - p1
        let theta = atan2(Swift.abs(cross), a.dot(b)), turn = atan2(Swift.abs(cross), -a.dot(b))
        let reach = r / tan(theta / 2)
        guard reach.isFinite, reach * 4 < .greatestFiniteMagnitude else { return nil }
        // The largest, as `Array.max()` finds it, without building the array.
        let larger = Tolerances.larger
        let largest = larger(larger(larger(larger(larger(Swift.abs(p0.x), Swift.abs(p0.y)), Swift.abs(p1.x)), Swift.abs(p1.y)), Swift.abs(p2.x)), Swift.abs(p2.y))
        let scale = largest + r + reach
        let band = Tolerances.joinBand * scale
        // The pictures are built on a failing path only.
        var lines: [FailureEvidence.Outline] {
            [FailureEvidence.Outline("the first line (pen to tangent point)", from: p0, to: p1),
             FailureEvidence.Outline("the second line (tangent point to toPoint)", from: p1, to: p2)]
        }
        var inputMarks: [FailureEvidence.Mark] {
            [FailureEvidence.Mark("the pen", at: p0), FailureEvidence.Mark("tangentPoint", at: p1), FailureEvidence.Mark("toPoint", at: p2)]
        }
        func fail(_ message: String, _ facts: [String], _ marks: [FailureEvidence.Mark] = []) -> PropertyOutcome {
            .fail("the tangent arc of operation \(step.index) is not the fillet of its two lines; it \(message)",
                  evidence: step.evidence(facts: facts + ["band \(band)"], marks: inputMarks + marks, outlines: lines))
        }

        let drawn = step.drawn
        if reach + r * turn <= band, drawn.allSatisfy({ if case .line = $0 { true } else { false } }), drawn.count <= 1 {
            // A turn so slight that the whole fillet is within the band of the tangent point:
            // its sweep rounds to nothing, and a line to (about) the tangent point is all there is.
            guard let end = drawn.last?.endPoint ?? step.pen, end.distance(to: p1) <= band else {
                return fail("turns less than the band but does not end at the tangent point: \(drawn)", [])
            }
            return nil
        }
        guard case .arc(let arc)? = drawn.last, drawn.count <= 2 else {
            return fail("is not a line and an arc: \(drawn)", [])
        }
        if drawn.count == 2 {
            guard case .line(let t)? = drawn.first, t == arc.startPoint else { return fail("is not a line to the arc's start and the arc: \(drawn)", []) }
        } else if p0 != arc.startPoint {
            return fail("starts away from the pen without a line", [])
        }
        let centre = arc.center
        var marks: [FailureEvidence.Mark] {
            [FailureEvidence.Mark("the arc's centre", at: centre), FailureEvidence.Mark("the arc's start", at: arc.startPoint),
             FailureEvidence.Mark("the arc's end", at: arc.endPoint)]
        }
        let u1 = Vector(dx: d1.dx / d1.length, dy: d1.dy / d1.length), u2 = Vector(dx: d2.dx / d2.length, dy: d2.dy / d2.length)
        func distance(_ q: Point, fromLine u: Vector) -> Double { Swift.abs(u.cross(q - p1)) }

        if !(Swift.abs(arc.radius - r) <= band) { return fail("has radius \(arc.radius), not \(r)", [], marks) }
        // Each line, then each end, by a function called twice rather than a loop over an array.
        func tangencyProblem(_ name: String, _ u: Vector) -> PropertyOutcome? {
            let d = distance(centre, fromLine: u)
            if !(Swift.abs(d - r) <= band) {
                return fail("is not tangent to the \(name) line: its centre is \(d) from it, not the radius \(r)",
                            ["centre (\(centre.x), \(centre.y)), \(d - r) off"], marks)
            }
            return nil
        }
        if let failure = tangencyProblem("first", u1) ?? tangencyProblem("second", u2) { return failure }
        func endProblem(_ name: String, _ q: Point, _ u: Vector, _ ray: Vector) -> PropertyOutcome? {
            let off = distance(q, fromLine: u)
            if !(off <= band) { return fail("\(name) \(off) off its line", [], marks) }
            if !((q - p1).dot(ray) >= -band * ray.length) { return fail("\(name) on the far side of the tangent point, off the ray", [], marks) }
            let fromCentre = q.distance(to: centre)
            if !(Swift.abs(fromCentre - r) <= band) { return fail("\(name) \(fromCentre) from its centre, not the radius \(r)", [], marks) }
            return nil
        }
        if let failure = endProblem("starts", arc.startPoint, u1, -d1) ?? endProblem("ends", arc.endPoint, u2, d2) { return failure }
        if r > band {
            // Inside the angle: on the side of each line where the other line's far point is.
            // Those sides are both the orientation (u1 × (p2 − p1) = −(a × b)/|a|, u2 × (p0 − p1) =
            // −(a × b)/|b|), taken exactly: the far point may lie within rounding of the line. The
            // centre is one radius (more than the band) from both lines, so its sides are robust.
            let side1 = u1.cross(centre - p1), side2 = u2.cross(centre - p1)
            if !(side1 * orientation > 0 && side2 * orientation > 0) {
                return fail("has its centre outside the angle between the lines", [], marks)
            }
        }
        let wantSweep = orientation * turn
        if !(Swift.abs(arc.sweep - wantSweep) * r <= band) {
            return fail("sweeps \(arc.sweep), not the turn \(wantSweep)", [], marks)
        }
        return Self.arcProblem(arc, band: band).map { fail($0, [], marks) }
    }

    /// Why an arc's stored end points are not on its circle at its angles, or nil.
    static func arcProblem(_ arc: Arc, band: Double) -> String? {
        // The start, then the end, by a function called twice rather than a loop over an array.
        func problem(_ name: String, _ angle: Double, _ point: Point) -> String? {
            let onCircle = Point(x: arc.center.x + arc.radius * cos(angle), y: arc.center.y + arc.radius * sin(angle))
            let off = onCircle.distance(to: point)
            return off <= band ? nil : "has its \(name) point \(off) from its circle at its \(name) angle"
        }
        return problem("start", arc.startAngle, arc.startPoint) ?? problem("end", arc.endAngle, arc.endPoint)
    }

    // MARK: Arcs by centre

    /// The contract's sweep for `end - start` turning clockwise or not: the difference brought
    /// into [0, 2π) (or (−2π, 0]); a whole turn when the angles are whole turns apart (to
    /// 1e-12 of the difference) but not equal.
    static func sweep(start: Double, end: Double, clockwise: Bool) -> Double {
        let difference = end - start
        if difference == 0 { return 0 }
        let turns = difference / (2 * .pi)
        let fraction = turns - turns.rounded(.down)
        var sweep = clockwise ? fraction * 2 * .pi : (fraction - 1) * 2 * .pi
        let wholeTurn = 1e-12 * Swift.max(1, Swift.abs(difference))
        if Swift.abs(sweep) <= wholeTurn || Swift.abs(Swift.abs(sweep) - 2 * .pi) <= wholeTurn { sweep = clockwise ? 2 * .pi : -2 * .pi }
        return sweep
    }

    static func checkArc(_ step: Step, center: Point, radius r: Double, start: Double, end: Double, clockwise: Bool) -> PropertyOutcome? {
        let want = sweep(start: start, end: end, clockwise: clockwise)
        let startPoint = Point(x: center.x + r * cos(start), y: center.y + r * sin(start))
        let scale = Swift.max(Swift.abs(center.x), Swift.abs(center.y)) + r
            + (step.pen.map { Swift.max(Swift.abs($0.x), Swift.abs($0.y)) } ?? 0)
        let band = Tolerances.joinBand * scale
        let drawn = step.drawn
        func fail(_ message: String) -> PropertyOutcome {
            .fail("the arc by centre of operation \(step.index) is not the arc asked for; it \(message)",
                  evidence: step.evidence(facts: ["expected sweep \(want)", "band \(band)"],
                                          marks: [FailureEvidence.Mark("the centre", at: center), FailureEvidence.Mark("the start angle's point", at: startPoint)]))
        }
        // The arcs and lines drawn, counted (and the first arc kept) without collecting them.
        var (arcCount, lineCount) = (0, 0)
        var firstArc: Arc?
        for element in drawn {
            switch element {
            case .arc(let a):
                if firstArc == nil { firstArc = a }
                arcCount += 1
            case .line: lineCount += 1
            default: break
            }
        }
        guard lineCount + arcCount == drawn.count, lineCount <= 1, arcCount == (want == 0 ? 0 : 1) else {
            return fail("draws \(drawn), not \(want == 0 ? "nothing" : "an arc") after at most a joining line")
        }
        guard let arc = firstArc else { return nil }
        if !(arc.center.distance(to: center) <= band && Swift.abs(arc.radius - r) <= band) {
            return fail("is drawn around (\(arc.center.x), \(arc.center.y)) with radius \(arc.radius)")
        }
        if !(arc.startPoint.distance(to: startPoint) <= band) { return fail("starts \(arc.startPoint.distance(to: startPoint)) from the start angle's point") }
        if !(Swift.abs(arc.sweep - want) * r <= band) { return fail("sweeps \(arc.sweep), not \(want)") }
        return Self.arcProblem(arc, band: band).map { fail($0) }
    }

    // MARK: Append under a transform

    static func checkAppend(_ step: Step, _ path: Path, _ t: ShapeModel.AffineTransform, area: Double, label: String, scale: Double) -> PropertyOutcome? {
        let piece = Path(Array(step.added))
        // The largest coordinate of any point or control point (the curves lie in their hulls).
        var reach = 1.0
        func include(_ p: Point) { reach = Swift.max(reach, Swift.abs(p.x), Swift.abs(p.y)) }
        for element in step.added {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .quad(let c, let p): include(c); include(p)
            case .cubic(let c1, let c2, let p): include(c1); include(c2); include(p)
            case .arc(let a): include(Point(x: Swift.abs(a.center.x) + a.radius, y: Swift.abs(a.center.y) + a.radius))
            case .close: break
            }
        }
        let det = t.determinant
        var arcTerm = 0.0
        for case .arc(let a) in path.elements { arcTerm += a.radius * a.radius * Swift.abs(a.sweep) }
        let want = det * area
        let slack = Tolerances.areaRelative * Swift.abs(want) + Tolerances.areaAbsolute * (reach * reach + Swift.abs(det) * scale * scale)
            + ArcApproximation.relativeErrorBound * arcTerm * Swift.abs(det)
        let got = piece.signedArea
        // Drawn on a failing path only: a passing check formats nothing.
        var outlines: [FailureEvidence.Outline] { [FailureEvidence.Outline("\(label), appended", path: piece), FailureEvidence.Outline(label, path: path)] }
        if !(Swift.abs(got - want) <= slack) {
            return .fail("appending \(label) under a transform of determinant \(det) gives signed area \(got), not \(det) times its area \(area) = \(want)",
                         evidence: step.evidence(facts: ["off by \(got - want), slack \(slack)"], outlines: outlines))
        }
        // The transformed path's elements; an arc that starts off the pen (the contract's joins
        // are exact only within the join band) gets the builder's joining line, as every arc does.
        let transformed = path.transformed(by: t).elements
        if Self.appends(transformed, as: step.added) { return nil }
        // Listed in full only to report the difference.
        let expected = Self.appendedElements(transformed)
        let index = zip(step.added, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? Swift.min(step.added.count, expected.count)
        return .fail("appending \(label) under a transform does not append the transformed path's elements: element \(index) differs",
                     evidence: step.evidence(facts: ["appended \(step.added.count) elements, the transformed path has \(expected.count)"], outlines: outlines))
    }

    /// The elements appending `transformed` should add: each element, and before an arc that
    /// starts off the pen the builder's joining line.
    static func appendedElements(_ transformed: [PathElement]) -> [PathElement] {
        // Room for every element and a joining line before each: never regrown.
        var expected: [PathElement] = []
        expected.reserveCapacity(2 * transformed.count)
        _ = forEachAppendedElement(transformed) { expected.append($0); return true }
        return expected
    }

    /// Whether `added` is exactly ``appendedElements(_:)`` of `transformed`, compared element by
    /// element as they are made (no list of them is built).
    static func appends(_ transformed: [PathElement], as added: ArraySlice<PathElement>) -> Bool {
        var next = added.startIndex
        let all = forEachAppendedElement(transformed) { element in
            guard next < added.endIndex, added[next] == element else { return false }
            next += 1
            return true
        }
        return all && next == added.endIndex
    }

    /// Calls `body` with each of ``appendedElements(_:)`` in order while it returns true; whether
    /// it always did.
    @inline(__always)   // into both callers: a closure call per element cost as much as the comparison
    private static func forEachAppendedElement(_ transformed: [PathElement], _ body: (PathElement) -> Bool) -> Bool {
        // The pen after each element, as `end(of: expected)` gives it, tracked as they are
        // appended: the last move's point after a close, else the element's end point (asking
        // `end(of:)` after every element copied the last one each time).
        var pen: Point?
        var lastMove: Point?
        for element in transformed {
            if case .arc(let a) = element, let p = pen, p != a.startPoint {
                guard body(.line(to: a.startPoint)) else { return false }
            }
            guard body(element) else { return false }
            switch element {
            case .move(let p): (pen, lastMove) = (p, p)
            case .close: pen = lastMove
            default: pen = element.endPoint
            }
        }
        return true
    }
}

extension PathBuilderProperty.Step {
    /// Operation `index`, performed with the pen at `pen`, which added `builder`'s elements from
    /// `firstAdded` on. (In an extension, so the memberwise initializer stays.)
    init(index: Int, operation: PathOperation, pen: Point?, builder: PathBuilder, firstAdded: Int) {
        self.init(index: index, operation: operation, pen: pen, added: builder.elements[firstAdded...], builtSoFar: builder.path)
    }

    /// A step whose added elements are given as an array (a test's hand-made step).
    init(index: Int, operation: PathOperation, pen: Point?, added: [PathElement], builtSoFar: Path) {
        self.init(index: index, operation: operation, pen: pen, added: added[...], builtSoFar: builtSoFar)
    }
}

extension PathElement {
    /// Whether this is a move.
    var isMove: Bool { if case .move = self { true } else { false } }
    /// Whether this is a close.
    var isClose: Bool { if case .close = self { true } else { false } }
}
