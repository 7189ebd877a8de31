#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import Foundation
import ShapeCore

/// Standard streams and files, with every failure a ``ShapeInputError`` naming the stream or file.
enum StandardIO {
    /// Calls `body` with standard input as it arrives, one `read(2)` at a time, until its end.
    ///
    /// Why `read(2)` and not `FileHandle`: `readDataToEndOfFile()` traps when the descriptor is
    /// closed (a plugin's stdin is), and a co-process needs each chunk before the input ends.
    static func forEachStandardInputChunk(_ body: (ArraySlice<UInt8>) throws(ShapeInputError) -> Void) throws(ShapeInputError) {
        try forEachChunk(of: 0, name: "stdin", body)
    }

    /// Calls `body` with what `descriptor` yields, one `read(2)` at a time, until its end; errors name `name`.
    private static func forEachChunk(of descriptor: Int32, name: String,
                                     _ body: (ArraySlice<UInt8>) throws(ShapeInputError) -> Void) throws(ShapeInputError) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw ShapeInputError(field: name, problem: code == EBADF && descriptor == 0
                    ? "cannot read: standard input is closed"
                    : "cannot read: \(String(cString: strerror(code)))")
            }
            try body(buffer[0..<count])
        }
    }

    /// Everything `descriptor` yields, at most `limit` bytes: a longer input (a wrong file, an
    /// endless stream such as /dev/zero) is an error as soon as it passes the limit, not a hang.
    private static func readAll(_ descriptor: Int32, name: String, limit: Int) throws(ShapeInputError) -> [UInt8] {
        var bytes: [UInt8] = []
        try forEachChunk(of: descriptor, name: name) { chunk throws(ShapeInputError) in
            bytes += chunk
            if bytes.count > limit {
                throw ShapeInputError(field: name, problem: "is more than \(limit) bytes, the limit of a JSON document (1 MiB); is it the right file?")
            }
        }
        return bytes
    }

    /// All of standard input, at most `limit` bytes.
    static func readStandardInput(limit: Int) throws(ShapeInputError) -> [UInt8] {
        try readAll(0, name: "stdin", limit: limit)
    }

    /// Writes text to standard output through C stdio (the stream `print` uses, line-buffered by main).
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            if let base = buffer.baseAddress { _ = fwrite(base, 1, buffer.count, stdout) }
        }
        fflush(stdout)
    }

    /// Writes bytes to standard output and flushes them.
    static func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { _ = fwrite(base, 1, buffer.count, stdout) }
        }
        fflush(stdout)
    }

    /// One line on standard error.
    static func writeError(_ line: String) {
        fflush(stdout)
        fputs(line + "\n", stderr)
    }

    /// A file's bytes (at most `limit`), or `-` for standard input; unreadable files name themselves.
    /// Pipes work (`<(cmd)` in a shell names one); a stream longer than `limit` is an error.
    static func readFile(_ path: String, limit: Int) throws(ShapeInputError) -> [UInt8] {
        if path == "-" { return try readStandardInput(limit: limit) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ShapeInputError(field: path, problem: "cannot read: no such file\(triedPath(path))")
        }
        if isDirectory.boolValue { throw ShapeInputError(field: path, problem: "cannot read: is a directory\(triedPath(path))") }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw ShapeInputError(field: path, problem: "cannot read: \(String(cString: strerror(errno)))\(triedPath(path))")
        }
        defer { close(descriptor) }
        return try readAll(descriptor, name: path, limit: limit)
    }

    /// For a relative path, ` (looked for /absolute/path)`: where the tool looked is not always
    /// where the user thinks it runs (a plugin, a script that changes directory).
    static func triedPath(_ path: String) -> String {
        path.hasPrefix("/") ? "" : " (looked for \(URL(fileURLWithPath: path).standardizedFileURL.path))"
    }

    /// Writes a file atomically (a temporary file renamed over the target).
    static func writeFileAtomically(_ text: String, to path: String) throws(ShapeInputError) {
        try writeFileAtomically(Data(text.utf8), to: path)
    }

    /// Whether `path` names an existing directory.
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The directory a file at `path` would be written into.
    static func parentDirectory(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// Writes bytes to `path` atomically; errors name the path.
    static func writeFileAtomically(_ data: Data, to path: String) throws(ShapeInputError) {
        let directory = parentDirectory(of: path)
        guard isDirectory(directory) else {
            throw ShapeInputError(field: path, problem: "cannot write: no such directory \(directory)")
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ShapeInputError(field: path, problem: "cannot write: \(reason(error))\(triedPath(path))")
        }
    }

    /// A one-line reason for a Foundation error.
    private static func reason(_ error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let message = strerror(Int32(underlying.code)) {
            return String(cString: message)
        }
        return ns.localizedDescription.replacingOccurrences(of: "\n", with: " ")
    }
}
