/// Adler-32 (RFC 1950, section 8.2), for the inflater's check of a zlib stream.
///
/// Deliberately not the encoder's code (`PNGChecksums` in the core): it sums blocks of 5552
/// bytes (the most that cannot overflow 32 bits) before reducing, written separately.
enum Adler32 {
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        let modulus: UInt32 = 65_521
        var low: UInt32 = 1, high: UInt32 = 0
        var start = 0
        while start < bytes.count {
            let end = Swift.min(start + 5552, bytes.count)
            for i in start ..< end {
                low &+= UInt32(bytes[i])
                high &+= low
            }
            low %= modulus
            high %= modulus
            start = end
        }
        return high << 16 | low
    }
}
