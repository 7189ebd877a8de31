import Foundation
import ShapeModel
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// The pending files of one run: before a worker checks a case (a generated case, a shrink
/// candidate, a corpus entry), it records the case in its own file,
/// `<corpus>/.pending/run-<pid>-<n>-worker-<K>.json`. If the process dies of a trap, the file
/// still names the case that killed it; the next run finds it and files the case as a crash
/// entry (``CrashRecovery``). A run that ends, however it ends short of dying, removes its files.
///
/// Why this costs next to nothing (the fuzz loop writes before every case): each worker keeps
/// its file open and overwrites it in place with one `pwrite(2)` at offset 0 of the whole
/// record, padded with spaces to the longest record written before, so the file always holds
/// exactly one complete JSON document. A generated case's record is a fixed prefix and suffix
/// around its case number: no JSON is built per case. One write of under a page cannot be torn
/// by a trap, which kills the process between system calls, nor by SIGKILL (Linux checks for
/// it between pages of a write). A temporary file and a rename per case would cost an open, a
/// close and a directory update each time (see Docs/Verification.md, "Crash safety", for the
/// figures).
///
/// Why the files are locked: a worker holds an exclusive `flock(2)` on its file for as long as
/// its run lives, and the kernel drops it when the process dies. So a run that shares the corpus
/// with a live one never takes that one's files for leftovers: ``stale(in:)`` returns only files
/// whose lock it can take.
///
/// ```swift
/// let pending = PendingFiles(corpus: URL(fileURLWithPath: "corpus"), workers: 2, fault: nil, seed: 5)
/// pending.recordGenerated(caseNumber: 12, worker: 1)   // before checking case 12 on worker 1
/// pending.removeAll()   // the run ended: nothing was pending
/// ```
public final class PendingFiles: @unchecked Sendable {
    // @unchecked: each slot is written by its own worker only; `removeAll` runs after the workers.

    /// `<corpus>/.pending`.
    public let directory: URL
    /// The fault of the run's producer, `nil` for the core: recorded with every case.
    public let fault: String?
    private let slots: [Slot]
    private let runName: String

    /// One worker's file.
    private final class Slot {
        var descriptor: Int32 = -1
        var failed = false
        var longest = 0
        var path = ""
        /// The bytes of the last record written, kept for their capacity: the next record is
        /// built in place, without allocating.
        var scratch: [UInt8] = []
    }

    /// A generated case's record is `generatedPrefix`, its case number, `generatedSuffix`.
    private let generatedPrefix: [UInt8]
    private let generatedSuffix: [UInt8]

    /// The pending files of a run of seed `seed` checking `properties` (ids; empty for all) with
    /// `workers` workers under the corpus at `corpus`; nothing is written until a worker records
    /// its first case.
    public init(corpus: URL, workers: Int, fault: String?, seed: UInt64 = 0, properties: [String] = []) {
        directory = corpus.appendingPathComponent(".pending")
        self.fault = fault
        // The canonical writer sorts keys: caseNumber comes first, and the rest is the run's.
        let sample = JSONWriter.string(PendingCase(work: .generated(seed: seed, caseNumber: 0), fault: fault, properties: properties).jsonValue)
        let marker = #"{"caseNumber":0"#
        precondition(sample.hasPrefix(marker), "the pending record's layout changed")
        generatedPrefix = Array(#"{"caseNumber":"#.utf8)
        generatedSuffix = Array(sample.dropFirst(marker.count).utf8)
        slots = (0 ..< Swift.max(1, workers)).map { _ in Slot() }
        // Unique per process and per run within it (tests run several in one process).
        runName = "run-\(ProcessInfo.processInfo.processIdentifier)-\(Self.nextRun())"
    }

    private static let counter = NSLock()
    nonisolated(unsafe) private static var runs = 0
    private static func nextRun() -> Int {
        counter.lock()
        defer { counter.unlock() }
        runs += 1
        return runs
    }

    /// The number of worker slots.
    public var workers: Int { slots.count }

    /// Records `pending` as what `worker` checks next.
    public func record(_ pending: PendingCase, worker: Int) {
        write(Array(JSONWriter.string(pending.jsonValue).utf8), worker: worker)
    }

    /// Records case `caseNumber` of the run's seed as what `worker` checks next: the fuzz loop's
    /// record, written before every case, from the prefix and suffix made once for the run.
    public func recordGenerated(caseNumber: Int, worker: Int) {
        guard let slot = openSlot(worker) else { return }
        // Built in the slot's buffer, digits and all: a fresh array, a String for the number and
        // the regrowth of each append were most of this record's cost.
        var bytes = slot.scratch
        slot.scratch = []
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: generatedPrefix)
        // As `String(caseNumber)` spells it.
        if caseNumber < 0 { bytes.append(UInt8(ascii: "-")) }
        JSONWriter.appendDecimal(UInt64(caseNumber.magnitude), to: &bytes)
        bytes.append(contentsOf: generatedSuffix)
        finish(&bytes, in: slot)
        slot.scratch = bytes
    }

    private func write(_ record: [UInt8], worker: Int) {
        guard let slot = openSlot(worker) else { return }
        var bytes = record
        finish(&bytes, in: slot)
    }

    /// The slot of `worker` with its file open, or nil if there is no such worker or its file
    /// cannot be created.
    private func openSlot(_ worker: Int) -> Slot? {
        guard slots.indices.contains(worker) else { return nil }
        let slot = slots[worker]
        if slot.descriptor < 0 {
            guard !slot.failed, openFile(slot, worker: worker) else { return nil }
        }
        return slot
    }

    /// Ends `bytes` (a record) with a newline and the spaces that cover the longest record
    /// before, and writes it over the slot's file.
    private func finish(_ bytes: inout [UInt8], in slot: Slot) {
        bytes.append(UInt8(ascii: "\n"))
        if bytes.count < slot.longest { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: slot.longest - bytes.count)) }
        slot.longest = bytes.count
        _ = bytes.withUnsafeBytes { pwrite(slot.descriptor, $0.baseAddress, $0.count, 0) }
    }

    private func openFile(_ slot: Slot, worker: Int) -> Bool {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        slot.path = directory.appendingPathComponent("\(runName)-worker-\(worker).json").path
        let descriptor = open(slot.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            slot.failed = true
            return false
        }
        // Held until the process ends: the mark of a live run (see the type's comment).
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
        slot.descriptor = descriptor
        return true
    }

    /// Whether any worker's file could not be created (then a trap would lose its case); the path tried.
    public var unwritable: String? { slots.first(where: \.failed).map { _ in directory.path } }

    /// Removes the run's files: it ended without dying, so nothing it was checking is pending.
    public func removeAll() {
        for slot in slots where slot.descriptor >= 0 {
            unlink(slot.path)
            close(slot.descriptor)
            slot.descriptor = -1
            slot.longest = 0
        }
        // The folder goes too when it is empty (another live run's files keep it).
        rmdir(directory.path)
    }

    /// Removes the pending files of this process's runs under `corpus`, from any thread, without
    /// closing them: for a process about to exit at once (a second interrupt), whose cases were
    /// not what ended it.
    public static func removeFiles(ofThisProcessIn corpus: URL) {
        let folder = corpus.appendingPathComponent(".pending")
        let mine = "run-\(ProcessInfo.processInfo.processIdentifier)-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(mine) {
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// A pending file left by a run that died, locked by this process until ``discard()``.
    public final class Stale: @unchecked Sendable {
        /// Its path.
        public let url: URL
        private var descriptor: Int32

        init(url: URL, descriptor: Int32) {
            self.url = url
            self.descriptor = descriptor
        }

        /// The record, or why it cannot be read.
        public func read() -> Result<PendingCase, ShapeInputError> {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                return .failure(ShapeInputError(field: url.path, problem: "cannot read"))
            }
            do throws(ShapeInputError) {
                return .success(try PendingCase(json: try JSONParser.parse([UInt8](data), source: url.path)))
            } catch {
                return .failure(error)
            }
        }

        /// Removes the file (its case is filed or found harmless), and its folder if that is
        /// left empty, and drops the lock.
        public func discard() {
            guard descriptor >= 0 else { return }
            unlink(url.path)
            close(descriptor)
            descriptor = -1
            rmdir(url.deletingLastPathComponent().path)
        }

        /// Keeps the file for a later run and drops the lock.
        public func release() {
            guard descriptor >= 0 else { return }
            close(descriptor)
            descriptor = -1
        }
    }

    /// The pending files under `corpus` whose run is gone (their lock is free), sorted by name,
    /// each locked for the caller. A missing folder has none.
    public static func stale(in corpus: URL) -> [Stale] {
        let folder = corpus.appendingPathComponent(".pending")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var stale: [Stale] = []
        for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            // No O_CREAT: a live run may remove its file between the listing and here.
            let descriptor = open(url.path, O_RDWR | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                close(descriptor)   // a live run's file
                continue
            }
            stale.append(Stale(url: url, descriptor: descriptor))
        }
        return stale
    }
}
