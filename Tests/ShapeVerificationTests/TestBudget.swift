import Foundation

/// Fixed seeds and bounded case counts for `swift test`, overridable from the environment:
/// `VERIFY_SEED=7 VERIFY_CASES=5000 swift test` runs a longer, different sweep.
enum TestBudget {
    /// `VERIFY_SEED`, or 1.
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["VERIFY_SEED"].flatMap { UInt64($0) } ?? 1
    }

    /// `VERIFY_CASES`, or `fallback` (sized so the debug-build suite stays well under two minutes on two cores).
    static func cases(_ fallback: Int) -> Int {
        ProcessInfo.processInfo.environment["VERIFY_CASES"].flatMap { Int($0) }.map { max(0, $0) } ?? fallback
    }
}
