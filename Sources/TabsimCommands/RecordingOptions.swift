import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TabsimCore
import TabsimTerminal

/// Recording a participant's session (W4): where, who, which variant.
struct RecordingOptions: ParsableArguments {
    @Option(help: "Record every input and feedback to FILE as JSON lines; an existing file is never replaced (see --force).")
    var log: String?

    @Flag(help: "With --log: replace FILE if it exists.")
    var force = false

    @Option(help: "With --log: the participant's ID, stated in the recording.")
    var participant: String?

    @Option(help: "With --log: the variant this session tries (e.g. slide or none), to compare variants in `tabsim study`.")
    var variant: String?

    func validate() throws {
        if log == nil, force || participant != nil || variant != nil {
            throw ValidationError("--force, --participant and --variant go with --log FILE")
        }
        for (name, value) in [("--participant", participant), ("--variant", variant)] {
            if let value, value.isEmpty || value.unicodeScalars.contains(where: TextFitting.isControl) {
                throw ValidationError("\(name) must be a non-empty name without control characters")
            }
        }
    }

    /// The header a recording of `prototype` starts with.
    func header(source: PrototypeSource, prototype: Prototype, text: String, haptics: Haptics,
                remember: RememberPolicy) -> RecordingHeader {
        Self.header(source: source, prototype: prototype, text: text, haptics: haptics, remember: remember,
                    participant: participant, variant: variant,
                    recordingFolder: log.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
    }

    /// The header a recording of `prototype`, read from `text`, starts with.
    /// - Parameter recordingFolder: where the recordings go, when they are kept: the header
    ///   names the prototype from there, and states the file's parts' hashes, for a replay
    ///   to say what changed.
    static func header(source: PrototypeSource, prototype: Prototype, text: String, haptics: Haptics, remember: RememberPolicy,
                       participant: String?, variant: String?, recordingFolder: String?) -> RecordingHeader {
        var header = RecordingHeader(prototypePath: source.displayName, prototypeName: prototype.name,
                                     prototypeHash: SHA256.hex(of: Array(text.utf8)), outline: prototype.outline,
                                     settings: SessionSettings(prototype: prototype, haptics: haptics, remember: remember),
                                     participant: participant, variant: variant)
        guard let recordingFolder else { return header }
        header.namePrototype(source.displayName, recordedIn: recordingFolder, workingDirectory: FileManager.default.currentDirectoryPath)
        // The file's own parts, before any option overrides a setting, as a replay loads it.
        header.prototypeParts = (try? PrototypeLoader.load(text, file: source.displayName)).map(PrototypeDigest.parts)
        return header
    }

    /// Opens the log before the terminal is touched, by the output policy: never over
    /// an existing file without --force, and never over a file the run reads (the
    /// prototype, or `inputs`), whatever --force says.
    func open(notOver inputs: [String] = []) throws -> RecordingFile? {
        guard let log else { return nil }
        inputs.forEach(InputFiles.note)
        do {
            return try RecordingFile(path: log, replacing: force) { try OutputFile.refuseInput($0, writing: log) }
        } catch let failure as RecordingFile.OpenFailure {
            throw CleanExit.failure("tabsim: cannot record to '\(TextFitting.sanitized(log))': \(failure.reason)")
        }
    }
}
