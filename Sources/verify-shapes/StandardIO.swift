#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import Foundation
import ShapeCore

/// Whole-stream input and output: read everything at once, write one string at once.
enum StandardIO {
    /// All of standard input.
    static func readStandardInput() -> [UInt8] {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }

    /// Writes text to standard output through C stdio (the stream `print` uses, line-buffered by main).
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            if let base = buffer.baseAddress { _ = fwrite(base, 1, buffer.count, stdout) }
        }
        fflush(stdout)
    }

    /// One line on standard error.
    static func writeError(_ line: String) {
        fflush(stdout)
        fputs(line + "\n", stderr)
    }

    /// A file's bytes, or `-` for standard input; unreadable files name themselves.
    static func readFile(_ path: String) throws(ShapeInputError) -> [UInt8] {
        if path == "-" { return readStandardInput() }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ShapeInputError(field: path, problem: "cannot read: no such file")
        }
        if isDirectory.boolValue { throw ShapeInputError(field: path, problem: "cannot read: is a directory") }
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw ShapeInputError(field: path, problem: "cannot read: \(reason(error))")
        }
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
            throw ShapeInputError(field: path, problem: "cannot write: \(reason(error))")
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
