import Foundation

/// A wake-up call for one waiting thread: ``ring()`` wakes it (or, if it is not waiting yet,
/// makes its next ``wait(until:)`` return at once).
///
/// Why the fuzz run's coordinator waits on a doorbell and not on the schedule's ``Monitor``: a
/// monitor wakes every waiter on every change, and a worker changes the schedule at every chunk
/// of cases it takes and completes. The coordinator only has something to do when a shrunk
/// failure is ready to publish or the last worker has exited, so it was woken (a system call
/// and a wake-up on the other core) hundreds of times a second for nothing. With it on a
/// doorbell, a monitor's wake-up finds no waiter in a steady run, which costs no system call.
///
/// ```swift
/// let bell = Doorbell()
/// bell.ring()                                             // from a worker, after its news
/// bell.wait(until: Date(timeIntervalSinceNow: 1))         // true at once: it was rung
/// ```
final class Doorbell: @unchecked Sendable {
    // @unchecked: `rung` is only touched with `condition` locked.
    private let condition = NSCondition()
    private var rung = false

    /// Wakes the waiting thread, or the next wait.
    func ring() {
        condition.lock()
        rung = true
        condition.signal()
        condition.unlock()
    }

    /// Sleeps until the bell rings or `deadline` passes; returns whether it rang (since the
    /// last wait returned), and silences it.
    ///
    /// - Complexity: O(1) apart from the sleep.
    @discardableResult
    func wait(until deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !rung {
            if !condition.wait(until: deadline) { break }
        }
        defer { rung = false }
        return rung
    }
}
