import ArgumentParser
import Foundation
import TabsimCore

/// `tabsim study TASKS RECORDING…`: measures participants' recorded sessions (W6).
struct StudyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "study",
        abstract: "Measure recorded sessions against a study's tasks: time, inputs, wrong sections, More, back-tracks, success.",
        discussion: """
        TASKS has `task TITLE` lines, each followed by `expect …` lines that say when it is done (as in walkthroughs). \
        Each RECORDING is a session recorded with `tabsim --log FILE`. Prints Markdown; --json writes every figure.
        """)

    @Argument(help: "The task file.")
    var tasks: String

    @Argument(help: "Recorded sessions (`tabsim --log FILE`).")
    var recordings: [String]

    @Option(help: "The prototype the sessions used (a file); without it and --example, the built-in demo.")
    var prototype: String?

    @Option(help: "A shipped example the sessions used.")
    var example: String?

    @Option(help: "Write the figures as JSON to FILE.")
    var json: String?

    func run() throws {
        let source = try PrototypeSource.parse([prototype, example.map { "--example=\($0)" }].compactMap { $0 })
        let loaded = try source.load()
        let studyText: String
        do {
            studyText = try String(contentsOfFile: tasks, encoding: .utf8)
        } catch {
            throw CleanExit.failure("tabsim: cannot read the task file '\(tasks)'")
        }
        let study: Study
        do {
            study = try Study.parse(studyText, file: tasks)
        } catch {
            throw CleanExit.failure(error.description)
        }
        let analysis = StudyAnalysis(prototype: loaded, study: study)
        let sessions = try recordings.map { path in
            StudyReport.Session(name: path, results: analysis.results(for: try ScriptFile.load(path)))
        }
        let report = StudyReport(study: study, prototypeName: loaded.name, sessions: sessions)
        print(report.markdown, terminator: "")
        if let json {
            do {
                try report.json.write(toFile: json, atomically: true, encoding: .utf8)
            } catch {
                throw CleanExit.failure("tabsim: cannot write '\(json)': \(error.localizedDescription)")
            }
        }
    }
}
