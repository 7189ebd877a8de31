import Foundation
import ShapeVerification
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Turns SIGINT and SIGTERM into an ``Interruption`` for a fuzz run or a replay: the first
/// signal asks the run to stop (it saves what it found and prints the summary so far); a second
/// one exits at once with 128 + the signal (130 for SIGINT, 143 for SIGTERM).
///
/// Why a handler installed with `sigaction`, writing to a pipe that a thread reads: the handler
/// replaces whatever disposition the process inherited. A non-interactive shell starts a
/// background job (`verify-shapes ... &`) with SIGINT ignored, and an ignored signal is dropped
/// by the kernel before anything can watch for it; a disposition set here, on Linux and macOS
/// alike, never depends on how the tool was started (nor does the signal mask: both signals are
/// unblocked, as a process can also inherit them blocked). The handler only does what is
/// async-signal-safe (one `write(2)` of the signal's number); the thread does the rest.
final class InterruptWatch: @unchecked Sendable {
    // @unchecked: `onImmediateExit` is set once, before any signal can need it.

    /// The flag the run polls between cases, shrink candidates and corpus files.
    let interruption = Interruption()
    /// Called just before a second signal ends the process (the fuzz run removes its pending files).
    var onImmediateExit: (@Sendable () -> Void)?

    /// Starts watching SIGINT and SIGTERM (until the process ends). Only one watch per process.
    init() {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // The write end never blocks the handler: a full pipe only loses signals already many times over.
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        signalPipe = fds[1]
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = interruptHandler
            #else
            action.__sigaction_u.__sa_handler = interruptHandler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
        // A blocked signal would stay pending for ever: the mask is inherited too (a test runner
        // or a supervisor may start the tool with SIGINT blocked). Unblocked in this thread,
        // which every later thread inherits it from.
        var watched = sigset_t()
        sigemptyset(&watched)
        sigaddset(&watched, SIGINT)
        sigaddset(&watched, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &watched, nil)
        let reader = fds[0]
        let thread = Thread { [self] in
            var byte: UInt8 = 0
            while true {
                let count = read(reader, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                guard count == 1 else { return }
                deliver(Int32(byte))
            }
        }
        thread.name = "interrupt watch"
        thread.start()
    }

    private func deliver(_ number: Int32) {
        if interruption.request(signal: number) {
            StandardIO.writeError("verify-shapes: interrupted again, exiting at once")
            onImmediateExit?()
            exit(128 + number)
        }
        StandardIO.writeError("verify-shapes: interrupted; saving what was found (interrupt again to exit at once)")
    }

    /// The exit status of a run the watch interrupted: 128 + the signal; `nil` if none came.
    var exitStatus: Int32? { interruption.signal.map { 128 + $0 } }
}

/// The write end of the watch's pipe, for the handler (a C function pointer captures nothing).
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// The signal handler: one byte, the signal's number, into the pipe; errno left as it was.
private func interruptHandler(_ number: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipe, &byte, 1)
    errno = saved
}
