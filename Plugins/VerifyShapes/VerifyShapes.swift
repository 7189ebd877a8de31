import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory verify-shapes [ARGS...]`
///
/// Builds the `verify-shapes` tool in release mode and runs it with the arguments passed
/// through unchanged, from the package directory, with `corpus/` of this package as the
/// default corpus. The child writes straight to our stdout and stderr, so output streams.
@main
struct VerifyShapes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
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
        process.currentDirectoryURL = context.package.directoryURL
        var environment = ProcessInfo.processInfo.environment
        // A crashing child should print its own message, not a multi-second backtrace dump.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["VERIFY_SHAPES_CORPUS"] = environment["VERIFY_SHAPES_CORPUS"]
            ?? context.package.directoryURL.appendingPathComponent("corpus").path
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        if status != 0 {
            // Keep the tool's own exit status (1: failures found, 2: bad input) for scripts and CI.
            exit(status)
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
