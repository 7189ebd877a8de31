import Foundation

/// A request, from another thread, that a fuzz run stop early (the CLI sets it on SIGINT or
/// SIGTERM). The run then hands out no more cases, cuts shrinking short, saves what it found,
/// and returns its report marked ``FuzzReport/interrupted``.
///
/// ```swift
/// let interruption = Interruption()
/// var options = FuzzOptions(seed: 1, limit: .cases(100))
/// options.interruption = interruption
/// interruption.request(signal: 2)   // from a signal handler's queue, say
/// interruption.signal                // 2
/// ```
public final class Interruption: @unchecked Sendable {
    // @unchecked: `requested` is only touched with `lock` held.
    private let lock = NSLock()
    private var requested: Int32?

    /// A flag not yet set.
    public init() {}

    /// Sets the flag; `signal` is the number of the signal that asked (0 for none). Returns
    /// whether it was already set (a second request: the CLI then exits at once).
    @discardableResult
    public func request(signal: Int32 = 0) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if requested != nil { return true }
        requested = signal
        return false
    }

    /// Whether a stop was requested.
    public var isRequested: Bool { signal != nil }

    /// The signal that asked for the stop, if one was requested.
    public var signal: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return requested
    }
}
