#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Process-wide tuning of the C allocator for a long fuzz run.
///
/// Why: a worker thread allocates from one of glibc's per-thread arenas, and glibc gives the
/// free memory at the top of such an arena back to the kernel (`madvise(MADV_DONTNEED)`) as soon
/// as it exceeds the trim threshold. A fuzz case frees its raster images, content-mask parts and
/// paths when it ends, so nearly every case did that, and the next case took the same pages back
/// through page faults that zero them again: 13,490 page faults and about 2,500 `madvise` calls
/// in a 3,000-case run (`fuzz --seed 1 --jobs 1`), against 1,138 and none with the threshold
/// raised (measured with `/usr/bin/time` and `strace -c`). A threshold of 256 MiB keeps what a
/// case frees for the next case; the tool's memory stays what its largest case needs.
///
/// Setting the trim threshold also freezes glibc's mmap threshold, which otherwise grows to the
/// largest block freed so far, at its initial 128 KiB: every larger block (a 1024 x 1024 raster
/// mask is 1 MiB) would then be mapped afresh and faulted in page by page on each use (the
/// benchmark's 1024-pixel mask took 750 µs instead of 68 µs). So the mmap threshold is raised as
/// well, to 32 MiB, the most glibc allows: blocks up to that come from the arenas and are reused.
///
/// `mallopt` is not in the Swift overlay of Glibc, so it is looked up by name; on other C
/// libraries (Darwin's allocator returns memory differently) this does nothing.
enum AllocatorTuning {
    /// `M_TRIM_THRESHOLD` of glibc's `<malloc.h>`.
    private static let trimThresholdOption: Int32 = -1
    /// `M_MMAP_THRESHOLD` of glibc's `<malloc.h>`.
    private static let mmapThresholdOption: Int32 = -3
    /// The trim threshold set: above any one case's transient memory.
    static let trimThreshold: Int32 = 256 << 20
    /// The mmap threshold set: glibc's largest (half its 64 MiB arena heaps on 64-bit systems).
    static let mmapThreshold: Int32 = 32 << 20

    /// Raises glibc's trim and mmap thresholds; returns whether both were set (false elsewhere).
    ///
    /// - Complexity: O(1), once at start-up.
    @discardableResult
    static func keepFreedMemory() -> Bool {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        return mallopt(trimThresholdOption, trimThreshold) == 1 && mallopt(mmapThresholdOption, mmapThreshold) == 1
        #else
        return false
        #endif
    }
}
