import ArgumentParser
import TabsimCore
import TabsimTerminal

/// Where the prototype comes from: a file, a shipped example, or the demo.
struct PrototypeSource: ParsableArguments {
    @Argument(help: "A prototype file (YAML or JSON). Without one, the built-in demo runs.")
    var path: String?

    @Option(help: "Run a shipped example instead of a file (see `tabsim examples`).")
    var example: String?

    /// The name messages give the prototype: its path, or `example:NAME`.
    var displayName: String {
        path ?? "example:" + (example ?? BuiltInExamples.demo.name).lowercased()
    }

    /// The key the launch memory files this prototype under: its absolute path, or
    /// `example:NAME`.
    var memoryKey: String {
        if let path {
            return FileNode.absolute(path)
        }
        return "example:" + (example ?? BuiltInExamples.demo.name).lowercased()
    }

    /// Whether a prototype was named (a file or `--example`) rather than left to the demo.
    var isGiven: Bool { path != nil || example != nil }

    /// Loads and validates the prototype, printing every problem and exiting on failure.
    func load() throws -> Prototype { try loadSource().prototype }

    /// The prototype with the text it was read from, to fingerprint it.
    func loadSource() throws -> (prototype: Prototype, text: String) {
        if path != nil, example != nil {
            throw ValidationError("give a prototype file or --example, not both")
        }
        if let path { return try Self.load(path: path) }
        let example = self.example ?? BuiltInExamples.demo.name
        guard let found = BuiltInExamples.named(example) else {
            let names = BuiltInExamples.all.map(\.name).joined(separator: ", ")
            throw ValidationError("no example named '\(TextFitting.sanitized(example))'; the examples are: \(names)")
        }
        return (try Self.parse(found.source, file: "example:\(found.name)"), found.source)
    }

    /// Loads the prototype at `path`, or the example a recording names as `example:NAME`;
    /// the same file with the same bytes is parsed once a run (a study's recordings of one
    /// prototype share it).
    static func load(path: String) throws -> (prototype: Prototype, text: String) {
        if path.hasPrefix("example:"), let found = BuiltInExamples.named(String(path.dropFirst(8))) {
            return try parsed.load(file: path, bytes: Array(found.source.utf8)) { (try parse(found.source, file: path), found.source) }
        }
        let bytes: [UInt8]
        switch Self.bytes(at: path) {
        case .success(let read): bytes = read
        case .failure(let problem): throw CleanExit.failure("tabsim: cannot read '\(TextFitting.sanitized(path))': \(problem.reason)")
        }
        return try parsed.load(file: path, bytes: bytes) { try parse(bytes, file: path) }
    }

    private static let parsed = ParsedPrototypes()

    /// A prototype file's bytes, at launch and at each reload: one byte over the size
    /// limit at most, which is enough to know the file is too large. It is never waited
    /// for: a named pipe or a device is refused (`FileNode.contents`). The file read is
    /// noted, so that no output replaces it.
    static func bytes(at path: String) -> Result<[UInt8], FileNode.ReadProblem> {
        FileNode.contents(of: path, limit: PrototypeLimits.maximumBytes + 1).map { read in
            InputFiles.note(read.node.identity, path: path)
            return read.bytes
        }
    }

    private static func parse(_ bytes: [UInt8], file: String) throws -> (prototype: Prototype, text: String) {
        do {
            return try PrototypeLoader.load(bytes: bytes, file: file)
        } catch {
            throw CleanExit.failure(error.description)
        }
    }

    private static func parse(_ text: String, file: String) throws -> Prototype {
        do {
            return try PrototypeLoader.load(text, file: file)
        } catch {
            throw CleanExit.failure(error.description)
        }
    }
}

extension CleanExit {
    /// Prints `message` to standard error and exits with status 1.
    static func failure(_ message: String) -> ExitCode {
        StandardStream.error.write(message + "\n")
        return ExitCode.failure
    }
}

/// Prototypes parsed so far in this run, by file name and bytes; it forgets them all
/// once it holds `limit`.
private final class ParsedPrototypes: @unchecked Sendable {
    private struct Key: Hashable {
        var file: String
        var bytes: [UInt8]
    }

    static let limit = 16
    private let lock = ThreadLock()
    private var parsed: [Key: (prototype: Prototype, text: String)] = [:]

    /// The prototype parsed from `bytes` read as `file`: by `parse` the first time.
    func load(file: String, bytes: [UInt8], parse: () throws -> (prototype: Prototype, text: String)) throws -> (prototype: Prototype, text: String) {
        let key = Key(file: file, bytes: bytes)
        if let known = lock.withLock({ parsed[key] }) { return known }
        let loaded = try parse()
        lock.withLock {
            if parsed.count >= Self.limit { parsed = [:] }
            parsed[key] = loaded
        }
        return loaded
    }
}
