import Foundation

/// The engine's threads: a fixed number of workers with a main-thread-sized stack.
enum WorkerThreads {
    /// 8 MiB, as the main thread has: shrinking and the oracles' subdivisions recurse, and a
    /// secondary thread's default stack is as small as 512 KiB on some platforms.
    static let stackSize = 8 << 20

    /// Starts `count` threads, each running `body(worker)` for its index `0 ..< count`; returns at once.
    static func start(_ count: Int, name: String, _ body: @escaping @Sendable (Int) -> Void) {
        for worker in 0 ..< count {
            let thread = Thread { body(worker) }
            thread.stackSize = stackSize
            thread.name = "\(name) \(worker + 1)/\(count)"
            thread.start()
        }
    }

    /// `transform(i)` for every `i` in `0 ..< count`, computed on `jobs` threads and returned in
    /// index order, so the result does not depend on `jobs`. The calling thread waits.
    ///
    /// - Complexity: `count` calls of `transform`, spread over `min(jobs, count)` threads.
    static func map<T: Sendable>(_ count: Int, jobs: Int, _ transform: @escaping @Sendable (Int) -> T) -> [T] {
        map(count, jobs: jobs) { _, index in transform(index) }
    }

    /// As ``map(_:jobs:_:)``, telling `transform` which worker (`0 ..< jobs`) runs it as well as
    /// the index: what a worker records in its own pending file.
    static func map<T: Sendable>(_ count: Int, jobs: Int, _ transform: @escaping @Sendable (_ worker: Int, _ index: Int) -> T) -> [T] {
        let threads = Swift.min(Swift.max(1, jobs), count)
        if threads <= 1 { return (0 ..< count).map { transform(0, $0) } }
        let shared = Monitor(MapProgress<T>(results: Array(repeating: nil, count: count), running: threads))
        start(threads, name: "map") { worker in
            while let index = shared.update({ progress -> Int? in
                guard progress.next < count else { return nil }
                defer { progress.next += 1 }
                return progress.next
            }) {
                let result = transform(worker, index)
                shared.update { $0.results[index] = result }
            }
            shared.update { $0.running -= 1 }
        }
        return shared.wait { $0.running == 0 ? $0.results.compactMap { $0 } : nil } ?? []
    }
}

/// The shared state of ``WorkerThreads/map(_:jobs:_:)``.
private struct MapProgress<T> {
    /// The next index to hand out.
    var next = 0
    /// The results so far, by index.
    var results: [T?]
    /// Threads still working.
    var running: Int
}
