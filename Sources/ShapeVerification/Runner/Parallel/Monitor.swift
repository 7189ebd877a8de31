import Foundation

/// A value shared between threads, with a lock and a condition: every access holds the lock, and
/// every access wakes the threads waiting for a change.
///
/// Why not `Synchronization.Mutex`: the package supports macOS 14, where it is unavailable;
/// `NSCondition` is there on every platform and gives waiting with a timeout, which the fuzz
/// run's coordinator needs for its once-a-second progress line.
final class Monitor<State>: @unchecked Sendable {
    // @unchecked: `state` is only touched with `condition` locked.
    private let condition = NSCondition()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` on the state with the lock held, then wakes every waiter.
    func update<R>(_ body: (inout State) -> R) -> R {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return body(&state)
    }

    /// Runs `body` on the state with the lock held, waking nobody: for a change that no waiter
    /// of this monitor waits for (the fuzz run's coordinator taking a failure to publish).
    func updateQuietly<R>(_ body: (inout State) -> R) -> R {
        condition.lock()
        defer { condition.unlock() }
        return body(&state)
    }

    /// Reads the state with the lock held, waking nobody.
    func read<R>(_ body: (State) -> R) -> R {
        condition.lock()
        defer { condition.unlock() }
        return body(state)
    }

    /// Runs `body` on the state with the lock held until it returns a value, sleeping between
    /// tries until another thread changes the state; `nil` once `deadline` (if any) passes.
    /// Wakes every waiter after a successful try, as the try may have changed the state.
    func wait<R>(until deadline: Date? = nil, _ body: (inout State) -> R?) -> R? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = body(&state) {
                condition.broadcast()
                return result
            }
            if let deadline {
                if !condition.wait(until: deadline) { return nil }
            } else {
                condition.wait()
            }
        }
    }
}
