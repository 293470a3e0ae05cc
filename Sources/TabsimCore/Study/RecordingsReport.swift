/// Recordings measured against a study and arranged into its report: the one loop
/// `tabsim study` and a served study's dashboard both run, so that the dashboard's
/// report is the page `tabsim study --html` writes for the same recordings.
public enum RecordingsReport {
    /// A recording to measure, with the prototype it replays with.
    public struct Recording {
        /// What names the session in the report: its path (`path(of:inFolder:)` for one in a folder).
        public var name: String
        public var script: WalkthroughScript
        public var prototype: Prototype
        /// Whether its task entries mark each task's start and end (false: re-scored).
        public var useMarks: Bool

        public init(name: String, script: WalkthroughScript, prototype: Prototype, useMarks: Bool = true) {
            self.name = name
            self.script = script
            self.prototype = prototype
            self.useMarks = useMarks
        }
    }

    /// Recordings left out before measuring, and how the report says why.
    public struct LeftOut {
        public var names: [String]
        /// Of how many recordings given.
        public var given: Int
        /// Where the reason for each was said, or what it was, after "left out, ".
        public var reason: String

        public init(names: [String], given: Int, reason: String) {
            self.names = names
            self.given = given
            self.reason = reason
        }
    }

    /// The report of `recordings` measured against `study`, or nil when none replays.
    /// A recording that does not fit its prototype is left out, told to `leftOut`.
    /// - Parameter notes: what the researcher must be told besides (re-scoring).
    public static func report(study: Study, recordings: [Recording], leftOut earlier: LeftOut, notes: [String] = [],
                              onLeftOut: (Recording, WalkthroughRunner.Failure) -> Void = { _, _ in }) -> StudyReport? {
        var measured: [StudyReport.Session] = [], replayed: [Recording] = [], leftOut = earlier
        for recording in recordings {
            do throws(WalkthroughRunner.Failure) {
                measured.append(try StudySession(name: recording.name, recording: recording.script, prototype: recording.prototype)
                    .measured(study: study, useMarks: recording.useMarks))
                replayed.append(recording)
            } catch {
                onLeftOut(recording, error)
                leftOut.names.append(recording.name)
            }
        }
        guard !measured.isEmpty else { return nil }
        let (kept, grouping) = StudyGroups.arrange(measured, study: study, prototypes: replayed.map(\.prototype),
                                                   sizes: replayed.map { $0.script.header?.size })
        return StudyReport(study: study, sessions: kept, notes: note(leftOut) + notes + replayed.flatMap(absenceNotes) + grouping)
    }

    /// What the report says of each time `recording`'s session was away: a server that
    /// stopped, whose time away is in no task's time; a page that lost its connection,
    /// whose time away is, as the session went on.
    static func absenceNotes(_ recording: Recording) -> [String] {
        recording.script.absences.map { absence in
            let when = decimal(Double(absence.milliseconds) / 1000, places: 1), away = decimal(Double(absence.awayMilliseconds) / 1000, places: 1)
            let during = absence.task.map { ", during task \($0)," } ?? ""
            return switch absence.cause {
            case .serverStopped:
                "'\(TextFitting.sanitized(recording.name))': its server stopped \(when) s in\(during) and the session went on \(away) s later, "
                    + "when a restarted server took it up: that time, when the participant could do nothing, is left out of its times"
            case .connectionLost:
                "'\(TextFitting.sanitized(recording.name))': its page took the session up again \(when) s in\(during) after \(away) s without a connection "
                    + "(a locked phone, a reload): the session went on meanwhile, so that time is in its times"
            }
        }
    }

    /// What the report says of sessions under way or paused, which may yet finish and
    /// are neither done nor failed: nothing when there are none; their names when given.
    public static func underWayNote(_ count: Int, names: [String] = []) -> [String] {
        guard count > 0 else { return [] }
        let which = names.isEmpty ? "" : " (\(names.joined(separator: ", ")))"
        return ["\(TextFitting.counted(count, "session"))\(which) still under way or paused, which may yet finish, "
            + "\(count == 1 ? "is" : "are") not measured here."]
    }

    /// What the report says of the recordings left out, if any.
    static func note(_ leftOut: LeftOut) -> [String] {
        guard !leftOut.names.isEmpty else { return [] }
        return ["\(leftOut.names.count) of \(TextFitting.counted(leftOut.given, "recording")) \(leftOut.names.count == 1 ? "was" : "were") left out, "
            + "\(leftOut.reason): \(leftOut.names.map { "'" + TextFitting.sanitized($0) + "'" }.joined(separator: ", "))"]
    }

    /// The path of the recording `file` in `folder`, as `tabsim study FOLDER` names it
    /// (relative when the folder is).
    public static func path(of file: String, inFolder folder: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + file
    }

    /// How a report names a file the researcher gave (a recording, the task file), for
    /// reports get mailed: an absolute path as the way from `workingDirectory` (where the
    /// command ran) when it lies inside it, else by its file name; a relative path as given.
    public static func name(of path: String, workingDirectory: String) -> String {
        if let absolute = StudyFolder.normalized(path, from: workingDirectory), let here = StudyFolder.normalized(workingDirectory, from: "/"),
           absolute != here, StudyFolder.isInside(absolute, here) {
            return StudyFolder.relative(absolute, from: here)
        }
        return path.hasPrefix("/") ? (path.split(separator: "/").last.map(String.init) ?? path) : path
    }
}
