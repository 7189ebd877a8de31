import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The standard streams of the `swift package` process that started this plugin, when they can
/// be reached, so the tool can use them directly.
///
/// Why: SwiftPM joins a plugin's stdout and stderr into one pipe and re-prints it with `print`,
/// which C stdio fully buffers when SwiftPM's own stdout is not a terminal. Through `| cat` or
/// a CI log, nothing the tool writes (progress lines, the seed) would arrive before the run ends,
/// its stderr would land on stdout, and a plugin's stdin is closed, so `contains` could not read
/// points. On Linux `/proc/<parent>/fd/N` reopens SwiftPM's own stream; elsewhere (macOS runs
/// plugins in a sandbox without `/proc`) every stream is `nil` and the inherited ones are used.
struct HostStreams {
    /// SwiftPM's standard input, or `nil`.
    var input: FileHandle?
    /// SwiftPM's standard output, or `nil`.
    var output: FileHandle?
    /// SwiftPM's standard error, or `nil`.
    var error: FileHandle?

    /// The streams of the parent process if it is `swift-package`; `nil` for each one that cannot
    /// be reopened safely.
    static func ofParent() -> HostStreams {
        #if os(Linux)
        let parent = getppid()
        // Another host (an IDE) may have its stdout going somewhere nobody reads.
        guard let name = try? String(contentsOfFile: "/proc/\(parent)/comm", encoding: .utf8),
              name.hasPrefix("swift-package") else { return HostStreams() }
        return HostStreams(input: reopen(parent, 0, writing: false),
                           output: reopen(parent, 1, writing: true),
                           error: reopen(parent, 2, writing: true))
        #else
        return HostStreams()
        #endif
    }

    #if os(Linux)
    /// Pipes, sockets and terminals only for output: reopening a regular file would start a second
    /// file offset, and SwiftPM's own later writes would overwrite ours. A file is fine for input
    /// (SwiftPM never reads its stdin, so the new offset 0 is where the data starts).
    private static func reopen(_ pid: pid_t, _ descriptor: Int32, writing: Bool) -> FileHandle? {
        let path = "/proc/\(pid)/fd/\(descriptor)"
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFIFO || kind == S_IFCHR || (!writing && kind == S_IFREG) else { return nil }
        let fd = open(path, (writing ? O_WRONLY : O_RDONLY) | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        return FileHandle(fileDescriptor: fd, closeOnDealloc: true)
    }
    #endif
}
