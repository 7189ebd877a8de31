import Foundation
import Testing
@testable import ShapeVerification

/// The fuzz run's coordinator sleeps on a ``Doorbell``: a ring must never be lost, whether it
/// comes before the wait or during it, and an unrung bell must let the wait time out.
@Suite struct DoorbellTests {
    @Test func aRingBeforeTheWaitIsKept() {
        let bell = Doorbell()
        bell.ring()
        let start = Date()
        #expect(bell.wait(until: Date(timeIntervalSinceNow: 5)))
        #expect(Date().timeIntervalSince(start) < 1)
        // Silenced by that wait: the next one times out.
        #expect(!bell.wait(until: Date(timeIntervalSinceNow: 0.05)))
    }

    @Test func aRingDuringTheWaitWakesIt() {
        let bell = Doorbell()
        let start = Date()
        let thread = Thread {
            Thread.sleep(forTimeInterval: 0.05)
            bell.ring()
        }
        thread.start()
        #expect(bell.wait(until: Date(timeIntervalSinceNow: 10)))
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test func anUnrungBellTimesOut() {
        let bell = Doorbell()
        let start = Date()
        #expect(!bell.wait(until: Date(timeIntervalSinceNow: 0.05)))
        #expect(Date().timeIntervalSince(start) >= 0.04)
    }
}
