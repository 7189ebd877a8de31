import Testing
import ShapeModel

@Suite struct SplitMix64Tests {
    @Test func referenceStreamForSeedZero() {
        // The first outputs of the reference C implementation seeded with 0.
        var prng = SplitMix64(seed: 0)
        #expect(prng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(prng.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(prng.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func boundedDrawsStayInRange() {
        var prng = SplitMix64(seed: 42)
        for bound: UInt64 in [0, 1, 2, 6, 99, 1 << 53, .max - 1] {
            for _ in 0 ..< 200 { #expect(prng.next(upTo: bound) <= bound) }
        }
    }

    @Test func sameSeedSameStream() {
        var a = SplitMix64(seed: 7), b = SplitMix64(seed: 7)
        #expect((0 ..< 100).map { _ in a.next(upTo: 1000) } == (0 ..< 100).map { _ in b.next(upTo: 1000) })
    }
}
