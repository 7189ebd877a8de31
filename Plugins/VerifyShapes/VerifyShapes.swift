import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory verify-shapes [ARGS...]`
///
/// Builds the `verify-shapes` tool in release mode and runs it with the arguments passed
/// through unchanged, in the directory the command was run from (so relative paths mean what
/// the user meant), with `corpus/` of this package as the default corpus. On Linux the tool
/// writes straight to SwiftPM's own stdout and stderr and reads its stdin (see ``HostStreams``),
/// so output streams even through a pipe.
///
/// SwiftPM reports any non-zero status of a plugin as its own exit status 1: scripts that must
/// tell failures (1) from bad input (2) run the built tool directly or read `--json`'s `status`.
@main
struct VerifyShapes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // The release build takes a minute on a cold cache; say so before it starts. Progress
        // messages go to stderr and SwiftPM flushes them at once.
        Diagnostics.progress("building verify-shapes in release mode, then running it")
        let build = try packageManager.build(
            .product("verify-shapes"),
            parameters: .init(configuration: .release, logging: .concise)
        )
        guard build.succeeded else {
            FileHandle.standardError.write(Data(build.logText.utf8))
            throw PluginFailure("building verify-shapes in release mode failed (log above)")
        }
        // On Linux the artifact list can hold more than the tool; pick it by name.
        guard let tool = build.builtArtifacts.first(where: {
            $0.kind == .executable && $0.url.lastPathComponent == "verify-shapes"
        }) else {
            throw PluginFailure("the release build produced no verify-shapes executable")
        }

        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = Self.userDirectory(fallback: context.package.directoryURL)
        var environment = ProcessInfo.processInfo.environment
        // A crashing child should print its own message, not a multi-second backtrace dump.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["VERIFY_SHAPES_CORPUS"] = environment["VERIFY_SHAPES_CORPUS"]
            ?? context.package.directoryURL.appendingPathComponent("corpus").path
        process.environment = environment
        let host = HostStreams.ofParent()
        if let input = host.input { process.standardInput = input }
        if let output = host.output { process.standardOutput = output }
        if let error = host.error { process.standardError = error }
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        if status != 0 {
            // SwiftPM prints "Plugin ended with exit code N" and itself exits 1 whatever N is.
            exit(status)
        }
    }

    /// Where the user ran `swift package`: `$PWD` (kept by the shell, symbolic links and all)
    /// when it names a directory, else the plugin's own working directory, which SwiftPM
    /// inherits from the user on Linux; the package directory only if neither is usable.
    static func userDirectory(fallback: URL) -> URL {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if let pwd = ProcessInfo.processInfo.environment["PWD"], pwd.hasPrefix("/"),
           files.fileExists(atPath: pwd, isDirectory: &isDirectory), isDirectory.boolValue {
            return URL(fileURLWithPath: pwd, isDirectory: true)
        }
        let current = files.currentDirectoryPath
        return current.isEmpty ? fallback : URL(fileURLWithPath: current, isDirectory: true)
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
