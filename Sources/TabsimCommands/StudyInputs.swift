import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TabsimCore
import TabsimTerminal

/// What `tabsim study` measures: the task file, the recordings, and which tasks each
/// recording is measured against (W6).
enum StudyInputs {
    /// A recording read, with the prototype it replays with.
    struct Loaded {
        var path: String
        /// What the report calls it (`RecordingsReport.name`).
        var name: String
        var script: WalkthroughScript
        var prototype: Prototype
    }

    /// How the report names a file given as `path` (`RecordingsReport.name`, from here).
    static func reportName(_ path: String) -> String {
        RecordingsReport.name(of: path, workingDirectory: FileManager.default.currentDirectoryPath)
    }

    /// How the recordings are scored.
    struct Scoring {
        /// Per recording: whether its task entries mark each task's start and end.
        var useMarks: [Bool]
        /// What the researcher must be told (re-scored recordings).
        var notes: [String]
    }

    /// A recording a study leaves out, with where and why, said in one line.
    struct LeftOut: Error {
        /// `file:line:column`, or the file.
        var place: String
        var reason: String

        init(place: String, reason: String) {
            self.place = place
            self.reason = reason
        }

        /// The first problem, and how many more there are.
        init(_ error: PrototypeError, path: String) {
            guard let first = error.diagnostics.first else {
                self.init(place: path, reason: "cannot be read")
                return
            }
            let more = error.diagnostics.count > 1 ? " (and \(TextFitting.counted(error.diagnostics.count - 1, "more problem")))" : ""
            self.init(place: first.line > 0 ? "\(first.file):\(first.line):\(first.column)" : first.file,
                      reason: (first.path.isEmpty ? "" : "\(first.path): ") + first.message + more)
        }

        /// The line standard error shows.
        var warning: String { TextFitting.sanitized("tabsim: warning: \(place): left out: \(reason)") }
    }

    /// Reads a recording to measure: one that cannot be read, is empty, is not a
    /// recording, fails its checks or reloaded its prototype is left out.
    static func readRecording(_ path: String) throws(LeftOut) -> WalkthroughScript {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { throw LeftOut(place: path, reason: "cannot be read: \(TextFile.reason(path))") }
        let text: String
        do {
            text = try PrototypeLimits.utf8Text(Array(data), file: path)
        } catch {
            throw LeftOut(error, path: path)
        }
        InputFiles.note(path)
        let script: WalkthroughScript
        do {
            script = try WalkthroughScript.read(text, file: path)
        } catch {
            throw LeftOut(error, path: path)
        }
        guard script.header != nil else { throw LeftOut(place: path, reason: "a walkthrough script, not a recording") }
        if script.steps.contains(where: { if case .reload = $0.step { true } else { false } }) {
            throw LeftOut(place: path, reason: "it reloaded its prototype while it was being edited (--watch); a study measures one "
                + "version, so record participants without --watch (`tabsim walk` replays it)")
        }
        for warning in script.warnings { StandardStream.error.write(warning.description + "\n") }
        return script
    }

    /// The study cannot go on: every one of `count` recordings was left out.
    static func noneLeft(of count: Int) -> Error {
        CleanExit.failure("tabsim: no recording is left to measure: each of the \(count) was left out")
    }

    /// The study cannot go on unless the researcher means it (`--allow-missing`): `missing`
    /// of `count` recordings were left out, each for the reason said on stderr.
    static func someLeft(_ missing: Int, of count: Int) -> Error {
        CleanExit.failure("tabsim: \(missing) of \(TextFitting.counted(count, "recording")) "
            + (missing == 1 ? "was left out, for the reason" : "were left out, each for the reason") + " said above; measure the rest on purpose with --allow-missing")
    }

    /// The arguments split: the task file, the recordings to measure, and those left for
    /// later because their sessions may yet finish.
    struct Split {
        var taskFile: String?
        var recordings: [String]
        /// Recordings of sessions a folder's `index.jsonl` says are under way or paused.
        var underWay: [String]
    }

    /// Splits the arguments into the task file (given first or with --tasks) and the
    /// recordings, a folder standing for the recordings in it; a study folder `tabsim
    /// serve` served stands for its recordings' folder, and names the task file. A
    /// session a folder's index says is under way or paused is not measured: the
    /// participant may still resume it, so it is neither done nor failed. Files named one
    /// by one (`sessions/*.jsonl`) are taken as their folder would be: its `index.jsonl` is
    /// no recording, and the sessions it says may yet finish wait too.
    static func split(_ files: [String], tasks: String?) throws -> Split {
        var taskFile = tasks
        var rest = try files.map { path -> String in
            guard isDirectory(path), !holdsRecordings(path), let served = try StudyFileSource.served(folder: path) else { return path }
            if taskFile == nil { taskFile = served.tasks }
            return served.sessions
        }
        if taskFile == nil, let first = rest.first, !isDirectory(first), !isRecording(first) {
            taskFile = rest.removeFirst()
        }
        var underWay: [String] = []
        // The sessions each folder's index says may yet finish, read once a folder.
        var unfinishedIn: [String: Set<String>] = [:]
        func unfinished(in folder: String) -> Set<String> {
            if let known = unfinishedIn[folder] { return known }
            let names = Set(StudyIndexEntries.latest(in: folder).filter(\.value.mayYetFinish).keys.map(StudyIndexEntries.file(of:)))
            unfinishedIn[folder] = names
            return names
        }
        let recordings = try rest.flatMap { path -> [String] in
            guard isDirectory(path) else {
                let file = URL(fileURLWithPath: path)
                guard file.lastPathComponent != StudyIndexEntries.name else { return [] }
                guard unfinished(in: file.deletingLastPathComponent().path).contains(file.lastPathComponent) else { return [path] }
                underWay.append(path)
                return []
            }
            let found = recordingNames(in: path)
            guard !found.isEmpty else { throw CleanExit.failure("tabsim: the folder \(ReplaySetup.shown(path)) holds no recordings (*.jsonl)") }
            let unfinished = unfinished(in: path)
            underWay += found.filter(unfinished.contains).map { RecordingsReport.path(of: $0, inFolder: path) }
            return found.filter { !unfinished.contains($0) }.map { RecordingsReport.path(of: $0, inFolder: path) }
        }
        return Split(taskFile: taskFile, recordings: recordings, underWay: underWay)
    }

    /// The recordings' file names in `folder` (`index.jsonl` is none): a served study's
    /// participants by number (p2 before p10, as its dashboard lists them), then any
    /// others by name.
    private static func recordingNames(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let number = { (name: String) in StudyIndexEntries.number(of: String(name.dropLast(".jsonl".count))) ?? Int.max }
        return names.filter { $0.hasSuffix(".jsonl") && $0 != StudyIndexEntries.name }
            .sorted { (number($0), $0) < (number($1), $1) }
    }

    private static func holdsRecordings(_ folder: String) -> Bool { !recordingNames(in: folder).isEmpty }

    private static func isDirectory(_ path: String) -> Bool {
        FileNode(path: path)?.kind == .directory
    }

    /// Whether the file starts as a recording does (a JSON object), by its first bytes.
    private static func isRecording(_ path: String) -> Bool {
        guard case .success(let head) = FileNode.contents(of: path, limit: 256) else { return false }
        return WalkthroughScript.isRecording(String(decoding: head.bytes, as: UTF8.self))
    }

    /// Reads and parses a task file.
    static func loadStudy(_ path: String) throws -> Study {
        InputFiles.note(path)
        // As large as a prototype may be, at most.
        if let size = FileNode(path: path)?.size, size > PrototypeLimits.maximumBytes {
            throw CleanExit.failure("tabsim: the task file \(ReplaySetup.shown(path)) is larger than \(PrototypeLimits.maximumBytes / 1024) KiB, the most a task file may be")
        }
        let text = try TextFile.read(path, what: "the task file")
        do {
            return try Study.parse(text, file: path)
        } catch {
            throw CleanExit.failure(error.description)
        }
    }

    /// The same recording given twice (by any path: a link, `./`, a folder and a file)
    /// would count one participant twice.
    static func refuseRepeatedFiles(_ paths: [String]) throws {
        var seen: [FileNode.Identity: String] = [:]
        for path in paths {
            guard let identity = FileNode(path: path)?.identity else { continue }
            if let earlier = seen[identity] {
                throw CleanExit.failure("tabsim: \(ReplaySetup.shown(earlier)) and \(ReplaySetup.shown(path)) are the same recording; give each once")
            }
            seen[identity] = path
        }
    }

    /// The tasks to measure against: those the recordings hold, which must agree with
    /// each other and with a task file given; a recording without its tasks needs the
    /// task file.
    static func tasks(given: Study?, taskFile: String?, recordings: [Loaded], allowChanged: Bool) throws -> (Study, Scoring) {
        var held: [Study?] = []
        for recording in recordings {
            do {
                held.append(try recording.script.header?.study(file: recording.path))
            } catch {
                throw CleanExit.failure(error.description)
            }
        }
        var scoring = Scoring(useMarks: held.map { $0 != nil }, notes: [])
        guard let given else {
            guard let firstIndex = held.firstIndex(where: { $0 != nil }), let first = held[firstIndex] else {
                throw CleanExit.failure("tabsim: \(ReplaySetup.shown(recordings.first?.path ?? "?")) holds no tasks (it was not recorded by "
                    + "`tabsim study --live`, or by an older tabsim); give the task file first: tabsim study TASKS RECORDING…")
            }
            for (index, study) in held.enumerated() {
                guard let study else {
                    throw CleanExit.failure("tabsim: \(ReplaySetup.shown(recordings[index].path)) holds no tasks, unlike "
                        + "\(ReplaySetup.shown(recordings[firstIndex].path)); give the task file first: tabsim study TASKS RECORDING…")
                }
                if let difference = first.firstDifference(from: study) {
                    throw CleanExit.failure("tabsim: \(ReplaySetup.shown(recordings[index].path)) holds other tasks than "
                        + "\(ReplaySetup.shown(recordings[firstIndex].path)): \(TextFitting.sanitized(difference)); measure each study on its own")
                }
            }
            return (first, scoring)
        }
        for (index, study) in held.enumerated() {
            guard let study else {
                scoring.notes.append("\(ReplaySetup.shown(recordings[index].name)) holds no tasks (it was not recorded by `tabsim study --live`, "
                    + "or by an older tabsim): measured against \(ReplaySetup.shown(reportName(taskFile ?? "?"))) in its order, each task starting "
                    + "when the one before it was done; whether these were the participant's tasks cannot be checked")
                continue
            }
            guard let difference = study.firstDifference(from: given) else { continue }
            func said(_ taskFile: String, _ recording: String) -> String {
                "\(ReplaySetup.shown(taskFile)) differs from the tasks \(ReplaySetup.shown(recording)) holds: " + TextFitting.sanitized(difference)
            }
            guard allowChanged else {
                throw CleanExit.failure("tabsim: \(said(taskFile ?? "?", recordings[index].path)); add --allow-changed-tasks to re-score it against the file on purpose")
            }
            // The same number of tasks: each keeps its recorded start and end (give-ups,
            // time-outs, where it started) and is checked by the file's goals.
            scoring.useMarks[index] = study.tasks.count == given.tasks.count
            scoring.notes.append("\(said(reportName(taskFile ?? "?"), recordings[index].name)); re-scored against the file, "
                + (scoring.useMarks[index] ? "each task from its recorded start to its recorded end"
                    : "each task starting when the one before it was done (the number of tasks differs)"))
        }
        return (given, scoring)
    }
}
