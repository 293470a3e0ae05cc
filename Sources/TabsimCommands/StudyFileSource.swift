import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TabsimCore
import TabsimTerminal

/// `tabsim serve STUDY`: the study folder's `study.yaml` (or a study file given itself),
/// read with every file it names, each inside the study folder.
enum StudyFileSource {
    /// The study file `given` names: the `study.yaml` of a folder, or a `.yaml`/`.yml`
    /// file; nil for anything else (a task file).
    static func studyFile(given: String) -> String? {
        if FileNode(path: given)?.kind == .directory {
            return (given.hasSuffix("/") ? given : given + "/") + ServedStudyFile.name
        }
        let lowered = given.lowercased()
        return lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") ? given : nil
    }

    /// The study the file at `path` describes: its tasks read, each variant's prototype
    /// loaded with its settings and checked against the tasks, the consent text read, and
    /// the recordings' folder made.
    static func prepare(_ path: String) throws -> ServePlan {
        let file = try read(path)
        let study = try StudyInputs.loadStudy(file.tasks)
        var variants: [ServePlan.Variant] = []
        for variant in file.variants {
            variants.append(try load(variant, of: file, study: study))
        }
        let consent = try file.consent.map { try TextFile.read($0, what: "the consent text") }
        try makeFolder(file.sessions)
        return ServePlan(variants: variants, study: study, order: file.order, consent: consent, folder: file.sessions,
                         assignment: file.assignment, device: file.device)
    }

    /// The study file of `folder`, when it holds one (a folder `tabsim serve` served).
    static func served(folder: String) throws -> ServedStudyFile? {
        guard let path = studyFile(given: folder), FileNode(path: path) != nil else { return nil }
        return try read(path)
    }

    /// The study file at `path`, read and checked, every path it names inside its folder.
    private static func read(_ path: String) throws -> ServedStudyFile {
        guard FileNode(path: path) != nil else {
            throw CleanExit.failure("tabsim: no study file \(ReplaySetup.shown(path)): a study folder holds \(ServedStudyFile.name) "
                + "(see `tabsim serve --help`), or serve a task file with --prototype or --example")
        }
        if let size = FileNode(path: path)?.size, size > PrototypeLimits.maximumBytes {
            throw CleanExit.failure("tabsim: the study file \(ReplaySetup.shown(path)) is larger than \(PrototypeLimits.maximumBytes / 1024) KiB")
        }
        let text = try TextFile.read(path, what: "the study file")
        let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        do {
            return try ServedStudyFile.load(text, file: path, folder: folder, realPath: realPath)
        } catch {
            throw CleanExit.failure(error.description)
        }
    }

    /// A variant's prototype, its settings applied and touch input on, with the header
    /// its recordings start from: the variant's name, and the prototype named as the
    /// recordings' folder reaches it, so that `tabsim study` finds it beside them.
    private static func load(_ variant: ServedStudyFile.Variant, of file: ServedStudyFile, study: Study) throws -> ServePlan.Variant {
        let source: PrototypeSource, named: String
        switch variant.source {
        case .file(let path):
            source = try PrototypeSource.parse([path])
            named = file.pathFromSessions(to: path)
        case .example(let name):
            source = try PrototypeSource.parse(["--example=\(name)"])
            named = source.displayName
        }
        let (loaded, text) = try source.loadSource()
        var prototype = variant.apply(to: loaded)
        prototype.input = .touch
        let problems = study.problems(with: prototype)
        if !problems.isEmpty {
            throw CleanExit.failure("tabsim: the tasks do not fit variant \(ReplaySetup.shown(variant.name)):\n"
                + problems.map(\.description).joined(separator: "\n"))
        }
        var header = RecordingOptions.header(source: source, prototype: prototype, text: text, haptics: .off, remember: .never,
                                             participant: nil, variant: variant.name, recordingFolder: file.sessions)
        header.prototypePath = named
        header.method = variant.method
        return ServePlan.Variant(prototype: prototype, header: header)
    }

    /// `path` with the symbolic links on its way resolved, as far as it exists (a
    /// recordings' folder not made yet, under a linked folder such as macOS's /tmp, is
    /// where its parent really is).
    static func realPath(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path), rest: [String] = []
        while existing.path != "/", !FileManager.default.fileExists(atPath: existing.path),
              (try? FileManager.default.destinationOfSymbolicLink(atPath: existing.path)) == nil {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        return rest.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }.path
    }

    /// Makes the folder the recordings go to, if missing.
    static func makeFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CleanExit.failure("tabsim: cannot make the study folder \(ReplaySetup.shown(path)): \(reason(error))")
        }
    }

    /// Why a file operation failed: the system's words for its error number ("Permission
    /// denied"), else the error as Swift describes it.
    private static func reason(_ error: any Error) -> String {
        guard let underlying = (error as? CocoaError)?.underlying as? POSIXError else { return String(describing: error) }
        return String(cString: strerror(underlying.code.rawValue))
    }
}
