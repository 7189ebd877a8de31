import Dispatch
import Foundation
import ShapeVerification
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Turns SIGINT and SIGTERM into an ``Interruption`` for a fuzz run: the first signal asks the
/// run to stop (it saves what it found and prints the summary so far); a second one exits at
/// once with 128 + the signal (130 for SIGINT, 143 for SIGTERM).
///
/// Why dispatch sources, not a C signal handler: a handler may only do async-signal-safe work;
/// with the signals ignored, the source delivers them to a queue where ordinary code may run.
final class InterruptWatch {
    /// The flag the fuzz run polls between cases and shrink candidates.
    let interruption = Interruption()
    private let sources: [any DispatchSourceSignal]

    /// Starts watching SIGINT and SIGTERM (until the process ends).
    init() {
        let interruption = interruption
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                if interruption.request(signal: number) {
                    StandardIO.writeError("verify-shapes: interrupted again, exiting at once")
                    exit(128 + number)
                }
                StandardIO.writeError("verify-shapes: interrupted; saving what was found (interrupt again to exit at once)")
            }
            source.resume()
            return source
        }
    }

    /// The exit status of a run the watch interrupted: 128 + the signal; `nil` if none came.
    var exitStatus: Int32? { interruption.signal.map { 128 + $0 } }
}
