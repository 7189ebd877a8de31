import ShapeModel

/// Geometry-aware shrink passes on a case itself, run after the choice-sequence shrink.
///
/// The choice shrinker knows nothing about shapes, so it can stop at a case such as "rounded
/// 37.1836 on 100 x 93.2". These passes finish the job in the terms a reader wants: a corner to
/// square, an edge to straight, an offset to zero, a fraction to points, the size to a square,
/// and each number to a rounder one. Every kept step lowers the case in the order
/// (feature count, fraction count, non-square size, roundness of one number), so the passes
/// terminate; a budget bounds them in time too.
public struct CaseSimplifier: Sendable {
    /// The most times the predicate is evaluated.
    public var maximumEvaluations: Int

    /// A simplifier that evaluates the predicate at most `maximumEvaluations` times.
    public init(maximumEvaluations: Int = 600) {
        self.maximumEvaluations = maximumEvaluations
    }

    /// The result: the simplest failing case found and the steps kept, in words.
    public struct Result: Sendable {
        /// The simplified case.
        public var shapeCase: ShapeCase
        /// One line per kept step, e.g. `topRight corner -> square`.
        public var steps: [String]
        /// How many times the predicate ran.
        public var evaluations: Int
    }

    /// Simplifies `start`, which `fails`, keeping each step that still fails.
    public func simplify(_ start: ShapeCase, fails: (ShapeCase) -> Bool) -> Result {
        var current = start
        var steps: [String] = []
        var evaluations = 0
        var rejected = Set<ShapeCase>()
        var progress = true
        while progress && evaluations < maximumEvaluations {
            progress = false
            for (step, candidate) in Self.candidates(for: current) {
                guard evaluations < maximumEvaluations else { break }
                guard candidate != current, !rejected.contains(candidate) else { continue }
                evaluations += 1
                if fails(candidate) {
                    current = candidate
                    steps.append(step)
                    progress = true
                    break
                }
                rejected.insert(candidate)
            }
        }
        return Result(shapeCase: current, steps: steps, evaluations: evaluations)
    }

    // MARK: Candidates, simplest kind first

    static func candidates(for shapeCase: ShapeCase) -> [(String, ShapeCase)] {
        func n(_ value: Double) -> String { JSONWriter.number(value) }
        var list: [(String, ShapeCase)] = []
        let spec = shapeCase.spec
        for corner in Corner.allCases where !spec.corners[corner].isSquare {
            var next = shapeCase
            next.spec.corners[corner] = .square
            list.append(("\(corner) corner -> square", next))
        }
        for edge in Edge.allCases where !spec.edges[edge].isStraight {
            var next = shapeCase
            next.spec.edges[edge] = .straight
            list.append(("\(edge) edge -> straight", next))
        }
        for corner in Corner.allCases where spec.offsets[corner] != .zero {
            var next = shapeCase
            next.spec.offsets[corner] = .zero
            list.append(("\(corner) offset -> zero", next))
        }
        for slot in NumberSlot.all(in: shapeCase) {
            if case .fraction(let f) = slot.length(in: shapeCase) {
                var next = shapeCase
                let points = f * shapeCase.size.minDimension
                slot.set(.points(points), in: &next)
                list.append(("\(slot) fraction \(n(f)) -> \(n(points)) points", next))
            }
        }
        let size = shapeCase.size
        if size.width != size.height {
            for side in [size.width, size.height] {
                var next = shapeCase
                next.size = Size(width: side, height: side)
                list.append(("size \(n(size.width))x\(n(size.height)) -> \(n(side))x\(n(side))", next))
            }
        }
        for slot in NumberSlot.all(in: shapeCase) {
            let value = slot.value(in: shapeCase)
            for rounder in Roundness.candidates(for: value) {
                var next = shapeCase
                slot.set(value: rounder, in: &next)
                list.append(("\(slot) \(n(value)) -> \(n(rounder))", next))
            }
        }
        return list
    }
}
