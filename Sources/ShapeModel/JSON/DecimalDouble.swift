/// Decimal number text to the nearest `Double` without building a `String`: the Eisel-Lemire
/// algorithm (Daniel Lemire, "Number Parsing at a Gigabyte per Second", 2021, after an idea of
/// Michael Eisel), as Go's `strconv` writes it (`eiselLemire64`), for the readers of the package's
/// own output (JSON and SVG numbers, which the writers print with at most 17 significant digits).
///
/// It either gives the correctly rounded value, the one `Double(String)` gives (the standard
/// library rounds decimal text correctly, ties to even), or declines: more than 19 significant
/// digits, a power of ten outside the table, a product too close to a rounding boundary to
/// decide from 128 bits, or a result that is subnormal or overflows. A caller falls back to
/// `Double(String)` then, so every answer stays the standard library's. Reading a number
/// through `Double(String)` cost about 1,600 instructions (a `String` made, `strtod` run); this
/// takes about a hundred.
package enum DecimalDouble {
    /// The value of `text`, decimal number text as a JSON or SVG reader has already checked it:
    /// an optional sign, digits with at most one point, an optional exponent (`e` or `E`, an
    /// optional sign, digits). Nil when the fast path declines (see above) or the text is not
    /// of that form.
    ///
    /// ```swift
    /// Array("12.5e-3".utf8).withUnsafeBufferPointer { DecimalDouble.value($0) }   // 0.0125
    /// ```
    package static func value(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        let count = text.count
        var i = 0
        var negative = false
        if i < count, text[i] == UInt8(ascii: "-") || text[i] == UInt8(ascii: "+") {
            negative = text[i] == UInt8(ascii: "-")
            i += 1
        }
        // The significant digits as an integer (leading zeros skipped), and the power of ten
        // that scales it: minus one for each digit after the point.
        var mantissa: UInt64 = 0, digits = 0, exponent = 0
        let integerStart = i
        guard readDigits(text, at: &i, into: &mantissa, counting: &digits) else { return nil }
        var sawDigit = i > integerStart
        if i < count, text[i] == UInt8(ascii: ".") {
            i += 1
            let fractionStart = i
            guard readDigits(text, at: &i, into: &mantissa, counting: &digits) else { return nil }
            exponent = fractionStart - i
            sawDigit = sawDigit || i > fractionStart
        }
        guard sawDigit else { return nil }
        if i < count, text[i] == UInt8(ascii: "e") || text[i] == UInt8(ascii: "E") {
            i += 1
            var exponentNegative = false
            if i < count, text[i] == UInt8(ascii: "-") || text[i] == UInt8(ascii: "+") {
                exponentNegative = text[i] == UInt8(ascii: "-")
                i += 1
            }
            var written = 0, exponentDigits = 0
            while i < count, text[i] >= UInt8(ascii: "0"), text[i] <= UInt8(ascii: "9") {
                // Saturated far beyond the table: a longer exponent only declines sooner.
                written = Swift.min(written * 10 + Int(text[i] - UInt8(ascii: "0")), 1_000_000)
                exponentDigits += 1
                i += 1
            }
            guard exponentDigits > 0 else { return nil }
            exponent += exponentNegative ? -written : written
        }
        guard i == count else { return nil }
        // Zero is zero at any power of ten (strtod keeps the sign).
        if mantissa == 0 { return negative ? -0.0 : 0.0 }
        return eiselLemire(mantissa, exponent, negative: negative)
    }

    /// Reads the digits from `i` on into `mantissa` (leading zeros skipped), `digits` counting
    /// its significant ones; false at a 20th significant digit (19 always fit in 64 bits).
    @inline(__always)
    private static func readDigits(_ text: UnsafeBufferPointer<UInt8>, at i: inout Int, into mantissa: inout UInt64,
                                   counting digits: inout Int) -> Bool {
        while i < text.count {
            let digit = text[i] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            i += 1
            if mantissa == 0 && digit == 0 { continue }
            guard digits < 19 else { return false }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            digits += 1
        }
        return true
    }

    /// `mantissa · 10^exponent` (mantissa nonzero) correctly rounded, or nil where the algorithm
    /// cannot decide from the 128-bit power of ten (Go's `eiselLemire64`, step for step).
    static func eiselLemire(_ mantissa: UInt64, _ exponent: Int, negative: Bool) -> Double? {
        guard exponent >= PowersOfTen.minimumExponent, exponent <= PowersOfTen.maximumExponent else { return nil }
        let power = PowersOfTen.table[exponent - PowersOfTen.minimumExponent]
        // Normalise the mantissa; the binary exponent follows from floor(exponent · log2(10))
        // (217706 / 2^16 is log2(10) closely enough over the table's range).
        let leadingZeros = mantissa.leadingZeroBitCount
        let man = mantissa << UInt64(leadingZeros)
        var binaryExponent = UInt64(bitPattern: Int64(((217_706 * exponent) >> 16) + 64 + 1023)) &- UInt64(leadingZeros)
        // The top 64 bits of the 192-bit product decide, unless its low bits are all ones (the
        // truncated power might carry into them): then the power's low half is multiplied in too.
        var (high, low) = man.multipliedFullWidth(by: power.high)
        if high & 0x1FF == 0x1FF && low &+ man < man {
            let (lowerHigh, lowerLow) = man.multipliedFullWidth(by: power.low)
            var mergedHigh = high
            let mergedLow = low &+ lowerHigh
            if mergedLow < low { mergedHigh &+= 1 }
            if mergedHigh & 0x1FF == 0x1FF && mergedLow &+ 1 == 0 && lowerLow &+ man < man { return nil }
            (high, low) = (mergedHigh, mergedLow)
        }
        // 54 bits (one to round with), then 53.
        let topBit = high >> 63
        var significand = high >> (topBit + 9)
        binaryExponent &-= 1 ^ topBit
        // Exactly halfway as far as 128 bits tell: the rest of the product decides the tie.
        if low == 0 && high & 0x1FF == 0 && significand & 3 == 1 { return nil }
        significand += significand & 1
        significand >>= 1
        if significand >> 53 > 0 {
            significand >>= 1
            binaryExponent &+= 1
        }
        // Subnormal (exponent 0 or below, wrapped) or infinite: the slow path says.
        if binaryExponent &- 1 >= 0x7FF - 1 { return nil }
        let bits = binaryExponent << 52 | significand & 0x000F_FFFF_FFFF_FFFF | (negative ? 1 << 63 : 0)
        return Double(bitPattern: bits)
    }

    /// 10^e for e in ``minimumExponent`` ... ``maximumExponent`` as 128-bit mantissas rounded
    /// down (the top bit set; the binary exponent implied), computed once, exactly, from
    /// integers: Go's `detailedPowersOfTen`.
    enum PowersOfTen {
        static let minimumExponent = -348
        static let maximumExponent = 347

        static let table: [(high: UInt64, low: UInt64)] = {
            var table: [(high: UInt64, low: UInt64)] = []
            table.reserveCapacity(maximumExponent - minimumExponent + 1)
            // Negative powers: floor(2^k / 10^n), one exact division by ten at a time (the floor
            // of a floor of a quotient is the floor of the whole quotient), with k large enough
            // that 128 bits remain at n = 348 (10^348 < 2^1160).
            var reciprocal = Natural(powerOfTwo: 128 + 1160)
            var negatives: [(high: UInt64, low: UInt64)] = []
            for _ in 1 ... -minimumExponent {
                reciprocal.divide(by: 10)
                negatives.append(reciprocal.top128)
            }
            table += negatives.reversed()
            // Non-negative powers: 10^n exactly, truncated to its top 128 bits.
            var power = Natural(powerOfTwo: 0)
            for n in 0 ... maximumExponent {
                if n > 0 { power.multiply(by: 10) }
                table.append(power.top128)
            }
            return table
        }()
    }

    /// A natural number in 32-bit limbs, least significant first: just enough arithmetic to
    /// build the table exactly.
    struct Natural {
        var limbs: [UInt32]

        init(powerOfTwo k: Int) {
            limbs = [UInt32](repeating: 0, count: k / 32 + 1)
            limbs[k / 32] = 1 << UInt32(k % 32)
        }

        mutating func multiply(by factor: UInt32) {
            var carry: UInt64 = 0
            for i in limbs.indices {
                let product = UInt64(limbs[i]) * UInt64(factor) + carry
                limbs[i] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            if carry > 0 { limbs.append(UInt32(carry)) }
        }

        /// Replaces the number with the floor of its quotient by `divisor`.
        mutating func divide(by divisor: UInt32) {
            var remainder: UInt64 = 0
            for i in limbs.indices.reversed() {
                let dividend = remainder << 32 | UInt64(limbs[i])
                limbs[i] = UInt32(dividend / UInt64(divisor))
                remainder = dividend % UInt64(divisor)
            }
            while limbs.count > 1, limbs.last == 0 { limbs.removeLast() }
        }

        /// The top 128 bits, the highest set bit first: shifted left when shorter (exact),
        /// truncated when longer (rounded down).
        var top128: (high: UInt64, low: UInt64) {
            let top = limbs.lastIndex { $0 != 0 } ?? 0
            let shift = 32 * top + (32 - limbs[top].leadingZeroBitCount) - 128
            // The 32 bits from bit `start` up; bits below bit 0 are zeros.
            func piece(_ start: Int) -> UInt64 {
                let limb = start >= 0 ? start / 32 : -((31 - start) / 32)
                func word(_ i: Int) -> UInt64 { i >= 0 && i < limbs.count ? UInt64(limbs[i]) : 0 }
                return (word(limb + 1) << 32 | word(limb)) >> UInt64(start - 32 * limb) & 0xFFFF_FFFF
            }
            return (piece(shift + 96) << 32 | piece(shift + 64), piece(shift + 32) << 32 | piece(shift))
        }
    }
}
