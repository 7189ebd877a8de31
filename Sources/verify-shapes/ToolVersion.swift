/// The version `verify-shapes --version` prints: the one place it is defined.
enum ToolVersion {
    /// Semantic version of the package and its tool; `-dev` until the next release is tagged.
    static let current = "0.2.0-dev"
}
