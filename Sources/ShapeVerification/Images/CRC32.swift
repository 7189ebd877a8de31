/// CRC-32 as PNG defines it (ISO 3309, reflected polynomial 0xEDB88320), for the decoder.
///
/// Deliberately not the encoder's code (`PNGChecksums` in the core): this one works a nibble at
/// a time from a 16-entry table, so a slip in either implementation cannot hide in both.
enum CRC32 {
    private static let nibbleTable: [UInt32] = (0 ..< 16).map { n in
        var c = UInt32(n)
        for _ in 0 ..< 4 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        return c
    }

    /// The CRC of `bytes[range]`.
    static func checksum(_ bytes: [UInt8], _ range: Range<Int>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for i in range {
            crc ^= UInt32(bytes[i])
            crc = (crc >> 4) ^ nibbleTable[Int(crc & 0xF)]
            crc = (crc >> 4) ^ nibbleTable[Int(crc & 0xF)]
        }
        return ~crc
    }
}
