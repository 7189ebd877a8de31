import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// A producer's process: started once from a shell command line, spoken to in lines over its
/// stdin and stdout, never waited on without a deadline.
///
/// The command runs under `/bin/sh -c` in a process group of its own, so that ending it ends
/// whatever it started (a shell script's `python3`, say) and a producer that sleeps forever
/// cannot outlive the run. Writes and reads poll with a deadline: a producer that stops reading
/// or stops answering is a ``ProtocolFault/timeout(_:)``, never a hang. The last 4 KB of its
/// stderr are kept for the report of a crash.
final class ProducerProcess {
    /// The command line as given.
    let command: String
    private let pid: pid_t
    private let input: Int32
    private let output: Int32
    private var buffered: [UInt8] = []
    private let errors: StderrTail
    private var exitStatus: Int32?

    /// The longest line read: 1 MiB, the JSON size limit (a longer one is malformed, not a reason to grow without bound).
    static let maximumLineBytes = 1 << 20

    /// Starts `command`; the error says why it could not start.
    init(command: String) throws(ProtocolFault) {
        self.command = command
        // A producer that exits while a request is being written must be an error (EPIPE), not
        // a SIGPIPE that ends the whole suite: ignored for the process, once.
        _ = Self.ignoreBrokenPipes
        #if os(macOS) || os(Linux)
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0], errChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0, pipe(&errChild) == 0 else {
            throw .launch("cannot make pipes: \(String(cString: strerror(errno)))")
        }
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errChild[1], 2)
        for fd in toChild + fromChild + errChild { posix_spawn_file_actions_addclose(&actions, fd) }
        // A process group of its own (pgid = its pid), so the whole group can be ended at once;
        // SIGPIPE back to the default in the child, whatever the suite set for itself.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
        let arguments = ["/bin/sh", "-c", command]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, "/bin/sh", &actions, &attributes, &argv, environ)
        close(toChild[0]); close(fromChild[1]); close(errChild[1])
        guard status == 0 else {
            close(toChild[1]); close(fromChild[0]); close(errChild[0])
            throw .launch("cannot start /bin/sh: \(String(cString: strerror(status)))")
        }
        pid = child
        input = toChild[1]
        output = fromChild[0]
        for fd in [input, output, errChild[0]] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
        _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
        errors = StderrTail(fd: errChild[0])
        #else
        throw .launch("starting a producer process is not available on this platform")
        #endif
    }

    deinit { terminate() }

    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// Writes `line` and a newline before `deadline`.
    func send(_ line: String, deadline: ContinuousClock.Instant) throws(ProtocolFault) {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if written > 0 { offset += written; continue }
            if written < 0 && errno == EINTR { continue }
            if written < 0 && errno != EAGAIN && errno != EWOULDBLOCK {
                throw .exited(exitText(waitingUpTo: .milliseconds(200)), stderr: lastWords)
            }
            try wait(for: input, events: Int16(POLLOUT), until: deadline, doing: "the producer did not read its request")
        }
    }

    /// The next line the producer writes (without its newline), read before `deadline`.
    func receive(deadline: ContinuousClock.Instant) throws(ProtocolFault) -> String {
        var searchFrom = 0
        while true {
            if let end = buffered[searchFrom...].firstIndex(of: 0x0A) {
                var line = Array(buffered[..<end])
                buffered.removeSubrange(...end)
                if line.last == 0x0D { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            searchFrom = buffered.count
            if buffered.count > Self.maximumLineBytes {
                throw .malformed("a line longer than \(Self.maximumLineBytes) bytes (1 MiB) without a newline", line: String(decoding: buffered.prefix(80), as: UTF8.self))
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count > 0 { buffered += chunk[..<count]; continue }
            if count == 0 {
                let unfinished = buffered.isEmpty ? "" : " after an unfinished line"
                throw .exited(exitText(waitingUpTo: .milliseconds(500)) + unfinished, stderr: lastWords)
            }
            if errno == EINTR { continue }
            guard errno == EAGAIN || errno == EWOULDBLOCK else {
                throw .exited("its stdout failed: \(String(cString: strerror(errno)))", stderr: errors.text)
            }
            try wait(for: output, events: Int16(POLLIN), until: deadline, doing: "no line came")
        }
    }

    /// Polls `fd` for `events` until the deadline.
    private func wait(for fd: Int32, events: Int16, until deadline: ContinuousClock.Instant, doing what: String) throws(ProtocolFault) {
        while true {
            let left = deadline - ContinuousClock.now
            if left <= .zero { throw .timeout(what) }
            let (seconds, attoseconds) = left.components
            let milliseconds = Int32(Swift.min(Int64(60_000), seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
            var poller = pollfd(fd: fd, events: events, revents: 0)
            let ready = poll(&poller, 1, milliseconds)
            if ready > 0 { return }
            if ready < 0 && errno != EINTR { throw .exited("poll failed: \(String(cString: strerror(errno)))", stderr: errors.text) }
        }
    }

    /// How the process ended, waiting for it at most `limit`; "it closed its stdout" if it has not.
    private func exitText(waitingUpTo limit: Duration) -> String {
        let end = ContinuousClock.now + limit
        while exitStatus == nil {
            var status: Int32 = 0
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid {
                exitStatus = status
            } else if done < 0 || ContinuousClock.now >= end {
                break
            } else {
                usleep(5_000)
            }
        }
        guard let status = exitStatus else { return "it closed its stdout" }
        let signal = status & 0x7F
        return signal == 0 ? "it exited with status \((status >> 8) & 0xFF)" : "it was killed by signal \(signal)"
    }

    /// Ends the session: closes stdin (a producer exits at end of input), gives it `grace` to
    /// exit, then ends its whole process group. Idempotent.
    func terminate(grace: Duration = .milliseconds(300)) {
        guard exitStatus == nil else { return }
        close(input)
        close(output)
        _ = exitText(waitingUpTo: grace)
        if exitStatus == nil {
            kill(-pid, SIGKILL)
            _ = exitText(waitingUpTo: .seconds(2))
        }
        // The group may hold children of a shell that has exited.
        kill(-pid, SIGKILL)
        if exitStatus == nil { exitStatus = -1 }
    }

    /// The last lines the producer wrote to stderr.
    var stderrTail: String { errors.text }

    /// The last lines the producer wrote to stderr, once it has exited: waits briefly for the
    /// stderr reader to reach the end of the stream, so that what it wrote just before exiting
    /// is not lost to thread scheduling.
    private var lastWords: String {
        errors.text(waitingUpTo: exitStatus == nil ? .zero : .milliseconds(500))
    }
}

/// The last few KB a producer wrote to stderr, read on a thread of its own until end of file.
private final class StderrTail: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    static let keep = 4096

    init(fd: Int32) {
        let thread = Thread { [self] in
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                lock.lock()
                bytes += chunk[..<count]
                if bytes.count > Self.keep { bytes.removeFirst(bytes.count - Self.keep) }
                lock.unlock()
            }
            close(fd)
            lock.lock()
            ended = true
            lock.unlock()
        }
        thread.start()
    }

    /// Whether the reader has seen the end of the stream.
    private var ended = false

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The tail once the reader has seen the end of the stream, waiting at most `limit` for it.
    /// A producer that has exited has closed its stderr, but the reader thread may not have run
    /// since (on a loaded machine): its last words would be missing from the report.
    func text(waitingUpTo limit: Duration) -> String {
        let end = ContinuousClock.now + limit
        while ContinuousClock.now < end {
            lock.lock()
            let done = ended
            lock.unlock()
            if done { break }
            usleep(2_000)
        }
        return text
    }
}
