import Testing
@testable import ShapeModel

/// `DecimalDouble` (the readers' fast path for numbers) must give exactly what
/// `Double(String)` gives, bit for bit, or decline; and it must accept the numbers the package's
/// writers print, or it would be no fast path at all.
@Suite struct DecimalDoubleTests {
    static func fast(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { DecimalDouble.value($0) }
    }

    /// Checks one text; returns whether the fast path answered.
    @discardableResult
    static func check(_ text: String) -> Bool {
        guard let fast = fast(text) else { return false }
        let slow = Double(text)
        #expect(slow?.bitPattern == fast.bitPattern, "\(text): fast \(fast), Double(String) \(String(describing: slow))")
        return true
    }

    @Test func shortestFormsOfRandomDoublesAreReadExactly() {
        var random = SplitMix64(seed: 1)
        var answered = 0, total = 0
        for _ in 0 ..< 200_000 {
            let x = Double(bitPattern: random.next())
            guard x.isFinite else { continue }
            total += 1
            if Self.check(x.description) { answered += 1 }
        }
        // Only subnormals and the rare boundary products decline.
        #expect(answered * 100 > total * 95, "answered \(answered) of \(total)")
    }

    @Test func digitStringsWithExponentsMatchTheStandardLibrary() {
        var random = SplitMix64(seed: 2)
        for _ in 0 ..< 200_000 {
            let digits = Int(random.next() % 21) + 1
            var text = random.next() % 2 == 0 ? "-" : ""
            for k in 0 ..< digits {
                if k == Int(random.next() % UInt64(digits + 1)) { text += "." }
                text += String(random.next() % 10)
            }
            if random.next() % 2 == 0 { text += "e" + String(Int(random.next() % 801) - 400) }
            Self.check(text)
        }
    }

    @Test(arguments: ["0", "-0", "0.0", "1", "0.1", "0.5", "12.5e-3", "+7", "1e22", "1e23", "9007199254740993", "9007199254740992.5",
                      "4.9406564584124654e-324", "2.2250738585072014e-308", "1.7976931348623157e308", "1.8e308", "1e-400", "123456789012345678901",
                      ".5", "5.", "1E5", "1e+5", "0.30000000000000004", "2.5e-3", "100000000000000000000000"])
    func edgeCases(_ text: String) {
        // Some of these decline (subnormal, overflow, 21 digits); whatever it answers is exact.
        Self.check(text)
    }

    @Test(arguments: ["", "-", ".", "e5", "1e", "1e+", "1.2.3", "1x", "--1", "1e5.0"])
    func malformedTextIsDeclined(_ text: String) {
        #expect(Self.fast(text) == nil)
    }
}
