import Foundation

/// Output that streams: every line is written unbuffered at once, so a parent process (the plugin, CI)
/// sees progress as it happens rather than when a pipe buffer fills.
enum Console {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
