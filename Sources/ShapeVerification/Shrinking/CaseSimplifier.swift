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
    ///
    /// The passes run in order (corners, edges, offsets, fractions, size, rounder numbers). After
    /// a kept step a pass moves on: it recomputes its candidates for the new case and carries on
    /// from the same position instead of starting its list again (the kept candidate is gone from
    /// the new list, so the same position is the next candidate). Sweeps repeat until one keeps
    /// nothing, as Hypothesis's shrinker runs its passes to a fixed point.
    ///
    /// - Complexity: at most ``maximumEvaluations`` calls of `fails`, each on one candidate.
    public func simplify(_ start: ShapeCase, fails: (ShapeCase) -> Bool) -> Result {
        var current = start
        var steps: [String] = []
        var evaluations = 0
        var rejected = Set<ShapeCase>()
        var progress = true
        while progress && evaluations < maximumEvaluations {
            progress = false
            for pass in Self.passes {
                var position = 0
                var list = pass(current)
                while position < list.count && evaluations < maximumEvaluations {
                    let (step, candidate) = list[position]
                    guard candidate != current, !rejected.contains(candidate) else { position += 1; continue }
                    evaluations += 1
                    if fails(candidate) {
                        current = candidate
                        steps.append(step)
                        progress = true
                        list = pass(current)
                    } else {
                        rejected.insert(candidate)
                        position += 1
                    }
                }
            }
        }
        return Result(shapeCase: current, steps: steps, evaluations: evaluations)
    }

    // MARK: Candidates, simplest kind first

    /// Every candidate for `shapeCase`, pass by pass.
    static func candidates(for shapeCase: ShapeCase) -> [(String, ShapeCase)] {
        passes.flatMap { $0(shapeCase) }
    }

    /// The passes, simplest kind first; each lists its candidates for a case.
    static let passes: [@Sendable (ShapeCase) -> [(String, ShapeCase)]] = [
        squareCorners, straightEdges, zeroOffsets, fractionsToPoints, squareSize, rounderNumbers,
    ]

    private static func n(_ value: Double) -> String { JSONWriter.number(value) }

    static func squareCorners(_ shapeCase: ShapeCase) -> [(String, ShapeCase)] {
        Corner.allCases.filter { !shapeCase.spec.corners[$0].isSquare }.map { corner in
            var next = shapeCase
            next.spec.corners[corner] = .square
            return ("\(corner) corner -> square", next)
        }
    }

    static func straightEdges(_ shapeCase: ShapeCase) -> [(String, ShapeCase)] {
        Edge.allCases.filter { !shapeCase.spec.edges[$0].isStraight }.map { edge in
            var next = shapeCase
            next.spec.edges[edge] = .straight
            return ("\(edge) edge -> straight", next)
        }
    }

    static func zeroOffsets(_ shapeCase: ShapeCase) -> [(String, ShapeCase)] {
        Corner.allCases.filter { shapeCase.spec.offsets[$0] != .zero }.map { corner in
            var next = shapeCase
            next.spec.offsets[corner] = .zero
            return ("\(corner) offset -> zero", next)
        }
    }

    static func fractionsToPoints(_ shapeCase: ShapeCase) -> [(String, ShapeCase)] {
        NumberSlot.all(in: shapeCase).compactMap { slot in
            guard case .fraction(let f) = slot.length(in: shapeCase) else { return nil }
            var next = shapeCase
            let points = f * shapeCase.size.minDimension
            slot.set(.points(points), in: &next)
            return ("\(slot) fraction \(n(f)) -> \(n(points)) points", next)
        }
    }

    static func squareSize(_ shapeCase: ShapeCase) -> [(String, ShapeCase)] {
        let size = shapeCase.size
        guard size.width != size.height else { return [] }
        return [size.width, size.height].map { side in
            var next = shapeCase
            next.size = Size(width: side, height: side)
            return ("size \(n(size.width))x\(n(size.height)) -> \(n(side))x\(n(side))", next)
        }
    }

    static func rounderNumbers(_ shapeCase: ShapeCase) -> [(String, ShapeCase)] {
        NumberSlot.all(in: shapeCase).flatMap { slot in
            let value = slot.value(in: shapeCase)
            return Roundness.candidates(for: value).map { rounder in
                var next = shapeCase
                slot.set(value: rounder, in: &next)
                return ("\(slot) \(n(value)) -> \(n(rounder))", next)
            }
        }
    }
}
