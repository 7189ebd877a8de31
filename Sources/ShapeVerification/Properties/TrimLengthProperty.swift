import ShapeCore
import ShapeModel

/// `trim-length`: trimming by fractions of the length measures what it says, wraps across the
/// start of the closed outline, and the spinner draws the contract's fractions
/// (Contract: wrapping trim, spinner model).
public struct TrimLengthProperty: ShapeProperty {
    /// Relative length agreement: lines and arcs are exact, Beziers are integrated and cut to
    /// about 1e-13 relative, and trimming drops rounding-level pieces of at most 1e-12 of the
    /// length each; 1e-9 is far above all of these and far below any real mistake.
    public static let lengthRelative: Double = 1e-9
    /// Spinner fractions agree with the contract's closed form to this (both are a few flops).
    public static let fractionAbsolute: Double = 1e-12

    public init() {}
    public var id: String { "trim-length" }
    public var summary: String {
        "Trimming [from, to] of the outline is (to - from) of its length, (1 - from + to) when it wraps (from > to) and then crosses the start point; [0, 1] is the whole outline; a sub-interval is no longer; the spinner's visible arc has the contract's fractions."
    }
    public var tolerance: String {
        "Lengths within \(Tolerances.text(Self.lengthRelative)) of the outline's length (lines and arcs exact, Beziers integrated and cut four orders of magnitude closer, dropped rounding pieces smaller still); points within \(Tolerances.text(Tolerances.joinBand)) * max(1, w, h, |offsets|) (the join band); spinner fractions within \(Tolerances.text(Self.fractionAbsolute)) of the contract's closed form."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        guard let shape = subject.shape else { return subject.invalidInput }
        let producer = subject.producer
        let path = shape.path
        // The core's length of the outline, from the measure the core's trims (and
        // length-matches-oracle) read: `path.length`, bit for bit, measured once per case.
        let outline = shape.measured
        let total = outline.length
        guard total > 0, case .move(let start)? = path.elements.first else { return .discard("nothing drawn to trim") }
        let slack = Self.lengthRelative * total
        let pointBand = subject.joinTolerance

        var prng = SplitMix64(seed: subject.samplingSeed ^ 0x7452_494D)
        func unit() -> Double { Double(prng.next() >> 11) / Double(1 << 53) }
        let (u, v) = (unit(), unit())
        let (low, high) = (Swift.min(u, v), Swift.max(u, v))
        // The spinner at a time drawn from the case (checked last).
        let time = 8 * unit()
        let frame = try? SpinnerFrame(time: time)

        // Every piece cut in one request, the outline measured once (the core's trims); each
        // check below reads its piece in the order the checks always ran.
        var ranges: [(from: Double, to: Double)] = [(0, 1), (low, high), (low + (high - low) / 4, high - (high - low) / 4)]
        if high > low { ranges.append((high, low)) }
        if let frame { ranges.append((frame.strokeStart, frame.strokeEnd)) }
        let pieces = producer.trims(of: shape, ranges)
        guard pieces.count == ranges.count else {
            return .fail("asked for \(ranges.count) trims of the outline, got \(pieces.count)")
        }

        // The whole outline.
        let whole = pieces[0]
        // The core hands back the outline itself, in the same storage: its length is `total`,
        // the same function of the very same elements, so it is not measured again. Any other
        // answer (a copy, a rebuilt path) is measured.
        let wholeLength = Self.sameStorage(whole.elements, path.elements) ? total : outline.length(of: whole)
        if !(Swift.abs(wholeLength - total) <= slack) || whole.elements.first != path.elements.first || whole.elements.last != path.elements.last {
            return .fail("trimmed(0, 1) is not the whole outline: length \(wholeLength) of \(total)",
                         evidence: Self.evidence("trimmed(0, 1)", whole, facts: ["length \(wholeLength), the outline's \(total)"]))
        }

        // Forward: (to - from) of the length, and a sub-interval no longer.
        let forward = pieces[1]
        // Each piece's length is its `length`, bit for bit: `outline.length(of:)` measures the
        // piece, taking a Bezier it has with the very bits of one of the outline's from the
        // outline's measure (the same function of the same numbers) instead of integrating it again.
        let forwardLength = outline.length(of: forward)   // measured once: it is compared twice
        let expectedForward = (high - low) * total
        if !(Swift.abs(forwardLength - expectedForward) <= slack) {
            return .fail("trimmed(\(low), \(high)) has length \(forwardLength), expected \(expectedForward)",
                         evidence: Self.evidence("trimmed(\(low), \(high))", forward, facts: ["length \(forwardLength), expected \(expectedForward) (slack \(slack))"]))
        }
        let inner = pieces[2]
        let innerLength = outline.length(of: inner)
        if !(innerLength <= forwardLength + slack) {
            return .fail("a sub-interval trims longer: \(innerLength) > \(forwardLength)",
                         evidence: Self.evidence("the inner half of [\(low), \(high)]", inner, facts: ["inner \(innerLength), outer \(forwardLength)"]))
        }

        // Wrapping: from > to gives the piece through the start point.
        if high > low {
            let wrapped = pieces[3]
            // Measured once for its length and its point at a length (the same numbers as
            // `wrapped.length` and `wrapped.point(atLength:)`; the outline's Beziers it keeps whole
            // are not integrated again, as above).
            let wrappedMeasure = MeasuredPath(wrapped, reusing: outline)
            let wrappedLength = wrappedMeasure.length
            let expectedWrapped = (1 - high + low) * total
            if !(Swift.abs(wrappedLength - expectedWrapped) <= slack) {
                return .fail("trimmed(\(high), \(low)) has length \(wrappedLength), expected \(expectedWrapped) (1 - from + to of the length)",
                             evidence: Self.evidence("trimmed(\(high), \(low))", wrapped, facts: ["length \(wrappedLength), expected \(expectedWrapped)"]))
            }
            if low > 0, high < 1, let crossing = wrappedMeasure.point(atLength: (1 - high) * total) {
                let gap = crossing.distance(to: start)
                if !(gap <= pointBand + slack) {
                    return .fail("trimmed(\(high), \(low)) does not cross the start point: \(gap) from it",
                                 evidence: FailureEvidence(points: [crossing, start], outlines: [FailureEvidence.Outline("trimmed(\(high), \(low))", path: wrapped)],
                                                           marks: [FailureEvidence.Mark("the outline's start", at: start), FailureEvidence.Mark("the wrapped piece at 1 - from", at: crossing)],
                                                           facts: ["gap \(gap), band \(pointBand + slack)"]))
                }
            }
        }

        // The spinner: the contract's fractions, and an arc that long.
        guard let frame else { return .fail("SpinnerFrame(time: \(time)) threw") }
        let cycle = (time / SpinnerFrame.strokeCycle - (time / SpinnerFrame.strokeCycle).rounded(.down)) * 2
        let expected = cycle < 1 ? (0.25 * cycle, cycle) : (0.25 + 0.75 * (cycle - 1), 1.0)
        let expectedTurn = 2 * Double.pi * (time / 4 - (time / 4).rounded(.down))
        if !(Swift.abs(frame.strokeStart - expected.0) <= Self.fractionAbsolute && Swift.abs(frame.strokeEnd - expected.1) <= Self.fractionAbsolute
             && Swift.abs(frame.rotation - expectedTurn) <= Self.fractionAbsolute * 2 * Double.pi) {
            return .fail("spinner at \(time) s: start \(frame.strokeStart), end \(frame.strokeEnd), turn \(frame.rotation); the contract says \(expected.0), \(expected.1), \(expectedTurn)")
        }
        let arc = pieces[ranges.count - 1]
        let expectedArc = (frame.strokeEnd - frame.strokeStart) * total
        let arcLength = outline.length(of: arc)
        if !(Swift.abs(arcLength - expectedArc) <= slack) {
            return .fail("the spinner's arc at \(time) s has length \(arcLength), expected \(expectedArc)",
                         evidence: Self.evidence("the spinner's arc at \(time) s", arc, facts: ["length \(arcLength), expected \(expectedArc)"]))
        }
        return .pass
    }

    /// The trimmed piece drawn over the shape, with the lengths compared.
    /// Whether two arrays are one buffer (the same elements, bit for bit, without comparing them).
    static func sameStorage(_ a: [PathElement], _ b: [PathElement]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress && x.count == y.count } }
    }

    private static func evidence(_ label: String, _ piece: Path, facts: [String]) -> FailureEvidence {
        var marks: [FailureEvidence.Mark] = []
        if case .move(let p)? = piece.elements.first { marks.append(FailureEvidence.Mark("where \(label) starts", at: p)) }
        if let p = piece.elements.last?.endPoint { marks.append(FailureEvidence.Mark("where \(label) ends", at: p)) }
        return FailureEvidence(outlines: [FailureEvidence.Outline(label, path: piece)], marks: marks, facts: facts)
    }
}
