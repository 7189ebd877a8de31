import ShapeModel

/// A checkable statement about every shape, with a stable id that names its corpus folder.
///
/// A property is a pure function of the case and the producer, which it reads from the case's
/// ``CaseSubject``: the subject builds the producer's shape, the oracle, the surfaces and the
/// shared samples once per case, whichever property asks first. Sample points are derived from
/// the case (``CaseSubject/samplingSeed``), never from a clock or a global generator, so a saved
/// case replays the same way forever. A check builds its message and evidence only when it
/// fails: the passing path, which the fuzzer takes millions of times, formats nothing.
public protocol ShapeProperty: Sendable {
    /// The stable id, e.g. `closed-path`; it names the corpus folder and `--property` selects by it.
    var id: String { get }
    /// One line: what the property states.
    var summary: String { get }
    /// The tolerance used and why it is right; printed by `verify-shapes properties`.
    var tolerance: String { get }
    /// What the property reads from the producer (``ProducerMeasure``): it is skipped, and
    /// reported as skipped, for a producer that does not provide one of them (a conformance run
    /// over the protocol). Every measure, the Swift library included, unless it says otherwise.
    var needs: Set<ProducerMeasure> { get }
    /// A fuzz run of the whole default catalogue checks the property on one case in
    /// `caseStride` (those whose case seed is a multiple of it: ``FuzzRunner/checks(_:caseNumber:)``),
    /// and skips it on the others; 1, every case, unless the property says otherwise. For the
    /// export properties, whose one check costs as much as several others together and whose
    /// faults show on most cases. Replay, shrinking, a run of chosen properties (`--property`)
    /// and ``check(_:producer:)`` always check. Docs/Verification.md, "Properties checked on a share of cases".
    var caseStride: Int { get }
    /// Checks the property on one case, reading the case, the producer and what they make from `subject`.
    func check(_ subject: CaseSubject) -> PropertyOutcome
}

extension ShapeProperty {
    /// Every measure, the Swift library included: a property that does not declare its needs
    /// runs only against linked producers.
    public var needs: Set<ProducerMeasure> { Set(ProducerMeasure.allCases) }

    /// Every case.
    public var caseStride: Int { 1 }

    /// Checks the property on one case on its own (a subject of its own): for a replay, a
    /// shrink candidate or a test. A run that checks several properties on a case shares one
    /// ``CaseSubject`` between them instead.
    public func check(_ shapeCase: ShapeCase, producer: any ShapeProducer) -> PropertyOutcome {
        check(CaseSubject(shapeCase, producer: producer))
    }
}
