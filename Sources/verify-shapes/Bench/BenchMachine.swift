import Foundation
#if canImport(Darwin)
import Darwin
#endif

/// What a benchmark ran on: the CPU model and the number of cores, for the figures' caption.
struct BenchMachine {
    /// The CPU model, e.g. `AMD EPYC 7763 64-Core Processor` (or `unknown CPU`).
    let cpu: String
    /// Cores the tool may use (`ProcessInfo.activeProcessorCount`), which is what `--jobs` defaults to.
    let cores: Int
    /// The operating system, e.g. `Linux` or `macOS`.
    let system: String

    /// This machine.
    static var current: BenchMachine {
        #if os(Linux)
        let system = "Linux"
        #elseif os(macOS)
        let system = "macOS"
        #else
        let system = "unknown OS"
        #endif
        return BenchMachine(cpu: cpuModel() ?? "unknown CPU", cores: ProcessInfo.processInfo.activeProcessorCount, system: system)
    }

    /// `model name` from /proc/cpuinfo (Linux; `Hardware` or `cpu model` on some ARM and MIPS
    /// kernels), or `machdep.cpu.brand_string` from sysctl (macOS).
    private static func cpuModel() -> String? {
        #if canImport(Darwin)
        var size = 0
        guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 1 else { return nil }
        var buffer = [CChar](repeating: 0, count: size)
        guard sysctlbyname("machdep.cpu.brand_string", &buffer, &size, nil, 0) == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for key in ["model name", "Hardware", "cpu model"] {
            for line in text.split(separator: "\n") where line.hasPrefix(key) {
                let parts = line.split(separator: ":", maxSplits: 1)
                if parts.count == 2 {
                    let value = parts[1].trimmingCharacters(in: .whitespaces)
                    if !value.isEmpty { return value }
                }
            }
        }
        return nil
        #endif
    }

    /// `AMD EPYC, 2 cores, Linux`.
    var description: String { "\(cpu), \(cores) core\(cores == 1 ? "" : "s"), \(system)" }
}
