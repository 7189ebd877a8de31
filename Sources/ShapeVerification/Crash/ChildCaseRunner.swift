import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Checks one case in a child process, so that a trap ends the child, not the caller: the
/// child is the tool itself, run as `verify-shapes run-case (--pending FILE | --entry FILE
/// [--fault NAME])` (a hidden subcommand).
///
/// The child prints `checking ID` before each property and `pass ID`, `discard ID WHY` or
/// `fail ID MESSAGE` after it, one line each, flushed: so when it dies, the last `checking`
/// line without a verdict names the property that trapped, and its standard error holds the
/// trap's message (`...: Fatal error: ...`). A child that does not end within ``timeLimit``
/// seconds is killed and counts as a trap with the signal `timeout` (a hang is as fatal to an
/// unattended run as a trap).
///
/// ```swift
/// let runner = ChildCaseRunner(executable: URL(fileURLWithPath: ".build/release/verify-shapes"))
/// switch runner.check(entry: URL(fileURLWithPath: "corpus/closed-path/ab12.json"), fault: nil) {
/// case .trapped(let signal, let property, let output): print(signal, property ?? "?", output)
/// case .completed(let outcomes): print(outcomes)
/// case .failedToRun(let why): print(why)
/// }
/// ```
///
/// - Complexity: one process start (milliseconds in release) plus the checks themselves.
public struct ChildCaseRunner: Sendable {
    /// The `verify-shapes` executable.
    public var executable: URL
    /// Seconds a child may take before it is killed.
    public var timeLimit: Double

    /// A runner of `executable` with a time limit per child (60 s by default: a case takes
    /// milliseconds, a debug build on a loaded machine seconds).
    public init(executable: URL, timeLimit: Double = 60) {
        self.executable = executable
        self.timeLimit = timeLimit
    }

    /// How a child ended.
    public enum Verdict: Sendable {
        /// It checked every property: each one's id and outcome (a failure's message only; its
        /// evidence stays in the child).
        case completed([(property: String, outcome: PropertyOutcome)])
        /// It died of `signal` (a name, or `timeout`) while checking `property` (`nil`: before
        /// the first property); `output` is the trap's line from its standard error.
        case trapped(signal: String, property: String?, output: String)
        /// It could not be started, or it exited with an error (the line it printed).
        case failedToRun(String)
    }

    /// Checks what the pending file at `file` records.
    public func check(pending file: URL) -> Verdict {
        run(["run-case", "--pending", file.path])
    }

    /// Checks the corpus entry at `file` against the core, or the producer with `fault`.
    public func check(entry file: URL, fault: String?) -> Verdict {
        run(["run-case", "--entry", file.path] + (fault.map { ["--fault", $0] } ?? []))
    }

    private func run(_ arguments: [String]) -> Verdict {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // No backtrace (Swift's backtracer would spend seconds symbolicating, and print it all).
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            return .failedToRun("cannot start \(executable.path): \(error.localizedDescription)")
        }
        let timedOut = Monitor(false)
        let watchdog = DispatchWorkItem {
            if process.isRunning {
                timedOut.update { $0 = true }
                kill(process.processIdentifier, SIGKILL)
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        // Standard error on its own thread: a child that fills one pipe while the other is read must not stall.
        let errorText = Monitor<Data?>(nil)
        let reader = Thread { let data = errors.fileHandleForReading.readDataToEndOfFile(); errorText.update { $0 = data } }
        reader.start()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        watchdog.cancel()
        let err = String(decoding: errorText.wait { $0 } ?? Data(), as: UTF8.self)
        return Self.verdict(stdout: out, stderr: err, status: process.terminationStatus,
                            signalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut.read { $0 })
    }

    /// Reads the child's lines (see the type's comment).
    static func verdict(stdout: String, stderr: String, status: Int32, signalled: Bool, timedOut: Bool) -> Verdict {
        var outcomes: [(property: String, outcome: PropertyOutcome)] = []
        var checking: String?
        for line in stdout.split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard words.count >= 2 else { continue }
            let rest = words.count > 2 ? words[2] : ""
            switch words[0] {
            case "checking": checking = words[1]
            case "pass": outcomes.append((words[1], .pass)); checking = nil
            case "discard": outcomes.append((words[1], .discard(rest))); checking = nil
            case "fail": outcomes.append((words[1], .fail(rest))); checking = nil
            default: break
            }
        }
        if timedOut {
            return .trapped(signal: "timeout", property: checking, output: "no answer within the time limit; killed")
        }
        // An interrupt meant for the whole process group (Ctrl-C) ends the child too: not a trap.
        if signalled && (status == SIGINT || status == SIGTERM) {
            return .failedToRun("interrupted by \(CrashRecord.signalName(status))")
        }
        if signalled {
            return .trapped(signal: CrashRecord.signalName(status), property: checking, output: trapLine(stderr))
        }
        if status != 0 && status != 1 {
            let line = stderr.split(whereSeparator: \.isNewline).first.map(String.init) ?? "exit status \(status)"
            return .failedToRun(line)
        }
        return .completed(outcomes)
    }

    /// The line of standard error that says why the child trapped: the runtime's `Fatal error`
    /// line if there is one, else the first line.
    static func trapLine(_ stderr: String) -> String {
        let lines = stderr.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return lines.first { $0.contains("Fatal error") } ?? lines.first ?? ""
    }
}
