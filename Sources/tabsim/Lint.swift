import ArgumentParser
import TabsimCore

/// `tabsim lint FILE`: checks a prototype against the guidelines (L1–L7).
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a prototype against the iOS and Material tab guidelines.",
        discussion: "Exits 1 when there is an error, or any warning with --strict.")

    @OptionGroup var source: PrototypeSource

    @Flag(help: "Fail on warnings too.")
    var strict = false

    func run() throws {
        let prototype = try source.load()
        let findings = Linter(file: source.displayName).findings(for: prototype)
        for finding in findings { print(finding.description) }
        let counts = Dictionary(grouping: findings, by: \.severity).mapValues(\.count)
        let errors = counts[.error] ?? 0, warnings = counts[.warning] ?? 0, notes = counts[.info] ?? 0
        print("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s")")
        if errors > 0 || (strict && warnings > 0) { throw ExitCode.failure }
    }
}
