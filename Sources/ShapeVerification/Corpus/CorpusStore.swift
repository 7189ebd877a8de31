import Foundation
import ShapeModel

/// The corpus directory: `<directory>/<property-id>/<sha256>.json`, each with an optional SVG beside it.
///
/// Files are content-addressed by the SHA-256 of the entry's canonical bytes, so a name is
/// verifiable and two runs that find the same shrunk case write the same file. Writes are atomic
/// (a temporary file in the same directory, then a rename) and never replace an existing file.
/// Reading a file is strict: an unreadable or malformed file is a ``ShapeInputError`` naming it
/// (``CorpusReplay`` reports such files and goes on with the rest).
public struct CorpusStore: Sendable {
    /// The corpus root.
    public var directory: URL

    /// A store rooted at `directory` (it need not exist yet).
    public init(directory: URL) {
        self.directory = directory
    }

    /// One file read from the corpus.
    public struct File: Sendable {
        /// The path relative to the corpus root, e.g. `closed-path/ab12....json`.
        public var relativePath: String
        /// The decoded entry.
        public var entry: CorpusEntry
    }

    /// What the corpus root holds: entry files, and files that cannot be entries.
    public struct Listing: Sendable {
        /// Every `<folder>/<name>.json`, sorted: the files replay reads.
        public var entries: [String]
        /// Files that are not where entries live (at the root, nested deeper, or neither `.json`
        /// nor a picture) and folders that cannot be listed, sorted, each with why; replay
        /// reports each and goes on. Hidden files (a leading `.`, such as `.gitkeep` and the
        /// writers' temporary files) are neither.
        public var foreign: [(path: String, problem: String)]
    }

    private static let notAnEntry = "not a corpus entry (entries are <property>/<sha256>.json); ignored"

    /// Every `*.json` file under the corpus root, sorted by relative path; a missing root is empty.
    public func relativePaths() throws(ShapeInputError) -> [String] {
        try listing().entries
    }

    /// The entries and the foreign files under the corpus root; a missing root is empty.
    public func listing() throws(ShapeInputError) -> Listing {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) else { return Listing(entries: [], foreign: []) }
        guard isDirectory.boolValue else {
            throw ShapeInputError(field: directory.path, problem: "the corpus is not a directory")
        }
        let subdirectories: [String]
        do { subdirectories = try manager.contentsOfDirectory(atPath: directory.path) } catch {
            throw ShapeInputError(field: directory.path, problem: "cannot list the corpus: \(error.localizedDescription)")
        }
        var listing = Listing(entries: [], foreign: [])
        for name in subdirectories.sorted() where !name.hasPrefix(".") {
            let sub = directory.appendingPathComponent(name)
            guard manager.fileExists(atPath: sub.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                listing.foreign.append((name, Self.notAnEntry))
                continue
            }
            let files: [String]
            do { files = try manager.contentsOfDirectory(atPath: sub.path) } catch {
                // An unlistable folder is one bad thing among others, not the end of the run.
                listing.foreign.append((name + "/", "cannot list: \(error.localizedDescription)"))
                continue
            }
            for file in files.sorted() where !file.hasPrefix(".") {
                if file.hasSuffix(".json") {
                    listing.entries.append(name + "/" + file)
                } else if !file.hasSuffix(".svg") {
                    listing.foreign.append((name + "/" + file, Self.notAnEntry))
                }
            }
        }
        return listing
    }

    /// Reads and decodes one file; `relativePath` may also be absolute or relative to the working directory.
    public func load(_ relativePath: String) throws(ShapeInputError) -> File {
        let url = resolve(relativePath)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ShapeInputError(field: url.path, problem: "cannot read: no such file")
        }
        if isDirectory.boolValue {
            throw ShapeInputError(field: url.path, problem: "is a directory, not a corpus entry (remove or rename it)")
        }
        // Only a regular file is read: a FIFO or a device named *.json would block or never end.
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
            throw ShapeInputError(field: url.path, problem: "is not a regular file (\(type.rawValue)), not a corpus entry (remove or rename it)")
        }
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > JSONParser.maximumBytes {
            throw ShapeInputError(field: url.path, problem: "is \(size) bytes, more than the limit of \(JSONParser.maximumBytes) (1 MiB) for a JSON document")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ShapeInputError(field: url.path, problem: "cannot read: \(error.localizedDescription)")
        }
        let entry: CorpusEntry
        do {
            entry = try CorpusEntry(json: try JSONParser.parse([UInt8](data), source: url.path))
        } catch {
            // Name the file, then the field inside it.
            throw ShapeInputError(field: url.path, problem: error.field.hasPrefix(url.path) ? error.problem : error.description)
        }
        return File(relativePath: relativePath, entry: entry)
    }

    /// Every entry, in path order.
    public func loadAll() throws(ShapeInputError) -> [File] {
        var files: [File] = []
        for path in try relativePaths() { files.append(try load(path)) }
        return files
    }

    /// Where a saved entry went.
    public struct Saved: Sendable {
        /// The entry's path, relative to the working directory when inside it.
        public var jsonPath: String
        /// The picture beside it.
        public var svgPath: String
        /// Whether the file is new (false: an identical entry was already there).
        public var isNew: Bool
    }

    /// Saves an entry (and its picture) as `<property>/<sha256>.json` (and `.svg`), atomically,
    /// leaving an existing file of that name untouched (its content is the same by construction).
    /// An entry that would not load back (``CorpusEntry/encoded()`` says why) is not saved.
    public func save(_ entry: CorpusEntry, picture: String?) throws(ShapeInputError) -> Saved {
        let encoded = try entry.encoded()
        let folder = directory.appendingPathComponent(entry.property)
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw ShapeInputError(field: folder.path, problem: "cannot create: \(error.localizedDescription)")
        }
        let json = folder.appendingPathComponent(encoded.fileName)
        let svg = json.deletingPathExtension().appendingPathExtension("svg")
        let isNew = try writeAtomically(Data(encoded.fileText.utf8), to: json)
        if let picture { _ = try writeAtomically(Data(picture.utf8), to: svg) }
        return Saved(jsonPath: Self.displayPath(json), svgPath: Self.displayPath(svg), isNew: isNew)
    }

    /// Writes `picture` as the SVG beside the entry at `relativePath` (which may also be absolute
    /// or relative to the working directory), replacing an older picture atomically: a temporary
    /// sibling, then a rename over the old file. An identical picture is left untouched.
    /// Returns the picture's display path and whether its bytes changed.
    public func replacePicture(_ picture: String, beside relativePath: String) throws(ShapeInputError) -> (path: String, changed: Bool) {
        let url = resolve(relativePath).deletingPathExtension().appendingPathExtension("svg")
        let data = Data(picture.utf8)
        if let old = FileManager.default.contents(atPath: url.path), old == data { return (Self.displayPath(url), false) }
        let temporary = Self.temporarySibling(of: url)
        do {
            try data.write(to: temporary)
        } catch {
            throw ShapeInputError(field: url.path, problem: "cannot write: \(error.localizedDescription)")
        }
        // rename(2) replaces the target in one step: a reader sees the old picture or the new one, never half.
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw ShapeInputError(field: url.path, problem: "cannot replace (errno \(errno))")
        }
        return (Self.displayPath(url), true)
    }

    /// A file of the corpus as a path for messages: relative to the working directory when inside it.
    public func displayPath(of relativePath: String) -> String {
        Self.displayPath(directory.appendingPathComponent(relativePath))
    }

    private static func displayPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let here = FileManager.default.currentDirectoryPath
        return path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
    }

    /// A hidden, unique name beside `url` for a write in progress: unique per process *and* per
    /// write, so neither two runs nor two threads saving the same entry at once share one (a
    /// name per process alone let one thread rename another's half-written file into place).
    static func temporarySibling(of url: URL) -> URL {
        url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
    }

    /// Writes to a temporary sibling, then renames it into place unless the target exists.
    /// Returns whether the file was written.
    private func writeAtomically(_ data: Data, to url: URL) throws(ShapeInputError) -> Bool {
        let manager = FileManager.default
        if manager.fileExists(atPath: url.path) { return false }
        let temporary = Self.temporarySibling(of: url)
        do {
            try data.write(to: temporary)
            // moveItem refuses an existing destination, so a concurrent writer cannot be overwritten.
            try manager.moveItem(at: temporary, to: url)
        } catch {
            try? manager.removeItem(at: temporary)
            if manager.fileExists(atPath: url.path) { return false }
            throw ShapeInputError(field: url.path, problem: "cannot write: \(error.localizedDescription)")
        }
        return true
    }

    /// The file a path names: relative to the corpus root if it is there, else absolute or
    /// relative to the working directory.
    func resolve(_ path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        let inside = directory.appendingPathComponent(path)
        if FileManager.default.fileExists(atPath: inside.path) { return inside }
        return URL(fileURLWithPath: path)
    }
}
