import Foundation
import ShapeCore
import ShapeModel

/// `interpolation-continuity`: along the morph from the case's spec to its
/// ``ShapeCase/morphTarget``, a small step in t changes the area by a bounded amount
/// (Contract: interpolation continuity).
///
/// The bound: every number of the spec (sizes resolved to points, offset components) moves at
/// most `2 M` per unit of t, `M` the largest of them at either end (2 because a family change
/// runs through square in half the time). The outline then moves at most a few times that
/// (a continuous corner reaches 1.53 r, an offset moves its vertex by up to √2 of its
/// components' speed; the overlap rule only shrinks) along a perimeter of a few `S`, `S` the
/// larger length scale of the two ends. `lipschitzFactor` covers both with room to spare.
/// At a corner of interior angle θ a rounded corner reaches `r cot(θ/2)` along its edges, so
/// the spans (and the triangles on them) move `cot(θ/2)` times faster: the bound is multiplied
/// by `max(1, cot(θ_min / 2))` over the corners of the two shapes compared. (The fuzzer found
/// this: a 1e-9-wide sliver whose corner of 2e-10 rad turned a rounded 7e-5 into a reach that
/// ate the whole edge and its triangle, an area change of 1 in a step of 1e-6: continuous, but
/// with a Lipschitz constant of 1e10.) The overlap rule scales every corner by
/// `f = L / (reach + reach)` of its tightest edge, which moves at `f · |reach speed| / L`: a
/// corner growing on a 1e-9 edge rescales every other corner, so the bound is also multiplied
/// by `1 + M / L_min`, `L_min` the shortest edge of the two shapes (found on a 10 x 1e-9 shape
/// whose curved corners of width 4 shrank to 7e-4 as a continuous corner of 4e-6 appeared).
public struct InterpolationContinuityProperty: ShapeProperty {
    /// The step in t.
    public static let step: Double = 1e-6
    /// `|A(t + step) - A(t)| <= lipschitzFactor * S * 2M * step` plus rounding.
    public static let lipschitzFactor: Double = 64

    public init() {}
    public var id: String { "interpolation-continuity" }
    public var summary: String {
        "Morphing the case's spec into its morph target, a step of t changes the area by at most a Lipschitz bound, across the family switch at t = 1/2 and at a t drawn from the case."
    }
    public var tolerance: String {
        "Steps of \(Tolerances.text(Self.step)) in t; |area change| <= \(Tolerances.text(Self.lipschitzFactor)) times S * 2M * a * o * step, S = max(1, w, h, |offsets|) of either end, M the largest number of either spec in points, a = max(1, cot(θ/2)) for the sharpest corner θ and o = 1 + M / L for the shortest edge L of the two shapes (each number moves at most 2M per unit t, a reach a times that, the overlap rule's factor o times that, the outline a few times that along a perimeter of a few S), plus \(Tolerances.text(Tolerances.areaRelative)) of the area and \(Tolerances.text(Tolerances.areaAbsolute)) * S^2 for rounding."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        let shapeCase = subject.shapeCase
        let producer = subject.producer
        let target = subject.morphTarget
        let size = shapeCase.size
        let targetCase = ShapeCase(spec: target, size: size)
        let scale = Swift.max(subject.lengthScale, targetCase.lengthScale)
        let speed = 2 * Swift.max(Self.largestNumber(shapeCase), Self.largestNumber(targetCase))
        var prng = SplitMix64(seed: subject.samplingSeed ^ 0x434F_4E54)
        let drawn = Double(prng.next() >> 11) / Double(1 << 53) * (1 - Self.step)
        var compared = 0
        for t in [0.5 - Self.step / 2, drawn] {
            let t2 = t + Self.step
            let a: ProducedShape, b: ProducedShape
            do {
                a = try producer.produce(try producer.interpolate(shapeCase.spec, target, at: t, size: size), size: size)
                b = try producer.produce(try producer.interpolate(shapeCase.spec, target, at: t2, size: size), size: size)
            } catch {
                continue   // an intermediate quadrilateral that is not convex: nothing to compare
            }
            let sharpest = Swift.min(Self.sharpestAngle(a.resolved), Self.sharpestAngle(b.resolved))
            guard sharpest > 0 else { continue }   // a zero angle: no finite bound
            let angleFactor = Swift.max(1, 1 / tan(sharpest / 2))
            let shortest = Swift.min(Self.shortestEdge(a.resolved), Self.shortestEdge(b.resolved))
            guard shortest > 0 else { continue }   // a zero-length edge: the overlap rule has no finite rate
            let overlapFactor = 1 + speed / 2 / shortest
            let bound = Self.lipschitzFactor * scale * speed * angleFactor * overlapFactor * Self.step
                + Tolerances.areaRelative * Swift.max(a.area, b.area) + Tolerances.areaAbsolute * scale * scale
            compared += 1
            let change = Swift.abs(b.area - a.area)
            if !(change <= bound) {
                return .fail("the area jumps by \(change) between t = \(t) and t = \(t2) (bound \(bound); target \(JSONWriter.string(target.jsonValue)))",
                             evidence: FailureEvidence(outlines: [FailureEvidence.Outline("t = \(t)", path: a.path), FailureEvidence.Outline("t = \(t2)", path: b.path)],
                                                       facts: ["area \(a.area) at t = \(t), \(b.area) at t = \(t2)", "change \(change), bound \(bound)"]))
            }
        }
        return compared > 0 ? .pass : .discard("no pair of steps both valid with finite rates")
    }

    /// The smallest interior angle of a resolved shape's corners (π for an empty shape: no corners to speed up).
    static func sharpestAngle(_ shape: ResolvedShape) -> Double {
        // Swift.min of the four, in order: the minimum Sequence.min() gives, without an array per call.
        shape.isEmpty ? Double.pi : Swift.min(shape.corners.topLeft.interiorAngle, shape.corners.topRight.interiorAngle,
                                              shape.corners.bottomRight.interiorAngle, shape.corners.bottomLeft.interiorAngle)
    }

    /// The shortest edge of a resolved shape's quadrilateral (infinite for an empty shape).
    static func shortestEdge(_ shape: ResolvedShape) -> Double {
        shape.isEmpty ? .infinity : Swift.min(shape.edges.top.length, shape.edges.right.length, shape.edges.bottom.length, shape.edges.left.length)
    }

    /// The largest number of a case's spec in points: sizes resolved at its size, offset components.
    static func largestNumber(_ shapeCase: ShapeCase) -> Double {
        var largest = 0.0
        func note(_ l: Length) { largest = Swift.max(largest, Swift.abs(l.resolved(for: shapeCase.size))) }
        // Corners, edges and offsets each in path order, as `inOrder` lists them, without the arrays.
        func note(_ corner: CornerTreatment) {
            switch corner {
            case .square: break
            case .rounded(let l), .cut(let l), .continuous(let l): note(l)
            case .curved(let w, let h): note(w); note(h)
            }
        }
        func note(_ edge: EdgeTreatment) { if case .triangle(let s, _) = edge { note(s) } }
        func note(_ offset: Vector) { largest = Swift.max(largest, Swift.abs(offset.dx), Swift.abs(offset.dy)) }
        let spec = shapeCase.spec
        note(spec.corners.topLeft); note(spec.corners.topRight); note(spec.corners.bottomRight); note(spec.corners.bottomLeft)
        note(spec.edges.top); note(spec.edges.right); note(spec.edges.bottom); note(spec.edges.left)
        note(spec.offsets.topLeft); note(spec.offsets.topRight); note(spec.offsets.bottomRight); note(spec.offsets.bottomLeft)
        return largest
    }
}
