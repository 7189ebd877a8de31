/// What the selected properties said about one generated case: the unit of work of a fuzz run.
///
/// ``FuzzRunner/checkCase(_:properties:stoppingAtFirstFailure:)`` makes one; the run loop only
/// counts them and shrinks their failures, so how a case is checked can change without
/// touching the loop.
public struct CaseVerdict: Sendable {
    /// One property's verdict.
    public enum Outcome: Sendable, Hashable {
        /// The property held.
        case pass
        /// The property did not apply (or, in a differential run, the baseline failed too).
        case discard
        /// The property failed.
        case fail
        /// Not checked: the run stops at its first failure and an earlier property failed, or
        /// the case is not in the property's share (``ShapeProperty/caseStride``). Not counted.
        case skipped
    }

    /// The run's case number.
    public var caseNumber: Int
    /// One outcome per selected property, in their order.
    public var outcomes: [Outcome]
    /// The case, kept only when a property failed (the shrinker starts from it).
    public var failing: (shapeCase: ShapeCase, choices: ChoiceSequence)?
    /// Each failing property's own outcome (its message and evidence), by the property's index:
    /// what shrinking starts from and what a failure saved without shrinking says, so that no
    /// property is checked again to recover them.
    public var failures: [Int: PropertyOutcome] = [:]

    /// Whether any property failed.
    public var hasFailure: Bool { failing != nil }
}
