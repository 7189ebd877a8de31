/// Bad input, named by the field (or file, or argument) that carries it.
///
/// Nothing in the package traps on input; everything that can be wrong about a spec, a size
/// or a JSON document surfaces as this error, and the CLI prints `description` and exits 2.
public struct ShapeInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A dotted path to the offending field, e.g. `corners.topLeft.size`, or a file or argument name.
    public var field: String
    /// What is wrong with it, and where it helps, what would be right.
    public var problem: String

    public init(field: String, problem: String) {
        self.field = field
        self.problem = problem
    }

    public var description: String { "\(field): \(problem)" }
}
