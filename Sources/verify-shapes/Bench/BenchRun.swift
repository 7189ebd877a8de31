import Foundation

/// Runs benchmarks one after another and prints a line for each: every benchmark does its
/// work once to warm up (caches, lazy tables, page faults; not counted), then `repetitions`
/// timed times; the line gives the median repetition, the rate at the median and the spread.
final class BenchRun {
    /// Timed repetitions per benchmark.
    let repetitions: Int
    /// Every measurement so far, in order.
    private(set) var measurements: [Measurement] = []
    /// A sum of results of the timed work: the optimiser cannot drop work whose result is used,
    /// and printing this at the end uses it. It means nothing else.
    var sink = 0.0
    private let clock = ContinuousClock()

    init(repetitions: Int) {
        self.repetitions = repetitions
    }

    /// The column titles.
    static let header = "benchmark".padding(toLength: 44, withPad: " ", startingAt: 0)
        + "work per repetition".padding(toLength: 22, withPad: " ", startingAt: 0) + "median      rate                spread"

    /// Times `body(count)` (after one untimed `body(warmUp ?? count)`), prints the line and
    /// returns the measurement.
    @discardableResult
    func measure(_ name: String, count: Int, unit: String, warmUp: Int? = nil, _ body: (Int) -> Void) -> Measurement {
        measure(name, count: count, unit: unit, warmUp: warmUp, prepare: {}) { _, n in body(n) }
    }

    /// Times `body(prepare(), count)`, calling `prepare` untimed before the warm-up and before
    /// every repetition: for work on inputs that keep what was computed on them (a case
    /// subject's lazy members), which a repetition must not inherit from the one before.
    @discardableResult
    func measure<Input>(_ name: String, count: Int, unit: String, warmUp: Int? = nil, prepare: () -> Input,
                        _ body: (Input, Int) -> Void) -> Measurement {
        body(prepare(), warmUp ?? count)
        var seconds: [Double] = []
        for _ in 0 ..< repetitions {
            let input = prepare()
            seconds.append(clock.measure { body(input, count) }.inSeconds)
        }
        let measurement = Measurement(name: name, unit: unit, count: count, seconds: seconds)
        measurements.append(measurement)
        print(measurement)
        return measurement
    }

    /// Times `body()` once (work too slow or too stateful to repeat), as a measurement of one repetition.
    func once<T>(_ body: () -> T) -> (value: T, seconds: Double) {
        let start = clock.now
        let value = body()
        return (value, (clock.now - start).inSeconds)
    }

    /// Prints one measurement's line.
    func print(_ m: Measurement) {
        let name = m.name.padding(toLength: 44, withPad: " ", startingAt: 0)
        let work = "\(m.count) \(m.unit)".padding(toLength: 22, withPad: " ", startingAt: 0)
        let time = Self.duration(m.median).padding(toLength: 12, withPad: " ", startingAt: 0)
        let rate = "\(Self.rate(m.perSecond)) \(m.unit)/s".padding(toLength: 20, withPad: " ", startingAt: 0)
        StandardIO.write("\(name)\(work)\(time)\(rate)\(String(format: "%.1f%%", m.spread * 100))\n")
    }

    /// `0.055 s`, `12.3 ms`, `840 us`.
    static func duration(_ seconds: Double) -> String {
        seconds >= 1 ? String(format: "%.3f s", seconds)
            : seconds >= 1e-3 ? String(format: "%.1f ms", seconds * 1e3)
            : String(format: "%.0f us", seconds * 1e6)
    }

    /// `18.06M`, `64.7k`, `565`.
    static func rate(_ r: Double) -> String {
        r >= 1e9 ? String(format: "%.2fG", r / 1e9)
            : r >= 1e6 ? String(format: "%.2fM", r / 1e6)
            : r >= 1e3 ? String(format: "%.1fk", r / 1e3)
            : String(format: "%.0f", r)
    }
}

extension Duration {
    /// The duration in seconds.
    var inSeconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) * 1e-18
    }
}
