import Foundation

/// Output that streams: every line is flushed at once, so a parent process (the plugin, CI)
/// sees progress as it happens rather than when a pipe buffer fills.
enum Console {
    static func line(_ text: String) {
        print(text)
        fflush(stdout)
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
