import ShapeCore
import ShapeModel
import ShapeOracle

/// `closed-path`: the outline is one well-formed closed subpath (Contract: one closed subpath,
/// path order, exact joins, no zero-length segments).
public struct ClosedPathProperty: ShapeProperty {
    public init() {}
    public var id: String { "closed-path" }
    public var needs: Set<ProducerMeasure> { [.outline] }
    public var summary: String {
        "One subpath: move first, close last, finite coordinates, segments joined, no zero-length segment, positive signed area; empty for a zero-area size."
    }
    public var tolerance: String {
        "Joins within \(Tolerances.text(Tolerances.joinBand)) * max(1, w, h, |offsets|) (the contract's exact joins: arc end points are computed with sin/cos and land within a few ulps of the neighbouring line end). Zero length is exact: a segment whose every point equals its start is rejected, however small the others are. Signed area must be > 0, except where the oracle's area is 0 (opposite corners whose reaches fill their edges make a valid zero-area sliver): then it must be >= -\(Tolerances.text(Tolerances.areaAbsolute)) * max(1, w, h, |offsets|)^2."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        let shapeCase = subject.shapeCase
        guard let shape = subject.shape else { return subject.invalidInput }
        let elements = shape.path.elements
        if shapeCase.size.isEmpty {
            return elements.isEmpty ? .pass : .fail("a zero-area size must give the empty path, got \(elements.count) elements")
        }
        guard case .move(let start)? = elements.first else { return .fail("the path does not start with a move") }
        guard case .close? = elements.last else { return .fail("the path does not end with close") }
        guard elements.count >= 3 else { return .fail("the path has no segments") }
        let tolerance = subject.joinTolerance
        var current = start
        for (index, element) in elements.enumerated().dropFirst().dropLast() {
            guard element.isFinite else { return .fail("element \(index) has a non-finite coordinate") }
            switch element {
            case .move: return .fail("a second move at element \(index): more than one subpath")
            case .close: return .fail("close at element \(index) before the end")
            case .line(let to):
                if to == current { return .fail("zero-length line at element \(index)", evidence: Self.mark("zero-length line at element \(index)", at: to)) }
                current = to
            case .quad(let c, let to):
                if c == current && to == current { return .fail("zero-length quad at element \(index)", evidence: Self.mark("zero-length quad at element \(index)", at: to)) }
                current = to
            case .cubic(let c1, let c2, let to):
                if c1 == current && c2 == current && to == current {
                    return .fail("zero-length cubic at element \(index)", evidence: Self.mark("zero-length cubic at element \(index)", at: to))
                }
                current = to
            case .arc(let arc):
                let gap = arc.startPoint.distance(to: current)
                if !(gap <= tolerance) {
                    return .fail("arc at element \(index) starts \(gap) from the current point (tolerance \(tolerance))",
                                 evidence: Self.gap(from: current, "the current point (end of element \(index - 1))",
                                                    to: arc.startPoint, "the start of the arc at element \(index)", gap: gap, tolerance: tolerance))
                }
                if arc.radius == 0 || arc.sweep == 0 { return .fail("zero-length arc at element \(index)", evidence: Self.mark("zero-length arc at element \(index)", at: arc.endPoint)) }
                if !(Swift.abs(arc.sweep) <= 2 * Double.pi) { return .fail("arc at element \(index) sweeps \(arc.sweep), more than 2π") }
                current = arc.endPoint
            }
        }
        let gap = current.distance(to: start)
        if !(gap <= tolerance) {
            return .fail("the last segment ends \(gap) from the start (Contract: path order: close adds nothing; tolerance \(tolerance))",
                         evidence: Self.gap(from: current, "the end of the last segment", to: start, "the start of the path (its move)",
                                            gap: gap, tolerance: tolerance))
        }
        let signedArea = shape.path.signedArea
        if signedArea > 0 { return .pass }
        // Opposite corners whose reaches fill their edges (cut 1 on topRight and bottomLeft of a
        // 1 x 1) leave a valid spec with a zero-area outline; its signed area may round to zero.
        let scale = subject.lengthScale
        if let oracle = subject.oracle,
           oracle.area <= Tolerances.areaAbsolute * scale * scale, signedArea >= -Tolerances.areaAbsolute * scale * scale {
            return .pass
        }
        return .fail("signed area \(signedArea) is not positive: not clockwise on screen", evidence: Self.direction(of: shape.path, signedArea: signedArea))
    }
}

extension ClosedPathProperty {
    // Pictures only: built on the failing path.

    /// One labelled point: where the offending segment is.
    private static func mark(_ label: String, at point: Point) -> FailureEvidence {
        FailureEvidence(points: [point], marks: [FailureEvidence.Mark(label, at: point)])
    }

    /// Two points that should meet, marked, with the gap between them drawn and measured.
    private static func gap(from a: Point, _ aLabel: String, to b: Point, _ bLabel: String, gap: Double, tolerance: Double) -> FailureEvidence {
        FailureEvidence(points: [a, b], pointsLabel: "ends of the gap",
                        outlines: [FailureEvidence.Outline("the gap, \(gap) long", from: a, to: b)],
                        marks: [FailureEvidence.Mark(aLabel, at: a), FailureEvidence.Mark(bLabel, at: b)],
                        facts: ["gap \(gap), tolerance \(tolerance): \(gap / tolerance) times the join band"])
    }

    /// The path's start and its first two joints, numbered in drawing order, so the direction
    /// of travel (counter-clockwise on screen) can be read off the picture.
    private static func direction(of path: Path, signedArea: Double) -> FailureEvidence {
        var marks: [FailureEvidence.Mark] = []
        for element in path.elements {
            guard marks.count < 3, let end = element.endPoint else { continue }
            marks.append(FailureEvidence.Mark(marks.isEmpty ? "the start" : "joint \(marks.count) along the path", at: end))
        }
        return FailureEvidence(marks: marks, facts: ["signed area \(signedArea) (a clockwise outline on screen, y down, has a positive one)"])
    }
}
