import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TabsimCore

/// What `walk`, `play` and `study` replay a script or recording with: a recording's own
/// prototype and settings, or the ones given.
struct ReplaySetup: ParsableArguments {
    @Flag(help: "Replay a recording with its prototype even when the file has changed since (says what changed).")
    var allowChanged = false

    /// The prototype, with its settings in force, that `script` replays with.
    /// - Parameters:
    ///   - path: the script or recording's path, to find a prototype named relative to it.
    func prototype(for script: WalkthroughScript, at path: String, source: PrototypeSource,
                   motion: MotionOptions, display: DisplayOptions) throws -> Prototype {
        guard let header = script.header, header.format >= 2, let settings = header.settings else {
            if script.header != nil, !source.isGiven {
                throw CleanExit.failure("tabsim: \(Self.shown(path)) was recorded before recordings named their prototype (format 1); "
                    + "name it: --prototype FILE or --example NAME")
            }
            return display.apply(to: motion.apply(to: try source.load()))
        }
        if motion.isGiven || display.isGiven {
            throw CleanExit.failure("tabsim: \(Self.shown(path)) states the settings it was recorded with (\(settings.summary)); "
                + "a replay uses them, so drop --transition, --duration, --reduce-motion, --size-class, --orientation, --layout, --platform, --text-size and --input")
        }
        let (prototype, text, name) = try load(header: header, line: script.headerLine, recordingPath: path, source: source)
        if let recorded = header.prototypeHash, recorded != SHA256.hex(of: Array(text.utf8)) {
            let what = PrototypeDigest.describeChange(from: header, to: prototype)
            guard allowChanged else {
                throw CleanExit.failure("tabsim: \(Self.shown(path)) was recorded with \(Self.shown(header.prototypePath ?? "?")) "
                    + "(sha256 \(recorded.prefix(12))), but \(Self.shown(name)) differs (sha256 \(SHA256.hex(of: Array(text.utf8)).prefix(12))): "
                    + "\(what). Add --allow-changed to replay it anyway")
            }
            StandardStream.error.write("tabsim: warning: \(Self.shown(name)) has changed since \(Self.shown(path)) was recorded: \(what)\n")
        }
        return settings.apply(to: prototype)
    }

    /// The recording's prototype: the one given, else the one it names (as given, then
    /// beside the recording).
    private func load(header: RecordingHeader, line: Int, recordingPath: String, source: PrototypeSource) throws
        -> (Prototype, String, String) {
        // The file the recording names is the user's too, even when another replaces it.
        let candidates = header.prototypePath.map { Self.candidates(named: $0, beside: recordingPath) } ?? []
        candidates.filter { !$0.hasPrefix("example:") }.forEach(InputFiles.note)
        if source.isGiven {
            let (prototype, text) = try source.loadSource()
            return (prototype, text, source.displayName)
        }
        // A watched session states the version it started from: its file has changed since.
        if let text = header.source {
            let name = header.prototypePath ?? recordingPath
            do {
                return (try PrototypeLoader.load(text, file: name), text, name)
            } catch {
                throw CleanExit.failure("tabsim: \(TextFitting.sanitized(recordingPath)):\(line): the prototype this launch entry states does not load: \(error.description)")
            }
        }
        guard let named = header.prototypePath else {
            throw CleanExit.failure("tabsim: \(Self.shown(recordingPath)) does not name its prototype; give --prototype FILE or --example NAME")
        }
        guard let found = candidates.first(where: { $0.hasPrefix("example:") || FileManager.default.fileExists(atPath: $0) }) else {
            throw CleanExit.failure("tabsim: \(Self.shown(recordingPath)) was recorded with \(Self.shown(named)), which is not here "
                + "(looked for \(candidates.map(Self.shown).joined(separator: " and "))); give it with --prototype FILE")
        }
        let (prototype, text) = try PrototypeSource.load(path: found)
        return (prototype, text, found)
    }

    /// Where a recording's prototype may be: as named, then beside the recording.
    private static func candidates(named: String, beside recordingPath: String) -> [String] {
        let beside = URL(fileURLWithPath: recordingPath).deletingLastPathComponent().appendingPathComponent(named).path
        return named.hasPrefix("example:") || named.hasPrefix("/") ? [named] : [named, beside]
    }

    /// A path or name from a file or an argument, safe to print and quoted.
    static func shown(_ text: String) -> String { "'" + TextFitting.sanitized(text) + "'" }
}
